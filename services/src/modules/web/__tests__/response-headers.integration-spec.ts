import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

/** A web root with a shell page, a script, its source map and one remote with a map of its own. */
function fakeWebRoot(): string {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'anchor-headers-'));
  const shell = path.join(webRoot, 'shell', 'dist');
  const remote = path.join(webRoot, 'mf-assessment', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remote, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Anchor</title>');
  writeFileSync(path.join(shell, 'main.1234abcd.js'), 'console.log(1)');
  writeFileSync(path.join(shell, 'main.1234abcd.js.map'), '{"sources":["/home/build/src/index.ts"]}');
  writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mf_assessment;');
  writeFileSync(path.join(remote, 'remoteEntry.js.map'), '{"sources":["/home/build/src/exposed.ts"]}');
  return webRoot;
}

describe('response headers and cookies behind an https public URL', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ WEB_ROOT: webRoot, PUBLIC_URL: 'https://anchor.example', COOKIE_SECURE: 'false' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const browser = () => new HttpClient(t.baseUrl);
  const everyKindOfAnswer = [
    ['API JSON', ApiPath.health, 200],
    ['API 401', ApiPath.user, 401],
    ['API 404', '/api/no-such-route', 404],
    ['HTML page', '/home', 200],
    ['script', '/main.1234abcd.js', 200],
    ['remote script', '/remotes/mf-assessment/remoteEntry.js', 200],
    ['missing file', '/missing.js', 404],
  ] as const;

  it.each(everyKindOfAnswer)('sends nosniff and HSTS on the %s answer', async (_kind, target, status) => {
    const res = await browser().get(target);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('limits forms to our origin and allows only the microphone, for our own pages', async () => {
    const res = await browser().get('/home');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    const policy = res.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('microphone=(self)');
    const allowed = policy.split(',').filter((entry) => !entry.trim().endsWith('=()'));
    expect(allowed.map((entry) => entry.trim())).toEqual(['microphone=(self)']);
  });

  it('marks the session cookie Secure even when COOKIE_SECURE says false', async () => {
    const res = await browser().post(ApiPath.register, {
      body: { username: 'secure_cookie', password: 'secure_cookie-password' },
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((header) => header.startsWith('anchor_session='));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });

  it.each(['/main.1234abcd.js.map', '/remotes/mf-assessment/remoteEntry.js.map'])(
    'never serves the source map %s',
    async (target) => {
      const res = await browser().get(target);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('/home/build');
    },
  );
});
