import { answerCheckIn, startCheckIn, type CheckInState, type CheckInTurn } from '../check-in-flow';
import { CHECK_IN_CLOSINGS, CHECK_IN_QUESTIONS } from '../check-in.copy';

function started(previous: CheckInState | null = null): CheckInTurn {
  const turn = startCheckIn(previous);
  if (!turn) throw new Error('expected a round to start');
  return turn;
}

describe('the check-in', () => {
  it('starts with the wish-to-be-dead question and yes / no / rather-not-say buttons', () => {
    const turn = started();
    expect(turn.say).toContain(CHECK_IN_QUESTIONS.wish_dead[0]);
    expect(turn.buttons.map((button) => button.label)).toEqual(['Yes', 'No', "I'd rather not say"]);
    expect(turn.state).toMatchObject({ awaiting: 'wish_dead', rounds: 1 });
    expect(turn.tier).toBe('none');
  });

  it('closes with support and tier none after three noes, asking nothing word for word twice', () => {
    let turn = started();
    const said = [turn.say];
    for (const answer of ['no', 'no', 'no'] as const) {
      turn = answerCheckIn(turn.state, answer);
      said.push(turn.say);
    }
    expect(turn).toMatchObject({ outcome: 'done', tier: 'none', buttons: [] });
    expect(turn.say).toContain(CHECK_IN_CLOSINGS.none);
    expect(new Set(said).size).toBe(said.length);
  });

  it('asks again on a new signal only in other words', () => {
    let turn = started();
    for (const answer of ['no', 'no', 'no'] as const) turn = answerCheckIn(turn.state, answer);
    const again = started(turn.state);
    expect(again.say).not.toContain(CHECK_IN_QUESTIONS.wish_dead[0]);
    expect(again.say).toContain(CHECK_IN_QUESTIONS.wish_dead[1]);
    const next = answerCheckIn(again.state, 'no');
    expect(next.say).toContain(CHECK_IN_QUESTIONS.thoughts[1]);
  });

  it('stops offering a round once every wording of the first question was used', () => {
    let state: CheckInState | null = null;
    for (let round = 0; round < CHECK_IN_QUESTIONS.wish_dead.length; round += 1) {
      state = answerCheckIn(started(state).state, 'declined').state;
    }
    expect(startCheckIn(state)).toBeNull();
  });

  it('raises the tier with the answers: concern, then crisis with a line of help, then imminent with 911 first', () => {
    let turn = answerCheckIn(started().state, 'yes');
    expect(turn.tier).toBe('concern');
    turn = answerCheckIn(turn.state, 'yes');
    expect(turn).toMatchObject({ tier: 'crisis', outcome: 'asking' });
    expect(turn.say).toContain('988');
    expect(turn.state.awaiting).toBe('how');
    turn = answerCheckIn(turn.state, 'no');
    turn = answerCheckIn(turn.state, 'yes');
    expect(turn).toMatchObject({ tier: 'imminent', outcome: 'done', buttons: [] });
    expect(turn.say.indexOf('911')).toBeLessThan(turn.say.indexOf('988'));
  });

  it('respects "I\'d rather not say": ends the round, keeps the tier, offers 988', () => {
    const turn = answerCheckIn(answerCheckIn(started().state, 'yes').state, 'declined');
    expect(turn).toMatchObject({ outcome: 'declined', tier: 'concern', buttons: [] });
    expect(turn.say).toBe(CHECK_IN_CLOSINGS.declined);
  });

  it('asks an unclear answer again in other words, then lets it go', () => {
    const first = started();
    const again = answerCheckIn(first.state, null);
    expect(again.state.awaiting).toBe('wish_dead');
    expect(again.say).toContain(CHECK_IN_QUESTIONS.wish_dead[1]);
    const third = answerCheckIn(again.state, null);
    const fourth = answerCheckIn(third.state, null);
    expect(fourth.outcome).toBe('declined');
  });
});
