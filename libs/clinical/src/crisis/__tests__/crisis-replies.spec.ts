import { CRISIS_RECHECK_REPLY, crisisReply } from '../crisis-replies';

describe('crisisReply', () => {
  it('puts every crisis line in the imminent and crisis replies', () => {
    for (const tier of ['imminent', 'crisis'] as const) {
      const reply = crisisReply(tier, false);
      for (const part of ['988', 'press 1', '838255', 'HOME to 741741', '911']) expect(reply).toContain(part);
    }
  });

  it('asks directly about suicide at the concern tier and offers 988', () => {
    const reply = crisisReply('concern', false);
    expect(reply).toContain('are you thinking about ending your life?');
    expect(reply).toContain('988');
  });

  it('checks in again after a retraction, but keeps the imminent stop', () => {
    expect(crisisReply('crisis', true)).toBe(CRISIS_RECHECK_REPLY);
    for (const part of ['988', 'HOME to 741741', '911']) expect(CRISIS_RECHECK_REPLY).toContain(part);
    expect(crisisReply('imminent', true)).toBe(crisisReply('imminent', false));
  });
});
