import { CrisisHelpButton, PageContainer } from '@anchor/ui';
import type { ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

export interface StandaloneEntry {
  /** Path below the remote's folder, e.g. 'terms'. */
  path: string;
  label: string;
  element: ReactNode;
}

export interface StandalonePageProps {
  /** The remote's name, shown so a feature team knows which build it is looking at. */
  title: string;
  entries: StandaloneEntry[];
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTitle = styled.strong`
  margin-right: auto;
`;

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  a.active {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const buildLabel = () => (typeof __ANCHOR_BUILD_LABEL__ === 'string' ? __ANCHOR_BUILD_LABEL__ : 'dev');

/** A remote running on its own: a link per exposed component, each rendered at its own path. */
export function StandalonePage({ title, entries }: StandalonePageProps) {
  return (
    <>
      <StyledHeader>
        <StyledTitle>
          {title} <small>({buildLabel()})</small>
        </StyledTitle>
        <StyledNav aria-label="Exposed components">
          {entries.map((entry) => (
            <NavLink key={entry.path} to={`/${entry.path}`} end>
              {entry.label}
            </NavLink>
          ))}
        </StyledNav>
        <CrisisHelpButton />
      </StyledHeader>
      <PageContainer>
        <Routes>
          {entries.length > 0 ? <Route index element={entries[0].element} /> : null}
          {entries.map((entry) => (
            <Route key={entry.path} path={`/${entry.path}/*`} element={entry.element} />
          ))}
        </Routes>
      </PageContainer>
    </>
  );
}
