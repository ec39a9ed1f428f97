import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
const ISSUER = 'Anchor';
/** RFC 6238's 30-second step; one step either side is accepted for clocks that drift. */
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export interface TotpSetup {
  otpauthUri: string;
  qrSvg: string;
}

/** The otpauth URI and its QR code, drawn here as SVG: the key never leaves for a QR service on the web. */
export async function totpSetup(secret: string, accountName: string): Promise<TotpSetup> {
  const otpauthUri = generateURI({ issuer: ISSUER, label: accountName, secret, period: PERIOD_SECONDS });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrSvg };
}

/**
 * The time step a right code belongs to, or null. `afterStep` refuses that step and every earlier one, so a code
 * accepted once cannot be replayed, nor can an older one from the tolerance window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
