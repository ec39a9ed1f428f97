import type { AdherenceWeek, MedicationAdherence, RecommendationCard, TrendCard } from '@anchor/contracts';
import { addDays, daysBetween } from '../statistics/daily-series';
import type { InsightInputs } from '../insight-inputs';
import { basisOf, formatDay, plural } from './card-text';
import type { InsightCards } from './card-types';

/** Below this share of doses taken in a week, the card is high priority. */
const LOW_ADHERENCE_PERCENT = 80;
const PREDICTION = 'Taking medication at a steady time helps it work as prescribed.';

const counted = (week: AdherenceWeek) => week.taken + week.snoozed + week.missed;

function weekText(week: AdherenceWeek): string {
  const parts = [`taken ${week.taken} of ${plural(counted(week), 'dose')} (${week.percent}%)`];
  if (week.snoozed > 0) parts.push(`${week.snoozed} snoozed and not confirmed`);
  if (week.missed > 0) parts.push(`${week.missed} missed`);
  return parts.join(', ');
}

/** The last finished week with a dose counted, or this week so far when none has one. */
function shownWeek(medication: MedicationAdherence): { week: AdherenceWeek; current: boolean } | null {
  const weeks = medication.weeks;
  const current = weeks[weeks.length - 1];
  const finished = [...weeks.slice(0, -1)].reverse().find((week) => counted(week) > 0);
  if (finished) return { week: finished, current: false };
  return counted(current) > 0 ? { week: current, current: true } : null;
}

function adherenceRecommendation(medication: MedicationAdherence, today: string): RecommendationCard | null {
  const shown = shownWeek(medication);
  if (!shown) return null;
  const { week, current } = shown;
  const percent = week.percent as number;
  const end = current ? today : addDays(week.weekStart, 6);
  const when = current ? 'This week so far' : `In the week of ${formatDay(week.weekStart)}`;
  return {
    id: `medications-adherence-${medication.medicationId}`,
    topic: 'medications',
    status: 'finding',
    priority: percent < LOW_ADHERENCE_PERCENT ? 'high' : percent < 100 ? 'medium' : 'low',
    icon: 'pill',
    description: `${when} you confirmed ${medication.name}: ${weekText(week)}.`,
    action:
      percent < 100
        ? { label: 'Change the reminder time', target: { kind: 'reminder_settings' } }
        : { label: 'Review your medication reminders', target: { kind: 'reminder_settings' } },
    prediction: PREDICTION,
    basis: basisOf(daysBetween(week.weekStart, end) + 1, week.weekStart, end),
  };
}

function needsReminders(): RecommendationCard {
  return {
    id: 'medications-adherence',
    topic: 'medications',
    status: 'needs_data',
    priority: 'low',
    icon: 'pill',
    description:
      'Medication adherence needs a medication reminder that has come due: each dose then counts as taken, snoozed or missed.',
    action: { label: 'Set a medication reminder', target: { kind: 'reminder_settings' } },
    prediction: PREDICTION,
    basis: null,
  };
}

function adherenceTrend(medications: MedicationAdherence[]): TrendCard {
  const lines = medications.map((medication) => {
    const weeks = medication.weeks.filter((week) => week.percent !== null);
    const taken = weeks.reduce((sum, week) => sum + week.taken, 0);
    const all = weeks.reduce((sum, week) => sum + counted(week), 0);
    const percents = weeks.map((week) => week.percent as number);
    return `${medication.name}: ${Math.round((taken / all) * 100)}% of ${plural(all, 'dose')} taken over ${plural(weeks.length, 'week')} (weekly ${Math.min(...percents)}% to ${Math.max(...percents)}%)`;
  });
  const firstWeek = medications[0].weeks.find((week) => week.percent !== null)?.weekStart ?? '';
  return {
    id: 'medications-weekly',
    topic: 'medications',
    status: 'finding',
    priority: 'medium',
    icon: 'pill',
    title: 'Medication adherence',
    subtitle: `Doses taken per week since ${formatDay(firstWeek)}`,
    description: `${lines.join('. ')}.`,
    insight:
      'A dose with no answer by the end of its day counts as missed; a snoozed dose counts as taken once you tap Taken on its reminder.',
    basis: null,
  };
}

/** Adherence per medication from the Taken and Snooze answers on its reminders. */
export function medicationCards(inputs: InsightInputs): InsightCards {
  const withDoses = inputs.medications.filter((medication) => medication.weeks.some((week) => week.percent !== null));
  const recommendations = withDoses.flatMap((medication) => adherenceRecommendation(medication, inputs.today) ?? []);
  if (recommendations.length === 0) return { recommendations: [needsReminders()], trends: [] };
  return { recommendations, trends: [adherenceTrend(withDoses)] };
}
