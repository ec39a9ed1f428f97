import { ApiErrorCode, ApiPath, hiddenCharactersMessage } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { UsernameCanonical1796300000000 } from '../../../database/migrations/1796300000000-username-canonical';
import { canonicalUsername } from '../../users/username';

type Answer = { id?: number; username?: string; field?: string; code?: string; message?: string };

/** Finding 12: look-alike usernames are one account; invisible characters are refused; the display form stays. */
describe('look-alike usernames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (username: string, password = 'Quiet harbour lanterns 7') =>
    new HttpClient(t.baseUrl).post<Answer>(ApiPath.register, { body: { username, password } });
  const usersCount = async () =>
    ((await t.dataSource.query(`SELECT count(*)::int AS count FROM users`)) as { count: number }[])[0].count;

  it('treats case, width and confusable variants as the name already taken (409 naming username)', async () => {
    expect((await register('ABC')).status).toBe(201);
    const variants = ['abc', 'Abc', ' ABC ', '\uff21\uff22\uff23', '\u0430bc', 'AB\u0421', '\u{1d41a}bc'];
    for (const variant of variants) {
      const answer = await register(variant);
      expect([variant, answer.status, answer.body.field, answer.body.code]).toEqual([
        variant,
        409,
        'username',
        ApiErrorCode.usernameTaken,
      ]);
    }
    expect(await usersCount()).toBe(1);
  });

  it('refuses invisible, formatting and control characters with a 400 naming username, storing nothing', async () => {
    const before = await usersCount();
    for (const name of ['abc\u200b', '\u200dabc', 'ab\u00adc', 'ab\u202ec', 'ab\u2060c', 'a\u2028bc', 'ab\ufeffc']) {
      const answer = await register(name);
      expect([JSON.stringify(name), answer.status, answer.body.field]).toEqual([JSON.stringify(name), 400, 'username']);
      expect(answer.body.message).toBe(`username: ${hiddenCharactersMessage('Username')}`);
    }
    expect(await usersCount()).toBe(before);
  });

  it('keeps the display form and signs in by any variant of the name', async () => {
    expect((await register('Dr\u00e9 Kim', 'Quiet harbour lanterns 8')).status).toBe(201);
    const client = new HttpClient(t.baseUrl);
    const signedIn = await client.post<Answer>(ApiPath.login, {
      body: { username: 'dre\u0301 kim', password: 'Quiet harbour lanterns 8' },
    });
    expect(signedIn.status).toBe(200);
    expect((await client.get<Answer>(ApiPath.user)).body.username).toBe('Dr\u00e9 Kim');
    const [row] = await t.dataSource.query(`SELECT username, username_canonical FROM users WHERE id = $1`, [
      signedIn.body.id,
    ]);
    expect(row).toEqual({ username: 'Dr\u00e9 Kim', username_canonical: canonicalUsername('dr\u00e9 kim') });
  });

  it('migrates existing accounts whose names already collide without failing, each still able to sign in', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.query(`ALTER TABLE users DROP CONSTRAINT users_username_canonical_key`);
      await runner.query(`ALTER TABLE users DROP COLUMN username_canonical`);
      await runner.query(
        `INSERT INTO users (username, password) VALUES ('Legacy', 'x'), ('legacy', 'x'), ('LEGACY', 'x')`,
      );
      await new UsernameCanonical1796300000000().up(runner);
      const rows: { id: number; username: string; username_canonical: string }[] = await runner.query(
        `SELECT id, username, username_canonical FROM users WHERE lower(username) = 'legacy' ORDER BY id`,
      );
      expect(rows.map((row) => row.username_canonical)).toEqual([
        'legacy',
        `legacy#${rows[1].id}`,
        `legacy#${rows[2].id}`,
      ]);
    } finally {
      await runner.release();
    }
  });
});
