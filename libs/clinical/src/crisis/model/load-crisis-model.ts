import type { CrisisModel } from '../crisis-types';
import { crisisModelFromStored, type StoredCrisisModel } from './crisis-model';

let loading: Promise<CrisisModel> | undefined;

/**
 * The trained crisis model, loaded once. Its weights (about 350 KB) are imported only when this is first called,
 * so a browser fetches them only when it needs the model (a failed chat request), never with the first view.
 */
export function loadCrisisModel(): Promise<CrisisModel> {
  loading ??= import('./crisis-model-weights.json').then((module) => {
    const stored = ('default' in module ? module.default : module) as StoredCrisisModel;
    return crisisModelFromStored(stored);
  });
  return loading;
}
