import { normaliseMessage } from '../crisis-normalise';

describe('normaliseMessage', () => {
  it.each([
    ['Ｉ ｗａｎｔ ｔｏ ｄｉｅ', 'i want to die'],
    ['I’m done', 'i am done'],
    ['i want to k1ll myself', 'i want to kill myself'],
    ['su1c1d3', 'suicide'],
    ['kiiiiill myself', 'kill myself'],
    ['k i l l myself', 'kill myself'],
    ['k.i.l.l my.self', 'kill myself'],
    ['i wanna kms tn', 'i want to kill myself tonight'],
    ['unalive myself', 'kill myself'],
    ['commit sudoku', 'commit suicide'],
    ['I feel sucidal', 'i feel suicidal'],
    ['been cuttin again', 'been cutting again'],
    ["I can't go on", 'i can not go on'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseMessage(input)).toBe(expected);
  });

  it('leaves numbers that are not disguised letters alone', () => {
    expect(normaliseMessage('Call 988 or text HOME to 741741')).toBe('call 988 or text home to 741741');
  });
});
