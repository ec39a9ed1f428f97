// Async boundary: shared singletons (React, the store...) are negotiated before any app code runs.
// Meanwhile the page asks for /remotes.json and, once it answers, for the remote modules the page shows at once,
// and for the reads its first view waits for, so they travel while the shell's own chunks run.
import { readFirstViewAnswers } from './first-view-reads';
import { preloadRemoteEntries } from './preload-remote-entries';
import { fetchRemotesManifest } from './remotes-manifest';

void fetchRemotesManifest().then((manifest) =>
  preloadRemoteEntries(manifest, window.location.pathname, window.location.search),
);
void readFirstViewAnswers(window.location.pathname);
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
