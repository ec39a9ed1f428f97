import { MAX_PRACTICE_SECONDS, type PracticeTime } from '@anchor/contracts';

/** The time a session records, from the client's start and end, held to what the server's clock allows. */
export interface SpentTime {
  startedAt: Date;
  secondsSpent: number;
}

/**
 * The client's start and end, clamped: an end in the future is now, a start after the end is the end, and the
 * seconds between them are at most MAX_PRACTICE_SECONDS (the start moves up to match). Null when the client sent
 * no times: nothing is invented from the planned length.
 */
export function spentTime(startedAt: string | null, endedAt: string | null, now: Date): SpentTime | null {
  if (startedAt === null || endedAt === null) return null;
  const end = Math.min(Date.parse(endedAt), now.getTime());
  const start = Math.max(Math.min(Date.parse(startedAt), end), end - MAX_PRACTICE_SECONDS * 1000);
  return { startedAt: new Date(start), secondsSpent: Math.round((end - start) / 1000) };
}

/**
 * The one sum of practice minutes (Insights, the portal's patient card and reports): seconds actually spent,
 * summed and then rounded to minutes; sessions without a recorded time are counted apart, never given a length.
 */
export function practiceTimeOf(sessions: readonly { secondsSpent: number | null }[]): PracticeTime {
  let seconds = 0;
  let untimedSessions = 0;
  for (const session of sessions) {
    if (session.secondsSpent === null) untimedSessions += 1;
    else seconds += session.secondsSpent;
  }
  return { sessions: sessions.length, minutes: Math.round(seconds / 60), untimedSessions };
}
