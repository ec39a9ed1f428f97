import { assessConversation, assessMessage } from '../crisis-detector';
import type { CrisisModel } from '../crisis-types';
import { tierRank } from '../crisis-types';

const tierOf = (text: string) => assessMessage(text).tier;

/** A stand-in model whose probability is set per message, to drive the grey band without the trained weights. */
const modelScoring = (scores: Record<string, number>): CrisisModel => ({
  score: (normalised) => scores[normalised] ?? 0,
});

describe('rules that failed on real wording', () => {
  it.each([
    ['a negation that does not deny', 'I have never wanted to die as much as I do today'],
    ['"not even" before the statement', 'not even my kids stop me thinking about killing myself'],
    ['a word in between', 'I want to literally just die'],
    ['a swear word in between', 'i want to fucking die'],
    ['chat grammar without apostrophes', 'i ve been thinkin about killing myself'],
    ['no subject at all', 'want to die so bad'],
    ['a past attempt', 'they kept me in hospital after I tried'],
    ['an act already done', "I've already taken them"],
    ['pills saved for later', "I have pills saved up and I've been thinking about using them"],
  ])('flags %s: "%s"', (_mechanism, text) => {
    expect(tierRank(tierOf(text))).toBeGreaterThanOrEqual(tierRank('crisis'));
  });

  it.each([
    ["I don't see the point anymore"],
    ["I can't go on like this"],
    ['Nothing matters anymore'],
    ['can t go on'],
  ])('asks about plain-language hopelessness: "%s"', (text) => {
    expect(tierOf(text)).toBe('concern');
  });

  it('makes a means with a day imminent without earlier risk words', () => {
    expect(tierOf('I pick up the rope on Friday')).toBe('imminent');
  });

  it.each([
    ['news', 'The article says suicide rates among veterans rose this year'],
    ['a caregiver', 'my brother died by suicide two years ago today'],
    ['a denial', "No, I'm not suicidal."],
    ['a hyperbole', 'I want to die of laughter watching this show'],
    ['an ordinary past attempt', 'I tried to call my mom but she was busy'],
    ['a pharmacy errand', 'I picked up my pills from the pharmacy today'],
  ])('leaves %s alone: "%s"', (_kind, text) => {
    expect(tierOf(text)).toBe('none');
  });

  it('reaches at least a check-in for harm to others, and crisis with a target or means', () => {
    expect(tierRank(tierOf("I'm so angry I could seriously hurt somebody"))).toBeGreaterThanOrEqual(
      tierRank('concern'),
    );
    expect(tierOf("I'm going to stab the guy who did this to me")).toBe('crisis');
    expect(assessMessage("I'm scared I'll hurt my baby when he won't stop crying").signals).toContain('harm_to_others');
  });

  it('checks a long message whole: a plan at the end of 2,500 characters is imminent', () => {
    const long = `${'Work was hard again and I kept thinking about the convoy. '.repeat(45)}I have the pills ready and I am taking them tonight.`;
    expect(long.length).toBeGreaterThan(2500);
    expect(tierOf(long)).toBe('imminent');
  });
});

describe('the grey band', () => {
  it('asks (uncertain) when the model is unsure and no rule is certain', () => {
    const model = modelScoring({ 'everything is just heavy lately': 0.8 });
    const result = assessMessage('everything is just heavy lately', false, model);
    expect(result).toMatchObject({ tier: 'none', uncertain: true, modelScore: 0.8 });
  });

  it('takes the crisis path when the model is sure', () => {
    const model = modelScoring({ 'it will all be over soon for me': 0.99 });
    expect(assessMessage('it will all be over soon for me', false, model)).toMatchObject({
      tier: 'crisis',
      uncertain: false,
    });
  });

  it('does not ask when the person plainly denies or speaks of someone else', () => {
    const model = modelScoring({ 'i am not suicidal': 0.9, 'my friend said she is suicidal': 0.9 });
    expect(assessMessage("I'm not suicidal", false, model).uncertain).toBe(false);
    expect(assessMessage('my friend said she is suicidal', false, model)).toMatchObject({
      tier: 'none',
      uncertain: false,
    });
  });

  it('adds up a gradual disclosure: two messages that each lean toward risk make the conversation uncertain', () => {
    const model = modelScoring({
      'i have been so tired of all of it': 0.6,
      'some nights i wonder what the point is': 0.6,
    });
    const first = assessConversation('I have been so tired of all of it', [], 'none', model);
    expect(first.uncertain).toBe(false);
    const second = assessConversation(
      'some nights I wonder what the point is',
      ['I have been so tired of all of it'],
      'none',
      model,
    );
    expect(second).toMatchObject({ tier: 'none', uncertain: true });
  });

  it('leaves one- and two-word answers to the rules: the model does not read them', () => {
    const model = modelScoring({ done: 0.99, next: 0.99 });
    expect(assessMessage('Done', false, model)).toMatchObject({ tier: 'none', uncertain: false, modelScore: null });
    const flow = assessConversation('next', ['Done'], 'none', model);
    expect(flow).toMatchObject({ tier: 'none', uncertain: false });
  });

  it('keeps the tier and marks a retraction after a flagged message', () => {
    const flagged = assessConversation('I want to kill myself');
    const retraction = assessConversation("forget it, I'm fine", ['I want to kill myself'], flagged.tier);
    expect(retraction).toMatchObject({ tier: 'crisis', retracted: true });
  });
});

describe('bare "suicide" beside another voice', () => {
  it.each([
    ['advocacy', 'Suicide prevention month starts today, reach out to a friend'],
    ['a slogan', 'Suicide is never the answer, talk to someone tonight'],
    ['a public topic', 'We need to talk about veteran suicide today'],
    ['psychoeducation', 'suicidal thoughts are common after trauma, you are not alone'],
  ])('is not the writer\u2019s risk in %s: "%s"', (_kind, text) => {
    expect(assessMessage(text).tier).toBe('none');
  });

  it('still counts in a fragment about the writer, and a time makes it imminent', () => {
    expect(assessMessage('Suicidal thoughts all day').tier).toBe('crisis');
    expect(assessMessage('want to die tonight').tier).toBe('imminent');
  });
});
