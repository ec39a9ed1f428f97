// The JavaScript budgets of the first view, checked on the production build (npm test builds every app
// before jest). A feature that adds to what /auth or the home tab loads at once fails here, whether in the
// shell, in a lazy chunk the page opens at once (home's own chunk and what is split out of it) or in a remote
// the page shows; one that loads its code only when someone opens it does not count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_BUDGETS, firstViewBytes } from '../rspack/first-view-bytes';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('first-view JavaScript budget of the production build', () => {
  it.each(Object.keys(FIRST_VIEW_BUDGETS))('%s stays within its budget (brotli bytes on the wire)', (name) => {
    const view = firstViewBytes(name);
    const breakdown = view.files.map((file) => `${file.app}/${file.file} ${kib(file.bytes)}`).join('\n');
    if (view.totalBytes > view.limitBytes) {
      throw new Error(
        `${view.page}: ${kib(view.totalBytes)} of JavaScript on the first view, over the ${kib(view.limitBytes)} budget:\n${breakdown}`,
      );
    }
    expect(view.totalBytes).toBeLessThanOrEqual(view.limitBytes);
  });

  it.each(Object.keys(FIRST_VIEW_BUDGETS))('%s asks for no more files than its budget', (name) => {
    const view = firstViewBytes(name);
    if (view.files.length > view.limitFiles) {
      const listing = view.files.map((file) => `${file.app}/${file.file}`).join('\n');
      throw new Error(`${view.page}: ${view.files.length} files, over the budget of ${view.limitFiles}:\n${listing}`);
    }
    expect(view.files.length).toBeLessThanOrEqual(view.limitFiles);
  });

  it('counts the shell, the lazy chunks home opens at once and every remote the page shows, never a lazy chunk', () => {
    const home = firstViewBytes('home');
    const apps = new Set(home.files.map((file) => file.app));
    expect(apps).toEqual(new Set(['shell', 'mf-assistant', 'mf-assessment']));
    const shellFiles = home.files.filter((file) => file.app === 'shell').map((file) => file.file);
    const named = [/^main\./, /^home\./, /^notification-bell\./].map((name) => expect.stringMatching(name));
    expect(shellFiles).toEqual(expect.arrayContaining(named));
    expect(new Set(home.files.map((file) => `${file.app}/${file.file}`)).size).toBe(home.files.length);
    const counted = new Set(home.files.map((file) => file.file));
    for (const lazy of home.lazy) expect(counted.has(lazy)).toBe(false);
  });

  it("has the shell's page ask for every file of its first view at once, not one after another", () => {
    const html = readFileSync(path.join(__dirname, '..', '..', 'shell', 'dist', 'index.html'), 'utf8');
    const shellFiles = firstViewBytes('auth').files.filter((file) => file.app === 'shell');
    expect(shellFiles.length).toBeGreaterThan(1);
    for (const { file } of shellFiles) {
      expect(html).toMatch(
        new RegExp(
          `(<script defer fetchpriority="high" src="/${file}"|<link rel="preload" as="script" href="/${file}")`,
        ),
      );
    }
  });
});
