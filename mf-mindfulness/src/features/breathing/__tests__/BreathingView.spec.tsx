import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { PracticeCopy } from '../../practice/copy';
import { BreathingCopy } from '../copy';

describe('4-7-8 breathing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('speaks each phase for screen readers and records 300 s of 4-7-8 on Complete Session', async () => {
    const { callsTo } = installFakeFetch({
      ...progressRoutes(),
      'POST /api/mindfulness': { status: 201, body: { id: 2 } },
    });
    const { user } = renderWithApp(<MindfulnessTab />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Start Breathing' }));
    await user.click(screen.getByRole('button', { name: BreathingCopy.start }));
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
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({
      type: 'breathing',
      subtype: '4-7-8',
      duration: 300,
    });
  });
});
