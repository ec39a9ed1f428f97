import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CareNotificationKind, type PatientMessageRequest } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { CreateNotificationUseCase } from '../../notifications/use-cases/create-notification.use-case';
import type { UserEntity } from '../../users/entities/user.entity';
import { CareMessageEntity } from '../entities/care-message.entity';
import { providerDisplayName } from '../provider-audit.service';
import { ProviderPatientsService } from '../provider-patients.service';

/**
 * A provider's secure message: it reaches only an assigned patient, joins the care thread (encrypted at rest),
 * where the patient reads and answers it, and is announced in the app (bell and push).
 */
@Injectable()
export class SendPatientMessageUseCase {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly notifications: CreateNotificationUseCase,
    @InjectRepository(CareMessageEntity) private readonly messages: Repository<CareMessageEntity>,
    private readonly clock: Clock,
  ) {}

  async execute(provider: UserEntity, patientId: number, input: PatientMessageRequest, clientAddress?: string) {
    await this.patients.requireAssigned(provider, patientId, clientAddress);
    const body = input.message.trim();
    await this.messages.save(
      this.messages.create({
        patientUserId: patientId,
        providerUserId: provider.id,
        author: 'provider',
        body,
        createdAt: this.clock.now(),
        readAt: null,
      }),
    );
    const from = providerDisplayName(provider) ?? provider.email ?? 'your provider';
    await this.notifications.execute({
      userId: patientId,
      type: 'reminder',
      title: `Message from ${from}`,
      message: body,
      data: { kind: CareNotificationKind.message },
      scheduledFor: null,
    });
  }
}
