import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { PracticeCopy } from '../../practice/copy';
import { MeditationCopy } from '../copy';

const START = new Date('2026-11-23T10:00:00Z');
const timerAnswer = (duration: number, remainingMs: number, sudsBefore: number | null = null) => ({
  status: 200,
  body: { duration, remainingMs, sudsBefore, endsAt: new Date(START.getTime() + remainingMs).toISOString() },
});

async function openMeditation(routes: Record<string, unknown> = {}) {
  const fake = installFakeFetch({
    ...progressRoutes(),
    'POST /api/mindfulness/meditation-timer': timerAnswer(300, 300_000, 6),
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
    // The time spent is the timer's whole run, ending as it reached 0.
    const { startedAt, endedAt } = callsTo('POST', '/api/mindfulness')[0].body as Record<string, string>;
    expect(Date.parse(endedAt) - Date.parse(startedAt)).toBe(300_000);
    expect(Math.abs(Date.parse(endedAt) - (START.getTime() + 300_000))).toBeLessThan(1000);
    expect(callsTo('DELETE', '/api/mindfulness/meditation-timer')).toHaveLength(1);
    expect(callsTo('POST', '/api/mindfulness/meditation-timer')[0].body).toEqual({ duration: 300, sudsBefore: 6 });
  });

  it('records nothing when stopped early and withdraws the end bell', async () => {
    const { user, callsTo } = await openMeditation();
    await user.click(screen.getByRole('button', { name: MeditationCopy.start }));
    await screen.findByRole('button', { name: MeditationCopy.stop });
    jest.setSystemTime(START.getTime() + 125_000);
    await act(async () => jest.advanceTimersByTime(250));
    await user.click(screen.getByRole('button', { name: MeditationCopy.stop }));
    // The person is told the session stopped early is not counted, and how long they sat.
    expect(
      screen.getByText('Stopped after 2 min 5 s. Only sessions that run to the end are counted in your practice.'),
    ).toHaveAttribute('role', 'status');
    jest.setSystemTime(START.getTime() + 400_000);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(callsTo('DELETE', '/api/mindfulness/meditation-timer')).toHaveLength(1);
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(0);
    expect(screen.getByText(MeditationCopy.selectDuration)).toBeInTheDocument();
  });

  it('takes the rating before away once the timer has started without one, as the server keeps it at the start', async () => {
    const { user, callsTo } = await openMeditation({
      'POST /api/mindfulness/meditation-timer': timerAnswer(300, 300_000, null),
    });
    expect(screen.getByRole('heading', { name: PracticeCopy.sudsBeforeQuestion })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MeditationCopy.start }));
    expect(await screen.findByText(MeditationCopy.timeRemaining)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: PracticeCopy.sudsBeforeQuestion })).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/mindfulness/meditation-timer')[0].body).toEqual({ duration: 300, sudsBefore: null });
  });

  it('keeps the question before when the timer could not start', async () => {
    const { user } = await openMeditation({
      'POST /api/mindfulness/meditation-timer': { status: 503, body: { message: 'Service unavailable' } },
    });
    await user.click(screen.getByRole('button', { name: MeditationCopy.start }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: PracticeCopy.sudsBeforeQuestion })).toBeInTheDocument();
  });

  it('resumes a running meditation after a reload from the server’s end time', async () => {
    await openMeditation({
      'GET /api/mindfulness/meditation-timer': { status: 200, body: { timer: timerAnswer(600, 425_000).body } },
    });
    expect(await screen.findByText(MeditationCopy.timeRemaining)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('07:05');
    expect(screen.getByRole('button', { name: MeditationCopy.stop })).toBeInTheDocument();
  });

  it('opens a meditation still running after a reload by itself, with the rating given before it began', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'GET /api/mindfulness/meditation-timer': { status: 200, body: { timer: timerAnswer(600, 425_000, 6).body } },
      'DELETE /api/mindfulness/meditation-timer': { status: 204 },
      'POST /api/mindfulness': { status: 201, body: { id: 1, sudsBefore: 6, sudsAfter: 2 } },
    });
    const { user } = renderWithApp(<MindfulnessTab />, { fakeTimers: true });
    expect(await screen.findByText(MeditationCopy.timeRemaining)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('07:05');
    expect(screen.queryByRole('heading', { name: PracticeCopy.sudsBeforeQuestion })).not.toBeInTheDocument();
    expect(screen.getByText(`${PracticeCopy.sudsBeforeQuestion} 6`)).toBeInTheDocument();

    jest.setSystemTime(START.getTime() + 425_000);
    await act(async () => jest.advanceTimersByTime(250));
    await user.click(await screen.findByRole('button', { name: '2' }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({
      type: 'meditation',
      duration: 600,
      sudsBefore: 6,
      sudsAfter: 2,
    });
  });

  it('holds a screen wake lock while it runs and rings a 440 Hz tone for 2 s when it reaches 0', async () => {
    const release = jest.fn(async () => undefined);
    const request = jest.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const tones: { frequency: number; startedAt: number; stopAt: number }[] = [];
    class FakeAudioContext {
      currentTime = 10;
      destination = {};
      createGain = () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (next: unknown) => next,
      });
      createOscillator = () => {
        const tone = { frequency: 0, startedAt: -1, stopAt: -1 };
        tones.push(tone);
        const oscillator = {
          type: 'sine',
          frequency: {
            set value(hz: number) {
              tone.frequency = hz;
            },
          },
          connect: (next: unknown) => next,
          start: () => {
            tone.startedAt = this.currentTime;
          },
          stop: (at: number) => {
            tone.stopAt = at;
          },
          onended: null,
        };
        return oscillator;
      };
      close = async () => undefined;
    }
    Object.defineProperty(globalThis, 'AudioContext', { value: FakeAudioContext, configurable: true });
    try {
      const { user } = await openMeditation();
      await user.click(screen.getByRole('button', { name: PracticeCopy.skip }));
      await user.click(screen.getByRole('button', { name: MeditationCopy.start }));
      await screen.findByRole('button', { name: MeditationCopy.stop });
      expect(request).toHaveBeenCalledWith('screen');
      expect(release).not.toHaveBeenCalled();

      jest.setSystemTime(START.getTime() + 299_000);
      await act(async () => jest.advanceTimersByTime(250));
      expect(tones).toEqual([]);
      jest.setSystemTime(START.getTime() + 300_000);
      await act(async () => jest.advanceTimersByTime(250));
      expect(tones).toEqual([{ frequency: 440, startedAt: 10, stopAt: 12 }]);
      expect(release).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
      Reflect.deleteProperty(globalThis, 'AudioContext');
    }
  });
});
