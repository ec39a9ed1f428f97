// The encrypted backup file: a plain header, then one AES-256-GCM stream holding the manifest and the pg_dump
// archive, then the 16-byte GCM tag. The header is authenticated too (it is the cipher's AAD), so a changed
// version, salt or IV fails the tag like a changed byte of the dump. Each file's key is derived (HKDF-SHA256)
// from the backup key and the file's random salt: the backup key itself never encrypts data.
//
//   "ANCHORBK" | version (1 byte) | salt (16) | iv (12) | ciphertext of [manifest length (4, BE) | manifest JSON |
//   pg_dump custom-format archive] | tag (16)
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('ANCHORBK');
const VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + IV_BYTES;

/** The backup key as 32 bytes, or a sentence saying what is wrong with it. */
export function parseBackupKey(hex, dataKeyHex) {
  if (!hex) {
    throw new Error(
      'BACKUP_KEY is not set: give the 64 hex characters of the backup key (a new one: openssl rand -hex 32), ' +
        'kept apart from the data encryption key.',
    );
  }
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('BACKUP_KEY must be 64 hex characters (32 bytes).');
  if (dataKeyHex && hex.toLowerCase() === dataKeyHex.toLowerCase()) {
    throw new Error('BACKUP_KEY is the data encryption key: backups need a key of their own.');
  }
  return Buffer.from(hex, 'hex');
}

const fileKey = (backupKey, salt) => Buffer.from(hkdfSync('sha256', backupKey, salt, 'anchor-backup-v1', 32));

/**
 * Writes `file` from `manifest` and the dump's `source` stream. Resolves once the file is complete on disk; a
 * failure leaves a partial file the caller removes.
 */
export async function writeBackup(file, backupKey, manifest, source) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', fileKey(backupKey, salt), iv);
  cipher.setAAD(header);
  const manifestBytes = Buffer.from(JSON.stringify(manifest));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(manifestBytes.length);
  const out = createWriteStream(file, { mode: 0o600 });
  out.write(header);
  out.write(cipher.update(Buffer.concat([length, manifestBytes])));
  const encrypt = new Transform({
    transform: (chunk, _encoding, done) => done(null, cipher.update(chunk)),
    flush(done) {
      this.push(cipher.final());
      this.push(cipher.getAuthTag());
      done();
    },
  });
  await pipeline(source, encrypt, out);
}

function readHeaderAndTag(file) {
  const size = statSync(file).size;
  if (size < HEADER_BYTES + TAG_BYTES + 4) throw new Error(`${file} is not an Anchor backup (too short).`);
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    readSync(fd, header, 0, HEADER_BYTES, 0);
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${file} is not an Anchor backup.`);
    if (header[MAGIC.length] !== VERSION) {
      throw new Error(`${file} is a backup of format ${header[MAGIC.length]}; this release reads format ${VERSION}.`);
    }
    return { header, tag, size };
  } finally {
    closeSync(fd);
  }
}

/** A stream of the decrypted payload; it errors at its end when the tag does not match. */
function decrypting(file, backupKey) {
  const { header, tag, size } = readHeaderAndTag(file);
  const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + 1 + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', fileKey(backupKey, salt), iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const input = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
  return { input, decipher };
}

/** Splits the payload: the manifest (handed to `onManifest`) and the dump bytes after it (pushed on). */
function manifestSplitter(onManifest) {
  let pending = Buffer.alloc(0);
  let manifestDone = false;
  return new Transform({
    transform(chunk, _encoding, done) {
      if (manifestDone) return done(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      if (pending.length < 4) return done();
      const length = pending.readUInt32BE(0);
      if (pending.length < 4 + length) return done();
      onManifest(JSON.parse(pending.subarray(4, 4 + length).toString('utf8')));
      manifestDone = true;
      const rest = pending.subarray(4 + length);
      pending = Buffer.alloc(0);
      return done(null, rest.length ? rest : undefined);
    },
  });
}

const wrongKeyOrChanged = (file) =>
  new Error(
    `${file} does not decrypt with this BACKUP_KEY: the key is not the one it was made with, or the file was changed.`,
  );

/** Reads the whole file once, writing nothing: resolves with its manifest when the tag matches, else throws. */
export async function verifyBackup(file, backupKey) {
  const { input, decipher } = decrypting(file, backupKey);
  let manifest;
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(
    input,
    decipher,
    manifestSplitter((m) => (manifest = m)),
    discard,
  ).catch(() => {
    throw wrongKeyOrChanged(file);
  });
  return manifest;
}

/** Streams the dump bytes (the manifest left out) into `sink`; verify the file first: the tag is checked last. */
export async function streamDump(file, backupKey, sink) {
  const { input, decipher } = decrypting(file, backupKey);
  await pipeline(
    input,
    decipher,
    manifestSplitter(() => undefined),
    sink,
  );
}
