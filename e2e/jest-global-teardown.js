const { rmSync } = require('node:fs');

function stopProcess(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

module.exports = async function stopProductForBrowserTests() {
  const context = globalThis.__anchorE2e;
  if (!context) return;
  await Promise.all([
    stopProcess(context.api),
    stopProcess(context.worker),
    context.portal?.close(),
    context.oauth?.stop(),
    context.mail?.close(),
  ]);
  await context.redis.stop();
  await context.postgres.stop();
  rmSync(context.tmp, { recursive: true, force: true });
};
