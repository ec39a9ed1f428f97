import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiPath, SESSION_COOKIE, TEST_USER } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('development test sign-in', () => {
  describe('in development', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ NODE_ENV: 'development' });
    });
    afterAll(() => t.close());

    it('answers 404 until the test user exists, then signs in as it without a password', async () => {
      const browser = new HttpClient(t.baseUrl);
      const missing = await browser.post(ApiPath.testLogin);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Test user does not exist' });

      expect((await browser.post(ApiPath.register, { body: TEST_USER })).status).toBe(201);
      const fresh = new HttpClient(t.baseUrl);
      const res = await fresh.post(ApiPath.testLogin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: TEST_USER.username });
      expect(fresh.cookies.has(SESSION_COOKIE)).toBe(true);
      expect((await fresh.get(ApiPath.user)).status).toBe(200);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    let webRoot: string;
    beforeAll(async () => {
      webRoot = mkdtempSync(path.join(os.tmpdir(), 'anchor-web-'));
      mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Anchor</title>');
      t = await createTestApp({
        WEB_ROOT: webRoot,
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
        SHARING_HMAC_SECRET: 'cd'.repeat(32),
        COOKIE_SECURE: 'false',
      });
    });
    afterAll(async () => {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    });

    it('answers the /test page with a 404 while other client routes get the shell', async () => {
      const browser = new HttpClient(t.baseUrl);
      const testPage = await browser.get('/test');
      expect(testPage.status).toBe(404);
      expect(testPage.text).toContain('<title>Anchor</title>');
      expect((await browser.get('/assessment')).status).toBe(200);
    });

    it('does not exist: the normal JSON 404', async () => {
      const browser = new HttpClient(t.baseUrl);
      await browser.post(ApiPath.register, { body: TEST_USER });
      const res = await new HttpClient(t.baseUrl).post(ApiPath.testLogin);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(res.body).not.toMatchObject({ message: 'Test user does not exist' });
    });
  });
});
