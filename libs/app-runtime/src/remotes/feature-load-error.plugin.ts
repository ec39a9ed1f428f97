import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@anchor/contracts';
import { FeatureLabels, featureLoadFailedMessage } from '../copy';

export class FeatureLoadError extends Error {
  constructor(
    readonly remoteName: string,
    options?: { cause?: unknown },
  ) {
    super(featureLoadFailedMessage(FeatureLabels[remoteName as RemoteName] ?? remoteName), options);
    this.name = 'FeatureLoadError';
  }
}

/** 'mf_assistant/AssistantTab' → 'mf_assistant'. */
export const remoteNameOf = (moduleId: string) => moduleId.split('/')[0];

/**
 * Turns any failure to fetch a remote (manifest, entry or chunk) into one clear error, which the
 * slot's error boundary shows in place of that feature while the rest of the page keeps working.
 */
export function featureLoadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'anchor-feature-load-error',
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      // Shared-module fallbacks are the runtime's own business.
      if (lifecycle === 'beforeLoadShare') return undefined;
      if (error instanceof FeatureLoadError) throw error;
      console.error(`Loading remote module ${id} failed`, error);
      // Depending on the lifecycle, `id` is the module id or the manifest URL; `remote` names the container.
      throw new FeatureLoadError(remote?.name ?? remoteNameOf(id), { cause: error });
    },
  };
}
