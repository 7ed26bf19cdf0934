import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ACCESS_TOKEN_KEYS } from '@tessera/platform';
import { JwksController } from './jwks.controller';
import { SigningKey, SigningKeySchema } from './signing-key.schema';
import { SigningKeysRepository } from './signing-keys.repository';
import { SigningKeysService } from './signing-keys.service';

/** Auth's signing keys, its JWKS route, and the local key source its own token checks use. */
@Module({
  imports: [MongooseModule.forFeature([{ name: SigningKey.name, schema: SigningKeySchema }])],
  controllers: [JwksController],
  providers: [
    SigningKeysRepository,
    SigningKeysService,
    {
      provide: ACCESS_TOKEN_KEYS,
      useFactory: (keys: SigningKeysService) => keys.verificationKey,
      inject: [SigningKeysService],
    },
  ],
  exports: [SigningKeysService, ACCESS_TOKEN_KEYS],
})
export class SigningKeysModule {}
