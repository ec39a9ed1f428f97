import { Injectable } from '@nestjs/common';
import { ASSESSMENT_REMINDER_FIRST_DAY, daysSince, isReminderDay } from '@anchor/clinical';
import { Clock } from '../../../common/clock';
import { AssessmentHistoryService } from '../../assessments/assessment-history.service';
import { CreateNotificationUseCase } from '../../notifications/use-cases/create-notification.use-case';
import { UsersService } from '../../users/users.service';
import { assessmentReminderContent } from '../reminder-content';
import { localHour } from '../reminder-time';

/** Assessment reminders go out from this local hour on, never in the night. */
export const ASSESSMENT_REMINDER_LOCAL_HOUR = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Candidate {
  userId: number;
  timeZone: string;
  since: Date;
  hasTakenOne: boolean;
}

/**
 * Runs hourly: everyone whose days since their last PCL-5 (completed or skipped; none: since sign-up) is a
 * reminder day (23, 30, 37, … — @anchor/clinical) gets one 'Monthly assessment' reminder that local day.
 * The per-user occurrence key makes every later run on the same reminder day a no-op. Returns how many were due.
 */
@Injectable()
export class SweepAssessmentRemindersUseCase {
  constructor(
    private readonly users: UsersService,
    private readonly assessments: AssessmentHistoryService,
    private readonly createNotification: CreateNotificationUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    let due = 0;
    for (const candidate of await this.candidates(now)) {
      const days = daysSince(candidate.since, now);
      if (!isReminderDay(days) || localHour(now, candidate.timeZone) < ASSESSMENT_REMINDER_LOCAL_HOUR) continue;
      await this.createNotification.execute({
        userId: candidate.userId,
        ...assessmentReminderContent(candidate.since, candidate.hasTakenOne, now, days),
        scheduledFor: now,
        // Day N lasts 24 hours that may straddle two local dates: the key names the reminder day, not the date.
        occurrenceKey: `assessment:${candidate.since.getTime()}:${days}`,
      });
      due += 1;
    }
    return due;
  }

  /** Patients whose last assessment (or sign-up, when none) is at least the first reminder day ago. */
  private async candidates(now: Date): Promise<Candidate[]> {
    const cutoff = now.getTime() - ASSESSMENT_REMINDER_FIRST_DAY * DAY_MS;
    const lastTaken = await this.assessments.lastCompletedAtOfEveryone();
    const patients = await this.users.patientsForReminders();
    return patients
      .map((patient) => {
        const taken = lastTaken.get(patient.id) ?? null;
        return {
          userId: patient.id,
          timeZone: patient.timeZone,
          since: taken ?? patient.createdAt,
          hasTakenOne: taken !== null,
        };
      })
      .filter((candidate) => candidate.since.getTime() <= cutoff);
  }
}
