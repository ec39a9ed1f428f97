import styled from 'styled-components';
import { CategoryCard } from './CategoryCard';
import { MindfulnessCopy } from './copy';

const StyledHeader = styled.header`
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

/** The mindfulness category picker. */
export function CategoryPicker() {
  return (
    <section>
      <StyledHeader>
        <h2>{MindfulnessCopy.title}</h2>
        <p>{MindfulnessCopy.prompt}</p>
      </StyledHeader>
      <StyledGrid>
        {MindfulnessCopy.categories.map(({ id, ...category }) => (
          <CategoryCard key={id} {...category} />
        ))}
      </StyledGrid>
    </section>
  );
}
