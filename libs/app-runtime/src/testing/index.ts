// `@anchor/app-runtime/testing`: the helpers every front-end test shares (never imported by app code).
export { renderWithApp, LOCATION_TEST_ID, type RenderWithAppOptions } from './render-with-app';
export { installFakeFetch, deferred, type FakeAnswer, type FakeRoute, type RecordedCall } from './fake-fetch';
export { installFakePush, FAKE_ENDPOINT, type FakePushOptions } from './fake-push';
export {
  provideRemoteModule,
  provideRemoteLoader,
  resetRemoteModules,
  registeredRemotes,
  registeredPlugins,
  preloadedRemotes,
  failPreloadOf,
} from './module-federation-runtime.double';
export { forgetKeptTexts } from '../session/kept-text';
