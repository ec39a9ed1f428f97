import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { InvitePatientRequest } from '@anchor/contracts';
import type { UserEntity } from '../../users/entities/user.entity';
import { PatientInvitationEntity } from '../entities/patient-invitation.entity';

/** Add New Patient: an invitation the patient sees in the app; nothing is shared until the patient accepts. */
@Injectable()
export class InvitePatientUseCase {
  constructor(
    @InjectRepository(PatientInvitationEntity) private readonly invitations: Repository<PatientInvitationEntity>,
  ) {}

  async execute(provider: UserEntity, input: InvitePatientRequest): Promise<{ id: number }> {
    const saved = await this.invitations.save({
      providerUserId: provider.id,
      patientEmail: input.email.toLowerCase(),
      patientName: input.name?.trim() || null,
      acceptedAt: null,
    });
    return { id: saved.id };
  }
}
