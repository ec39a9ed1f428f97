/**
 * Test double of '@module-federation/enhanced/runtime' (mapped by the unit-dom jest project).
 * Tests decide what each remote module id resolves to with `provideRemoteModule`.
 */
type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
export const registeredRemotes: Array<{ name: string; entry: string }> = [];
export const registeredPlugins: unknown[] = [];
/** What the code asked the runtime to preload; a test may make a remote's preload fail with `failPreloadOf`. */
export const preloadedRemotes: Array<{ nameOrAlias: string; exposes?: string[]; share?: boolean }> = [];
const failingPreloads = new Set<string>();

export function failPreloadOf(remoteName: string): void {
  failingPreloads.add(remoteName);
}

/** `module` is what the remote exposes (e.g. `{ default: Component }`); `loader` lets a test delay or fail it. */
export function provideRemoteModule(id: string, module: unknown): void {
  loaders.set(id, () => Promise.resolve(module));
}

export function provideRemoteLoader(id: string, loader: Loader): void {
  loaders.set(id, loader);
}

export function resetRemoteModules(): void {
  loaders.clear();
  registeredRemotes.length = 0;
  registeredPlugins.length = 0;
  preloadedRemotes.length = 0;
  failingPreloads.clear();
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const loader = loaders.get(id);
  if (!loader) throw new Error(`The test did not provide remote module ${id}`);
  return (await loader()) as T;
}

export function registerRemotes(remotes: Array<{ name: string; entry: string }>): void {
  registeredRemotes.push(...remotes);
}

export function registerPlugins(plugins: unknown[]): void {
  registeredPlugins.push(...plugins);
}

export async function preloadRemote(
  options: Array<{ nameOrAlias: string; exposes?: string[]; share?: boolean }>,
): Promise<void> {
  preloadedRemotes.push(...options);
  const failing = options.find((option) => failingPreloads.has(option.nameOrAlias));
  if (failing) throw new Error(`Failed to load remoteEntry of ${failing.nameOrAlias}`);
}
