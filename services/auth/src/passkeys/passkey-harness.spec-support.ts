import type { StandaloneOutboxStore } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { webAuthnRelyingParty } from '../config/auth-config';
import { createAuthHarness } from '../testing/in-memory-auth.spec-support';
import { standIn } from '../testing/in-memory-repositories.spec-support';
import type { UsersRepository } from '../users/users.repository';
import { ManagePasskeys } from './manage-passkeys.usecase';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyRelyingParty } from './passkey-relying-party';
import type { PasskeysRepository } from './passkeys.repository';
import { RegisterPasskey } from './register-passkey.usecase';
import { SignInWithPasskey } from './sign-in-with-passkey.usecase';

/** The passkey use cases wired to the auth harness's in-memory stores and a real relying party. */
export function createPasskeyHarness() {
  const auth = createAuthHarness();
  const store = auth.stores.passkeys;
  const passkeys = standIn<PasskeysRepository>(store);
  const users = standIn<UsersRepository>(auth.stores.users);
  const challenges = new PasskeyChallenges(standIn<Redis>(auth.stores.redis));
  const relyingParty = new PasskeyRelyingParty(auth.config);
  return {
    auth,
    store,
    /** The web app's origin, the one the relying party accepts. */
    origin: webAuthnRelyingParty(auth.config).origins[0] ?? '',
    register: new RegisterPasskey(users, passkeys, challenges, relyingParty),
    manage: new ManagePasskeys(passkeys, users),
    signIn: new SignInWithPasskey(
      passkeys,
      challenges,
      relyingParty,
      users,
      auth.sessions,
      standIn<StandaloneOutboxStore>(auth.stores.standaloneOutbox),
    ),
  };
}

export type PasskeyHarness = ReturnType<typeof createPasskeyHarness>;
