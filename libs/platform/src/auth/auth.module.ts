import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { TokenVerificationSettings } from '../config/env-schemas';
import {
  ACCESS_TOKEN_KEYS,
  AccessTokenVerifier,
  remoteAccessTokenKeys,
  TOKEN_VERIFICATION_SETTINGS,
} from './access-token.verifier';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RolesGuard } from './roles.guard';
import { SessionRevocations } from './session-revocations';

/**
 * Bearer-token verification every service repeats behind the gateway: published public keys, the
 * session deny-list, the guards. Needs the Redis module. A `keysModule` exporting
 * `ACCESS_TOKEN_KEYS` replaces the remote key set (auth verifies with its own key store).
 */
@Global()
@Module({})
export class AccessTokenModule {
  static forRoot(
    settings: TokenVerificationSettings,
    keysModule?: Type | DynamicModule,
  ): DynamicModule {
    return {
      module: AccessTokenModule,
      imports: [PassportModule.register({ session: false }), ...(keysModule ? [keysModule] : [])],
      providers: [
        { provide: TOKEN_VERIFICATION_SETTINGS, useValue: settings },
        ...(keysModule
          ? []
          : [{ provide: ACCESS_TOKEN_KEYS, useFactory: () => remoteAccessTokenKeys(settings) }]),
        SessionRevocations,
        AccessTokenVerifier,
        JwtStrategy,
        JwtAuthGuard,
        RolesGuard,
      ],
      exports: [
        TOKEN_VERIFICATION_SETTINGS,
        AccessTokenVerifier,
        SessionRevocations,
        JwtAuthGuard,
        RolesGuard,
        PassportModule,
      ],
    };
  }
}
