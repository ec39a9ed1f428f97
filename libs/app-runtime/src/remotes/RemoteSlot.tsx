import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModuleProps } from '@anchor/contracts';
import { CardSkeleton, DashboardSkeleton, FullPageSpinner } from '@anchor/ui';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { FeatureLoadError, remoteNameOf } from './feature-load-error.plugin';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export type RemoteLoadingDisplay = 'card' | 'page' | 'dashboard';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** One lazy component per module id, so re-rendering a slot never re-fetches its remote. */
const lazyComponents = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

/** Modules already loaded: a slot mounted after that renders them at once instead of through its fallback. */
const loadedComponents = new Map<RemoteModuleId, AnyComponent>();
const pendingLoads = new Map<RemoteModuleId, Promise<AnyComponent>>();

function loadComponent(moduleId: RemoteModuleId): Promise<AnyComponent> {
  let pending = pendingLoads.get(moduleId);
  if (!pending) {
    pending = (async () => {
      let module: { default?: AnyComponent } | null;
      try {
        module = await loadRemote<{ default?: AnyComponent }>(moduleId);
      } catch (error) {
        // The slot knows which feature it wanted; the runtime may have rewritten the plugin's message.
        throw new FeatureLoadError(remoteNameOf(moduleId), { cause: error });
      }
      if (!module?.default) throw new FeatureLoadError(remoteNameOf(moduleId));
      loadedComponents.set(moduleId, module.default);
      return module.default;
    })();
    // A failed load is tried again by the next slot that wants it.
    pending.catch(() => pendingLoads.delete(moduleId));
    pendingLoads.set(moduleId, pending);
  }
  return pending;
}

/**
 * Loads the modules a page shows at once, before its first render: their slots then find them loaded and render
 * them directly, instead of showing a fallback whose replacement React holds back (up to 300 ms). Settles when
 * each has loaded or failed; a failure is left to the slot, which shows the feature's error.
 */
export async function loadRemoteModules(moduleIds: RemoteModuleId[]): Promise<void> {
  await Promise.allSettled(moduleIds.map(loadComponent));
}

/** Server rendering: the first view's modules, imported directly, are there before any slot renders. */
export function registerLoadedRemote(moduleId: RemoteModuleId, component: AnyComponent): void {
  loadedComponents.set(moduleId, component);
}

function lazyRemote(moduleId: RemoteModuleId) {
  let component = lazyComponents.get(moduleId);
  if (!component) {
    component = lazy(async () => ({ default: await loadComponent(moduleId) }));
    lazyComponents.set(moduleId, component);
  }
  return component;
}

const loadingDisplays: Record<RemoteLoadingDisplay, ComponentType> = {
  card: CardSkeleton,
  page: FullPageSpinner,
  dashboard: DashboardSkeleton,
};

/** Props may be left out when the module takes none or only optional ones. */
type PropsArgument<Id extends RemoteModuleId> =
  Record<string, never> extends RemoteModuleProps<Id>
    ? { props?: RemoteModuleProps<Id> }
    : { props: RemoteModuleProps<Id> };

export type RemoteSlotProps<Id extends RemoteModuleId> = {
  module: Id;
  loading?: RemoteLoadingDisplay;
  /** Told when the remote could not be loaded or threw: its error display is shown instead. */
  onError?: () => void;
} & PropsArgument<Id>;

/** Mounts one exposed module of a remote with its loading display and an error boundary around it. */
export function RemoteSlot<Id extends RemoteModuleId>({
  module,
  loading = 'card',
  onError,
  props,
}: RemoteSlotProps<Id>) {
  // Chosen once per module: switching from the lazy to the loaded component would remount the feature.
  const Component = useMemo(() => loadedComponents.get(module) ?? lazyRemote(module), [module]);
  const Loading = loadingDisplays[loading];
  return (
    <RemoteErrorBoundary onError={onError}>
      <Suspense fallback={<Loading />}>
        <Component {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
