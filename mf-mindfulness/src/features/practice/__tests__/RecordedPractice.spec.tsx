import { EntryCrisisCopy } from '@anchor/app-runtime';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import { screen, within } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { ExerciseCopy } from '../../exercises/copy';
import { PracticeCopy } from '../copy';

const CRISIS_THOUGHT = 'Everyone would be better off without me. I want to kill myself.';

/** A reframe exercise with one thought written and kept in the journal; the server answers with `check`. */
async function keepReframe(check: { crisisTier: string; crisisUncertain: boolean }) {
  installFakeFetch({
    ...progressRoutes(),
    'POST /api/mindfulness': {
      status: 201,
      body: { id: 1, sudsBefore: null, sudsAfter: null, journalEntryId: 3, ...check },
    },
  });
  const panel = jest.fn();
  window.addEventListener(OPEN_CRISIS_PANEL_EVENT, panel);
  const rendered = renderWithApp(<MindfulnessTab />);
  const { user } = rendered;
  await user.click(screen.getByRole('button', { name: 'Start Exercises' }));
  await user.click(screen.getByRole('button', { name: 'Start Exercise: Reframe Negative Thinking' }));
  await user.click(screen.getByRole('button', { name: PracticeCopy.skip }));
  await user.type(screen.getByLabelText('Negative thought'), CRISIS_THOUGHT);
  for (let step = 0; step < 2; step += 1) await user.click(screen.getByRole('button', { name: ExerciseCopy.next }));
  await user.click(screen.getByRole('button', { name: ExerciseCopy.complete }));
  await user.click(screen.getByRole('checkbox', { name: PracticeCopy.saveToJournal }));
  await user.click(screen.getByRole('button', { name: PracticeCopy.skip }));
  await screen.findByText(PracticeCopy.recorded);
  window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, panel);
  return { ...rendered, panel };
}

const supportCard = () => screen.queryByRole('complementary', { name: EntryCrisisCopy.title });

describe('a recorded practice whose words the crisis check flagged', () => {
  it('keeps the saved thought shown with the crisis lines beside it, focused, until the person closes them', async () => {
    const { user, panel } = await keepReframe({ crisisTier: 'crisis', crisisUncertain: false });
    const kept = screen.getByRole('region', { name: PracticeCopy.savedToJournal });
    expect(kept).toHaveTextContent(CRISIS_THOUGHT);
    const card = supportCard()!;
    expect(card).toHaveTextContent(EntryCrisisCopy.urgent);
    expect(within(card).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(card).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(card).getByRole('link', { name: /^Text HOME to 741741/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Call 911/ })).toHaveAttribute('href', 'tel:911');
    expect(within(card).getByRole('heading', { name: EntryCrisisCopy.title })).toHaveFocus();
    expect(panel).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: EntryCrisisCopy.dismiss }));
    expect(supportCard()).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: PracticeCopy.savedToJournal })).toHaveTextContent(CRISIS_THOUGHT);
  });

  it('offers support gently when the check is unsure', async () => {
    await keepReframe({ crisisTier: 'none', crisisUncertain: true });
    expect(supportCard()).toHaveTextContent(EntryCrisisCopy.gentle);
    expect(supportCard()).not.toHaveTextContent(EntryCrisisCopy.urgent);
  });

  it('opens the crisis panel at once for an imminent risk', async () => {
    const { panel } = await keepReframe({ crisisTier: 'imminent', crisisUncertain: false });
    expect(panel).toHaveBeenCalled();
    expect(supportCard()).toHaveTextContent(EntryCrisisCopy.urgent);
  });

  it('shows only the recorded session when nothing was flagged', async () => {
    await keepReframe({ crisisTier: 'none', crisisUncertain: false });
    expect(screen.getByText(PracticeCopy.recorded).closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('region', { name: PracticeCopy.savedToJournal })).not.toBeInTheDocument();
    expect(supportCard()).not.toBeInTheDocument();
  });
});
