import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import type { UserEntity } from '../../users/entities/user.entity';
import { verifiedEmailOf } from '../../users/verified-email';
import { PatientInvitationEntity } from '../entities/patient-invitation.entity';
import { INVITATION_NOT_FOUND } from './accept-patient-invitation.use-case';

/** The patient says no to a clinician's invitation: nothing is shared, and it can no longer be accepted. */
@Injectable()
export class DeclinePatientInvitationUseCase {
  constructor(
    @InjectRepository(PatientInvitationEntity) private readonly invitations: Repository<PatientInvitationEntity>,
    private readonly clock: Clock,
  ) {}

  async execute(patient: UserEntity, invitationId: number): Promise<void> {
    const patientEmail = verifiedEmailOf(patient);
    if (!patientEmail) throw new ApiException(404, INVITATION_NOT_FOUND);
    const now = this.clock.now();
    const declined = await this.invitations.update(
      { id: invitationId, patientEmail, acceptedAt: IsNull(), declinedAt: IsNull(), expiresAt: MoreThan(now) },
      { declinedAt: now },
    );
    if (!declined.affected) throw new ApiException(404, INVITATION_NOT_FOUND);
  }
}
