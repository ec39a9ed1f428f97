import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AcknowledgeAlertRequest, ProviderAlert } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { Clock } from '../../../common/clock';
import type { UserEntity } from '../../users/entities/user.entity';
import { ProviderAlertAcknowledgementEntity } from '../entities/provider-alert-acknowledgement.entity';
import { ProviderPatientsService } from '../provider-patients.service';
import { insertAcknowledgementOnce } from '../provider-portal.queries';
import { AuditAction, ProviderAuditService } from '../provider-audit.service';
import { NOTHING_ACKNOWLEDGED, openAlerts } from '../provider-insights';

export const ALERT_NOT_FOUND = 'Alert not found';

/** Only a provider clears an alert, with a note; the alert must be open and belong to an assigned patient. */
@Injectable()
export class AcknowledgeAlertUseCase {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly audit: ProviderAuditService,
    @InjectRepository(ProviderAlertAcknowledgementEntity)
    private readonly acknowledgements: Repository<ProviderAlertAcknowledgementEntity>,
    private readonly clock: Clock,
  ) {}

  async execute(
    provider: UserEntity,
    alert: Pick<ProviderAlert, 'kind' | 'id'>,
    input: AcknowledgeAlertRequest,
    clientAddress?: string,
  ): Promise<void> {
    const all = await this.patients.unauditedFacts(provider);
    const open = all
      .flatMap((facts) => openAlerts(facts, NOTHING_ACKNOWLEDGED))
      .find((candidate) => candidate.kind === alert.kind && candidate.id === alert.id);
    if (!open) throw new ApiException(404, ALERT_NOT_FOUND);
    await this.audit.record(provider, [open.patientId], AuditAction.alertAcknowledgement, clientAddress);
    await insertAcknowledgementOnce(this.acknowledgements.manager, {
      providerUserId: provider.id,
      shareId: alert.kind === 'assessment' ? alert.id : null,
      crisisEventId: alert.kind === 'crisis' ? alert.id : null,
      note: input.note.trim(),
      acknowledgedAt: this.clock.now(),
    });
  }
}
