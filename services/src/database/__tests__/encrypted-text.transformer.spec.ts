import { randomBytes } from 'node:crypto';
import {
  decryptText,
  encryptedJson,
  encryptedText,
  encryptText,
  installEncryptionKey,
} from '../encrypted-text.transformer';

describe('encrypted text columns', () => {
  const key = randomBytes(32);

  it('round-trips text, including non-ASCII', () => {
    const plaintext = 'I felt anxious today 😟 — ça va mieux';
    expect(decryptText(encryptText(plaintext, key), key)).toBe(plaintext);
  });

  it('stores something other than the plaintext, different every time', () => {
    const first = encryptText('my private note', key);
    const second = encryptText('my private note', key);
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain('private');
    expect(first).not.toBe(second);
  });

  it('refuses tampered ciphertext and the wrong key', () => {
    const stored = encryptText('my private note', key);
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] ^= 0xff;
    expect(() => decryptText(`v1:${raw.toString('base64')}`, key)).toThrow();
    expect(() => decryptText(stored, randomBytes(32))).toThrow();
    expect(() => decryptText('plain text', key)).toThrow(/unknown format/);
  });

  it('passes null through the TypeORM transformer', () => {
    installEncryptionKey(key.toString('hex'));
    expect(encryptedText.to(null)).toBeNull();
    expect(encryptedText.from(encryptedText.to('note'))).toBe('note');
  });

  it('keeps a JSON value as ciphertext and reads it back', () => {
    installEncryptionKey(randomBytes(32).toString('hex'));
    const value = { ptsdIndicators: ['nightmares'], anxietyLevel: 8 };
    const stored = encryptedJson.to(value) as string;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('nightmares');
    expect(encryptedJson.from(stored)).toEqual(value);
    expect(encryptedJson.to(null)).toBeNull();
  });
});
