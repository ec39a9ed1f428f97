import { checkInTier, nextCheckInQuestion } from '../check-in-triage';

describe('checkInTier', () => {
  it('is none when every answer is no', () => {
    expect(checkInTier({ wish_dead: 'no', thoughts: 'no', behaviour: 'no' })).toBe('none');
  });

  it('is concern for a wish to be dead alone', () => {
    expect(checkInTier({ wish_dead: 'yes', thoughts: 'no', behaviour: 'no' })).toBe('concern');
  });

  it.each([
    ['thoughts', { thoughts: 'yes' }],
    ['how', { thoughts: 'yes', how: 'yes', intent: 'no', plan: 'no' }],
    ['an unsure answer to thoughts', { thoughts: 'unsure' }],
  ] as const)('is crisis after a yes to %s', (_case, answers) => {
    expect(checkInTier(answers)).toBe('crisis');
  });

  it.each(['intent', 'plan', 'behaviour'] as const)('is imminent after a yes to %s', (question) => {
    expect(checkInTier({ wish_dead: 'no', thoughts: 'yes', [question]: 'yes' })).toBe('imminent');
  });

  it('is imminent for a recent preparation even without thoughts of suicide today', () => {
    expect(checkInTier({ wish_dead: 'no', thoughts: 'no', behaviour: 'yes' })).toBe('imminent');
  });
});

describe('nextCheckInQuestion', () => {
  it('asks 1, 2 and then 6 when there are no thoughts of suicide', () => {
    expect(nextCheckInQuestion({})).toBe('wish_dead');
    expect(nextCheckInQuestion({ wish_dead: 'yes' })).toBe('thoughts');
    expect(nextCheckInQuestion({ wish_dead: 'yes', thoughts: 'no' })).toBe('behaviour');
    expect(nextCheckInQuestion({ wish_dead: 'yes', thoughts: 'no', behaviour: 'no' })).toBeNull();
  });

  it('asks how, intent and a plan after a yes to thoughts, then 6', () => {
    expect(nextCheckInQuestion({ wish_dead: 'no', thoughts: 'yes' })).toBe('how');
    expect(nextCheckInQuestion({ wish_dead: 'no', thoughts: 'yes', how: 'no' })).toBe('intent');
    expect(nextCheckInQuestion({ wish_dead: 'no', thoughts: 'yes', how: 'no', intent: 'no' })).toBe('plan');
    expect(nextCheckInQuestion({ wish_dead: 'no', thoughts: 'yes', how: 'no', intent: 'no', plan: 'no' })).toBe(
      'behaviour',
    );
  });

  it('stops asking after a decline or an imminent answer', () => {
    expect(nextCheckInQuestion({ wish_dead: 'declined' })).toBeNull();
    expect(nextCheckInQuestion({ wish_dead: 'yes', thoughts: 'yes', how: 'yes', intent: 'yes' })).toBeNull();
  });
});
