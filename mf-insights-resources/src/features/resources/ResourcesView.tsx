import styled from 'styled-components';
import { CrisisSupportCard } from './CrisisSupportCard';
import { ResourcesCopy } from './copy';
import { LinkListCard } from './LinkListCard';

const StyledView = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, 1fr);
    align-items: start;
  }
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** The three resource cards; crisis support first. */
export function ResourcesView() {
  return (
    <StyledView>
      <h2>{ResourcesCopy.title}</h2>
      <CrisisSupportCard />
      <LinkListCard {...ResourcesCopy.education} />
      <LinkListCard {...ResourcesCopy.community} />
    </StyledView>
  );
}
