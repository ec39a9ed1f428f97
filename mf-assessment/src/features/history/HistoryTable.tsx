import { pcl5CanScreen, pcl5ChangeWording, pcl5PartialLabel } from '@anchor/clinical';
import { PCL5_ITEM_COUNT, type AssessmentResult } from '@anchor/contracts';
import { DataTable } from '@anchor/ui/data-table';
import { ClusterNames, HistoryCopy } from '../../copy';
import { CLUSTER_KEYS } from '../result/ClusterScores';
import { formatAssessmentDateTime } from './format-assessment-date';

export interface HistoryTableProps {
  /** Every assessment, skipped ones included, newest first. */
  assessments: AssessmentResult[];
}

const totalText = (assessment: AssessmentResult) =>
  assessment.answeredCount === PCL5_ITEM_COUNT
    ? String(assessment.totalScore)
    : HistoryCopy.partialTotal(assessment.answeredCount, PCL5_ITEM_COUNT);

/** A screening result only from a complete PCL-5; a partial one is labelled and concludes nothing. */
function screenText(assessment: AssessmentResult): string {
  if (!pcl5CanScreen(assessment.answeredCount)) return pcl5PartialLabel(assessment.answeredCount);
  return assessment.screenPositive ? HistoryCopy.screenPositive : HistoryCopy.screenNegative;
}

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
      <td>{screenText(assessment)}</td>
      <td>
        {assessment.change && pcl5CanScreen(assessment.answeredCount)
          ? pcl5ChangeWording(assessment.change)
          : HistoryCopy.notCompared}
      </td>
    </tr>
  );
}

const COLUMNS = [
  HistoryCopy.columns.date,
  HistoryCopy.columns.total,
  HistoryCopy.columns.clusters,
  HistoryCopy.columns.screen,
  HistoryCopy.columns.change,
];

/** The numbers behind the chart, plus the symptom groups of every assessment and the skipped ones. */
export function HistoryTable({ assessments }: HistoryTableProps) {
  return (
    <DataTable caption={HistoryCopy.tableCaption} columns={COLUMNS}>
      {assessments.map((assessment) => (
        <AssessmentRow key={assessment.id} assessment={assessment} />
      ))}
    </DataTable>
  );
}
