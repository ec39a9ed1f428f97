import styled from 'styled-components';
import { Card, CardDescription, CardHeader, CardTitle, CrisisResources } from '@anchor/ui';
import { ResourcesCopy } from './copy';
import { StyledBody, StyledMuted } from './resource-styles';

const copy = ResourcesCopy.crisis;

/** A link styled as the primary action: a tel: link works on phones and hands off to a softphone elsewhere. */
const StyledCallLink = styled.a`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xl}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.dangerHover};
  }
`;

const StyledCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

export function CrisisSupportCard() {
  return (
    <StyledCard>
      <CardHeader>
        <CardTitle as="h3">{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <StyledBody>
        <StyledCallLink href={copy.callHref}>{copy.call}</StyledCallLink>
        <StyledMuted>{copy.callDescription}</StyledMuted>
        <CrisisResources tone="calm" lines={copy.moreLines} />
      </StyledBody>
    </StyledCard>
  );
}
