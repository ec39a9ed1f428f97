import { renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen, within } from '@testing-library/react';
import { OfflineHelp } from '../OfflineHelp';
import { BreathingCopy, TimerCopy } from '../copy';

const open = async (name: string) => {
  const rendered = renderWithApp(<OfflineHelp />, { fakeTimers: true });
  await rendered.user.click(screen.getByRole('button', { name: new RegExp(name) }));
  return { ...rendered, exercise: screen.getByRole('region', { name }) };
};

const advance = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('offline timed exercises', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 4-7-8 breathing through its phases for four rounds, then says it is done', async () => {
    const { user, exercise } = await open(BreathingCopy.name);
    await user.click(within(exercise).getByRole('button', { name: BreathingCopy.start }));
    expect(within(exercise).getByText('Breathe in for 4 seconds')).toBeInTheDocument();
    expect(within(exercise).getByText('Round 1 of 4')).toBeInTheDocument();
    await advance(4_000);
    expect(within(exercise).getByText('Hold for 7 seconds')).toBeInTheDocument();
    await advance(7_000);
    expect(within(exercise).getByText('Breathe out for 8 seconds')).toBeInTheDocument();
    await advance(8_000);
    expect(within(exercise).getByText('Breathe in for 4 seconds')).toBeInTheDocument();
    expect(within(exercise).getByText('Round 2 of 4')).toBeInTheDocument();

    await advance(3 * 19_000);
    expect(within(exercise).getByText(BreathingCopy.done)).toBeInTheDocument();
    expect(within(exercise).getByRole('button', { name: BreathingCopy.start })).toBeInTheDocument();
  });

  it('stops breathing when asked', async () => {
    const { user, exercise } = await open(BreathingCopy.name);
    await user.click(within(exercise).getByRole('button', { name: BreathingCopy.start }));
    await user.click(within(exercise).getByRole('button', { name: BreathingCopy.stop }));
    expect(within(exercise).queryByText('Breathe in for 4 seconds')).not.toBeInTheDocument();
    expect(within(exercise).getByRole('button', { name: BreathingCopy.start })).toBeInTheDocument();
  });

  it('counts a 1-minute timer down to the end and announces it', async () => {
    const { user, exercise } = await open(TimerCopy.name);
    await user.click(within(exercise).getByRole('button', { name: '1 minute' }));
    expect(within(exercise).getByRole('timer')).toHaveTextContent('1:00');
    expect(within(exercise).getByText('Timer started for 1 minute.')).toBeInTheDocument();
    await advance(30_000);
    expect(within(exercise).getByRole('timer')).toHaveTextContent('0:30');
    await advance(30_000);
    expect(within(exercise).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(exercise).getByText(TimerCopy.done)).toBeInTheDocument();
  });

  it('stops a 5-minute timer part way', async () => {
    const { user, exercise } = await open(TimerCopy.name);
    await user.click(within(exercise).getByRole('button', { name: '5 minutes' }));
    await advance(61_000);
    expect(within(exercise).getByRole('timer')).toHaveTextContent('3:59');
    await user.click(within(exercise).getByRole('button', { name: TimerCopy.stop }));
    expect(within(exercise).getByText(TimerCopy.stopped)).toBeInTheDocument();
    expect(within(exercise).getByRole('button', { name: '3 minutes' })).toBeInTheDocument();
  });
});
