// Async boundary: shared singletons (React, the store...) are negotiated before any app code runs.
// Meanwhile the page asks for /remotes.json and, once it answers, for the remote modules the page shows at once,
// so they download while the shell's own chunks run.
import { preloadRemoteEntries } from './preload-remote-entries';
import { fetchRemotesManifest } from './remotes-manifest';

void fetchRemotesManifest().then((manifest) => preloadRemoteEntries(manifest, window.location.pathname));
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
