import type { EventEnvelope, TypedEvent } from '@tessera/contracts';
import {
  CachedPlatformSettings,
  createLogger,
  type Mailer,
  type RequestContext,
  type SessionRevocations,
  type StandaloneOutboxStore,
} from '@tessera/platform';
import type { Redis } from 'ioredis';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { ChangeAccountStatus } from '../account-status/change-account-status.usecase';
import { DecideVerification } from '../account-status/decide-verification.usecase';
import { ChangeEmail } from '../account/change-email.usecase';
import { DeleteAccount } from '../account/delete-account.usecase';
import { ExportAccount } from '../account/export-account.usecase';
import { AccountRecoveryService } from '../account-tokens/account-recovery.service';
import type { AccountTokensRepository } from '../account-tokens/account-tokens.repository';
import { RegistrationService } from '../auth/registration.service';
import { SignInService } from '../auth/sign-in.service';
import { loadAuthConfig } from '../config/auth-config';
import { AccessTokenIssuer } from '../credentials/access-token.issuer';
import { ChangePassword } from '../credentials/change-password.usecase';
import { LoginThrottle } from '../credentials/login-throttle';
import type { PasswordHasher } from '../credentials/password-hasher';
import type { RememberedDevicesRepository } from '../devices/remembered-devices.repository';
import { RememberedDevicesService } from '../devices/remembered-devices.service';
import { AccountMailCap } from '../mail/account-mail-cap';
import { InMemoryPasskeysRepository } from '../passkeys/in-memory-passkeys.spec-support';
import type { PasskeysRepository } from '../passkeys/passkeys.repository';
import { SessionService } from '../sessions/session.service';
import type { SessionsRepository } from '../sessions/sessions.repository';
import type { SigningKeysService } from '../signing-keys/signing-keys.service';
import type { NewUser, UsersRepository } from '../users/users.repository';
import { UserProfileCache } from '../users/user-profile.cache';
import { UsersService } from '../users/users.service';
import { AccountProof } from '../two-factor/account-proof';
import { TwoFactorChallenges } from '../two-factor/two-factor-challenges';
import type { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { TwoFactorSignIn } from '../two-factor/two-factor-sign-in.service';
import { InMemoryTwoFactorRepository } from './in-memory-two-factor.spec-support';
import {
  InMemoryAccountTokensRepository,
  InMemoryRememberedDevicesRepository,
  InMemorySessionsRepository,
  InMemoryStandaloneOutbox,
  InMemoryUsersRepository,
  standIn,
} from './in-memory-repositories.spec-support';
import {
  FastPasswordHasher,
  InMemoryAccountData,
  InMemoryProfileImages,
  InMemoryRedis,
  RecordingMailer,
  RecordingRevocations,
} from './in-memory-collaborators.spec-support';

/** The auth use cases wired to the in-memory stand-ins, and helpers to read what they recorded. */

export const requestContext: RequestContext = {
  ipAddress: '203.0.113.7',
  userAgent: 'vitest-browser/1.0',
  requestId: 'request-1',
};

/** One Ed25519 key, so the real issuer signs access tokens without the key store. */
function fixedSigningKey(): Pick<SigningKeysService, 'signingKey'> {
  const key = { kid: 'test-key', privateKey: generateKeyPairSync('ed25519').privateKey };
  return { signingKey: async () => ({ ...key, signUntil: Number.MAX_SAFE_INTEGER }) };
}

const TEST_ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SIGNING_KEY_SECRET: 'a-signing-key-secret-of-32-chars!',
  INTERNAL_API_TOKEN: 'an-internal-api-token-of-32-chars!',
};

/** The auth use cases wired to in-memory stores, with those stores for the test to inspect. */
export function createAuthHarness() {
  const config = loadAuthConfig(TEST_ENV);
  const redis = new InMemoryRedis();
  const profiles = new UserProfileCache(standIn<Redis>(redis));
  const users = new InMemoryUsersRepository(profiles);
  const sessionStore = new InMemorySessionsRepository();
  const accountTokens = new InMemoryAccountTokensRepository();
  const devices = new InMemoryRememberedDevicesRepository();
  const standaloneOutbox = new InMemoryStandaloneOutbox();
  const revocations = new RecordingRevocations();
  const hasher = new FastPasswordHasher();
  const mailer = new RecordingMailer();

  const throttle = new LoginThrottle(standIn<Redis>(redis), config);
  const accessTokens = new AccessTokenIssuer(
    config,
    standIn<SigningKeysService>(fixedSigningKey()),
  );
  // The platform settings as the service holds them, from nothing stored: section 9's defaults.
  const platformSettings = new CachedPlatformSettings(
    { load: async () => null, save: async () => {} },
    createLogger('auth', 'silent'),
  );
  const sessions = new SessionService(
    standIn<SessionsRepository>(sessionStore),
    standIn<UsersRepository>(users),
    accessTokens,
    standIn<SessionRevocations>(revocations),
    config,
    platformSettings,
  );
  const devicesService = new RememberedDevicesService(
    standIn<RememberedDevicesRepository>(devices),
    standIn<UsersRepository>(users),
    sessions,
  );
  const mailCap = new AccountMailCap(standIn<Redis>(redis), config);
  const recovery = new AccountRecoveryService(
    config,
    standIn<AccountTokensRepository>(accountTokens),
    standIn<UsersRepository>(users),
    sessions,
    devicesService,
    standIn<PasswordHasher>(hasher),
    throttle,
    mailCap,
    standIn<Mailer>(mailer),
  );
  const registration = new RegistrationService(
    standIn<UsersRepository>(users),
    standIn<PasswordHasher>(hasher),
    sessions,
    recovery,
    platformSettings,
  );
  const twoFactorStore = new InMemoryTwoFactorRepository();
  const twoFactor = new TwoFactorService(
    standIn<TwoFactorRepository>(twoFactorStore),
    standIn<UsersRepository>(users),
    config,
  );
  const twoFactorSignIn = new TwoFactorSignIn(
    twoFactor,
    new TwoFactorChallenges(standIn<Redis>(redis)),
    sessions,
    standIn<UsersRepository>(users),
    throttle,
  );
  const accountProof = new AccountProof(
    throttle,
    standIn<PasswordHasher>(hasher),
    twoFactor,
    standIn<UsersRepository>(users),
  );
  const changePassword = new ChangePassword(
    standIn<UsersRepository>(users),
    accountProof,
    standIn<PasswordHasher>(hasher),
    sessions,
    standIn<RememberedDevicesRepository>(devices),
    throttle,
  );
  const accountData = new InMemoryAccountData();
  const passkeys = new InMemoryPasskeysRepository();
  const exportAccount = new ExportAccount(
    standIn<UsersRepository>(users),
    sessions,
    devicesService,
    twoFactor,
    standIn<PasskeysRepository>(passkeys),
    accountData,
  );
  const deleteAccount = new DeleteAccount(
    config,
    standIn<UsersRepository>(users),
    accountProof,
    sessions,
    devicesService,
    twoFactor,
    standIn<PasskeysRepository>(passkeys),
    throttle,
    standIn<Mailer>(mailer),
  );
  const changeEmail = new ChangeEmail(
    config,
    standIn<Redis>(redis),
    standIn<UsersRepository>(users),
    standIn<AccountTokensRepository>(accountTokens),
    accountProof,
    standIn<Mailer>(mailer),
  );
  const signIn = new SignInService(
    standIn<UsersRepository>(users),
    standIn<PasswordHasher>(hasher),
    throttle,
    twoFactorSignIn,
    standIn<StandaloneOutboxStore>(standaloneOutbox),
  );
  const profileImages = new InMemoryProfileImages();
  const usersService = new UsersService(
    standIn<UsersRepository>(users),
    sessions,
    profiles,
    profileImages,
  );
  const changeStatus = new ChangeAccountStatus(standIn<UsersRepository>(users), sessions);
  const decideVerification = new DecideVerification(standIn<UsersRepository>(users));

  /** Stores an account directly, as if it had registered earlier. */
  async function seedUser(overrides: Partial<NewUser> & { password?: string } = {}) {
    const { password = 'correct horse battery', ...fields } = overrides;
    const id = fields._id ?? randomUUID();
    const username = fields.username ?? `user_${id.slice(0, 8)}`;
    return users.create(
      {
        _id: id,
        email: `${username}@example.com`,
        username,
        usernameKey: username.toLowerCase(),
        displayName: 'Test Person',
        passwordHash: await hasher.hash(password),
        role: 'subscriber',
        authProvider: 'local',
        googleId: null,
        emailVerified: true,
        isVerified: false,
        avatar: '',
        coverImage: '',
        bio: '',
        socialLinks: {},
        subscriptionTier: null,
        passwordChangedAt: null,
        ...fields,
      },
      [],
    );
  }

  return {
    config,
    platformSettings,
    stores: {
      users,
      sessions: sessionStore,
      devices,
      standaloneOutbox,
      redis,
      revocations,
      mailer,
      twoFactor: twoFactorStore,
      passkeys,
      profileImages,
      accountData,
    },
    sessions,
    recovery,
    registration,
    signIn,
    twoFactor,
    twoFactorSignIn,
    accountProof,
    changePassword,
    exportAccount,
    deleteAccount,
    changeEmail,
    throttle,
    users: usersService,
    devices: devicesService,
    changeStatus,
    decideVerification,
    seedUser,
  };
}

export type AuthHarness = ReturnType<typeof createAuthHarness>;

/** The audit actions among `events`, in order. */
export function auditActions(events: EventEnvelope[]): string[] {
  return events
    .filter((event): event is TypedEvent<'audit.log'> => event.type === 'audit.log')
    .map((event) => event.data.action);
}

/** The `session.revoked` events among `events`. */
export function sessionRevocations(events: EventEnvelope[]): Array<TypedEvent<'session.revoked'>> {
  return events.filter(
    (event): event is TypedEvent<'session.revoked'> => event.type === 'session.revoked',
  );
}

/** The shape of the HTTP error a use case refuses with, for `rejects.toMatchObject`. */
export function refusal(status: number, error: string) {
  return { status, response: { error } };
}
