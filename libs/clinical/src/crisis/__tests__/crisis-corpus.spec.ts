import { assessConversation, assessMessage } from '../crisis-detector';
import { tierRank } from '../crisis-types';
import { loadBenignItems, loadFlagItems, loadScripts } from './crisis-corpus';

const flagItems = loadFlagItems();
const benignItems = loadBenignItems();

function percent(part: number, whole: number): number {
  return Math.round((1000 * part) / whole) / 10;
}

describe('crisis detector against the labelled corpus', () => {
  const flagged = flagItems.map((item) => ({ item, result: assessMessage(item.text) }));
  const benign = benignItems.map((item) => ({ item, result: assessMessage(item.text) }));

  it('holds at least 400 messages: 150 that must flag and 150 that must not', () => {
    expect(flagItems.length).toBeGreaterThanOrEqual(150);
    expect(benignItems.length).toBeGreaterThanOrEqual(150);
    expect(flagItems.length + benignItems.length).toBeGreaterThanOrEqual(400);
  });

  it('reaches the recall and false-alarm targets and prints them', () => {
    const byGroup = (group: string) => flagged.filter(({ item }) => item.group === group);
    const recall = (items: typeof flagged) =>
      percent(items.filter(({ result }) => result.tier !== 'none').length, items.length);
    const explicit = recall(byGroup('explicit'));
    const indirect = recall([...byGroup('indirect'), ...byGroup('obfuscated')]);
    const tierOk = percent(
      flagged.filter(({ item, result }) => tierRank(result.tier) >= tierRank(item.tier)).length,
      flagged.length,
    );
    const falseAlarms = benign.filter(({ result }) => result.tier !== 'none');
    const falseAlarmRate = percent(falseAlarms.length, benign.length);
    const misses = flagged
      .filter(({ result }) => result.tier === 'none')
      .map(({ item }) => `${item.group}: ${item.text}`);
    console.log(
      [
        `crisis corpus: ${flagItems.length} must-flag, ${benignItems.length} must-not-flag`,
        `recall explicit ${explicit}% (${byGroup('explicit').length}), indirect+obfuscated ${indirect}% (${byGroup('indirect').length + byGroup('obfuscated').length})`,
        `tier at least the labelled tier: ${tierOk}%`,
        `false alarms ${falseAlarmRate}% (${falseAlarms.length} of ${benign.length})`,
        ...misses.map((miss) => `  missed ${miss}`),
        ...falseAlarms.map(({ item, result }) => `  false alarm (${result.tier}) ${item.group}: ${item.text}`),
      ].join('\n'),
    );
    expect(explicit).toBe(100);
    expect(indirect).toBeGreaterThanOrEqual(95);
    expect(falseAlarmRate).toBeLessThanOrEqual(10);
  });

  it('gives every explicit message at least its labelled tier', () => {
    const low = flagged.filter(
      ({ item, result }) => item.group === 'explicit' && tierRank(result.tier) < tierRank(item.tier),
    );
    expect(low.map(({ item, result }) => `${item.text} -> ${result.tier}`)).toEqual([]);
  });

  it('marks panic and third-party messages so the reply can address them', () => {
    expect(assessMessage("I feel like I'm dying").contexts).toContain('panic');
    expect(assessMessage('My chest is tight and I think I am having a heart attack').contexts).toContain(
      'physical_symptoms',
    );
    expect(assessMessage('My friend said she wants to kill herself').contexts).toContain('third_party');
  });
});

describe('crisis detector across a conversation', () => {
  it.each(loadScripts().map((script) => [script.name, script] as const))('%s', (_name, script) => {
    const earlier: string[] = [];
    let tier = assessConversation('').tier;
    for (const turn of script.turns) {
      const result = assessConversation(turn.text, earlier, tier);
      expect({ text: turn.text, tier: result.tier, retracted: result.retracted }).toEqual({
        text: turn.text,
        tier: turn.tier,
        retracted: turn.retracted ?? false,
      });
      earlier.push(turn.text);
      tier = result.tier;
    }
  });
});
