import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import type { InvitePatientRequest } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { anHourBefore, HOUR_MS, HourlyLimitException } from '../../../common/hourly-limit';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { PatientInvitationEntity } from '../entities/patient-invitation.entity';

/** An invitation that is neither accepted nor past this age can still be taken. */
export const INVITATION_LIFETIME_DAYS = 14;
/** New invitations per provider in any hour: enough for a clinic's intake, too few to sweep addresses. */
export const INVITATIONS_PER_HOUR = 20;
/** Invitations a provider may have open (not accepted, not expired) at once. */
export const OPEN_INVITATIONS_CAP = 100;

const DAY_MS = 24 * HOUR_MS;

export const InvitationLimitCopy = {
  perHour: `You can invite up to ${INVITATIONS_PER_HOUR} patients an hour. Please try again later.`,
  openCap: `You have ${OPEN_INVITATIONS_CAP} invitations waiting for an answer. New ones can be sent when some are accepted or expire.`,
} as const;

/**
 * Add New Patient: an invitation the patient sees in the app; nothing is shared until the patient accepts. Bounded
 * per provider (per hour and open at once) and valid for a fixed time, so an account cannot flood addresses.
 */
@Injectable()
export class InvitePatientUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async execute(provider: UserEntity, input: InvitePatientRequest): Promise<{ id: number }> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      // Serialises one provider's invitations, so two at once cannot both slip under a limit.
      await this.users.lock(provider.id, manager);
      const invitations = manager.getRepository(PatientInvitationEntity);
      const lastHour = await invitations.countBy({
        providerUserId: provider.id,
        createdAt: MoreThan(anHourBefore(now)),
      });
      if (lastHour >= INVITATIONS_PER_HOUR) throw new HourlyLimitException(InvitationLimitCopy.perHour);
      const open = await invitations.countBy({
        providerUserId: provider.id,
        acceptedAt: IsNull(),
        declinedAt: IsNull(),
        expiresAt: MoreThan(now),
      });
      if (open >= OPEN_INVITATIONS_CAP) throw new ApiException(400, InvitationLimitCopy.openCap);
      const saved = await invitations.save({
        providerUserId: provider.id,
        patientEmail: input.email.toLowerCase(),
        patientName: input.name?.trim() || null,
        acceptedAt: null,
        declinedAt: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS),
      });
      return { id: saved.id };
    });
  }
}
