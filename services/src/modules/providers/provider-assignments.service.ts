import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ProviderAssignmentView } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';

function toView(row: ProviderAssignmentEntity): ProviderAssignmentView {
  return { providerName: row.providerName, providerEmail: row.providerEmail };
}

/** Each patient has at most one active provider; setting a new one retires the old one. */
@Injectable()
export class ProviderAssignmentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: number): Promise<ProviderAssignmentView> {
    const row = await activeProviderAssignment(this.dataSource.manager, userId);
    if (!row) throw new ApiException(404, 'No healthcare provider is set up');
    return toView(row);
  }

  set(userId: number, input: { providerName?: string | null; providerEmail: string }): Promise<ProviderAssignmentView> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ProviderAssignmentEntity);
      const providerName = input.providerName || null;
      const providerEmail = input.providerEmail.toLowerCase();
      // Serialises concurrent changes for one user, so there is never more than one active provider.
      await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const current = await activeProviderAssignment(manager, userId);
      if (current?.providerEmail === providerEmail) {
        await repository.update({ id: current.id }, { providerName });
        return toView({ ...current, providerName });
      }
      if (current) await repository.update({ id: current.id }, { active: false });
      return toView(await repository.save({ userId, providerName, providerEmail, active: true }));
    });
  }
}

/** The caller's active provider. */
export function activeProviderAssignment(
  manager: EntityManager,
  userId: number,
): Promise<ProviderAssignmentEntity | null> {
  return manager.getRepository(ProviderAssignmentEntity).findOne({
    where: { userId, active: true },
    order: { createdAt: 'DESC', id: 'DESC' },
  });
}
