import type { ReactNode } from 'react';
import { VisuallyHidden } from '@anchor/ui';
import { ResourcesCopy } from './copy';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
}

/** Opens outside Anchor in a new tab, without giving that page a handle on ours. */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {ResourcesCopy.newTab}</VisuallyHidden>
    </a>
  );
}
