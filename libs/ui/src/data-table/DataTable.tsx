import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const StyledScroll = styled.div<{ $maxHeight?: string }>`
  overflow-x: auto;
  ${({ $maxHeight }) =>
    $maxHeight &&
    css`
      max-height: ${$maxHeight};
      overflow-y: auto;
    `}
`;

const StyledTable = styled.table<{ $stickyHead: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-bottom: ${({ theme }) => theme.spacing.sm};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${({ $stickyHead, theme }) =>
    $stickyHead &&
    css`
      thead th {
        position: sticky;
        top: 0;
        background: ${theme.colors.surface};
      }
    `}
`;

export type DataTableCell = string | number;

export interface DataTableProps {
  caption: ReactNode;
  columns: readonly string[];
  /** Plain rows: the first cell heads its row (a date), the rest are its values. */
  rows?: readonly (readonly DataTableCell[])[];
  /** Rows of its own (`<tr>` with a `<th scope="row">` first) where a cell needs more than text. */
  children?: ReactNode;
  /** A long table scrolls inside this height, its column heads staying in view. */
  maxHeight?: string;
}

/**
 * A table of numbers with its caption, in a box that scrolls sideways on a narrow screen. The box is a named
 * region in the tab order so that a keyboard can scroll it too.
 */
export function DataTable({ caption, columns, rows, children, maxHeight }: DataTableProps) {
  const captionId = useId();
  return (
    <StyledScroll $maxHeight={maxHeight} role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable $stickyHead={Boolean(maxHeight)}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map(([head, ...cells], rowIndex) => (
            <tr key={`${head}-${rowIndex}`}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                <td key={columns[index + 1] ?? index}>{cell}</td>
              ))}
            </tr>
          ))}
          {children}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
