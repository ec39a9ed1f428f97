import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import type { CareMessageView, CareReplyRequest } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { anHourBefore, HourlyLimitException } from '../../../common/hourly-limit';
import { ProviderAssignmentsService } from '../../providers/provider-assignments.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { toCareMessageView } from '../care-thread.service';
import { CareMessageEntity } from '../entities/care-message.entity';

/** Replies a patient may send in any hour: a conversation, never a flood in a clinician's inbox. */
export const REPLIES_PER_HOUR = 10;

export const CareThreadCopy = {
  noClinician: 'You have no clinician to write to. A clinician can write once you accept their invitation.',
  closed:
    'This conversation is read-only: your clinician no longer has access to your results. Share with them again to write.',
  perHour: `You can send up to ${REPLIES_PER_HOUR} messages an hour. Your message was not sent; please try again later.`,
} as const;

/**
 * A patient's reply to the clinician they accepted, only while that clinician has access. Stored encrypted; the
 * clinician sees it in the patient's detail (a read that is in the patient's access log).
 */
@Injectable()
export class ReplyToClinicianUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assignments: ProviderAssignmentsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async execute(patient: UserEntity, input: CareReplyRequest): Promise<CareMessageView> {
    const bound = await this.assignments.clinicianOf(patient.id);
    if (!bound) throw new ApiException(404, CareThreadCopy.noClinician);
    if (!bound.open) throw new ApiException(403, CareThreadCopy.closed);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      // Serialises one patient's replies, so two at once cannot both slip under the limit.
      await this.users.lock(patient.id, manager);
      const messages = manager.getRepository(CareMessageEntity);
      const lastHour = await messages.countBy({
        patientUserId: patient.id,
        author: 'patient',
        createdAt: MoreThan(anHourBefore(now)),
      });
      if (lastHour >= REPLIES_PER_HOUR) throw new HourlyLimitException(CareThreadCopy.perHour);
      const saved = await messages.save(
        messages.create({
          patientUserId: patient.id,
          providerUserId: bound.providerUserId,
          author: 'patient',
          body: input.message.trim(),
          createdAt: now,
          readAt: null,
        }),
      );
      return toCareMessageView(saved);
    });
  }
}
