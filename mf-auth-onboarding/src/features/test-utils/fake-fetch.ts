// One fake network for every front-end test: the shared helper lives in app-runtime.
export * from '@anchor/app-runtime/src/testing/fake-fetch';
