import { EntryCrisisCopy, useGetCurrentUserQuery } from '@anchor/app-runtime';
import type { ReactNode } from 'react';
import { forgetKeptTexts, installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { OPEN_CRISIS_PANEL_EVENT } from '@anchor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import MoodCheckIn from '../../../exposed/MoodCheckIn';
import { MoodCopy } from '../copy';

const savedEntry = {
  id: 1,
  mood: 7,
  energy: 4,
  anxiety: null,
  notes: 'Slept well',
  source: 'reminder',
  createdAt: '2026-11-21T09:00:00.000Z',
};

/** As in the app: the check-in shows once the signed-in person is known. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useGetCurrentUserQuery();
  return data ? children : null;
}
const renderSignedIn = () =>
  renderWithApp(
    <SignedIn>
      <MoodCheckIn />
    </SignedIn>,
  );
const signedInAs = (id: number) => ({
  'GET /api/session': { status: 200, body: { user: { id, username: `person${id}` } } },
});

const saveButton = () => screen.getByRole('button', { name: MoodCopy.save });
const scale = (name: string) => screen.getByRole('radiogroup', { name });

describe('MoodCheckIn', () => {
  afterEach(() => forgetKeptTexts());

  it('gives the same person their unsaved notes back when the check-in returns (another tab, signing in again), not someone else', async () => {
    installFakeFetch(signedInAs(7));
    const first = renderSignedIn();
    await first.user.type(await screen.findByLabelText(MoodCopy.notesLabel), 'Nightmare again');
    first.unmount();

    renderSignedIn();
    expect(await screen.findByLabelText(MoodCopy.notesLabel)).toHaveValue('Nightmare again');
  });

  it('keeps nothing of one person for another signing in on the same page', async () => {
    installFakeFetch(signedInAs(7));
    const first = renderSignedIn();
    await first.user.type(await screen.findByLabelText(MoodCopy.notesLabel), 'Nightmare again');
    first.unmount();

    installFakeFetch(signedInAs(8));
    renderSignedIn();
    expect(await screen.findByLabelText(MoodCopy.notesLabel)).toHaveValue('');
  });
  it('offers mood 1-10 as a radiogroup and keeps Save disabled until a mood is picked', async () => {
    installFakeFetch({});
    const { user, container } = renderWithApp(<MoodCheckIn />);

    expect(container.querySelector('[data-remote="mf_insights_resources"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MoodCopy.heading })).toBeInTheDocument();
    const mood = scale(MoodCopy.mood.label);
    expect(within(mood).getAllByRole('radio')).toHaveLength(10);
    expect(within(mood).getByRole('radio', { name: '1, Very low' })).toBeInTheDocument();
    expect(within(mood).getByRole('radio', { name: '10, Very good' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(within(mood).getByRole('radio', { name: '6' }));
    expect(within(mood).getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
    expect(saveButton()).toBeEnabled();
  });

  it('moves the mood with the arrow keys', async () => {
    installFakeFetch({});
    const { user } = renderWithApp(<MoodCheckIn />);
    const mood = scale(MoodCopy.mood.label);

    await user.click(within(mood).getByRole('radio', { name: '5' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');

    expect(within(mood).getByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'true');
    expect(within(mood).getByRole('radio', { name: '7' })).toHaveFocus();
  });

  it('posts the check-in with its source, says thank you and calls onDone', async () => {
    const { callsTo } = installFakeFetch({ 'POST /api/mood-entries': { status: 201, body: savedEntry } });
    const onDone = jest.fn();
    const { user } = renderWithApp(<MoodCheckIn source="reminder" onDone={onDone} />);

    await user.click(within(scale(MoodCopy.mood.label)).getByRole('radio', { name: '7' }));
    await user.click(within(scale(MoodCopy.energy.label)).getByRole('radio', { name: '4' }));
    await user.type(screen.getByLabelText(MoodCopy.notesLabel), '  Slept well ');
    await user.click(saveButton());

    expect(await screen.findByText(MoodCopy.savedTitle)).toBeInTheDocument();
    expect(screen.getByText(MoodCopy.savedDescription)).toBeInTheDocument();
    expect(callsTo('POST', '/api/mood-entries').map((call) => call.body)).toEqual([
      { mood: 7, energy: 4, anxiety: null, notes: 'Slept well', source: 'reminder' },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('sends source manual by default and lets an optional scale be cleared', async () => {
    const { callsTo } = installFakeFetch({ 'POST /api/mood-entries': { status: 201, body: savedEntry } });
    const { user } = renderWithApp(<MoodCheckIn />);

    await user.click(within(scale(MoodCopy.mood.label)).getByRole('radio', { name: '3' }));
    await user.click(within(scale(MoodCopy.anxiety.label)).getByRole('radio', { name: '8' }));
    await user.click(screen.getByRole('button', { name: MoodCopy.clear(MoodCopy.anxiety.label) }));
    await user.click(saveButton());

    await waitFor(() => expect(callsTo('POST', '/api/mood-entries')).toHaveLength(1));
    expect(callsTo('POST', '/api/mood-entries')[0].body).toEqual({
      mood: 3,
      energy: null,
      anxiety: null,
      notes: null,
      source: 'manual',
    });
  });

  it('keeps everything entered when saving fails, saying so in a sentence (no status code or server JSON)', async () => {
    installFakeFetch({
      'POST /api/mood-entries': { status: 500, body: { message: 'Internal server error' } },
    });
    const onDone = jest.fn();
    const { user } = renderWithApp(<MoodCheckIn source="reminder" onDone={onDone} />);

    await user.click(within(scale(MoodCopy.mood.label)).getByRole('radio', { name: '2' }));
    await user.click(within(scale(MoodCopy.anxiety.label)).getByRole('radio', { name: '9' }));
    await user.type(screen.getByLabelText(MoodCopy.notesLabel), 'Hard morning');
    await user.click(saveButton());

    const toast = (await screen.findByText(MoodCopy.saveFailedTitle)).closest('[role="alert"]') as HTMLElement;
    expect(
      within(toast).getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(toast).not.toHaveTextContent(/500|\{/);
    expect(onDone).not.toHaveBeenCalled();
    expect(within(scale(MoodCopy.mood.label)).getByRole('radio', { name: '2' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(scale(MoodCopy.anxiety.label)).getByRole('radio', { name: '9' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText(MoodCopy.notesLabel)).toHaveValue('Hard morning');
    expect(saveButton()).toBeEnabled();
  });

  describe('when the crisis check flags the notes', () => {
    const crisisNote = 'I want to kill myself.';
    const flaggedEntry = (crisisTier: string, crisisUncertain = false) => ({
      ...savedEntry,
      mood: 2,
      energy: null,
      notes: crisisNote,
      crisisTier,
      crisisUncertain,
    });
    const saveFlagged = async (body: object) => {
      installFakeFetch({ 'POST /api/mood-entries': { status: 201, body } });
      const onDone = jest.fn();
      const panel = jest.fn();
      window.addEventListener(OPEN_CRISIS_PANEL_EVENT, panel);
      const rendered = renderWithApp(<MoodCheckIn onDone={onDone} />);
      await rendered.user.click(within(scale(MoodCopy.mood.label)).getByRole('radio', { name: '2' }));
      await rendered.user.type(screen.getByLabelText(MoodCopy.notesLabel), crisisNote);
      await rendered.user.click(saveButton());
      await screen.findByRole('complementary', { name: EntryCrisisCopy.title });
      window.removeEventListener(OPEN_CRISIS_PANEL_EVENT, panel);
      return { ...rendered, onDone, panel };
    };

    it('keeps the saved check-in shown with the crisis lines beside it, and closes only when dismissed', async () => {
      const { user, onDone, panel } = await saveFlagged(flaggedEntry('crisis'));
      expect(screen.getByText(MoodCopy.savedTitle)).toBeInTheDocument();
      const saved = screen.getByRole('region', { name: MoodCopy.savedCheckInLabel });
      expect(saved).toHaveTextContent('Mood 2');
      expect(saved).toHaveTextContent(crisisNote);
      const card = screen.getByRole('complementary', { name: EntryCrisisCopy.title });
      expect(card).toHaveTextContent(EntryCrisisCopy.urgent);
      expect(within(card).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
      expect(within(card).getByRole('link', { name: /^Text HOME to 741741/ })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /^Call 911/ })).toBeInTheDocument();
      expect(panel).not.toHaveBeenCalled();
      expect(onDone).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: EntryCrisisCopy.dismiss }));
      expect(onDone).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('complementary', { name: EntryCrisisCopy.title })).not.toBeInTheDocument();
    });

    it('offers support gently when the check is unsure', async () => {
      await saveFlagged(flaggedEntry('none', true));
      const card = screen.getByRole('complementary', { name: EntryCrisisCopy.title });
      expect(card).toHaveTextContent(EntryCrisisCopy.gentle);
      expect(card).not.toHaveTextContent(EntryCrisisCopy.urgent);
    });

    it('opens the crisis panel at once for an imminent risk', async () => {
      const { panel } = await saveFlagged(flaggedEntry('imminent'));
      expect(panel).toHaveBeenCalled();
    });
  });
});
