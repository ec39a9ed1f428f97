import {
  NOT_FOR_EMERGENCIES_NOTICE,
  PCL5_CHANGE_GUIDE,
  PCL5_CUTOFF_LINE_LABEL,
  PCL5_SCREENING_LABELS,
  pcl5CutoffScreening,
  pcl5PartialLabel,
  pcl5PointsChangeLabel,
} from '@anchor/clinical';
import { practiceUntimedNote, type Pcl5Clusters } from '@anchor/contracts';
import type { PatientSummary, SummaryScoreRow } from './patient-summary-builder';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const PRACTICE_NAMES: Record<string, string> = {
  meditation: 'meditation',
  breathing: 'breathing',
  cbt: 'thinking skills (CBT)',
  emdr: 'bilateral tapping (EMDR-style)',
};

/** The words of the person's own summary PDF, written to them: screening wording only, never a diagnosis. */
export const PatientSummaryText = {
  heading: 'Anchor: my summary',
  title: (summary: PatientSummary) => `Summary for ${summary.name}`,
  period: (summary: PatientSummary) => `From ${summary.from} to ${summary.to}.`,
  scoresTitle: 'Your scores',
  scoresIntro:
    'The PCL-5 asks about 20 experiences in the past month; totals run from 0 to 80, and lower means they bothered you less.',
  noScores: 'You have not finished a PCL-5 in this period.',
  scoresCaption: (summary: PatientSummary) =>
    `Your PCL-5 totals over time (${plural(summary.scores.length, 'check-in')}); the dashed line marks the screening cut-off.`,
  cutoffLabel: PCL5_CUTOFF_LINE_LABEL,
  scoreColumns: ['Date', 'Total', 'What it says'],
  scoreNote: (row: SummaryScoreRow) =>
    row.complete ? PCL5_SCREENING_LABELS[pcl5CutoffScreening(row.total)] : pcl5PartialLabel(row.answeredCount),
  changeTitle: 'How your scores changed',
  change: (summary: PatientSummary) => {
    if (summary.changeSinceFirst === null) return ['You need two complete check-ins to see a change.'];
    const lines = [`Since your first complete check-in: ${pcl5PointsChangeLabel(summary.changeSinceFirst)}.`];
    if (summary.changeSincePrevious !== null)
      lines.push(`Since the one before your latest: ${pcl5PointsChangeLabel(summary.changeSincePrevious)}.`);
    lines.push(
      `A lower total means the experiences bothered you less. ${PCL5_CHANGE_GUIDE}. Only complete check-ins are compared.`,
    );
    return lines;
  },
  clustersTitle: (date: string) => `Your symptom groups on ${date}`,
  clusterColumns: ['Symptom group', 'Your score', 'Highest possible'],
  clusterNames: {
    intrusion: 'Intrusion (memories, dreams, reactions)',
    avoidance: 'Avoidance',
    cognition: 'Negative thoughts and mood',
    arousal: 'Arousal and reactivity',
  } satisfies Record<keyof Pcl5Clusters, string>,
  practiceTitle: 'Your practice',
  practice: ({ practice }: PatientSummary) => {
    if (practice.sessions === 0) return 'You did not finish a practice session in this period.';
    const kinds = practice.byType.map(([type, count]) => `${PRACTICE_NAMES[type] ?? type} ${count}`).join(', ');
    const timed = practice.sessions - practice.untimedSessions;
    const minutes = timed > 0 ? `, ${plural(practice.minutes, 'minute')} in all` : '';
    return `You practised ${plural(practice.sessions, 'time')} (${kinds})${minutes}${practiceUntimedNote(practice.untimedSessions)}.`;
  },
  moodTitle: 'Your mood check-ins',
  mood: (summary: PatientSummary) =>
    summary.moods.average === null
      ? 'You did not check in your mood in this period.'
      : `You checked in on ${plural(summary.moods.days.length, 'day')}. Your average mood was ${summary.moods.average} out of 10, and your lowest day ${summary.moods.lowest}.`,
  moodCaption: 'Your mood on each day you checked in (1-10), from your own check-ins only.',
  hardTitle: 'Moments the assistant noticed were hard',
  hard: (moments: NonNullable<PatientSummary['hardMoments']>) =>
    moments.count === 0
      ? 'The assistant noticed no hard moments in this period.'
      : `The assistant noticed ${plural(moments.count, 'hard moment')}, the latest on ${moments.latest ?? 'an unknown day'}.`,
  crisisLine: `If you are struggling right now, help is there. ${NOT_FOR_EMERGENCIES_NOTICE}`,
  footnote:
    'The PCL-5 is a screening questionnaire, not a diagnosis. This summary holds only your own records in Anchor; you decide whom to give it to.',
} as const;
