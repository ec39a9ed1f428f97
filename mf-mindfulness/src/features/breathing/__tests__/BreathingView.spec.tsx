import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { PracticeCopy } from '../../practice/copy';
import { BreathingCopy } from '../copy';

describe('4-7-8 breathing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('speaks each phase for screen readers and records the time from Start to Complete Session', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'POST /api/mindfulness': { status: 201, body: { id: 2 } },
    });
    const { user } = renderWithApp(<MindfulnessTab />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Start Breathing' }));
    await act(async () => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: BreathingCopy.start }));
    const started = Date.now();
    expect(screen.getByText('Breathe in through your nose for 4 seconds')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(4_000));
    expect(screen.getByText('Hold your breath for 7 seconds')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(7_000));
    expect(screen.getByText('Breathe out slowly through your mouth for 8 seconds')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(8_000));
    expect(screen.getByText('Breathe in through your nose for 4 seconds')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BreathingCopy.complete }));
    // The pressed button is gone: focus moves to the rating after, then to the result.
    expect(screen.getByRole('heading', { name: PracticeCopy.sudsAfterQuestion })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: PracticeCopy.skip }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    expect(screen.getByText(PracticeCopy.recorded).parentElement).toHaveFocus();
    const [call] = callsTo('POST', '/api/mindfulness');
    // The planned length stays 300 s; the time spent is one 19-second cycle from Start (not the 30 s before it).
    expect(call.body).toMatchObject({ type: 'breathing', subtype: '4-7-8', duration: 300 });
    const { startedAt, endedAt } = call.body as { startedAt: string; endedAt: string };
    expect(Date.parse(startedAt)).toBe(started);
    expect((Date.parse(endedAt) - Date.parse(startedAt)) / 1000).toBe(19);
  });

  /** Breathing rated 6 before, one cycle, then Complete Session: the rating after is on screen. */
  async function breatheToTheLastRating() {
    const fake = installFakeFetch({
      ...progressRoutes(),
      'POST /api/mindfulness': { status: 201, body: { id: 2, sudsBefore: 6, sudsAfter: null } },
    });
    const rendered = renderWithApp(<MindfulnessTab />, { fakeTimers: true });
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Start Breathing' }));
    await user.click(screen.getByRole('button', { name: '6' }));
    await user.click(screen.getByRole('button', { name: BreathingCopy.start }));
    await act(async () => jest.advanceTimersByTime(19_000));
    await user.click(screen.getByRole('button', { name: BreathingCopy.complete }));
    expect(screen.getByRole('heading', { name: PracticeCopy.sudsAfterQuestion })).toBeInTheDocument();
    return { ...fake, ...rendered };
  }

  it('records the session with the first rating and the time spent when the person leaves at the last rating', async () => {
    const { user, callsTo } = await breatheToTheLastRating();
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `← ${PracticeCopy.backToMindfulness}` }));
    await act(async () => jest.advanceTimersByTime(0));
    const calls = callsTo('POST', '/api/mindfulness');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ type: 'breathing', sudsBefore: 6, sudsAfter: null });
    const { startedAt, endedAt } = calls[0].body as { startedAt: string; endedAt: string };
    expect((Date.parse(endedAt) - Date.parse(startedAt)) / 1000).toBe(19);
  });

  it('records the session when the page itself goes away at the last rating', async () => {
    const { callsTo } = await breatheToTheLastRating();
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(1);
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({ sudsBefore: 6, sudsAfter: null });
  });

  it('records once when the person rates and then leaves', async () => {
    const { user, callsTo } = await breatheToTheLastRating();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `← ${PracticeCopy.backToMindfulness}` }));
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    const calls = callsTo('POST', '/api/mindfulness');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ sudsBefore: 6, sudsAfter: 3 });
  });
});
