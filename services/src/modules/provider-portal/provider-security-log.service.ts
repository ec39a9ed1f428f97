import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { UserEntity } from '../users/entities/user.entity';
import { ProviderSecurityEventEntity } from './entities/provider-security-event.entity';

export const ProviderSecurityKind = {
  /** The provider asked for a patient who has not named (or no longer shares with) this provider. */
  deniedPatient: 'denied_not_assigned',
} as const;

/**
 * Refusals kept on the provider's side. A probe of a patient id says something about the provider, not the
 * patient: writing it into that patient's access log would let any provider write into any patient's log.
 * The request also leaves the `access.denied` security-log line (the exception filter writes it for the 404).
 */
@Injectable()
export class ProviderSecurityLogService {
  constructor(
    @InjectRepository(ProviderSecurityEventEntity) private readonly events: Repository<ProviderSecurityEventEntity>,
  ) {}

  async deniedPatient(provider: UserEntity, patientId: number, clientAddress: string | undefined): Promise<void> {
    await this.events.insert({
      providerUserId: provider.id,
      kind: ProviderSecurityKind.deniedPatient,
      targetPatientId: patientId,
      clientAddress: clientAddress?.slice(0, 64) ?? null,
    });
  }
}
