/* global jest, afterEach */
const { takeAccessibilityViolations } = require('./src/support/axe.ts');

// Browser flows build remotes and drive Chromium: far beyond jest's 5 s default.
jest.setTimeout(120_000);

// Every screen a test showed was checked with axe (support/browser.ts watches each context): any violation fails it.
afterEach(async () => {
  const violations = await takeAccessibilityViolations();
  if (violations.length > 0) {
    throw new Error(`axe (WCAG 2.2 AA) found ${violations.length} violation(s):\n- ${violations.join('\n- ')}`);
  }
});
