import { localTimeOn } from '../use-cases/schedule-assessment.use-case';

describe("a requested assessment's reminder time", () => {
  it.each([
    ['2026-12-10', 'UTC', '2026-12-10T09:00:00.000Z'],
    ['2026-12-10', 'Pacific/Kiritimati', '2026-12-09T19:00:00.000Z'],
    ['2026-12-10', 'Pacific/Pago_Pago', '2026-12-10T20:00:00.000Z'],
    ['2026-03-07', 'America/New_York', '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T13:00:00.000Z'],
    ['2026-10-25', 'Europe/Berlin', '2026-10-25T08:00:00.000Z'],
  ])('is 09:00 on %s in %s', (date, timeZone, expected) => {
    expect(localTimeOn(date, '09:00', timeZone).toISOString()).toBe(expected);
  });
});
