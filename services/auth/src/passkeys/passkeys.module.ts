import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyRelyingParty } from './passkey-relying-party';
import { Passkey, PasskeySchema } from './passkey.schema';
import { PasskeysRepository } from './passkeys.repository';

/**
 * Passkeys' own parts: their store, the WebAuthn challenges and the relying party's checks. The
 * use cases and routes that end in a session are wired with the sessions and accounts the service
 * holds; they see these three and nothing else of the module (its model stays inside).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Passkey.name, schema: PasskeySchema }])],
  providers: [PasskeysRepository, PasskeyChallenges, PasskeyRelyingParty],
  exports: [PasskeysRepository, PasskeyChallenges, PasskeyRelyingParty],
})
export class PasskeysModule {}
