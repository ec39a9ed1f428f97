import styled from 'styled-components';
import { AuthCopy } from './copy';

/** Only on large screens: on a phone the form comes first and nothing pushes it below the fold. */
const StyledPanel = styled.aside`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xl};
    padding: ${({ theme }) => theme.spacing.xxl};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledPoints = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPointTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPointText = styled.p`
  margin: 0;
`;

export function MarketingPanel() {
  return (
    <StyledPanel aria-label={AuthCopy.marketing.title}>
      <StyledTitle>{AuthCopy.marketing.title}</StyledTitle>
      <StyledPoints>
        {AuthCopy.marketing.points.map((point) => (
          <li key={point.title}>
            <StyledPointTitle>{point.title}</StyledPointTitle>
            <StyledPointText>{point.text}</StyledPointText>
          </li>
        ))}
      </StyledPoints>
    </StyledPanel>
  );
}
