import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export class InvalidGoogleTokenError extends Error {}

/** Verifies a Google ID token's signature (against the configured key set), issuer, audience and expiry. */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    this.keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
  }

  get clientId(): string | null {
    return this.config.GOOGLE_CLIENT_ID ?? null;
  }

  async verify(credential: string, clientId: string): Promise<GoogleIdentity> {
    try {
      const { payload } = await jwtVerify(credential, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new InvalidGoogleTokenError('token lacks subject or email');
      }
      if (payload.email_verified !== true) throw new InvalidGoogleTokenError('email not verified');
      return {
        googleId: payload.sub,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : '',
      };
    } catch (error) {
      throw error instanceof InvalidGoogleTokenError
        ? error
        : new InvalidGoogleTokenError(String(error));
    }
  }
}
