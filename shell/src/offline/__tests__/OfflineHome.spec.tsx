import { AppProviders, createAppStore } from '@anchor/app-runtime';
import { EMPTY_SAFETY_PLAN } from '@anchor/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../../routes/ProtectedRoute';
import { writeDeviceCopy } from '../../safety-plan/device-copy';

const renderHome = () =>
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <ProtectedRoute>
                <p>home content</p>
              </ProtectedRoute>
            }
          />
          <Route path="/auth" element={<p>auth page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('the offline home', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    // No connection: every request fails before reaching a server.
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('opens with the Offline badge, tap-to-call crisis lines and the exercises instead of the sign-in page', async () => {
    renderHome();

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeVisible();
    expect(screen.queryByText('auth page')).not.toBeInTheDocument();
    const calls = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(calls).toContain('tel:988');
    expect(screen.getByRole('button', { name: /Grounding 5-4-3-2-1/ })).toBeVisible();
  });

  it("shows the safety plan kept on this device, and says it is this device's copy", async () => {
    writeDeviceCopy({ ...EMPTY_SAFETY_PLAN, warningSigns: 'Racing heart, not sleeping' }, 5);

    renderHome();

    expect(await screen.findByText('Racing heart, not sleeping')).toBeVisible();
    expect(screen.getByText('You are offline: this is the copy saved on this device.')).toBeVisible();
  });

  it('offers the calming exercises, which work with no connection', async () => {
    renderHome();

    expect(await screen.findByRole('button', { name: /4-7-8 breathing/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Grounding 5-4-3-2-1/ }));
    expect(screen.getByRole('heading', { name: '5 things you can see' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: '4 things you can feel' })).toBeVisible();
  });
});
