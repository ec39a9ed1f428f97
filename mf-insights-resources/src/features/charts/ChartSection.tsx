import { Spinner } from '@anchor/ui';
import { Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChartsCopy } from './copy';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    padding: ${({ theme }) => theme.spacing.xs} 0;
  }
`;

const StyledFigure = styled.figure`
  margin: 0;
  width: 100%;
  min-height: 240px;
`;

export interface ChartSectionProps {
  title: string;
  /** A sentence or two saying what the chart shows. */
  summary: string;
  /** The chart (lazily loaded); none when there is nothing to plot. */
  figure?: ReactNode;
  table?: ReactNode;
  /** Controls above the chart (the mood history length). */
  controls?: ReactNode;
}

/**
 * One chart: its title and text summary, the picture (hidden from screen readers, which get the table), and
 * the same numbers as a table behind a disclosure.
 */
export function ChartSection({ title, summary, figure, table, controls }: ChartSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {controls}
      <p>{summary}</p>
      {figure ? (
        <StyledFigure aria-hidden="true">
          <Suspense fallback={<Spinner />}>{figure}</Suspense>
        </StyledFigure>
      ) : null}
      {table ? (
        <details>
          <summary>{ChartsCopy.showTable}</summary>
          {table}
        </details>
      ) : null}
    </StyledSection>
  );
}
