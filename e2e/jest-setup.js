/* global jest */
// Browser flows build remotes and drive Chromium: far beyond jest's 5 s default.
jest.setTimeout(120_000);
