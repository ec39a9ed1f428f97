import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { localDay } from '../../common/local-day';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { MindfulnessSessionsService } from '../mindfulness/mindfulness-sessions.service';
import { practiceTimeOf } from '../mindfulness/practice-time';
import { MoodEntriesService } from '../mood/mood-entries.service';
import { CrisisEventsService } from '../safety/crisis-events.service';
import type { UserEntity } from '../users/entities/user.entity';
import { buildPatientSummary, type PatientSummary } from './exports/patient-summary-builder';
import { patientDisplayName } from './provider-patients.service';

const SUMMARY_DAYS = 365;
const HISTORY_LIMIT = 100;

/** The person's own summary over the last year, from their own records only (each read scoped to them). */
@Injectable()
export class PatientSummaryService {
  constructor(
    private readonly assessments: AssessmentHistoryService,
    private readonly moods: MoodEntriesService,
    private readonly practice: MindfulnessSessionsService,
    private readonly crisisEvents: CrisisEventsService,
    private readonly clock: Clock,
  ) {}

  /** Moments the assistant noticed were hard are read only when the person asked to include them. */
  async summaryOf(person: UserEntity, includeHardMoments: boolean): Promise<PatientSummary> {
    const to = this.clock.now();
    const from = new Date(to.getTime() - SUMMARY_DAYS * 86_400_000);
    const [page, moodDays, sessions, hard] = await Promise.all([
      this.assessments.page(person.id, { page: 1, pageSize: HISTORY_LIMIT }),
      this.moods.dailyScoresSince(person.id, localDay(from, person.timeZone), person.timeZone),
      this.practice.sessionsBetween(person.id, from, to),
      includeHardMoments ? this.crisisEvents.summarySince(person.id, from) : Promise.resolve(null),
    ]);
    const assessments = page.items
      .filter((item) => !item.skipped && new Date(item.completedAt) >= from)
      .map((item) => ({
        completedAt: new Date(item.completedAt),
        totalScore: item.totalScore,
        answeredCount: item.answeredCount,
        clusters: item.clusters,
      }))
      .reverse();
    return buildPatientSummary({
      name: patientDisplayName(person),
      from,
      to,
      assessments,
      moodDays: moodDays.map((day) => ({ day: day.day, mood: day.mood })),
      practiceTypes: sessions.map((session) => session.type),
      practiceTime: practiceTimeOf(sessions),
      hardMoments: hard ? { count: hard.count, latest: hard.latest?.at ?? null } : null,
    });
  }
}
