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
        <p>{`${ReportsCopy.avgProgress}: ${orDash(report.avgRecoveryProgress, '%')}`}</p>
      </StyledFigures>
      {sections.includes('progress') ? (
        <DataTable
          caption={ReportsCopy.progressTitle}
          columns={ReportsCopy.progressColumns}
          rows={report.progress.map((row) => [
            row.patientName,
            orDash(row.firstScore),
            orDash(row.latestScore),
            orDash(row.progress, '%'),
            row.sharedInPeriod,
          ])}
        />
      ) : null}
      {sections.includes('history') ? (
        report.rows.length > 0 ? (
          <DataTable
            caption={ReportsCopy.historyTitle}
            columns={ReportsCopy.historyColumns}
            rows={report.rows.map((row) => [row.date, row.patientName, row.score, `${row.riskLevel} risk`])}
          />
        ) : (
          <StyledMuted>{ReportsCopy.noHistory}</StyledMuted>
        )
      ) : null}
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
    </StyledStack>
  );
}
