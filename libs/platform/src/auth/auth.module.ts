import { type DynamicModule, Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { JwtSettings } from '../config/env-schemas';
import { JWT_SETTINGS } from './access-token';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

/** Bearer-token verification every service repeats behind the gateway. */
@Global()
@Module({})
export class AccessTokenModule {
  static forRoot(settings: JwtSettings): DynamicModule {
    return {
      module: AccessTokenModule,
      imports: [PassportModule.register({ session: false })],
      providers: [{ provide: JWT_SETTINGS, useValue: settings }, JwtStrategy, JwtAuthGuard],
      exports: [JWT_SETTINGS, JwtAuthGuard, PassportModule],
    };
  }
}
