import { pcl5AlertReason, pcl5RecoveryProgress, pcl5RiskLevel } from '@anchor/clinical';
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

export function toSharedScore(share: SharedAssessment): SharedScore {
  return {
    shareId: share.shareId,
    score: share.score,
    clusters: share.clusters,
    sharedAt: share.sharedAt.toISOString(),
    revisedAt: share.revisedAt?.toISOString() ?? null,
  };
}

/** The alert the latest shared score raises, unless this provider acknowledged it. */
function assessmentAlert(facts: PatientFacts, acknowledged: Acknowledged): ProviderAlert | null {
  const latest = facts.shares.at(-1);
  if (!latest || acknowledged.shares.has(latest.shareId)) return null;
  const previous = facts.shares.at(-2)?.score ?? null;
  const reason = pcl5AlertReason(latest.score, previous);
  if (!reason) return null;
  return {
    kind: 'assessment',
    id: latest.shareId,
    patientId: facts.patient.patientId,
    patientName: facts.name,
    patientPhone: facts.patient.sharedPhone,
    riskLevel: pcl5RiskLevel(latest.score),
    reason,
    raisedAt: latest.sharedAt.toISOString(),
  };
}

/** A crisis event the patient agreed to share raises a high-risk alert until this provider acknowledges it. */
function crisisAlert(facts: PatientFacts, acknowledged: Acknowledged): ProviderAlert | null {
  const crisis = facts.latestCrisis;
  if (!crisis || acknowledged.crisisEvents.has(crisis.id)) return null;
  return {
    kind: 'crisis',
    id: crisis.id,
    patientId: facts.patient.patientId,
    patientName: facts.name,
    patientPhone: facts.patient.sharedPhone,
    riskLevel: 'high',
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

/** Improvement from the first shared score to the last one shared before `before` (all when omitted). */
export function progressOf(shares: SharedAssessment[], before?: Date): number | null {
  const counted = before ? shares.filter((share) => share.sharedAt < before) : shares;
  const first = counted[0];
  const last = counted.at(-1);
  return first && last ? pcl5RecoveryProgress(first.score, last.score) : null;
}

function mean(values: number[]): number | null {
  return values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
}

export function patientCard(facts: PatientFacts, acknowledged: Acknowledged): ProviderPatientCard {
  const latest = facts.shares.at(-1);
  return {
    id: facts.patient.patientId,
    name: facts.name,
    initials: initialsOf(facts.name),
    latestScore: latest?.score ?? null,
    riskLevel: latest ? pcl5RiskLevel(latest.score) : null,
    progress: progressOf(facts.shares),
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
  const progressNow = mean(all.map((facts) => progressOf(facts.shares)).filter((value) => value !== null));
  const progressThen = mean(all.map((facts) => progressOf(facts.shares, monthStart)).filter((value) => value !== null));
  return {
    totalPatients: all.length,
    newThisMonth: all.filter((facts) => facts.patient.assignedAt >= monthStart).length,
    highRiskAlerts: alerts.length,
    avgRecoveryProgress: progressNow,
    progressChangeFromLastMonth: progressNow !== null && progressThen !== null ? progressNow - progressThen : null,
    recentAlerts: alerts.slice(0, 10),
  };
}
