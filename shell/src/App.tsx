import { RemoteSlot } from '@anchor/app-runtime';
import { RemoteModule } from '@anchor/contracts';
import { FullPageSpinner } from '@anchor/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProtectedRoute } from './routes/ProtectedRoute';
import { ProviderRoute } from './routes/ProviderRoute';
import { SignedInRoute } from './routes/SignedInRoute';

/** Home is its own chunk: the signed-out pages (/auth, /terms) do not load it. Named: the home budget counts it. */
const loadHomePage = () => import(/* webpackChunkName: "home" */ './home/HomePage');
// When home is the page asked for, its chunk loads alongside the session check instead of after it.
if (window.location.pathname === '/') void loadHomePage();
const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));

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
                <HomePage />
              </Suspense>
            </ProtectedRoute>
          }
        />
        <Route path="auth" element={<RemoteSlot module={RemoteModule.authPage} loading="page" />} />
        <Route
          path="assessment"
          element={
            <SignedInRoute>
              <RemoteSlot module={RemoteModule.assessmentPage} loading="page" />
            </SignedInRoute>
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
