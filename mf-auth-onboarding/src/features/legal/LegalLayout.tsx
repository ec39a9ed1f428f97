import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LegalSection } from './legal-types';

const StyledArticle = styled.article`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LegalLayoutProps {
  title: string;
  meta?: string;
  intro: string;
  backLabel: string;
  sections: readonly LegalSection[];
  /** Extra blocks after the sections (plans, contact). */
  children?: ReactNode;
}

export function SectionBlock({ title, paragraphs }: LegalSection) {
  return (
    <section>
      <h2>{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** Shared frame of /terms and /cancel: readable line length, one h1, a way back home (the shell supplies <main>). */
export function LegalLayout({ title, meta, intro, backLabel, sections, children }: LegalLayoutProps) {
  return (
    <StyledArticle>
      <Link to="/">{backLabel}</Link>
      <header>
        <h1>{title}</h1>
        {meta ? <StyledMeta>{meta}</StyledMeta> : null}
      </header>
      <p>{intro}</p>
      {sections.map((section) => (
        <SectionBlock key={section.title} {...section} />
      ))}
      {children}
    </StyledArticle>
  );
}
