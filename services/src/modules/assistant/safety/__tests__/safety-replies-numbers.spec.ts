import { CRISIS_LINES } from '@anchor/clinical';
import { SAFETY_REPLIES } from '../safety-replies.copy';

const listedNumbers = new Set(CRISIS_LINES.flatMap((line) => line.href.match(/^(?:tel|sms):(\d+)/)?.slice(1) ?? []));

describe('the safety path’s wordings', () => {
  it('name only numbers the crisis lines reach', () => {
    const replies = Object.values(SAFETY_REPLIES).flat();
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      for (const number of reply.match(/\b\d{3,6}\b/g) ?? []) expect(listedNumbers).toContain(number);
    }
  });
});
