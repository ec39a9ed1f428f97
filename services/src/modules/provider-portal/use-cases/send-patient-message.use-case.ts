import { Injectable } from '@nestjs/common';
import type { PatientMessageRequest } from '@anchor/contracts';
import { CreateNotificationUseCase } from '../../notifications/use-cases/create-notification.use-case';
import type { UserEntity } from '../../users/entities/user.entity';
import { providerDisplayName } from '../provider-audit.service';
import { ProviderPatientsService } from '../provider-patients.service';

/** A provider's secure message: it reaches only an assigned patient, in the app (bell and push), encrypted at rest. */
@Injectable()
export class SendPatientMessageUseCase {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly notifications: CreateNotificationUseCase,
  ) {}

  async execute(provider: UserEntity, patientId: number, input: PatientMessageRequest, clientAddress?: string) {
    await this.patients.requireAssigned(provider, patientId, clientAddress);
    const from = providerDisplayName(provider) ?? provider.email ?? 'your provider';
    await this.notifications.execute({
      userId: patientId,
      type: 'reminder',
      title: `Message from ${from}`,
      message: input.message.trim(),
      data: { kind: 'provider-message' },
      scheduledFor: null,
    });
  }
}
