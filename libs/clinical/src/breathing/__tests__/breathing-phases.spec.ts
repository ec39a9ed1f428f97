import { breathingMomentAt } from '../breathing-phases';

describe('4-7-8 breathing phases', () => {
  it.each([
    [0, 'inhale', 4, 0],
    [3_999, 'inhale', 1, 0],
    [4_000, 'hold', 7, 0],
    [10_999, 'hold', 1, 0],
    [11_000, 'exhale', 8, 0],
    [18_999, 'exhale', 1, 0],
    [19_000, 'inhale', 4, 1],
    [19_000 * 5 + 12_500, 'exhale', 7, 5],
  ])('at %i ms it is %s with %i s left (cycle %i)', (elapsed, phase, secondsLeft, cycle) => {
    const moment = breathingMomentAt(elapsed);
    expect([moment.phase.name, moment.secondsLeft, moment.cycle]).toEqual([phase, secondsLeft, cycle]);
  });
});
