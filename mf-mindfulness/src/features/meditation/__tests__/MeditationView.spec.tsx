import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { PracticeCopy } from '../../practice/copy';
import { MeditationCopy } from '../copy';

const START = new Date('2026-11-23T10:00:00Z');
const timerAnswer = (duration: number, remainingMs: number) => ({
  status: 200,
  body: { duration, remainingMs, endsAt: new Date(START.getTime() + remainingMs).toISOString() },
});

async function openMeditation(routes: Record<string, unknown> = {}) {
  const fake = installFakeFetch({
    ...progressRoutes(),
    'POST /api/mindfulness/meditation-timer': timerAnswer(300, 300_000),
    'DELETE /api/mindfulness/meditation-timer': { status: 204 },
    'POST /api/mindfulness': { status: 201, body: { id: 1, sudsBefore: 6, sudsAfter: 3 } },
    ...(routes as object),
  });
  const view = renderWithApp(<MindfulnessTab />, { fakeTimers: true });
  await view.user.click(screen.getByRole('button', { name: 'Start Session' }));
  return { ...fake, ...view };
}

describe('the meditation timer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it('offers 5, 10, 15 and 20 minutes and says to select a duration before starting', async () => {
    await openMeditation();
    for (const minutes of [5, 10, 15, 20])
      expect(screen.getByRole('button', { name: `${minutes} min` })).toBeInTheDocument();
    expect(screen.getByText(MeditationCopy.selectDuration)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
  });

  it('keeps true time across a clock jump (a throttled tab) and records only when it reaches 0', async () => {
    const { user, callsTo } = await openMeditation();
    await user.click(screen.getByRole('button', { name: '6' }));
    await user.click(screen.getByRole('button', { name: MeditationCopy.start }));
    expect(await screen.findByText(MeditationCopy.timeRemaining)).toBeInTheDocument();

    // The tab slept: no ticks ran, but the wall clock moved on 4 minutes.
    jest.setSystemTime(START.getTime() + 240_000);
    await act(async () => jest.advanceTimersByTime(250));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(0);

    jest.setSystemTime(START.getTime() + 300_000);
    await act(async () => jest.advanceTimersByTime(250));
    await user.click(await screen.findByRole('button', { name: '3' }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({
      type: 'meditation',
      duration: 300,
      sudsBefore: 6,
      sudsAfter: 3,
    });
    expect(callsTo('DELETE', '/api/mindfulness/meditation-timer')).toHaveLength(1);
  });

  it('records nothing when stopped early and withdraws the end bell', async () => {
    const { user, callsTo } = await openMeditation();
    await user.click(screen.getByRole('button', { name: MeditationCopy.start }));
    await user.click(await screen.findByRole('button', { name: MeditationCopy.stop }));
    jest.setSystemTime(START.getTime() + 400_000);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(callsTo('DELETE', '/api/mindfulness/meditation-timer')).toHaveLength(1);
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(0);
    expect(screen.getByText(MeditationCopy.selectDuration)).toBeInTheDocument();
  });

  it('resumes a running meditation after a reload from the server’s end time', async () => {
    await openMeditation({
      'GET /api/mindfulness/meditation-timer': { status: 200, body: { timer: timerAnswer(600, 425_000).body } },
    });
    expect(await screen.findByText(MeditationCopy.timeRemaining)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('07:05');
    expect(screen.getByRole('button', { name: MeditationCopy.stop })).toBeInTheDocument();
  });
});
