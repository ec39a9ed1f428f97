import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { ProviderRequestView } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { personNameOf, verifiedEmailOf } from '../users/verified-email';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';

export const REQUEST_NOT_FOUND = 'This request is no longer waiting for you.';

/**
 * The provider's side of an assignment: patients who named the provider's VERIFIED address and wait. Accepting
 * binds the assignment to the provider's account id for good; an account without a verified address sees none.
 */
@Injectable()
export class ProviderRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** Oldest first. */
  async waiting(provider: UserEntity): Promise<ProviderRequestView[]> {
    const address = verifiedEmailOf(provider);
    if (!address) return [];
    const rows = await this.dataSource.getRepository(ProviderAssignmentEntity).find({
      where: { providerEmail: address, active: true, providerUserId: IsNull(), declinedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const patients = new Map((await this.users.findByIds(rows.map((row) => row.userId))).map((u) => [u.id, u]));
    return rows.flatMap((row) => {
      const patient = patients.get(row.userId);
      if (!patient) return [];
      return [
        {
          id: row.id,
          patientName: personNameOf(patient) ?? patient.username,
          patientEmail: verifiedEmailOf(patient),
          requestedAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  accept(provider: UserEntity, requestId: number): Promise<void> {
    return this.answer(provider, requestId, { providerUserId: provider.id, acceptedAt: this.clock.now() });
  }

  /** The patient sees the decline and may name someone else; the request is no longer listed. */
  decline(provider: UserEntity, requestId: number): Promise<void> {
    return this.answer(provider, requestId, { declinedAt: this.clock.now() });
  }

  /** One answer per request: the row lock makes a second answer wait, then find it answered (404). */
  private async answer(
    provider: UserEntity,
    requestId: number,
    change: Partial<ProviderAssignmentEntity>,
  ): Promise<void> {
    const address = verifiedEmailOf(provider);
    if (!address) throw new ApiException(404, REQUEST_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ProviderAssignmentEntity);
      const row = await repository.findOne({
        where: { id: requestId, providerEmail: address, active: true, providerUserId: IsNull(), declinedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new ApiException(404, REQUEST_NOT_FOUND);
      await repository.update({ id: row.id }, change);
    });
  }
}
