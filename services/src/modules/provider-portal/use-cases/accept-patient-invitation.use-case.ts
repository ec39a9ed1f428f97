import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { ProviderAssignmentsService } from '../../providers/provider-assignments.service';
import { ProviderEventsService } from '../../providers/provider-events.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { verifiedEmailOf } from '../../users/verified-email';
import { PatientInvitationEntity } from '../entities/patient-invitation.entity';
import { providerDisplayName } from '../provider-audit.service';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/**
 * The patient's consent to THAT provider: accepting binds the patient's assignment to the inviting provider's
 * account id (no address matching later) and turns provider sharing on. Only a patient whose verified address is
 * the invited one may accept, and only before the invitation expires. The assignment, the preference and the
 * invitation's acceptance are one transaction: all are stored or none, and an invitation is used once.
 */
@Injectable()
export class AcceptPatientInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assignments: ProviderAssignmentsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly events: ProviderEventsService,
  ) {}

  async execute(patient: UserEntity, invitationId: number): Promise<void> {
    const patientEmail = verifiedEmailOf(patient);
    if (!patientEmail) throw new ApiException(404, INVITATION_NOT_FOUND);
    const now = this.clock.now();
    // The provider the patient leaves (if any) and the one accepted both see their lists change.
    const before = await this.events.providersOf(patient.id);
    await this.dataSource.transaction(async (manager) => {
      const invitations = manager.getRepository(PatientInvitationEntity);
      // The row lock makes a second acceptance wait, then find the invitation already accepted.
      const invitation = await invitations.findOne({
        where: { id: invitationId, patientEmail, acceptedAt: IsNull(), declinedAt: IsNull(), expiresAt: MoreThan(now) },
        lock: { mode: 'pessimistic_write' },
      });
      const provider = invitation ? await this.users.findById(invitation.providerUserId) : null;
      if (!invitation || !provider?.email) throw new ApiException(404, INVITATION_NOT_FOUND);
      const choice = { providerName: providerDisplayName(provider), providerEmail: provider.email, boundTo: provider };
      await this.assignments.setWithin(patient.id, choice, manager);
      // Accepting a provider's invitation is the choice to share with that provider: sharing turns on with it.
      await this.users.setProviderSharing(patient.id, true, manager);
      await invitations.update({ id: invitation.id }, { acceptedAt: now });
    });
    await this.events.publish([...before, ...(await this.events.providersOf(patient.id))]);
  }
}
