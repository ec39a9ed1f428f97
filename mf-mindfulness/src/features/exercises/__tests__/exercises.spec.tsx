import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { PracticeCopy } from '../../practice/copy';
import { CBT_EXERCISES, MOOD_LOG_EMOTIONS, THINKING_ERRORS } from '../cbt-exercises';
import { ExerciseCopy } from '../copy';
import { EMDR_GUIDED_EXERCISES, POSITIVE_QUALITIES } from '../emdr-exercises';
import { clampToScale } from '../exercise-types';

const distressWords = /distress|anxiety/i;

describe('CBT and EMDR exercises', () => {
  it('rates distress 0-10 and everything else 1-10, and keeps every slider inside its range', () => {
    for (const exercise of [...CBT_EXERCISES, ...EMDR_GUIDED_EXERCISES]) {
      for (const field of exercise.steps.flatMap((step) => step.fields)) {
        if (field.kind !== 'scale') continue;
        expect([field.id, field.min, field.max]).toEqual([field.id, distressWords.test(field.label) ? 0 : 1, 10]);
      }
    }
    expect(clampToScale(14, { min: 1, max: 10 })).toBe(10);
    expect(clampToScale(-3, { min: 0, max: 10 })).toBe(0);
    expect(clampToScale(0, { min: 1, max: 10 })).toBe(1);
    expect(clampToScale(Number.NaN, { min: 1, max: 10 })).toBe(1);
    expect(THINKING_ERRORS).toHaveLength(8);
    expect(MOOD_LOG_EMOTIONS).toEqual(['Anxious', 'Sad', 'Angry', 'Happy', 'Frustrated', 'Hopeful']);
    expect(POSITIVE_QUALITIES).toHaveLength(7);
  });

  it('keeps the original thought in view, then records the session with both ratings and the chosen journal entry', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'POST /api/mindfulness': { status: 201, body: { id: 1, sudsBefore: 7, sudsAfter: 4, journalEntryId: 3 } },
    });
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.click(screen.getByRole('button', { name: 'Start Exercises' }));
    const opened = Date.now();
    await user.click(screen.getByRole('button', { name: 'Start Exercise: Thought Challenging' }));

    await user.click(screen.getByRole('button', { name: '7' }));
    await user.type(screen.getByLabelText('Situation'), 'Missed a call from work');
    await user.click(screen.getByRole('button', { name: ExerciseCopy.next }));
    await user.type(screen.getByLabelText('Automatic thought'), 'I am going to be fired');
    await user.click(screen.getByRole('button', { name: ExerciseCopy.next }));
    expect(screen.getByLabelText('Your original thought')).toHaveTextContent('I am going to be fired');
    await user.click(screen.getByRole('checkbox', { name: 'Fortune telling' }));
    await user.click(screen.getByRole('button', { name: ExerciseCopy.next }));
    await user.click(screen.getByRole('button', { name: ExerciseCopy.next }));
    expect(screen.getByLabelText('Your original thought')).toHaveTextContent('I am going to be fired');
    await user.click(screen.getByRole('button', { name: ExerciseCopy.complete }));

    expect(screen.getByRole('checkbox', { name: PracticeCopy.saveToJournal })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: PracticeCopy.saveToJournal }));
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    const [call] = callsTo('POST', '/api/mindfulness');
    expect(call.body).toMatchObject({
      type: 'cbt',
      subtype: 'thought_challenging',
      duration: 900,
      sudsBefore: 7,
      sudsAfter: 4,
    });
    expect((call.body as { journalText: string }).journalText).toContain('Thinking errors: Fortune telling');
    // The time spent runs from the first step to Complete, not the exercise's planned 900 s.
    const { startedAt, endedAt } = call.body as { startedAt: string; endedAt: string };
    expect(Date.parse(startedAt)).toBeGreaterThanOrEqual(opened);
    expect(Date.parse(endedAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    expect(Date.parse(endedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('stores nothing of what was written without the journal choice, and shows the error alert on failure', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'POST /api/mindfulness': { status: 500, text: 'boom' },
    });
    const { user } = renderWithApp(<MindfulnessTab />);
    await user.click(screen.getByRole('button', { name: 'Start Exercises' }));
    await user.click(screen.getByRole('button', { name: 'Start Exercise: Reframe Negative Thinking' }));
    await user.click(screen.getByRole('button', { name: PracticeCopy.skip }));
    await user.type(screen.getByLabelText('Negative thought'), 'Nobody likes me');
    for (let step = 0; step < 2; step += 1) await user.click(screen.getByRole('button', { name: ExerciseCopy.next }));
    await user.click(screen.getByRole('button', { name: ExerciseCopy.complete }));
    await user.click(screen.getByRole('button', { name: PracticeCopy.skip }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error creating session: /);
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({ sudsBefore: null, sudsAfter: null });
    expect(callsTo('POST', '/api/mindfulness')[0].body).not.toHaveProperty('journalText', expect.any(String));
  });
});
