import { practiceStreak } from '../practice-streak';

describe('practiceStreak', () => {
  it('counts days in a row with practice, including a streak that can still go on today', () => {
    const days = ['2026-11-18', '2026-11-19', '2026-11-20'];
    expect(practiceStreak(days, '2026-11-20', 0)).toEqual({ current: 3, longest: 3, practisedToday: true });
    expect(practiceStreak(days, '2026-11-21', 0)).toEqual({ current: 3, longest: 3, practisedToday: false });
    expect(practiceStreak(days, '2026-11-22', 0)).toEqual({ current: 0, longest: 3, practisedToday: false });
  });

  it('lets the chosen number of days off pass without ending the streak', () => {
    const days = ['2026-11-10', '2026-11-12', '2026-11-15', '2026-11-16'];
    expect(practiceStreak(days, '2026-11-16', 0)).toMatchObject({ current: 2, longest: 2 });
    expect(practiceStreak(days, '2026-11-16', 1)).toMatchObject({ current: 2, longest: 2 });
    expect(practiceStreak(days, '2026-11-16', 2)).toMatchObject({ current: 4, longest: 4 });
    expect(practiceStreak(days, '2026-11-19', 2)).toMatchObject({ current: 4 });
    expect(practiceStreak(days, '2026-11-20', 2)).toMatchObject({ current: 0, longest: 4 });
  });

  it('keeps the longest streak apart from the current one, across month and year ends', () => {
    const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-02-27', '2026-02-28', '2026-03-01'];
    expect(practiceStreak(days, '2026-03-01', 0)).toEqual({ current: 3, longest: 4, practisedToday: true });
  });

  it('has nothing to count before the first practice', () => {
    expect(practiceStreak([], '2026-11-20', 1)).toEqual({ current: 0, longest: 0, practisedToday: false });
  });
});
