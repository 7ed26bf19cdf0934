import { serviceEntry } from '@tessera/contracts';
import {
  internalApiEnvSchema,
  loadConfig,
  mailEnvSchema,
  platformSettingsEnvSchema,
  SERVICE_CONFIG,
  serviceConfigSchema,
} from '@tessera/platform';
import { z } from 'zod';

const localUrl = (service: string) => `http://127.0.0.1:${serviceEntry(service).port}`;

/** A comma-separated list of web origins, each reduced to scheme, host and port. */
const originListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)).min(1));

export const authConfigSchema = serviceConfigSchema('auth')
  .extend({
    ...mailEnvSchema.shape,
    ...internalApiEnvSchema.shape,
    ...platformSettingsEnvSchema.shape,
    /** Encrypts the private signing keys at rest; only auth has it. */
    SIGNING_KEY_SECRET: z.string().min(32, 'must be at least 32 characters'),
    SIGNING_KEY_ROTATION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PUBLIC_WEB_URL: z.url().default('http://localhost:8080'),
    /**
     * The services whose internal routes auth calls: content checks profile images, and content,
     * messaging and billing answer their part of an account's data export.
     */
    CONTENT_URL: z.url().default(localUrl('content')),
    MESSAGING_URL: z.url().default(localUrl('messaging')),
    SUBSCRIPTION_BILLING_URL: z.url().default(localUrl('subscription-billing')),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /**
     * After LOGIN_MAX_FAILURES failures from one address it waits LOGIN_LOCK_SECONDS, twice as long
     * after each further failure, at most LOGIN_MAX_LOCK_SECONDS.
     */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
    LOGIN_MAX_LOCK_SECONDS: z.coerce.number().int().min(1).default(86_400),
    /** How long an address's failures are remembered after its last wait ends. */
    LOGIN_FAILURE_MEMORY_SECONDS: z.coerce.number().int().min(60).default(86_400),
    /** Failures from all addresses together after which the account takes only emailed links. */
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
    LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(60).default(3600),
    LOGIN_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
    EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().min(1).default(48),
    /**
     * argon2id's cost: 64 MiB and 3 passes by default, the library's own. Test stacks lower it, since
     * nearly every integration test registers or signs in several people on a 2-core machine.
     */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(65_536),
    PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(10).default(3),
    /** Password-reset mails, and sign-in-link mails, each sent to one address at most this often an hour. */
    ACCOUNT_MAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
    /**
     * Passkeys belong to a relying party id (the web app's host name, or a domain it is under) and
     * are accepted only from pages of the listed origins, comma-separated. Both default to
     * PUBLIC_WEB_URL's. Changing the id makes every stored passkey unusable.
     */
    WEBAUTHN_RP_ID: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a host name')
      .optional(),
    WEBAUTHN_ORIGINS: originListSchema.optional(),
    /** The name authenticators show beside a passkey. */
    WEBAUTHN_RP_NAME: z.string().trim().min(1).max(64).default('Tessera'),
  })
  .superRefine((config, context) => {
    const { id, origins } = webAuthnRelyingParty(config);
    for (const origin of origins) {
      const host = new URL(origin).hostname;
      if (host !== id && !host.endsWith(`.${id}`))
        context.addIssue({
          code: 'custom',
          path: ['WEBAUTHN_RP_ID'],
          message: `must be ${host} or a domain it is under, as passkeys for ${origin} are checked against it`,
        });
    }
  });

export type AuthConfig = z.output<typeof authConfigSchema>;

export const AUTH_CONFIG = SERVICE_CONFIG;

/** The passkeys' relying party, with PUBLIC_WEB_URL's host and origin where none is set. */
export function webAuthnRelyingParty(
  config: Pick<AuthConfig, 'PUBLIC_WEB_URL' | 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGINS'> &
    Partial<Pick<AuthConfig, 'WEBAUTHN_RP_NAME'>>,
): { id: string; name: string; origins: string[] } {
  const web = new URL(config.PUBLIC_WEB_URL);
  return {
    id: config.WEBAUTHN_RP_ID ?? web.hostname,
    name: config.WEBAUTHN_RP_NAME ?? 'Tessera',
    origins: config.WEBAUTHN_ORIGINS ?? [web.origin],
  };
}

export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
