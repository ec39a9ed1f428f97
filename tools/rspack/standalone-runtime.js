// The Module Federation runtime for a remote's standalone page. Remotes are built with
// `externalRuntime`: inside the shell they use the shell's runtime instead of each shipping a
// copy (about 25 KiB brotli per remote on every page). A standalone page has no shell, so this
// small classic script, loaded before the remote's own code, provides the same runtime.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
