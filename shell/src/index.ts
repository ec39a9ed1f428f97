// Async boundary: shared singletons (React, the store...) are negotiated before any app code runs.
// Meanwhile the page asks for /remotes.json, which the first view waits on too.
import { fetchRemotesManifest } from './remotes-manifest';

void fetchRemotesManifest();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
