import styled from 'styled-components';

const StyledScroll = styled.div`
  overflow-x: auto;
  max-height: 24rem;
  overflow-y: auto;
`;

const StyledTable = styled.table`
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
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row names it (a date); the rest are its values. */
  rows: readonly (readonly (string | number)[])[];
}

/** The numbers behind a chart, for screen readers and anyone who prefers them. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <StyledScroll>
      <StyledTable>
        <caption>{caption}</caption>
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
          {rows.map(([head, ...cells]) => (
            <tr key={String(head)}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                <td key={columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
