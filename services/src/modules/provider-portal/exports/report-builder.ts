import { pcl5RiskLevel } from '@anchor/clinical';
import { REPORT_PERIODS, type ProviderReport, type ReportQuery } from '@anchor/contracts';
import type { PatientFacts } from '../provider-insights';
import { progressOf } from '../provider-insights';

const DAY_MS = 86_400_000;

/** The report's figures over the chosen period, from the shared scores only. */
export function buildReport(all: PatientFacts[], query: ReportQuery, now: Date): ProviderReport {
  const days = REPORT_PERIODS.find((period) => period.id === query.period)?.days ?? 30;
  const from = new Date(now.getTime() - days * DAY_MS);
  const rows = all
    .flatMap((facts) =>
      facts.shares
        .filter((share) => share.sharedAt >= from && share.sharedAt <= now)
        .map((share) => ({
          patientName: facts.name,
          date: share.sharedAt.toISOString().slice(0, 10),
          score: share.score,
          riskLevel: pcl5RiskLevel(share.score),
        })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.patientName.localeCompare(b.patientName));
  const progress = all.map((facts) => progressOf(facts.shares)).filter((value) => value !== null);
  return {
    type: query.type,
    period: query.period,
    from: from.toISOString(),
    to: now.toISOString(),
    totalPatients: all.length,
    sharedAssessments: rows.length,
    avgScore: rows.length ? Math.round(rows.reduce((sum, row) => sum + row.score, 0) / rows.length) : null,
    avgRecoveryProgress: progress.length
      ? Math.round(progress.reduce((sum, value) => sum + value, 0) / progress.length)
      : null,
    rows,
  };
}
