// Stops what infra-global-setup started (nothing when the URLs were given from outside) and removes its temp dir.
const { rmSync } = require('node:fs');

module.exports = async function infraGlobalTeardown() {
  const infra = globalThis.__anchorInfra;
  if (!infra) return;
  for (const stop of infra.stops.reverse()) await stop();
  rmSync(infra.dir, { recursive: true, force: true });
  globalThis.__anchorInfra = undefined;
};
