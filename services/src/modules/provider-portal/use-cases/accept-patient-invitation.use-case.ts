import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import { ProviderAssignmentsService } from '../../providers/provider-assignments.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { PatientInvitationEntity } from '../entities/patient-invitation.entity';
import { providerDisplayName } from '../provider-audit.service';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/** The patient's consent: accepting names the inviting provider as the patient's provider. */
@Injectable()
export class AcceptPatientInvitationUseCase {
  constructor(
    @InjectRepository(PatientInvitationEntity) private readonly invitations: Repository<PatientInvitationEntity>,
    private readonly assignments: ProviderAssignmentsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async execute(patient: UserEntity, invitationId: number): Promise<void> {
    const invitation = patient.email
      ? await this.invitations.findOneBy({
          id: invitationId,
          patientEmail: patient.email.toLowerCase(),
          acceptedAt: IsNull(),
        })
      : null;
    const provider = invitation ? await this.users.findById(invitation.providerUserId) : null;
    if (!invitation || !provider?.email) throw new ApiException(404, INVITATION_NOT_FOUND);
    await this.assignments.set(patient.id, {
      providerName: providerDisplayName(provider),
      providerEmail: provider.email,
    });
    await this.invitations.update({ id: invitation.id }, { acceptedAt: this.clock.now() });
  }
}
