import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MoodEntryEntity } from '../../modules/mood/entities/mood-entry.entity';

describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the entities exactly (the migration and the entity classes agree)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('stores free-text health data encrypted and reads it back in clear', async () => {
    const { userId } = await signUp(t, 'journal');
    const saved = await t.dataSource.getRepository(MoodEntryEntity).save({ userId, mood: 3, notes: 'slept badly' });
    const [raw] = await t.dataSource.query('SELECT notes FROM mood_entries WHERE id = $1', [saved.id]);
    expect(raw.notes).toMatch(/^v1:/);
    expect(raw.notes).not.toContain('slept');
    const loaded = await t.dataSource.getRepository(MoodEntryEntity).findOneByOrFail({ id: saved.id });
    expect(loaded.notes).toBe('slept badly');
    expect(loaded.source).toBe('manual');
  });
});
