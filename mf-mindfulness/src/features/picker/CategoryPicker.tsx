import type { MindfulnessType } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { JournalCopy } from '../journal/copy';
import { PracticeCopy } from '../practice/copy';
import { CategoryCard } from './CategoryCard';
import { MindfulnessCopy } from './copy';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface CategoryPickerProps {
  counts: Record<string, number> | undefined;
  recommendations: Record<string, number> | undefined;
  onSelect: (category: MindfulnessType) => void;
  onOpenJournal: () => void;
}

/** The four practice categories, each with this month's sessions against the recommended number. */
export function CategoryPicker({ counts, recommendations, onSelect, onOpenJournal }: CategoryPickerProps) {
  return (
    <section>
      <StyledHeader>
        <div>
          <h2>{MindfulnessCopy.title}</h2>
          <p>{MindfulnessCopy.prompt}</p>
        </div>
        <Button variant="secondary" onClick={onOpenJournal}>
          {JournalCopy.open}
        </Button>
      </StyledHeader>
      <StyledGrid>
        {MindfulnessCopy.categories.map(({ id, ...category }) => (
          <CategoryCard
            key={id}
            {...category}
            progress={
              counts && recommendations
                ? PracticeCopy.sessionsThisMonth(counts[id] ?? 0, recommendations[id] ?? 0)
                : null
            }
            onSelect={() => onSelect(id)}
          />
        ))}
      </StyledGrid>
    </section>
  );
}
