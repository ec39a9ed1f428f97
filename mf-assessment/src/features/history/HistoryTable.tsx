import { pcl5ChangeWording } from '@anchor/clinical';
import { PCL5_ITEM_COUNT, type AssessmentResult } from '@anchor/contracts';
import styled from 'styled-components';
import { ClusterNames, HistoryCopy } from '../../copy';
import { CLUSTER_KEYS } from '../result/ClusterScores';
import { formatAssessmentDateTime } from './format-assessment-date';

export interface HistoryTableProps {
  /** Every assessment, skipped ones included, newest first. */
  assessments: AssessmentResult[];
}

const StyledScroll = styled.div`
  overflow-x: auto;
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
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const totalText = (assessment: AssessmentResult) =>
  assessment.answeredCount === PCL5_ITEM_COUNT
    ? String(assessment.totalScore)
    : HistoryCopy.partialTotal(assessment.answeredCount, PCL5_ITEM_COUNT);

function AssessmentRow({ assessment }: { assessment: AssessmentResult }) {
  const date = <th scope="row">{formatAssessmentDateTime(assessment.completedAt)}</th>;
  if (assessment.skipped) {
    return (
      <tr>
        {date}
        <td colSpan={4}>{HistoryCopy.skipped}</td>
      </tr>
    );
  }
  return (
    <tr>
      {date}
      <td>{totalText(assessment)}</td>
      <td>
        <ul>
          {CLUSTER_KEYS.map((key) => (
            <li key={key}>{`${ClusterNames[key]}: ${assessment.clusters[key]}`}</li>
          ))}
        </ul>
      </td>
      <td>{assessment.screenPositive ? HistoryCopy.screenPositive : HistoryCopy.screenNegative}</td>
      <td>{assessment.change ? pcl5ChangeWording(assessment.change) : HistoryCopy.notCompared}</td>
    </tr>
  );
}

/** The numbers behind the chart, plus the symptom groups of every assessment and the skipped ones. */
export function HistoryTable({ assessments }: HistoryTableProps) {
  return (
    <StyledScroll>
      <StyledTable>
        <caption>{HistoryCopy.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{HistoryCopy.columns.date}</th>
            <th scope="col">{HistoryCopy.columns.total}</th>
            <th scope="col">{HistoryCopy.columns.clusters}</th>
            <th scope="col">{HistoryCopy.columns.screen}</th>
            <th scope="col">{HistoryCopy.columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {assessments.map((assessment) => (
            <AssessmentRow key={assessment.id} assessment={assessment} />
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
