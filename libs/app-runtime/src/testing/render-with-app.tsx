import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { createAppStore } from '../store/create-app-store';

export const LOCATION_TEST_ID = 'current-location';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid={LOCATION_TEST_ID}>{location.pathname}</output>;
}

export interface RenderWithAppOptions {
  route?: string;
  /** Fake timers need user-event to advance them instead of waiting on real ones. */
  fakeTimers?: boolean;
}

/** The real store, theme and toaster of app-runtime, a MemoryRouter, and a probe showing the current path. */
export function renderWithApp(ui: ReactElement, { route = '/', fakeTimers = false }: RenderWithAppOptions = {}) {
  const store = createAppStore();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, user };
}
