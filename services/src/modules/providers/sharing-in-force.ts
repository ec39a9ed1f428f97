import { EntityManager, IsNull } from 'typeorm';
import { ProviderAssignmentEntity } from './entities/provider-assignment.entity';
import { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';

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

/**
 * Revokes every share still in force for the user, and the phone number shared with any provider, inside the
 * caller's transaction: sharing stopped leaves a provider nothing to read or dial.
 */
export async function revokeActiveShares(manager: EntityManager, userId: number, at: Date): Promise<void> {
  await manager
    .getRepository(ProviderSharingRecordEntity)
    .update({ userId, shareWithProvider: true, revokedAt: IsNull() }, { revokedAt: at });
  await manager.getRepository(ProviderAssignmentEntity).update({ userId }, { sharedPhone: null });
}
