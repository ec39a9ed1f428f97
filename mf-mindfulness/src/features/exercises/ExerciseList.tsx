import { mindfulnessKey } from '@anchor/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import styled from 'styled-components';
import { PracticeCopy } from '../practice/copy';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ExerciseListItem {
  type: 'cbt' | 'emdr';
  subtype: string;
  title: string;
  description: string;
  action: string;
}

export interface ExerciseListProps {
  items: readonly ExerciseListItem[];
  counts: Record<string, number>;
  recommendations: Record<string, number>;
  onSelect: (subtype: string) => void;
}

/** The exercises of one category, each with its completed/recommended counter for this month. */
export function ExerciseList({ items, counts, recommendations, onSelect }: ExerciseListProps) {
  return (
    <StyledGrid>
      {items.map((item) => {
        const key = mindfulnessKey(item.type, item.subtype);
        return (
          <Card key={key}>
            <CardHeader>
              <CardTitle as="h3">{item.title}</CardTitle>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <StyledCount>{PracticeCopy.completedThisMonth(counts[key] ?? 0, recommendations[key] ?? 0)}</StyledCount>
              <Button onClick={() => onSelect(item.subtype)} aria-label={`${item.action}: ${item.title}`}>
                {item.action}
              </Button>
            </CardContent>
          </Card>
        );
      })}
    </StyledGrid>
  );
}
