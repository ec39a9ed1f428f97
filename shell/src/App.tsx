import { RemoteSlot } from '@anchor/app-runtime';
import { MY_CLINICIAN_PATH, RemoteModule } from '@anchor/contracts';
import { FullPageSpinner } from '@anchor/ui';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { HelpNowEntry } from './offline-help/HelpNowEntry';
import { HELP_NOW_PATH } from './offline-help/help-now-path';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProtectedRoute } from './routes/ProtectedRoute';
import { ProviderRoute } from './routes/ProviderRoute';
import { SessionEndedNotice } from './routes/SessionEndedNotice';
import { SignedInRoute } from './routes/SignedInRoute';

/** Home is its own chunk: the signed-out pages (/auth, /terms) do not load it. Named: the home budget counts it. */
let homeModule: typeof import('./home/HomePage') | undefined;
const loadHomePage = () =>
  import(/* webpackChunkName: "home" */ './home/HomePage').then((module) => (homeModule = module));
const LazyHomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));

/** "I need help now" is a shell chunk (never a remote's): it opens with no sign-in and, once cached, offline. */
const HelpNowPage = lazy(() =>
  import(/* webpackChunkName: "help-now" */ './offline-help/HelpNowPage').then((module) => ({
    default: module.HelpNowPage,
  })),
);

/** /auth: "I need help now" is the shell's own, above the sign-in form, so it shows even if the remote fails. */
const authPage = (
  <>
    <HelpNowEntry />
    <SessionEndedNotice />
    <RemoteSlot module={RemoteModule.authPage} loading="page" />
  </>
);

const helpNowPage = (
  <Suspense fallback={<FullPageSpinner />}>
    <HelpNowPage />
  </Suspense>
);

/** The route's own chunk when the page asked for is home: bootstrap renders once it is in (the server hints it). */
export function loadRouteChunk(pathname: string): Promise<unknown> {
  return pathname === '/' ? loadHomePage() : Promise.resolve();
}

/**
 * Home's chunk has usually arrived by the time the session check answers: it then renders at once, without the
 * fallback whose replacement React holds back (up to 300 ms). Chosen once: switching would remount home.
 */
function HomeRoute() {
  const [HomePage] = useState(() => homeModule?.HomePage ?? LazyHomePage);
  return <HomePage />;
}

/** The shell's routes; each feature screen is a remote module. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <ProtectedRoute>
              <Suspense fallback={<FullPageSpinner />}>
                <HomeRoute />
              </Suspense>
            </ProtectedRoute>
          }
        />
        <Route path="auth" element={authPage} />
        <Route path={HELP_NOW_PATH.slice(1)} element={helpNowPage} />
        <Route
          path="assessment"
          element={
            <SignedInRoute>
              <RemoteSlot module={RemoteModule.assessmentPage} loading="page" />
            </SignedInRoute>
          }
        />
        <Route
          path={MY_CLINICIAN_PATH.slice(1)}
          element={
            <ProtectedRoute>
              <RemoteSlot module={RemoteModule.myClinicianPage} loading="page" />
            </ProtectedRoute>
          }
        />
        <Route
          path="provider/*"
          element={
            <ProviderRoute>
              <RemoteSlot module={RemoteModule.providerPortal} loading="dashboard" />
            </ProviderRoute>
          }
        />
        <Route path="terms" element={<RemoteSlot module={RemoteModule.termsPage} loading="page" />} />
        <Route path="cancel" element={<RemoteSlot module={RemoteModule.cancelPage} loading="page" />} />
        <Route path="test" element={<RemoteSlot module={RemoteModule.testLoginPage} loading="page" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
