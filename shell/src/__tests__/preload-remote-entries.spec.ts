import { RemoteModule } from '@anchor/contracts';
import {
  failPreloadOf,
  preloadedRemotes,
  registeredPlugins,
  registeredRemotes,
  resetRemoteModules,
} from '@anchor/app-runtime/testing';
import { preloadRemoteEntries } from '../preload-remote-entries';

const manifest = {
  mf_assistant: '/remotes/mf-assistant/mf-manifest.json',
  mf_assessment: '/remotes/mf-assessment/mf-manifest.json',
  mf_auth_onboarding: '/remotes/mf-auth-onboarding/mf-manifest.json',
};

describe('preloadRemoteEntries (the entry, while the shell loads)', () => {
  beforeEach(() => resetRemoteModules());

  it("fetches home's assistant tab and assessment banner, and nothing else, without the remotes' shared copies", () => {
    preloadRemoteEntries(manifest, '/');

    expect(registeredRemotes).toEqual([
      { name: 'mf_assistant', entry: `${window.location.origin}${manifest.mf_assistant}` },
      { name: 'mf_assessment', entry: `${window.location.origin}${manifest.mf_assessment}` },
    ]);
    expect(preloadedRemotes).toEqual([
      { nameOrAlias: 'mf_assistant', exposes: ['AssistantTab'], share: false },
      { nameOrAlias: 'mf_assessment', exposes: ['AssessmentBanner'], share: false },
    ]);
    // The manifests the page carries answer the runtime's first requests for them.
    expect(registeredPlugins).toEqual([expect.objectContaining({ name: 'anchor-page-manifests' })]);
  });

  it("fetches the linked tab instead of the assistant's on a link to a home tab (/?tab=assessment)", () => {
    preloadRemoteEntries(manifest, '/', '?tab=Assessment');

    expect(preloadedRemotes).toEqual([
      { nameOrAlias: 'mf_assessment', exposes: ['AssessmentTab'], share: false },
      { nameOrAlias: 'mf_assessment', exposes: ['AssessmentBanner'], share: false },
    ]);
  });

  it('fetches the sign-in page on /auth (with or without a trailing slash), nothing on a page without remotes', () => {
    preloadRemoteEntries(manifest, '/auth/');
    expect(preloadedRemotes.map((remote) => remote.exposes)).toEqual([[RemoteModule.authPage.split('/')[1]]]);

    resetRemoteModules();
    preloadRemoteEntries(manifest, '/no-such-page');
    expect(preloadedRemotes).toEqual([]);
  });

  it('skips a remote /remotes.json does not name, and leaves one that cannot be fetched to its slot', async () => {
    failPreloadOf('mf_assessment');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);

    expect(() => preloadRemoteEntries({ mf_assessment: manifest.mf_assessment }, '/')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));

    process.off('unhandledRejection', unhandled);
    expect(preloadedRemotes.map((remote) => remote.nameOrAlias)).toEqual(['mf_assessment']);
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
