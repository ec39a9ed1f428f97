import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../../providers/AppProviders';
import { createAppStore } from '../../store/create-app-store';
import { toastShown, TOAST_DURATION_MS } from '../toasts.slice';

const renderToaster = () => {
  const store = createAppStore();
  render(
    <AppProviders store={store}>
      <p>page</p>
    </AppProviders>,
  );
  return store;
};

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a second toast replaces the first', () => {
    const store = renderToaster();

    act(() => {
      store.dispatch(toastShown({ title: 'Login successful', description: 'Welcome back!' }));
    });
    act(() => {
      store.dispatch(toastShown({ title: 'Login failed', variant: 'destructive' }));
    });

    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
  });

  it('removes the toast after 8000 ms', () => {
    jest.useFakeTimers();
    const store = renderToaster();

    act(() => {
      store.dispatch(toastShown({ title: 'Settings Updated' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Settings Updated');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Settings Updated')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Settings Updated')).not.toBeInTheDocument();
  });

  it('closes the toast with its close button', async () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(toastShown({ title: 'Signed out successfully' }));
    });

    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());

    expect(screen.queryByText('Signed out successfully')).not.toBeInTheDocument();
  });
});
