import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CareNotificationKind, type ScheduleAssessmentRequest, type ScheduledAssessmentView } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { localDate, nextDailyRun } from '../../reminders/reminder-time';
import { CreateNotificationUseCase } from '../../notifications/use-cases/create-notification.use-case';
import { ScheduleOneOffReminderUseCase } from '../../reminders/use-cases/schedule-one-off-reminder.use-case';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { ScheduledAssessmentEntity } from '../entities/scheduled-assessment.entity';
import { AuditAction } from '../provider-audit.service';
import { providerDisplayName } from '../provider-audit.service';
import { ProviderPatientsService } from '../provider-patients.service';

/** The reminder reaches the patient at this time of the chosen day in the patient's own time zone, or at once when that is past. */
export const REQUEST_REMINDER_LOCAL_TIME = '09:00';
/** The zone where a calendar day starts last: a date that is today anywhere on Earth is not in the past. */
const LAST_ZONE = 'Etc/GMT+12';
const DAY_MS = 86_400_000;

/** The first `localTime` of calendar day `date` in `timeZone`. */
export function localTimeOn(date: string, localTime: string, timeZone: string): Date {
  // Two days before the date in UTC is before that day starts in any zone; the first runs then reach it.
  let run = new Date(Date.parse(`${date}T00:00:00.000Z`) - 2 * DAY_MS);
  do run = nextDailyRun(localTime, timeZone, run);
  while (localDate(run, timeZone) < date);
  return run;
}

export const ScheduleCopy = {
  datePast: 'must be today or later',
  title: 'Assessment requested',
  message: (provider: string) => `${provider} asked you to complete your PCL-5 assessment.`,
  noticeTitle: 'New request from your clinician',
  notice: (provider: string, date: string) =>
    `${provider} asked you to take your PCL-5 assessment by ${date}. See it in My clinician.`,
} as const;

/**
 * A provider asks a patient to take a PCL-5 on a date. Access is read-only: the request reaches the
 * patient as a reminder and changes nothing of the patient's own data.
 */
@Injectable()
export class ScheduleAssessmentUseCase {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly scheduleReminder: ScheduleOneOffReminderUseCase,
    private readonly notifications: CreateNotificationUseCase,
    @InjectRepository(ScheduledAssessmentEntity) private readonly requests: Repository<ScheduledAssessmentEntity>,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async execute(
    provider: UserEntity,
    input: ScheduleAssessmentRequest,
    clientAddress?: string,
  ): Promise<ScheduledAssessmentView> {
    const now = this.clock.now();
    if (input.date < localDate(now, LAST_ZONE)) {
      throw new ApiException(400, `date: ${ScheduleCopy.datePast}`, { field: 'date' });
    }
    const patientId = Number(input.patientId);
    const facts = await this.patients.readOne(provider, patientId, AuditAction.scheduledAssessments, clientAddress);
    const saved = await this.requests.save({
      providerUserId: provider.id,
      patientUserId: patientId,
      dueDate: input.date,
      notes: input.notes?.trim() || null,
      createdAt: now,
    });
    const timeZone = (await this.users.findById(patientId))?.timeZone ?? 'UTC';
    const reminderAt = localTimeOn(input.date, REQUEST_REMINDER_LOCAL_TIME, timeZone);
    const providerName = providerDisplayName(provider) ?? provider.email ?? 'Your provider';
    await this.scheduleReminder.execute({
      userId: patientId,
      runAt: reminderAt > now ? reminderAt : now,
      content: {
        type: 'reminder',
        title: ScheduleCopy.title,
        message: ScheduleCopy.message(providerName),
        data: { action: 'take-assessment', urgency: 'normal' },
      },
      occurrenceKey: `provider-request:${saved.id}`,
    });
    await this.notifications.execute({
      userId: patientId,
      type: 'reminder',
      title: ScheduleCopy.noticeTitle,
      message: ScheduleCopy.notice(providerName, input.date),
      data: { kind: CareNotificationKind.request },
      scheduledFor: null,
    });
    return {
      id: saved.id,
      patientId,
      patientName: facts.name,
      date: input.date,
      notes: saved.notes,
      status: 'pending',
    };
  }
}
