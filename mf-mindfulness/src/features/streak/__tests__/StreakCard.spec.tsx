import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { PracticeStreak } from '@anchor/contracts';
import { screen, within } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { StreakCopy } from '../copy';

/** A fake streak resource: PUT stores the setting and answers with the figures the server would count. */
function streakServer(figures: NonNullable<PracticeStreak['figures']>) {
  let state: PracticeStreak = { enabled: false, graceDays: 1, figures: null };
  return {
    'GET /api/mindfulness/streak': () => ({ status: 200, body: state }),
    'PUT /api/mindfulness/streak': (body: unknown) => {
      const changes = body as { enabled: boolean; graceDays: number };
      state = { ...changes, figures: changes.enabled ? figures : null };
      return { status: 200, body: state };
    },
  };
}

describe('the practice streak card', () => {
  it('is off by default and shows no count until the person turns it on', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      ...streakServer({ current: 4, longest: 9, practisedToday: true }),
    });
    const { user } = renderWithApp(<MindfulnessTab />);
    const toggle = await screen.findByRole('switch', { name: StreakCopy.toggle });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(/of practice in this streak/)).not.toBeInTheDocument();

    await user.click(toggle);
    const card = screen.getByRole('region', { name: StreakCopy.title });
    expect(await within(card).findByText('4 days of practice in this streak')).toBeInTheDocument();
    expect(within(card).getByText(StreakCopy.today)).toBeInTheDocument();
    expect(within(card).getByText('Your longest streak: 9 days')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/mindfulness/streak')[0].body).toEqual({ enabled: true, graceDays: 1 });

    await user.selectOptions(within(card).getByLabelText(StreakCopy.graceLabel), '2 days');
    expect(callsTo('PUT', '/api/mindfulness/streak')[1].body).toEqual({ enabled: true, graceDays: 2 });
  });

  it('speaks of a fresh start, never of a loss, when no streak is running', async () => {
    installFakeFetch({
      ...progressRoutes(),
      'GET /api/mindfulness/streak': {
        status: 200,
        body: { enabled: true, graceDays: 0, figures: { current: 0, longest: 1, practisedToday: false } },
      },
    });
    renderWithApp(<MindfulnessTab />);
    const card = await screen.findByRole('region', { name: StreakCopy.title });
    expect(await within(card).findByText(StreakCopy.fresh)).toBeInTheDocument();
    expect(within(card).getByText('Your longest streak: 1 day')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/lost|broke|miss|fail|don.t/i);
  });
});
