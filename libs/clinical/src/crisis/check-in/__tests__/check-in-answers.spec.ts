import { parseCheckInAnswer } from '../check-in-answers';

describe('parseCheckInAnswer', () => {
  it.each([
    ['Yes', 'yes'],
    ['yeah', 'yes'],
    ['yep, most nights', 'yes'],
    ['sometimes', 'yes'],
    ['kinda', 'yes'],
    ['yes I have pills', 'yes'],
    ["I've thought about it", 'yes'],
    ['No', 'no'],
    ['not really', 'no'],
    ["no I'm fine", 'no'],
    ['Nope.', 'no'],
    ["I haven't", 'no'],
    ['I’m okay', 'no'],
    ['not really, but sometimes at night', 'unsure'],
    ['maybe', 'unsure'],
    ["I don't know", 'unsure'],
    ["I'm not sure", 'unsure'],
    ["I'd rather not say", 'declined'],
    ['I would rather not answer that', 'declined'],
    ['skip', 'declined'],
    ['forget it', 'declined'],
  ])('reads %j as %s', (text, answer) => {
    expect(parseCheckInAnswer(text)).toBe(answer);
  });

  it.each(['I had a nightmare about the convoy', 'what do you mean?', 'can you help me sleep'])(
    'reads %j as no answer at all',
    (text) => {
      expect(parseCheckInAnswer(text)).toBeNull();
    },
  );
});
