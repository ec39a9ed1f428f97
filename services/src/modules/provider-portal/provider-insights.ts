import { pcl5AlertReason, pcl5CanScreen, pcl5CutoffScreening, pcl5Screening } from '@anchor/clinical';
import type {
  NoticedMood,
  PatientWellnessSummary,
  ProviderAlert,
  ProviderDashboard,
  ProviderPatientCard,
  SharedScore,
} from '@anchor/contracts';
import type { AssignedPatient, SharedAssessment } from '../providers/provider-access.service';

/** What the portal knows about one patient: identity, assignment and shared scores (oldest first). */
export interface PatientFacts {
  patient: AssignedPatient;
  name: string;
  /** The patient's IANA time zone: their days (mood check-ins) are counted in it. */
  timeZone: string;
  shares: SharedAssessment[];
  /** Check-ins only. */
  recentMoods: string[] | null;
  /** Moods the assistant noticed in chat, kept apart from the check-ins. */
  noticedMoods: NoticedMood[] | null;
  wellness: PatientWellnessSummary | null;
  /** The latest crisis event of the shared summary's days; null unless the patient shares wellness summaries. */
  latestCrisis: { id: number; at: Date } | null;
}

/** What this provider already cleared: shared assessments' and crisis events' ids. */
export interface Acknowledged {
  shares: ReadonlySet<number>;
  crisisEvents: ReadonlySet<number>;
}

export const NOTHING_ACKNOWLEDGED: Acknowledged = { shares: new Set(), crisisEvents: new Set() };

export const CRISIS_ALERT_REASON = 'The assistant noticed a crisis moment';

export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * The shares a screening label, an alert or a change may be drawn from: every question answered (a share whose
 * count is not known is left out too).
 */
export function completeShares(shares: SharedAssessment[]): SharedAssessment[] {
  return shares.filter((share) => share.answeredCount !== null && pcl5CanScreen(share.answeredCount));
}

export function toSharedScore(share: SharedAssessment): SharedScore {
  return {
    shareId: share.shareId,
    score: share.score,
    answeredCount: share.answeredCount,
    clusters: share.clusters,
    sharedAt: share.sharedAt.toISOString(),
    revisedAt: share.revisedAt?.toISOString() ?? null,
  };
}

/**
 * The alert the latest complete shared score raises (above the screening cut-off, or a clinically meaningful rise
 * since the previous complete one), unless this provider acknowledged it. A partial assessment raises none.
 */
function assessmentAlert(facts: PatientFacts, acknowledged: Acknowledged): ProviderAlert | null {
  const complete = completeShares(facts.shares);
  const latest = complete.at(-1);
  if (!latest || acknowledged.shares.has(latest.shareId)) return null;
  const previous = complete.at(-2)?.score ?? null;
  const reason = pcl5AlertReason(latest.score, previous);
  if (!reason) return null;
  return {
    kind: 'assessment',
    id: latest.shareId,
    patientId: facts.patient.patientId,
    patientName: facts.name,
    patientPhone: facts.patient.sharedPhone,
    screening: pcl5CutoffScreening(latest.score),
    reason,
    raisedAt: latest.sharedAt.toISOString(),
  };
}

/** A crisis event the patient agreed to share raises the only kind of risk alert, until this provider acknowledges it. */
function crisisAlert(facts: PatientFacts, acknowledged: Acknowledged): ProviderAlert | null {
  const crisis = facts.latestCrisis;
  if (!crisis || acknowledged.crisisEvents.has(crisis.id)) return null;
  return {
    kind: 'crisis',
    id: crisis.id,
    patientId: facts.patient.patientId,
    patientName: facts.name,
    patientPhone: facts.patient.sharedPhone,
    screening: null,
    reason: CRISIS_ALERT_REASON,
    raisedAt: crisis.at.toISOString(),
  };
}

/** Every open alert of one patient, newest first. */
export function openAlerts(facts: PatientFacts, acknowledged: Acknowledged): ProviderAlert[] {
  return [crisisAlert(facts, acknowledged), assessmentAlert(facts, acknowledged)]
    .filter((alert): alert is ProviderAlert => alert !== null)
    .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt));
}

/**
 * Change in points from the first complete shared score to the last complete one shared before `before` (all when
 * omitted): negative is improvement on the PCL-5; null with fewer than two. Partial assessments are left out.
 */
export function changeSinceFirstOf(shares: SharedAssessment[], before?: Date): number | null {
  const counted = completeShares(before ? shares.filter((share) => share.sharedAt < before) : shares);
  // One score has no change to measure: counting it as 0 would pull the average towards "no change".
  if (counted.length < 2) return null;
  return counted[counted.length - 1].score - counted[0].score;
}

export function mean(values: number[]): number | null {
  return values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
}

export function patientCard(facts: PatientFacts, acknowledged: Acknowledged): ProviderPatientCard {
  const latest = facts.shares.at(-1);
  return {
    id: facts.patient.patientId,
    name: facts.name,
    initials: initialsOf(facts.name),
    latestScore: latest?.score ?? null,
    latestAnsweredCount: latest?.answeredCount ?? null,
    screening: latest ? pcl5Screening(latest.score, latest.answeredCount) : null,
    changeSinceFirst: changeSinceFirstOf(facts.shares),
    recentMoods: facts.recentMoods,
    noticedMoods: facts.noticedMoods,
    wellness: facts.wellness,
    lastSessionAt: latest?.sharedAt.toISOString() ?? null,
    alertCount: openAlerts(facts, acknowledged).length,
    assignedAt: facts.patient.assignedAt.toISOString(),
    phone: facts.patient.sharedPhone,
  };
}

/** First instant of the calendar month (UTC) that holds `now`. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function dashboardOf(all: PatientFacts[], acknowledged: Acknowledged, now: Date): ProviderDashboard {
  const monthStart = startOfMonth(now);
  const alerts = all
    .flatMap((facts) => openAlerts(facts, acknowledged))
    .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt));
  const changeNow = mean(all.map((facts) => changeSinceFirstOf(facts.shares)).filter((value) => value !== null));
  const changeThen = mean(
    all.map((facts) => changeSinceFirstOf(facts.shares, monthStart)).filter((value) => value !== null),
  );
  return {
    totalPatients: all.length,
    newThisMonth: all.filter((facts) => facts.patient.assignedAt >= monthStart).length,
    highRiskAlerts: alerts.filter((alert) => alert.kind === 'crisis').length,
    avgChangeSinceFirst: changeNow,
    changeFromLastMonth: changeNow !== null && changeThen !== null ? changeNow - changeThen : null,
    recentAlerts: alerts.slice(0, 10),
  };
}
