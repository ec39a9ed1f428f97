import { forgetKeptTexts, keepText, keptText } from '../kept-text';

describe('text kept for the person who typed it', () => {
  afterEach(() => forgetKeptTexts());

  it('gives the same person their unsent words back, and nothing once they are sent (cleared)', () => {
    keepText(7, 'message', 'I could not sleep');
    expect(keptText(7, 'message')).toBe('I could not sleep');
    keepText(7, 'message', '');
    expect(keptText(7, 'message')).toBe('');
  });

  it('gives another person signing in on the same page nothing of the last one’s, and keeps nothing after sign-out', () => {
    keepText(7, 'message', 'I could not sleep');
    expect(keptText(8, 'message')).toBe('');
    keepText(8, 'message', 'hello');
    expect(keptText(7, 'message')).toBe('');
    forgetKeptTexts();
    expect(keptText(8, 'message')).toBe('');
  });
});
