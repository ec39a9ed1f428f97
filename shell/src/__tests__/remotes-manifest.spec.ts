import { installFakeFetch } from '@anchor/app-runtime/testing';

function freshManifest(): typeof import('../remotes-manifest') {
  let module!: typeof import('../remotes-manifest');
  jest.isolateModules(() => {
    module = jest.requireActual('../remotes-manifest');
  });
  return module;
}

describe('fetchRemotesManifest', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the mapping the server wrote into the page, without asking', async () => {
    const { calls } = installFakeFetch({});
    document.head.innerHTML =
      '<script type="application/json" id="anchor-remotes">{"mf_assistant":"/remotes/mf-assistant/mf-manifest.json"}</script>';
    await expect(freshManifest().fetchRemotesManifest()).resolves.toEqual({
      mf_assistant: '/remotes/mf-assistant/mf-manifest.json',
    });
    expect(calls).toHaveLength(0);
  });

  it('asks /remotes.json when the page carries no mapping (a page served as a file)', async () => {
    const { callsTo } = installFakeFetch({ 'GET /remotes.json': { status: 200, body: { mf_assistant: '/a.json' } } });
    const manifest = freshManifest();
    await expect(manifest.fetchRemotesManifest()).resolves.toEqual({ mf_assistant: '/a.json' });
    await manifest.fetchRemotesManifest();
    expect(callsTo('GET', '/remotes.json')).toHaveLength(1);
  });
});
