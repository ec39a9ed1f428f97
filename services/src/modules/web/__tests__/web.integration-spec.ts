import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const REMOTE_ENTRY = `var mf_assessment = ${JSON.stringify('x'.repeat(4096))};`;

/** The parts of a built remote's mf-manifest.json the page's hints read. */
const ASSESSMENT_MANIFEST = {
  id: 'mf_assessment',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'AssessmentBanner', assets: { js: { sync: ['133.aaaa1111.js', 'banner.bbbb2222.js'], async: [] } } },
    { name: 'AssessmentTab', assets: { js: { sync: ['tab.cccc3333.js'], async: [] } } },
  ],
};

const preloadsIn = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

/** A raw GET (fetch would decode the body and hide the encoding) with the given Accept-Encoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web apps and the remotes manifest', () => {
  let t: TestApp;
  let webRoot: string;
  let remotesFile: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'anchor-web-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Anchor</title></head><body></body></html>',
    );
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'main.1234abcd.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'manifest.webmanifest'), '{"name":"Anchor"}');
    mkdirSync(path.join(webRoot, 'shell', 'dist', 'icons'));
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'icons', 'icon-192.png'), 'png');
    writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'first-view.json'),
      JSON.stringify({
        files: ['main.1234abcd.js'],
        groups: { home: ['home.1111aaaa.js'], 'notification-bell': ['bell.2222bbbb.js'], other: ['x.js'] },
      }),
    );
    mkdirSync(path.join(webRoot, 'mf-assessment', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'mf-assessment', 'dist', 'mf-manifest.json'), JSON.stringify(ASSESSMENT_MANIFEST));
    const remoteEntry = path.join(webRoot, 'mf-assessment', 'dist', 'remoteEntry.js');
    writeFileSync(remoteEntry, REMOTE_ENTRY);
    writeFileSync(`${remoteEntry}.br`, brotliCompressSync(REMOTE_ENTRY));
    writeFileSync(`${remoteEntry}.gz`, gzipSync(REMOTE_ENTRY));
    remotesFile = path.join(webRoot, 'remotes.json');
    t = await createTestApp({
      WEB_ROOT: webRoot,
      REMOTES_FILE: remotesFile,
      REMOTE_MF_PROVIDER_URL: 'https://provider.example.com/mf-manifest.json',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const browser = () => new HttpClient(t.baseUrl);

  it('publishes REMOTE_*_URL settings and defaults, uncached', async () => {
    const res = await browser().get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      mf_assessment: '/remotes/mf-assessment/mf-manifest.json',
      mf_provider: 'https://provider.example.com/mf-manifest.json',
    });
  });

  it('picks up REMOTES_FILE changes without a restart and ignores a broken file', async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({ mf_assessment: 'https://cdn.example.com/assessment/v2/mf-manifest.json' }),
    );
    expect((await browser().get('/remotes.json')).body).toMatchObject({
      mf_assessment: 'https://cdn.example.com/assessment/v2/mf-manifest.json',
    });
    writeFileSync(remotesFile, '{ half written');
    expect((await browser().get('/remotes.json')).body).toMatchObject({
      mf_assessment: '/remotes/mf-assessment/mf-manifest.json',
    });
  });

  it('serves the shell for client-side routes with security headers', async () => {
    writeFileSync(remotesFile, JSON.stringify({ mf_assessment: 'https://cdn.example.com/a/mf-manifest.json' }));
    const res = await browser().get('/assessment');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Anchor</title>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.example.com");
    expect((await browser().get('/')).text).toContain('<title>Anchor</title>');
  });

  it('never lets the shell page be revalidated, so a remote moved to a new origin is allowed on the next load', async () => {
    writeFileSync(remotesFile, '{}');
    const first = await browser().get('/');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('last-modified')).toBeNull();
    expect(first.headers.get('content-security-policy')).not.toContain('https://cdn2.example.com');

    writeFileSync(remotesFile, JSON.stringify({ mf_assessment: 'https://cdn2.example.com/a/mf-manifest.json' }));
    const second = await browser().get('/');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-security-policy')).toContain("connect-src 'self' https://cdn2.example.com");
  });

  it('serves hashed assets with a long cache and a missing file as 404', async () => {
    const asset = await browser().get('/main.1234abcd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await browser().get('/missing.js')).status).toBe(404);
  });

  it('serves the web app manifest and its icons, under fixed names, revalidated on every use', async () => {
    const manifest = await browser().get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const icon = await browser().get('/icons/icon-192.png');
    expect([icon.status, icon.headers.get('content-type'), icon.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'no-cache',
    ]);
  });

  it('serves remote builds with CORS for other origins and an uncached manifest', async () => {
    const res = await browser().get('/remotes/mf-assessment/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the brotli twin of a built file to browsers that accept it, and plain bytes to others', async () => {
    const url = `${t.baseUrl}/remotes/mf-assessment/remoteEntry.js`;

    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    // The entry file is re-fetched on every load even when its compressed twin is what is sent.
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(REMOTE_ENTRY);
    expect(brotli.body.length).toBeLessThan(REMOTE_ENTRY.length / 10);

    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(REMOTE_ENTRY);
  });

  it('hints the remote modules a page shows at once, from the live mapping, so they download with the shell', async () => {
    writeFileSync(remotesFile, '{}');
    const home = (await browser().get('/')).text;
    expect(preloadsIn(home)).toEqual([
      '<link rel="preload" as="script" href="/home.1111aaaa.js" />',
      '<link rel="preload" as="script" href="/bell.2222bbbb.js" />',
      // No file behind this manifest: the browser fetches it. The assessment's is in the page (next test).
      '<link rel="preload" as="fetch" href="/remotes/mf-assistant/mf-manifest.json" crossorigin />',
      '<link rel="preload" as="script" href="/remotes/mf-assessment/remoteEntry.js" />',
      '<link rel="preload" as="script" href="/remotes/mf-assessment/133.aaaa1111.js" />',
      '<link rel="preload" as="script" href="/remotes/mf-assessment/banner.bbbb2222.js" />',
    ]);
    expect(home.indexOf('<link rel="preload"')).toBeLessThan(home.indexOf('</head>'));
    expect(preloadsIn((await browser().get('/auth')).text)).toEqual([
      '<link rel="preload" as="fetch" href="/remotes/mf-auth-onboarding/mf-manifest.json" crossorigin />',
    ]);
    expect(preloadsIn((await browser().get('/terms')).text)).toEqual([]);

    writeFileSync(remotesFile, JSON.stringify({ mf_assessment: 'https://cdn.example.com/a/mf-manifest.json?v=2&x=1' }));
    const moved = (await browser().get('/')).text;
    expect(preloadsIn(moved)).toContain(
      '<link rel="preload" as="fetch" href="https://cdn.example.com/a/mf-manifest.json?v=2&amp;x=1" crossorigin />',
    );
    expect(moved).not.toContain('/remotes/mf-assessment/');
  });

  it("carries the first view's answers when it knows them, else asks the browser for the reads first in the page", async () => {
    writeFileSync(remotesFile, '{}');
    const answersIn = (html: string) =>
      /<script type="application\/json" id="anchor-first-view-answers">(.*?)<\/script>/.exec(html)?.[1];
    // No session: nobody is signed in, on every page; nothing for the browser to ask.
    for (const page of ['/', '/auth', '/terms']) {
      const signedOut = (await browser().get(page)).text;
      expect(JSON.parse(answersIn(signedOut) ?? 'null')).toEqual({ user: null });
      expect(signedOut).not.toContain('href="/api/session"');
    }
    // Home with a session the API refuses: its own read said so.
    const stale = browser();
    stale.cookies.set('anchor_session', 'some-session-token');
    expect(JSON.parse(answersIn((await stale.get('/')).text) ?? 'null')).toEqual({ user: null });
    // Another page with a session: the browser reads who it is, the hint first in the head.
    const other = (await stale.get('/assessment')).text;
    expect(answersIn(other)).toBeUndefined();
    expect(other.indexOf('<link rel="preload" as="fetch" href="/api/session"')).toBe(other.indexOf('<head>') + 6);
    expect(other).not.toContain('/api/assessment/status');
  });

  it('writes the live remotes mapping into the page, as /remotes.json answers it, escaped', async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({ mf_assessment: 'https://cdn.example.com/a/mf-manifest.json?q=</script>' }),
    );
    const page = (await browser().get('/')).text;
    const block = /<script type="application\/json" id="anchor-remotes">(.*?)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual((await browser().get('/remotes.json')).body);
    expect(JSON.parse(block?.[1] ?? '')).toMatchObject({ mf_assessment: expect.stringContaining('</script>') });
  });

  it('carries the manifests of the remotes the page shows at once that it serves, and only those', async () => {
    const manifestsIn = (html: string) => {
      const block = /<script type="application\/json" id="anchor-remote-manifests">(.*?)<\/script>/.exec(html);
      expect(block).not.toBeNull();
      expect(block?.[1]).not.toContain('<');
      return JSON.parse(block?.[1] ?? '') as Record<string, unknown>;
    };
    writeFileSync(remotesFile, '{}');
    const served = JSON.parse(readFileSync(path.join(webRoot, 'mf-assessment', 'dist', 'mf-manifest.json'), 'utf8'));
    expect(manifestsIn((await browser().get('/')).text)).toEqual({ '/remotes/mf-assessment/mf-manifest.json': served });
    expect(manifestsIn((await browser().get('/auth')).text)).toEqual({});

    writeFileSync(
      path.join(webRoot, 'mf-assessment', 'dist', 'mf-manifest.json'),
      JSON.stringify({ ...ASSESSMENT_MANIFEST, id: '</script><script>alert(1)</script>' }),
    );
    const escaped = manifestsIn((await browser().get('/')).text);
    expect(escaped['/remotes/mf-assessment/mf-manifest.json']).toMatchObject({
      id: expect.stringContaining('</script>'),
    });
    writeFileSync(path.join(webRoot, 'mf-assessment', 'dist', 'mf-manifest.json'), JSON.stringify(ASSESSMENT_MANIFEST));

    writeFileSync(remotesFile, JSON.stringify({ mf_assessment: 'https://cdn.example.com/a/mf-manifest.json' }));
    expect(manifestsIn((await browser().get('/')).text)).toEqual({});
  });

  it('sends the shell page compressed to browsers that accept it', async () => {
    writeFileSync(remotesFile, '{}');
    const brotli = await rawGet(`${t.baseUrl}/`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(brotli.body).toString()).toContain('/remotes/mf-assessment/remoteEntry.js');

    const plain = await rawGet(`${t.baseUrl}/auth`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>Anchor</title>');
    // Home too: '/' is a folder of the shell's build, never served as one.
    const home = await rawGet(`${t.baseUrl}/`, 'identity');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('<title>Anchor</title>');
  });
});
