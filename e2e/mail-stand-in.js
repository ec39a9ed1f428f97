// The browser tests' mail server: a real SMTP server (the smtp-server package) on a free loopback port that
// writes every message it accepts to a folder as an .eml file, where a test reads it (e2e/src/support/mail.ts).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { SMTPServer } = require('smtp-server');

async function startMailStandIn(folder) {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(folder, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

module.exports = { startMailStandIn };
