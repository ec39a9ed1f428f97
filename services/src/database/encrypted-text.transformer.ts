import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ValueTransformer } from 'typeorm';

/**
 * AES-256-GCM for free-text health data at rest. Stored as `v1:` + base64(iv | tag | ciphertext);
 * the version prefix leaves room for key rotation.
 */
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptText(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

export function decryptText(stored: string, key: Buffer): string {
  if (!stored.startsWith(VERSION)) throw new Error('Encrypted column has an unknown format');
  const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/**
 * Entity decorators are evaluated when modules load, before configuration exists, so the key is
 * installed once at boot (createApiApp, the worker) rather than passed to each column.
 */
let installedKey: Buffer | null = null;

export function installEncryptionKey(hexKey: string): void {
  installedKey = Buffer.from(hexKey, 'hex');
  if (installedKey.length !== 32) throw new Error('The data encryption key must be 32 bytes');
}

function currentKey(): Buffer {
  if (!installedKey) throw new Error('No data encryption key installed');
  return installedKey;
}

export const encryptedText: ValueTransformer = {
  to: (value: string | null | undefined) => (value == null ? value : encryptText(value, currentKey())),
  from: (value: string | null) => (value == null ? value : decryptText(value, currentKey())),
};

/** A JSON value (an analysis) kept as encrypted text, for structured health data. */
export const encryptedJson: ValueTransformer = {
  to: (value: unknown) => (value == null ? value : encryptText(JSON.stringify(value), currentKey())),
  from: (value: string | null) => (value == null ? value : (JSON.parse(decryptText(value, currentKey())) as unknown)),
};
