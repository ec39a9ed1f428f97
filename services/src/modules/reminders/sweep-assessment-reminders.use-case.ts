import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ASSESSMENT_REMINDER_FIRST_DAY, daysSince, isReminderDay } from '@anchor/clinical';
import { Clock } from '../../common/clock';
import { CreateNotificationUseCase } from '../notifications/create-notification.use-case';
import { assessmentReminderContent } from './reminder-content';
import { localHour } from './reminder-time';

/** Assessment reminders go out from this local hour on, never in the night. */
export const ASSESSMENT_REMINDER_LOCAL_HOUR = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Candidate {
  user_id: number;
  time_zone: string;
  since: Date;
  has_taken_one: boolean;
}

/**
 * Runs hourly: everyone whose days since their last PCL-5 (completed or skipped; none: since sign-up) is a
 * reminder day (23, 30, 37, … — @anchor/clinical) gets one 'Monthly assessment' reminder that local day.
 * The per-user occurrence key makes every later run on the same reminder day a no-op. Returns how many were due.
 */
@Injectable()
export class SweepAssessmentRemindersUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly createNotification: CreateNotificationUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT u.id AS user_id, u.time_zone, COALESCE(last.completed_at, u.created_at) AS since,
              last.completed_at IS NOT NULL AS has_taken_one
         FROM users u
         LEFT JOIN LATERAL (
           SELECT a.completed_at FROM pcl5_assessments a
            WHERE a.user_id = u.id AND (a.completed OR a.skipped)
            ORDER BY a.completed_at DESC LIMIT 1) last ON true
        WHERE u.role = 'patient' AND COALESCE(last.completed_at, u.created_at) <= $1`,
      [new Date(now.getTime() - ASSESSMENT_REMINDER_FIRST_DAY * DAY_MS)],
    );
    let due = 0;
    for (const candidate of candidates) {
      const since = new Date(candidate.since);
      const days = daysSince(since, now);
      if (!isReminderDay(days) || localHour(now, candidate.time_zone) < ASSESSMENT_REMINDER_LOCAL_HOUR) continue;
      await this.createNotification.execute({
        userId: candidate.user_id,
        ...assessmentReminderContent(since, candidate.has_taken_one, now, days),
        scheduledFor: now,
        // Day N lasts 24 hours that may straddle two local dates: the key names the reminder day, not the date.
        occurrenceKey: `assessment:${since.getTime()}:${days}`,
      });
      due += 1;
    }
    return due;
  }
}
