import { PageDataBlock } from '@anchor/contracts';
import { pageManifestsPlugin } from '../page-manifests.plugin';

const ASSISTANT_URL = '/remotes/mf-assistant/mf-manifest.json';
const assistantManifest = { id: 'mf_assistant', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

function pageCarries(text: string | null): void {
  document.getElementById(PageDataBlock.remoteManifests)?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PageDataBlock.remoteManifests;
  block.textContent = text;
  document.head.append(block);
}

/** What the runtime gets from the plugin for a manifest URL (as absolute as the runtime asks for it). */
async function answerFor(plugin: ReturnType<typeof pageManifestsPlugin>, url: string): Promise<unknown> {
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
  const response = await fetchHook(new URL(url, window.location.origin).href, {});
  return response === undefined ? undefined : response.json();
}

/** jsdom has no fetch classes: a stand-in for the browser's Response with what the runtime reads of it. */
class JsonResponse {
  constructor(
    private readonly body: string,
    readonly init: ResponseInit,
  ) {}

  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}

describe('pageManifestsPlugin (manifests the server put in the page)', () => {
  beforeAll(() => Object.assign(globalThis, { Response: JsonResponse }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'Response'));
  afterEach(() => pageCarries(null));

  it("answers the runtime's first request for a manifest the page carries, then lets it ask the server", async () => {
    pageCarries(JSON.stringify({ [ASSISTANT_URL]: assistantManifest }));
    const plugin = pageManifestsPlugin();

    expect(await answerFor(plugin, ASSISTANT_URL)).toEqual(assistantManifest);
    expect(await answerFor(plugin, ASSISTANT_URL)).toBeUndefined();
  });

  it('leaves other manifests, and every manifest of a page without the block or with a broken one, to the network', async () => {
    pageCarries(JSON.stringify({ [ASSISTANT_URL]: assistantManifest }));
    expect(await answerFor(pageManifestsPlugin(), '/remotes/mf-assessment/mf-manifest.json')).toBeUndefined();

    pageCarries(null);
    expect(await answerFor(pageManifestsPlugin(), ASSISTANT_URL)).toBeUndefined();

    pageCarries('{"not json');
    expect(await answerFor(pageManifestsPlugin(), ASSISTANT_URL)).toBeUndefined();
  });
});
