import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { serveStatic } from '../../tools/serve-static.mjs';
import { newAccount, registerViaApi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { openTab, remoteRoot } from './support/home';
import { buildRemote, repoRoot, setRemotes } from './support/remotes';

const shellFingerprint = () =>
  createHash('sha256')
    .update(readFileSync(join(repoRoot, 'shell', 'dist', 'index.html')))
    .digest('hex');

describe('remotes loaded at run time', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterEach(() => setRemotes({}));
  afterAll(async () => closeBrowser());

  it('shows the error fallback in the Mindfulness tab when its server is down, and the other tabs keep working', async () => {
    const mindfulness = await serveStatic({ dir: join(repoRoot, 'mf-mindfulness', 'dist'), port: 0 });
    setRemotes({ mf_mindfulness: `${mindfulness.url}/mf-manifest.json` });
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount());

    await page.goto('/');
    await openTab(page, 'Mindfulness');
    await remoteRoot(page, 'mf_mindfulness').waitFor();

    await mindfulness.close();
    await page.reload();
    const panel = await openTab(page, 'Mindfulness');
    await panel.getByText('Something went wrong').waitFor();
    await panel.getByRole('button', { name: 'Try again' }).waitFor();

    await openTab(page, 'Resources');
    await remoteRoot(page, 'mf_insights_resources').waitFor();
    await openTab(page, 'Assistant');
    await remoteRoot(page, 'mf_assistant').waitFor();
    await context.close();
  });

  it('picks up a second build of a remote named in /remotes.json on reload, without rebuilding the shell', async () => {
    const shellBefore = shellFingerprint();
    const secondBuildDir = join(process.env.E2E_TMP ?? '/tmp', 'mf-insights-resources-v2');
    buildRemote('mf-insights-resources', secondBuildDir, 'e2e-second-build');
    const secondBuild = await serveStatic({ dir: secondBuildDir, port: 0 });
    const { context, page } = await openPage(browser);
    await registerViaApi(context.request, newAccount());

    try {
      await page.goto('/');
      await openTab(page, 'Insights');
      const firstLabel = await remoteRoot(page, 'mf_insights_resources').getAttribute('data-build');
      expect(firstLabel).not.toBe('e2e-second-build');

      setRemotes({ mf_insights_resources: `${secondBuild.url}/mf-manifest.json` });
      await page.reload();
      await openTab(page, 'Insights');
      await expect(remoteRoot(page, 'mf_insights_resources').getAttribute('data-build')).resolves.toBe(
        'e2e-second-build',
      );
      expect(shellFingerprint()).toBe(shellBefore);
    } finally {
      await secondBuild.close();
      await context.close();
    }
  });
});
