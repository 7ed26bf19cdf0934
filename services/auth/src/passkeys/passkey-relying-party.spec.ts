import { describe, expect, it } from 'vitest';
import { loadAuthConfig, webAuthnRelyingParty } from '../config/auth-config';

const ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SIGNING_KEY_SECRET: 'a-signing-key-secret-of-32-chars!',
  INTERNAL_API_TOKEN: 'an-internal-api-token-of-32-chars!',
  PUBLIC_WEB_URL: 'https://app.tessera.example/',
};

describe("the passkeys' relying party", () => {
  it("is the web app's host and origin unless configured", () => {
    expect(webAuthnRelyingParty(loadAuthConfig(ENV))).toEqual({
      id: 'app.tessera.example',
      name: 'Tessera',
      origins: ['https://app.tessera.example'],
    });
  });

  it('may be a domain the origins are under', () => {
    const config = loadAuthConfig({
      ...ENV,
      WEBAUTHN_RP_ID: 'Tessera.example',
      WEBAUTHN_ORIGINS: 'https://app.tessera.example, https://tessera.example:8443/path',
    });
    expect(webAuthnRelyingParty(config)).toMatchObject({
      id: 'tessera.example',
      origins: ['https://app.tessera.example', 'https://tessera.example:8443'],
    });
  });

  it('refuses an id no origin is under, and origins that are not web addresses', () => {
    expect(() => loadAuthConfig({ ...ENV, WEBAUTHN_RP_ID: 'other.example' })).toThrow(
      /WEBAUTHN_RP_ID: must be app\.tessera\.example or a domain it is under/,
    );
    expect(() => loadAuthConfig({ ...ENV, WEBAUTHN_RP_ID: 'essera.example' })).toThrow(
      /WEBAUTHN_RP_ID/,
    );
    expect(() => loadAuthConfig({ ...ENV, WEBAUTHN_ORIGINS: 'ftp://tessera.example' })).toThrow(
      /WEBAUTHN_ORIGINS/,
    );
  });
});
