import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { act, screen } from '@testing-library/react';
import MindfulnessTab from '../../../exposed/MindfulnessTab';
import { progressRoutes } from '../../../testing/mindfulness-routes';
import { PracticeCopy } from '../../practice/copy';
import { ExerciseCopy } from '../copy';

/** At most 3 changes of side a second: the photosensitivity limit for flashing. */
const MIN_MS_BETWEEN_CHANGES = 1000 / 3;

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function openBilateral() {
  const fake = installFakeFetch({ ...progressRoutes(), 'POST /api/mindfulness': { status: 201, body: { id: 5 } } });
  const view = renderWithApp(<MindfulnessTab exercise="emdr_bilateral" />, { fakeTimers: true });
  await view.user.click(screen.getByRole('button', { name: '7' }));
  return { ...fake, ...view };
}

const side = (container: HTMLElement) => container.querySelector('[data-side]')?.getAttribute('data-side');

describe('bilateral stimulation', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('moves the light side to side no faster than 3 times a second for 30 s, then records 600 s', async () => {
    prefersReducedMotion(false);
    const { user, container, callsTo } = await openBilateral();
    await user.click(screen.getByRole('button', { name: ExerciseCopy.bilateralStart }));
    expect(screen.queryByText(ExerciseCopy.bilateralReducedMotion)).not.toBeInTheDocument();

    const changes: number[] = [];
    let last = side(container);
    for (let elapsed = 50; elapsed < 29_950; elapsed += 50) {
      await act(async () => jest.advanceTimersByTime(50));
      const now = side(container);
      if (now !== last) changes.push(elapsed);
      last = now;
    }
    expect(changes.length).toBeGreaterThanOrEqual(20);
    const gaps = changes.slice(1).map((at, index) => at - changes[index]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MIN_MS_BETWEEN_CHANGES);
    expect(callsTo('POST', '/api/mindfulness')).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(100));
    await user.click(await screen.findByRole('button', { name: '3' }));
    expect(await screen.findByText(PracticeCopy.recorded)).toBeInTheDocument();
    expect(callsTo('POST', '/api/mindfulness')[0].body).toMatchObject({
      type: 'emdr',
      subtype: 'bilateral_stimulation',
      duration: 600,
      sudsBefore: 7,
      sudsAfter: 3,
    });
  });

  it('says the light jumps instead of sliding when the person asks for reduced motion', async () => {
    prefersReducedMotion(true);
    await openBilateral();
    expect(screen.getByText(ExerciseCopy.bilateralReducedMotion)).toBeInTheDocument();
  });
});
