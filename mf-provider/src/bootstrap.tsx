// The page's code is evaluated in steps, each in its own task (React's DOM renderer, then the app's runtime, then
// the portal), so no single long task holds the page while its first view, already painted, waits (TBT).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('react-dom/client');
  await nextTask();
  const { mountStandalone } = await import('@anchor/app-runtime');
  await nextTask();
  const { StandaloneApp } = await import('./standalone/StandaloneApp');
  await nextTask();
  mountStandalone(StandaloneApp);
}

void start();

// A module, which index.ts imports (its async boundary).
export {};
