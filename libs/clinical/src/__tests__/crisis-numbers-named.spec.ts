import { CRISIS_LINES } from '../crisis-resources';
import { CRISIS_RECHECK_REPLY, CRISIS_REPLIES } from '../crisis/crisis-replies';

/** Every number a reply names (988, 741741, 838255, 911 …) must be one the crisis lines reach. */
const listedNumbers = new Set(CRISIS_LINES.flatMap((line) => line.href.match(/^(?:tel|sms):(\d+)/)?.slice(1) ?? []));

describe('the assistant’s crisis answers', () => {
  it('name only numbers from the one list of crisis lines, and 988 in Spanish and for veterans', () => {
    for (const reply of [...Object.values(CRISIS_REPLIES), CRISIS_RECHECK_REPLY]) {
      for (const number of reply.match(/\b\d{3,6}\b/g) ?? []) expect(listedNumbers).toContain(number);
    }
    expect(CRISIS_REPLIES.crisis).toContain('press 2, or text AYUDA to 988');
    expect(CRISIS_REPLIES.crisis).toContain('press 1, or text 838255');
  });
});
