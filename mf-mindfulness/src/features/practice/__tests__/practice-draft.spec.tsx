import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import type { PracticeDraft } from '@anchor/contracts';
import { screen, waitFor } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { BreathingCopy } from '../../breathing/copy';
import { ExerciseCopy } from '../../exercises/copy';
import { PracticeCopy } from '../copy';

const startedAt = new Date(Date.now() - 6 * 60_000).toISOString();
const thoughtRecordAtStep4: PracticeDraft = {
  type: 'cbt',
  subtype: 'thought_challenging',
  step: 3,
  entries: { situation: 'Missed a call from work', thought: 'I am going to be fired', errors: ['Fortune telling'] },
  startedAt,
  sudsBefore: 7,
  updatedAt: startedAt,
};
const withDraft = (draft: PracticeDraft | null) => ({
  ...progressRoutes(),
  'GET /api/mindfulness/draft': { status: 200, body: { draft } },
});

describe('a practice in progress', () => {
  it('reopens a thought record at step 4 with its text, and keeps it when the person goes back a step', async () => {
    installFakeFetch(withDraft(thoughtRecordAtStep4));
    const { user } = renderWithApp(<MindfulnessTab />);

    expect(await screen.findByText(ExerciseCopy.stepOf(4, 5))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The evidence' })).toBeInTheDocument();
    expect(screen.getByText(PracticeCopy.resumed)).toBeInTheDocument();
    expect(screen.getByLabelText('Your original thought')).toHaveTextContent('I am going to be fired');
    expect(screen.getByText(`${PracticeCopy.sudsBeforeQuestion} 7`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ExerciseCopy.previous }));
    expect(screen.getByRole('checkbox', { name: 'Fortune telling' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: ExerciseCopy.previous }));
    expect(screen.getByLabelText('Automatic thought')).toHaveValue('I am going to be fired');
  });

  it('saves the step and what was typed on the server as the person goes, and the time from the true start', async () => {
    const { callsTo } = installFakeFetch(withDraft(thoughtRecordAtStep4));
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.type(await screen.findByLabelText('Evidence for the thought'), 'They sounded annoyed');

    await waitFor(() => expect(callsTo('PUT', '/api/mindfulness/draft').length).toBeGreaterThan(0), { timeout: 8000 });
    expect(callsTo('PUT', '/api/mindfulness/draft').at(-1)?.body).toEqual({
      type: 'cbt',
      subtype: 'thought_challenging',
      step: 3,
      entries: { ...thoughtRecordAtStep4.entries, evidenceFor: 'They sounded annoyed' },
      startedAt,
      sudsBefore: 7,
    });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('annoyed');
  });

  it('sends what was typed a moment before the page closes with keepalive, so a reload loses nothing', async () => {
    const { callsTo } = installFakeFetch(withDraft(thoughtRecordAtStep4));
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.type(await screen.findByLabelText('Evidence for the thought'), 'Late again');
    window.dispatchEvent(new Event('pagehide'));

    const [sent] = callsTo('PUT', '/api/mindfulness/draft');
    expect(sent).toMatchObject({ keepalive: true, body: { step: 3 } });
    expect(sent.body).toMatchObject({ entries: { evidenceFor: 'Late again' } });
  });

  it('keeps what was typed on screen when saving fails, and says it will try again', async () => {
    installFakeFetch({
      ...withDraft(null),
      'PUT /api/mindfulness/draft': { status: 503, body: { message: 'Service unavailable' } },
    });
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.click(screen.getByRole('button', { name: 'Start Exercises' }));
    await user.click(screen.getByRole('button', { name: 'Start Exercise: Thought Challenging' }));
    await user.type(screen.getByLabelText('Situation'), 'Crowded train');

    expect(await screen.findByText(PracticeCopy.draftNotSaved, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Situation')).toHaveValue('Crowded train');
  });

  it('starts over from step 1 with nothing filled in, discarding the draft', async () => {
    const { callsTo } = installFakeFetch(withDraft(thoughtRecordAtStep4));
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.click(await screen.findByRole('button', { name: PracticeCopy.startOver }));

    expect(callsTo('DELETE', '/api/mindfulness/draft')).toHaveLength(1);
    expect(screen.getByText(ExerciseCopy.stepOf(1, 5))).toBeInTheDocument();
    expect(screen.getByLabelText('Situation')).toHaveValue('');
    expect(screen.queryByText(PracticeCopy.resumed)).not.toBeInTheDocument();
    expect(screen.getByText(PracticeCopy.sudsBeforeQuestion)).toBeInTheDocument();
  });

  it('resumes 4-7-8 breathing at the start of the cycle it was in, recording the time from the first Start', async () => {
    const { callsTo } = installFakeFetch({
      ...withDraft({ ...thoughtRecordAtStep4, type: 'breathing', subtype: '4-7-8', step: 2, entries: { started: 1 } }),
      'POST /api/mindfulness': { status: 201, body: { id: 1, sudsBefore: 7, sudsAfter: 3, journalEntryId: null } },
    });
    const { user, container } = renderWithApp(<MindfulnessTab />);

    expect(await screen.findByRole('button', { name: BreathingCopy.complete })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: BreathingCopy.title })).toBeInTheDocument();
    expect(screen.getByText(PracticeCopy.resumed)).toBeInTheDocument();
    expect(container.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'inhale');
    expect(screen.getByText('Breathe in through your nose for 4 seconds')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BreathingCopy.complete }));
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({ type: 'breathing', sudsBefore: 7, startedAt });
  });
});
