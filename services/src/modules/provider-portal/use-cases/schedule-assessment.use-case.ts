import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ScheduleAssessmentRequest, ScheduledAssessmentView } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { ScheduleOneOffReminderUseCase } from '../../reminders/use-cases/schedule-one-off-reminder.use-case';
import type { UserEntity } from '../../users/entities/user.entity';
import { ScheduledAssessmentEntity } from '../entities/scheduled-assessment.entity';
import { AuditAction } from '../provider-audit.service';
import { providerDisplayName } from '../provider-audit.service';
import { ProviderPatientsService } from '../provider-patients.service';

/** The reminder reaches the patient at this hour (UTC) of the chosen day, or at once when that is past. */
const REMINDER_HOUR_UTC = 9;

export const ScheduleCopy = {
  datePast: 'must be today or later',
  title: 'Assessment requested',
  message: (provider: string) => `${provider} asked you to complete your PCL-5 assessment.`,
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
    @InjectRepository(ScheduledAssessmentEntity) private readonly requests: Repository<ScheduledAssessmentEntity>,
    private readonly clock: Clock,
  ) {}

  async execute(
    provider: UserEntity,
    input: ScheduleAssessmentRequest,
    clientAddress?: string,
  ): Promise<ScheduledAssessmentView> {
    const now = this.clock.now();
    if (input.date < now.toISOString().slice(0, 10)) {
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
    const reminderAt = new Date(`${input.date}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
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
