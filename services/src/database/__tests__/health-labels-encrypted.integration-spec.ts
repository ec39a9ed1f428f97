import { randomUUID } from 'node:crypto';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { ConversationEntity } from '../../modules/conversations/entities/conversation.entity';
import { CrisisEventEntity } from '../../modules/safety/entities/crisis-event.entity';
import { encryptedText } from '../encrypted-text.transformer';
import { HealthLabelsEncrypted1798250000000 } from '../migrations/1798250000000-health-labels-encrypted';

/** Issue 29: crisis tiers and the engine's state (check-in answers, topics) were plain text at rest. */
describe('crisis tiers and conversation state encrypted at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const engineState = { turn: 3, stage: 'listening', flow: null, used: ['listen.nightmares.2'], checkIn: null };
  const replyActions = { buttons: [], link: { label: 'Call or text 988', href: 'tel:988' } };

  it('encrypts the rows stored before the migration, and the app reads them back as they were', async () => {
    const { userId } = await signUp(t, 'labels_before');
    const sessionId = randomUUID();
    const migration = new HealthLabelsEncrypted1798250000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(
        `INSERT INTO conversations (user_id, session_id, message, response, crisis_tier, engine_state, reply_actions)
         VALUES ($1, $2, $3, $3, 'imminent', $4, $5)`,
        [userId, sessionId, encryptedText.to('hello'), JSON.stringify(engineState), JSON.stringify(replyActions)],
      );
      await runner.query(
        `INSERT INTO crisis_events (user_id, tier, source, session_id) VALUES ($1, 'crisis', 'chat', $2)`,
        [userId, sessionId],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    const [conversation] = await t.dataSource.query(
      'SELECT crisis_tier, engine_state, reply_actions FROM conversations WHERE session_id = $1',
      [sessionId],
    );
    const [event] = await t.dataSource.query('SELECT tier FROM crisis_events WHERE session_id = $1', [sessionId]);
    for (const stored of [
      conversation.crisis_tier,
      conversation.engine_state,
      conversation.reply_actions,
      event.tier,
    ]) {
      expect(stored).toMatch(/^v1:/);
      expect(stored).not.toMatch(/imminent|crisis|nightmares|988/);
    }
    const read = await t.dataSource.getRepository(ConversationEntity).findOneByOrFail({ sessionId });
    expect([read.crisisTier, read.engineState, read.replyActions]).toEqual(['imminent', engineState, replyActions]);
    const readEvent = await t.dataSource.getRepository(CrisisEventEntity).findOneByOrFail({ sessionId });
    expect(readEvent.tier).toBe('crisis');
  });
});
