import type { EntityManager } from 'typeorm';
import { TwoFactorEnrolmentEntity } from './entities/two-factor-enrolment.entity';

// The two-factor tables' query builders; TwoFactorService calls them.

/**
 * Records `step` as the enrolment's last used time step when it is newer than the last one, in one guarded
 * statement (a concurrent request with the same code loses); false when it was not newer.
 */
export async function claimTimeStep(manager: EntityManager, userId: number, step: number): Promise<boolean> {
  const claimed = await manager
    .getRepository(TwoFactorEnrolmentEntity)
    .createQueryBuilder()
    .update()
    .set({ lastUsedStep: step })
    .where('user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
    .execute();
  return (claimed.affected ?? 0) === 1;
}
