import type { EntityManager } from 'typeorm';
import { ProviderAlertAcknowledgementEntity } from './entities/provider-alert-acknowledgement.entity';
import { ProviderInviteEntity } from './entities/provider-invite.entity';

// The provider portal's query builders, for the tables it owns; use-cases call them.

export type NewAcknowledgement = Pick<
  ProviderAlertAcknowledgementEntity,
  'providerUserId' | 'shareId' | 'crisisEventId' | 'note' | 'acknowledgedAt'
>;

/** Records the acknowledgement; one already recorded for the same alert is kept as it is. */
export async function insertAcknowledgementOnce(manager: EntityManager, values: NewAcknowledgement): Promise<void> {
  await manager
    .getRepository(ProviderAlertAcknowledgementEntity)
    .createQueryBuilder()
    .insert()
    .values(values)
    .orIgnore()
    .execute();
}

/** Marks the invite used at `now` when it is still unused and unexpired, in one guarded statement; false if not. */
export async function claimInvite(manager: EntityManager, inviteId: number, now: Date): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(ProviderInviteEntity)
    .set({ usedAt: now })
    .where('id = :inviteId AND used_at IS NULL AND expires_at > :now', { inviteId, now })
    .execute();
  return Boolean(result.affected);
}
