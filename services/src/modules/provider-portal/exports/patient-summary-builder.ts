import { pcl5CanScreen } from '@anchor/clinical';
import type { Pcl5Clusters, PracticeTime } from '@anchor/contracts';

/** One of the person's own finished PCL-5s (skips excluded), as the summary reads it. */
export interface SummaryAssessment {
  completedAt: Date;
  totalScore: number;
  answeredCount: number;
  clusters: Pcl5Clusters;
}

/** What the summary is built from: the caller's own records over its period. */
export interface PatientSummaryInput {
  name: string;
  from: Date;
  to: Date;
  /** Oldest first. */
  assessments: SummaryAssessment[];
  /** Their own check-ins (never moods noticed in chat): the mean mood of each day, oldest first. */
  moodDays: { day: string; mood: number }[];
  /** Their completed practice sessions, by kind. */
  practiceTypes: string[];
  /** The time they actually spent (sessions recorded before time was measured are counted apart). */
  practiceTime: PracticeTime;
  /** Present only when the person asked for them. */
  hardMoments: { count: number; latest: Date | null } | null;
}

export interface SummaryScoreRow {
  date: string;
  total: number;
  answeredCount: number;
  complete: boolean;
}

export interface PatientSummary {
  name: string;
  from: string;
  to: string;
  scores: SummaryScoreRow[];
  /** The latest PCL-5 with every question answered, whose cluster scores are shown. */
  latestComplete: (SummaryScoreRow & { clusters: Pcl5Clusters }) | null;
  /** Between complete PCL-5s only, in points (negative: fewer symptoms). */
  changeSinceFirst: number | null;
  changeSincePrevious: number | null;
  practice: { sessions: number; byType: [string, number][]; minutes: number; untimedSessions: number };
  moods: { days: { day: string; mood: number }[]; average: number | null; lowest: number | null };
  hardMoments: { count: number; latest: string | null } | null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The person's own summary: their scores over time, the change between complete ones, their practice and moods. */
export function buildPatientSummary(input: PatientSummaryInput): PatientSummary {
  const scores = input.assessments.map((item) => ({
    date: dayOf(item.completedAt),
    total: item.totalScore,
    answeredCount: item.answeredCount,
    complete: pcl5CanScreen(item.answeredCount),
  }));
  const complete = input.assessments.filter((item) => pcl5CanScreen(item.answeredCount));
  const latest = complete.at(-1);
  const change = (other: SummaryAssessment | undefined) =>
    latest && other && other !== latest ? latest.totalScore - other.totalScore : null;
  const byType = new Map<string, number>();
  for (const type of input.practiceTypes) byType.set(type, (byType.get(type) ?? 0) + 1);
  const moods = input.moodDays.map((day) => day.mood);
  return {
    name: input.name,
    from: dayOf(input.from),
    to: dayOf(input.to),
    scores,
    latestComplete: latest
      ? {
          date: dayOf(latest.completedAt),
          total: latest.totalScore,
          answeredCount: latest.answeredCount,
          complete: true,
          clusters: latest.clusters,
        }
      : null,
    changeSinceFirst: change(complete[0]),
    // With two complete check-ins the previous one is the first: said once.
    changeSincePrevious: complete.length > 2 ? change(complete.at(-2)) : null,
    practice: {
      sessions: input.practiceTypes.length,
      byType: [...byType.entries()],
      minutes: input.practiceTime.minutes,
      untimedSessions: input.practiceTime.untimedSessions,
    },
    moods: {
      days: input.moodDays,
      average: moods.length ? Math.round((moods.reduce((a, b) => a + b, 0) / moods.length) * 10) / 10 : null,
      lowest: moods.length ? Math.min(...moods) : null,
    },
    hardMoments: input.hardMoments
      ? { count: input.hardMoments.count, latest: input.hardMoments.latest ? dayOf(input.hardMoments.latest) : null }
      : null,
  };
}
