/**
 * The browser's Mindfulness tab imports practice-draft.ts for its constants and types only: loading that module
 * must not evaluate zod or build the draft's schema (practice-draft-schema.ts, the server's), work the tab's first
 * view would otherwise pay for.
 */
describe('practice-draft constants', () => {
  it('load without zod', () => {
    let module!: typeof import('../practice-draft');
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod evaluated');
      });
      module = jest.requireActual('../practice-draft');
    });
    expect(module.PRACTICE_DRAFT_TYPES).toEqual(['breathing', 'cbt', 'emdr']);
  });
});
