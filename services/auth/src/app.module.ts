import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  AccessTokenModule,
  EventsModule,
  HealthModule,
  KafkaHealthIndicator,
  LoggerModule,
  MongoHealthIndicator,
  RedisHealthIndicator,
  RedisModule,
} from '@tessera/platform';
import type { Logger } from 'pino';
import { AccountRecoveryController } from './account-tokens/account-recovery.controller';
import { AccountRecoveryService } from './account-tokens/account-recovery.service';
import { AccountToken, AccountTokenSchema } from './account-tokens/account-token.schema';
import { AccountTokensRepository } from './account-tokens/account-tokens.repository';
import { AuthController } from './auth/auth.controller';
import { RegistrationService } from './auth/registration.service';
import { SignInService } from './auth/sign-in.service';
import { AUTH_CONFIG, type AuthConfig } from './config/auth-config';
import { AccessTokenIssuer } from './credentials/access-token.issuer';
import { LoginThrottle } from './credentials/login-throttle';
import { PasswordHasher } from './credentials/password-hasher';
import { RememberedDevice, RememberedDeviceSchema } from './devices/remembered-device.schema';
import { RememberedDevicesController } from './devices/remembered-devices.controller';
import { RememberedDevicesRepository } from './devices/remembered-devices.repository';
import { RememberedDevicesService } from './devices/remembered-devices.service';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleIdTokenVerifier } from './google/google-id-token.verifier';
import { GoogleSignInService } from './google/google-sign-in.service';
import { Mailer } from './mail/mailer';
import { OpenApiController } from './openapi/openapi.controller';
import { Session, SessionSchema } from './sessions/session.schema';
import { SessionService } from './sessions/session.service';
import { SessionsRepository } from './sessions/sessions.repository';
import { PlatformTierEvents } from './subscriptions/platform-tier.events';
import { User, UserSchema } from './users/user.schema';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule {
  static register(config: AuthConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(logger),
        MongooseModule.forRoot(config.MONGO_URL, {
          dbName: config.MONGO_DB,
          autoIndex: true,
          maxPoolSize: config.MONGO_MAX_POOL_SIZE,
        }),
        MongooseModule.forFeature([
          { name: User.name, schema: UserSchema },
          { name: Session.name, schema: SessionSchema },
          { name: AccountToken.name, schema: AccountTokenSchema },
          { name: RememberedDevice.name, schema: RememberedDeviceSchema },
        ]),
        RedisModule.forRoot(config.REDIS_URL),
        EventsModule.forRoot({
          clientId: config.KAFKA_CLIENT_ID,
          brokers: config.KAFKA_BROKERS,
          relay: {
            enabled: config.OUTBOX_RELAY_ENABLED,
            intervalMs: config.OUTBOX_POLL_INTERVAL_MS,
          },
        }),
        AccessTokenModule.forRoot(config),
        HealthModule.forRoot([MongoHealthIndicator, KafkaHealthIndicator, RedisHealthIndicator]),
      ],
      controllers: [
        AuthController,
        AccountRecoveryController,
        GoogleAuthController,
        RememberedDevicesController,
        UsersController,
        PlatformTierEvents,
        OpenApiController,
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        UsersRepository,
        SessionsRepository,
        AccountTokensRepository,
        RememberedDevicesRepository,
        PasswordHasher,
        AccessTokenIssuer,
        LoginThrottle,
        Mailer,
        SessionService,
        RegistrationService,
        SignInService,
        AccountRecoveryService,
        UsersService,
        GoogleIdTokenVerifier,
        GoogleSignInService,
        RememberedDevicesService,
      ],
    };
  }
}
