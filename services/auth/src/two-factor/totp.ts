import { generateSecret, generateURI, verify } from 'otplib';

/** 30-second codes of 6 digits (what every authenticator app expects). */
const PERIOD_SECONDS = 30;
/** One step either side is accepted, for phones whose clocks drift a little. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Tessera';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, accountName: string): string {
  return generateURI({ issuer: ISSUER, label: accountName, secret, period: PERIOD_SECONDS });
}

/**
 * The time step a code belongs to when it is valid now and later than `afterTimeStep`, else null;
 * the caller records the step so the same code is refused the second time.
 */
export async function matchingTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
