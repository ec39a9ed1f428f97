// The JavaScript budgets of the first view, checked on the production build (npm test builds every app
// before jest). A feature that adds to what /auth or the home tab loads at once fails here; one that loads
// its code lazily (React.lazy, an expose's async chunk) does not count.
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

  it('counts the shell and every remote the page shows, never a lazy chunk', () => {
    const home = firstViewBytes('home');
    const apps = new Set(home.files.map((file) => file.app));
    expect(apps).toEqual(new Set(['shell', 'mf-assistant', 'mf-assessment']));
    expect(home.files.some((file) => file.app === 'shell' && /^main\./.test(file.file))).toBe(true);
    const counted = new Set(home.files.map((file) => file.file));
    for (const lazy of home.lazy) expect(counted.has(lazy)).toBe(false);
  });
});
