import { Card, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import type { ResourceLink } from './copy';
import { ExternalLink } from './ExternalLink';
import { StyledBody, StyledLinkList, StyledMuted } from './resource-styles';

export interface LinkListCardProps {
  title: string;
  description: string;
  links: readonly ResourceLink[];
}

export function LinkListCard({ title, description, links }: LinkListCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <StyledBody>
        <StyledLinkList>
          {links.map((link) => (
            <li key={link.href}>
              <h4>{link.title}</h4>
              <StyledMuted>{link.description}</StyledMuted>
              <ExternalLink href={link.href}>{link.linkText}</ExternalLink>
            </li>
          ))}
        </StyledLinkList>
      </StyledBody>
    </Card>
  );
}
