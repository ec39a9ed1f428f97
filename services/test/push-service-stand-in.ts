import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A browser's side of a Web Push subscription: a P-256 key pair and a 16-byte auth secret (RFC 8291). */
export class TestBrowserSubscription {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  /** RFC 8291 + RFC 8188: what the browser does with an aes128gcm push body. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderPublic = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const ecdhSecret = this.ecdh.computeSecret(senderPublic);
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const prkKey = hmac(this.authSecret, ecdhSecret);
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      this.ecdh.getPublicKey(),
      senderPublic,
      Buffer.from([1]),
    ]);
    const ikm = hmac(prkKey, keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('Missing last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** Claims of the VAPID JWT, after its ES256 signature was verified with the key in `k=`. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

/** Verifies `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292); throws when anything is off. */
export function verifyVapid(header: string | undefined): { claims: ReceivedPush['claims']; publicKey: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`Bad Authorization header: ${header}`);
  const [jwt, publicKey] = [match[1], match[2]];
  const [headerPart, payloadPart, signaturePart] = jwt.split('.');
  const jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString());
  if (jwtHeader.alg !== 'ES256') throw new Error('JWT is not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)) throw new Error('Bad JWT signature');
  return { claims: JSON.parse(Buffer.from(payloadPart, 'base64url').toString()), publicKey };
}

/**
 * A local push service: records what it accepts; answers `statusFor(path)` (201 by default), once `answerAfter`
 * (when set) has resolved: a slow push service. `waiting` counts the pushes it has not answered yet.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly rejected: string[] = [];
  statusFor: (path: string) => number = () => 201;
  answerAfter: Promise<void> | null = null;
  waiting = 0;
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.waiting += 1;
        void (this.answerAfter ?? Promise.resolve()).then(() => {
          this.waiting -= 1;
          this.answer(request, response, chunks);
        });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  private answer(request: IncomingMessage, response: ServerResponse, chunks: Buffer[]): void {
    try {
      const { claims, publicKey } = verifyVapid(request.headers.authorization);
      const status = this.statusFor(request.url ?? '/');
      if (status < 300) {
        this.received.push({
          path: request.url ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks),
          claims,
          vapidPublicKey: publicKey,
        });
      }
      response.writeHead(status).end();
    } catch (error) {
      this.rejected.push((error as Error).message);
      response.writeHead(400).end();
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  subscription(path: string): TestBrowserSubscription {
    return new TestBrowserSubscription(`${this.baseUrl}${path}`);
  }
}
