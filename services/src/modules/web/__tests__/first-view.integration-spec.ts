import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

// The real builds (npm test builds before it tests): the shell's page, the remotes' manifests and the renderer.
const WEB_ROOT = path.resolve(__dirname, '../../../../..');
const RENDERER = path.join(WEB_ROOT, 'first-view', 'dist', 'first-view-renderer.js');

const SIGN_IN_INTRO = 'Check-ins, exercises and an assistant that adapt to how you are doing';
const AI_NOTICE = 'A reminder: I&#x27;m an AI, not a person, and not a therapist.';

/** The shell's root element as the page carries it, and what is inside it. */
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div><\/body>/.exec(html);

describe("the server's rendering of a page's first view", () => {
  let t: TestApp;
  let folder: string;
  let remotesFile: string;

  beforeAll(async () => {
    if (!existsSync(RENDERER)) throw new Error(`Build the front end first (npx nx run-many -t build): ${RENDERER}`);
    folder = mkdtempSync(path.join(os.tmpdir(), 'anchor-first-view-'));
    remotesFile = path.join(folder, 'remotes.json');
    writeFileSync(remotesFile, '{}');
    t = await createTestApp({ WEB_ROOT, REMOTES_FILE: remotesFile });
  });
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });
  afterEach(() => writeFileSync(remotesFile, '{}'));

  async function signedInPerson(): Promise<HttpClient> {
    const browser = new HttpClient(t.baseUrl);
    const username = `first_view_${Date.now()}_${Math.round(Math.random() * 1e6)}`;
    const body = { username, password: `${username}-password-1`, firstName: 'Dana', lastName: 'Rivera' };
    expect((await browser.post('/api/register', { body })).status).toBe(201);
    const done = { onboardingCompleted: true, setupCompleted: true };
    expect((await browser.patch('/api/user/onboarding', { body: done })).status).toBe(200);
    return browser;
  }

  it('sends the sign-in page with its first view in the root, inert, and its CSS in the head', async () => {
    const res = await new HttpClient(t.baseUrl).get('/auth');
    expect(res.status).toBe(200);
    const [, attributes, content] = rootOf(res.text) ?? [];
    expect(attributes).toBe(' inert data-first-view');
    expect(content).toContain(SIGN_IN_INTRO);
    expect(content).toContain('Crisis help');
    // The header's classes have their rules in the page's head, before any script has run.
    const headerClass = /<header class="[^" ]+ ([^"]+)"/.exec(content ?? '')?.[1];
    const css = /<style data-first-view>([\s\S]*?)<\/style><\/head>/.exec(res.text)?.[1];
    expect(css).toContain(`.${headerClass}{position:sticky;`);
    expect(res.headers.get('content-security-policy')).toContain("'unsafe-inline'");
  });

  it("sends home with the person's own first view: their assessment banner, the tabs and the Assistant's AI notice", async () => {
    const person = await signedInPerson();
    const res = await person.get('/');
    const [, attributes, content] = rootOf(res.text) ?? [];
    expect(attributes).toBe(' inert data-first-view');
    // A new account has never taken the assessment: the banner the API's status gives.
    expect(content).toContain('Complete Your Monthly Assessment');
    expect(content).toContain(AI_NOTICE);
    expect(content).toMatch(/<div role="tablist"/);
    // The answers it rendered with go in the page, so the browser does not ask for them again.
    const carried = /<script type="application\/json" id="anchor-first-view-answers">(.*?)<\/script>/.exec(res.text);
    const answers = JSON.parse(carried?.[1] ?? 'null') as { user: { username: string }; assessmentStatus: unknown };
    expect(answers.user.username).toBe((await person.get<{ username: string }>('/api/user')).body.username);
    expect(answers.assessmentStatus).toEqual((await person.get('/api/assessment/status')).body);
    expect(res.text).not.toContain('<link rel="preload" as="fetch" href="/api/session"');
  });

  it.each([
    ['insights', 'Insights', 'mf_insights_resources', 'mf-insights-resources'],
    ['mindfulness', 'Mindfulness', 'mf_mindfulness', 'mf-mindfulness'],
    ['resources', 'Resources', 'mf_insights_resources', 'mf-insights-resources'],
    ['assessment', 'Assessment', 'mf_assessment', 'mf-assessment'],
  ])(
    'sends a link to a home tab (/?tab=%s) with that tab first, rendered and its code hinted',
    async (key, tab, remote, project) => {
      const person = await signedInPerson();
      const res = await person.get(`/?tab=${key}`);
      const [, attributes, content] = rootOf(res.text) ?? [];
      expect(attributes).toBe(' inert data-first-view');
      expect(content).toMatch(new RegExp(`<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>${tab}</button>`));
      expect(content).toContain(`data-remote="${remote}"`);
      expect(content).not.toContain(AI_NOTICE);
      expect(content).toContain('Complete Your Monthly Assessment');
      // The linked tab's remote downloads with the shell's files; the Assistant's, which it stands in for, does not.
      expect(res.text).toMatch(new RegExp(`<link rel="preload" as="script" href="/remotes/${project}/`));
      expect(res.text).not.toMatch(/<link rel="preload" as="script" href="\/remotes\/mf-assistant\//);
    },
  );

  it('renders no first view where the browser would show something else', async () => {
    const person = await signedInPerson();
    const empty = (html: string) => expect(rootOf(html)?.slice(1)).toEqual(['', '']);
    // Nobody signed in (the shell sends them to /auth), or a session that is no longer valid.
    empty((await new HttpClient(t.baseUrl).get('/')).text);
    const stale = new HttpClient(t.baseUrl);
    stale.cookies.set('anchor_session', 'not-a-session');
    empty((await stale.get('/')).text);
    // Signed in on the sign-in page (the shell sends them home), and links whose query changes the view.
    empty((await person.get('/auth')).text);
    empty((await person.get('/?tab=mindfulness&exercise=breathing')).text);
    empty((await person.get('/?checkout=cancelled')).text);
    // A remote served from elsewhere may be another version than the one the renderer holds.
    writeFileSync(remotesFile, JSON.stringify({ mf_assistant: 'https://cdn.example.com/assistant/mf-manifest.json' }));
    empty((await person.get('/')).text);
    expect(rootOf((await new HttpClient(t.baseUrl).get('/auth')).text)?.[1]).toBe(' inert data-first-view');
  });
});
