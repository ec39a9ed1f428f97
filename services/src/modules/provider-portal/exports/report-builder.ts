import { pcl5CutoffScreening, pcl5Screening } from '@anchor/clinical';
import {
  REPORT_PERIODS,
  REPORT_SECTIONS,
  type ProviderReport,
  type ReportPeriod,
  type ReportQuery,
} from '@anchor/contracts';
import type { PatientFacts } from '../provider-insights';
import { changeSinceFirstOf, completeShares, mean } from '../provider-insights';

const DAY_MS = 86_400_000;

/** One patient's check-ins, practice and crisis moments over a report's period (only when they share them). */
export type PeriodWellness = Omit<ProviderReport['wellness'][number], 'patientName'>;

/** The instants a report's period covers: its number of days up to now. */
export function reportWindow(period: ReportPeriod, now: Date): { from: Date; to: Date } {
  const days = REPORT_PERIODS.find((item) => item.id === period)?.days ?? 30;
  return { from: new Date(now.getTime() - days * DAY_MS), to: now };
}

/**
 * The report's figures over the chosen period, from what the patients shared: the headline figures for every
 * type, then the sections of its type (patients' progress, the shared assessments, wellness summaries).
 * `wellness` holds the period's summary of each patient who shares it (keyed by patient id).
 */
export function buildReport(
  all: PatientFacts[],
  query: ReportQuery,
  now: Date,
  wellness: ReadonlyMap<number, PeriodWellness> = new Map(),
): ProviderReport {
  const { from } = reportWindow(query.period, now);
  const sections = REPORT_SECTIONS[query.type];
  const inPeriod = (facts: PatientFacts) =>
    facts.shares.filter((share) => share.sharedAt >= from && share.sharedAt <= now);
  const rows = all
    .flatMap((facts) =>
      inPeriod(facts).map((share) => ({
        patientName: facts.name,
        date: share.sharedAt.toISOString().slice(0, 10),
        score: share.score,
        answeredCount: share.answeredCount,
        screening: pcl5Screening(share.score, share.answeredCount),
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.patientName.localeCompare(b.patientName));
  const progress = all.map((facts) => {
    const complete = completeShares(facts.shares);
    const latest = complete.at(-1);
    return {
      patientName: facts.name,
      firstScore: complete[0]?.score ?? null,
      latestScore: latest?.score ?? null,
      changeSinceFirst: changeSinceFirstOf(facts.shares),
      screening: latest ? pcl5CutoffScreening(latest.score) : null,
      sharedInPeriod: inPeriod(facts).length,
    };
  });
  const wellnessRows = all.flatMap((facts) => {
    const summary = wellness.get(facts.patient.patientId);
    return summary ? [{ patientName: facts.name, ...summary }] : [];
  });
  return {
    type: query.type,
    period: query.period,
    from: from.toISOString(),
    to: now.toISOString(),
    totalPatients: all.length,
    sharedAssessments: rows.length,
    // A partial assessment's total counts fewer questions, so the average is of complete ones only.
    avgScore: mean(completeShares(all.flatMap(inPeriod)).map((share) => share.score)),
    avgChangeSinceFirst: mean(progress.flatMap((row) => (row.changeSinceFirst === null ? [] : [row.changeSinceFirst]))),
    rows: sections.includes('history') ? rows : [],
    progress: sections.includes('progress') ? progress : [],
    wellness: sections.includes('wellness') ? wellnessRows : [],
    wellnessNotShared: sections.includes('wellness') ? all.length - wellnessRows.length : 0,
  };
}
