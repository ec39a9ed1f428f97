import {
  PCL5_CHANGE_SOURCE,
  PCL5_SCREENING_LABELS,
  PCL5_SCREENING_SOURCE,
  pcl5PointsChange,
  pcl5PointsChangeLabel,
  pcl5ScreeningLabel,
} from '@anchor/clinical';
import { type ProviderReport, REPORT_SECTIONS, REPORT_TYPES } from '@anchor/contracts';
import { DataTable } from '@anchor/ui/data-table';
import styled from 'styled-components';
import { ReportsCopy } from '../portal/copy';
import { StyledMuted, StyledStack } from '../shared/portal-styles';

const StyledFigures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  p {
    margin: 0;
  }
`;

const orDash = (value: number | null, unit = '') => (value === null ? '–' : `${value}${unit}`);

/** Each patient's first and latest complete score, the change between them with its label, and the screening. */
function ProgressTable({ report }: { report: ProviderReport }) {
  return (
    <DataTable
      caption={ReportsCopy.progressTitle}
      columns={ReportsCopy.progressColumns}
      rows={report.progress.map((row) => [
        row.patientName,
        orDash(row.firstScore),
        orDash(row.latestScore),
        row.changeSinceFirst === null ? '–' : pcl5PointsChangeLabel(row.changeSinceFirst),
        row.screening ? PCL5_SCREENING_LABELS[row.screening] : '–',
        row.sharedInPeriod,
      ])}
    />
  );
}

/** The period's shared assessments, each with its screening label or "Partial (n of 20)". */
function HistoryTable({ report }: { report: ProviderReport }) {
  if (report.rows.length === 0) return <StyledMuted>{ReportsCopy.noHistory}</StyledMuted>;
  return (
    <DataTable
      caption={ReportsCopy.historyTitle}
      columns={ReportsCopy.historyColumns}
      rows={report.rows.map((row) => [
        row.date,
        row.patientName,
        row.score,
        pcl5ScreeningLabel(row.screening, row.answeredCount),
      ])}
    />
  );
}

/** A generated report: the headline figures, then the tables of its type's sections. */
export function ReportView({ report }: { report: ProviderReport }) {
  const sections = REPORT_SECTIONS[report.type];
  const label = REPORT_TYPES.find((item) => item.id === report.type)?.label ?? report.type;
  return (
    <StyledStack as="section" aria-label={label}>
      <StyledMuted>
        {report.from.slice(0, 10)} – {report.to.slice(0, 10)}
      </StyledMuted>
      <StyledFigures>
        <p>{`${ReportsCopy.totalPatients}: ${report.totalPatients}`}</p>
        <p>{`${ReportsCopy.shared}: ${report.sharedAssessments}`}</p>
        <p>{`${ReportsCopy.avgScore}: ${orDash(report.avgScore)}`}</p>
        <p>{`${ReportsCopy.avgChange}: ${report.avgChangeSinceFirst === null ? '–' : pcl5PointsChange(report.avgChangeSinceFirst)}`}</p>
      </StyledFigures>
      {sections.includes('progress') ? <ProgressTable report={report} /> : null}
      {sections.includes('history') ? <HistoryTable report={report} /> : null}
      {sections.includes('wellness') ? (
        <>
          {report.wellness.length > 0 ? (
            <DataTable
              caption={ReportsCopy.wellnessTitle}
              columns={ReportsCopy.wellnessColumns}
              rows={report.wellness.map((row) => [
                row.patientName,
                `${orDash(row.avgMood, '/10')} (${row.moodDays})`,
                orDash(row.lowestMood, '/10'),
                ReportsCopy.practice(row.practiceSessions, row.practiceMinutes, row.practiceUntimedSessions),
                row.crisisEvents,
              ])}
            />
          ) : null}
          <StyledMuted>{ReportsCopy.wellnessNotShared(report.wellnessNotShared)}</StyledMuted>
        </>
      ) : null}
      <StyledMuted>{PCL5_SCREENING_SOURCE}</StyledMuted>
      <StyledMuted>{PCL5_CHANGE_SOURCE}</StyledMuted>
    </StyledStack>
  );
}
