import { readFileSync } from 'node:fs';
import { normaliseMessage } from '../../crisis-normalise';
import { crisisModelFromStored, type StoredCrisisModel } from '../crisis-model';
import { loadCrisisModel } from '../load-crisis-model';
import { WEIGHTS_FILE } from '../training/train-crisis-model';

describe('the committed crisis model', () => {
  it('scores a risk statement it never saw above an everyday one', async () => {
    const model = await loadCrisisModel();
    const risk = model.score(normaliseMessage('lately i keep wishing i could just stop existing, nothing helps'));
    const everyday = model.score(normaliseMessage('the bus was late again so I walked to work in the rain'));
    expect(risk).toBeGreaterThan(0.5);
    expect(everyday).toBeLessThan(0.3);
  });

  it('keeps its weights within a few hundred kilobytes and gives one probability per message', () => {
    const stored = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as StoredCrisisModel;
    expect(Buffer.byteLength(JSON.stringify(stored))).toBeLessThan(1_000_000);
    const score = crisisModelFromStored(stored).score('');
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
  });
});
