import { MongooseModule } from '@nestjs/mongoose';
import { Mailer, PlatformSettingsModule, type ServiceDefinition } from '@tessera/platform';
import { AccountController } from './account/account.controller';
import { AccountDataClient, AccountDataPort } from './account/account-data.client';
import { ChangeEmail } from './account/change-email.usecase';
import { DeleteAccount } from './account/delete-account.usecase';
import { ExportAccount } from './account/export-account.usecase';
import { AccountReport, AccountReportSchema } from './account-reports/account-report.schema';
import { AccountReportsController } from './account-reports/account-reports.controller';
import { AccountReportsRepository } from './account-reports/account-reports.repository';
import { ReportAccountUseCase } from './account-reports/report-account.usecase';
import { AccountStatusController } from './account-status/account-status.controller';
import { ChangeAccountStatus } from './account-status/change-account-status.usecase';
import { DecideVerification } from './account-status/decide-verification.usecase';
import { AccountRecoveryController } from './account-tokens/account-recovery.controller';
import { AccountRecoveryService } from './account-tokens/account-recovery.service';
import { AccountToken, AccountTokenSchema } from './account-tokens/account-token.schema';
import { AccountTokensRepository } from './account-tokens/account-tokens.repository';
import { AuthController } from './auth/auth.controller';
import { RegistrationService } from './auth/registration.service';
import { SignInService } from './auth/sign-in.service';
import { type AuthConfig, loadAuthConfig } from './config/auth-config';
import { AccessTokenIssuer } from './credentials/access-token.issuer';
import { ChangePassword } from './credentials/change-password.usecase';
import { PasswordController } from './credentials/password.controller';
import { LoginThrottle } from './credentials/login-throttle';
import { PasswordHasher } from './credentials/password-hasher';
import { RememberedDevice, RememberedDeviceSchema } from './devices/remembered-device.schema';
import { RememberedDevicesController } from './devices/remembered-devices.controller';
import { RememberedDevicesRepository } from './devices/remembered-devices.repository';
import { RememberedDevicesService } from './devices/remembered-devices.service';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleIdTokenVerifier } from './google/google-id-token.verifier';
import { GoogleSignInService } from './google/google-sign-in.service';
import { AccountMailCap } from './mail/account-mail-cap';
import { ManagePasskeys } from './passkeys/manage-passkeys.usecase';
import { PasskeysController } from './passkeys/passkeys.controller';
import { PasskeysModule } from './passkeys/passkeys.module';
import { RegisterPasskey } from './passkeys/register-passkey.usecase';
import { SignInWithPasskey } from './passkeys/sign-in-with-passkey.usecase';
import { Session, SessionSchema } from './sessions/session.schema';
import { SessionRevokedEvents } from './sessions/session-revoked.events';
import { SessionService } from './sessions/session.service';
import { SessionsController } from './sessions/sessions.controller';
import { SettingsModule } from './settings/settings.module';
import { SessionsRepository } from './sessions/sessions.repository';
import { SignInLinkController } from './sign-in-links/sign-in-link.controller';
import { SignInLinkService } from './sign-in-links/sign-in-link.service';
import { SigningKeysModule } from './signing-keys/signing-keys.module';
import { BackgroundTasks } from './tasks/background-tasks';
import { AccountProof } from './two-factor/account-proof';
import { TwoFactorChallenges } from './two-factor/two-factor-challenges';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorCredential, TwoFactorCredentialSchema } from './two-factor/two-factor.schema';
import { TwoFactorService } from './two-factor/two-factor.service';
import { TwoFactorSignIn } from './two-factor/two-factor-sign-in.service';
import { PlatformTierEvents } from './subscriptions/platform-tier.events';
import { User, UserSchema } from './users/user.schema';
import { UsersController } from './users/users.controller';
import { UserContactController } from './users/user-contact.controller';
import { UserExportController } from './users/user-export.controller';
import { UserProfileCache } from './users/user-profile.cache';
import { ProfileImagesClient, ProfileImagesPort } from './users/profile-images.client';
import { ClearExternalPicturesUseCase } from './users/clear-external-pictures.usecase';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/** Accounts, credentials, sessions and the users API. */
export const authService: ServiceDefinition<AuthConfig> = {
  name: 'auth',
  loadConfig: loadAuthConfig,
  accessTokenKeys: SigningKeysModule,
  features: () => ({
    imports: [
      SigningKeysModule,
      PlatformSettingsModule,
      SettingsModule,
      PasskeysModule,
      MongooseModule.forFeature([
        { name: User.name, schema: UserSchema },
        { name: Session.name, schema: SessionSchema },
        { name: AccountToken.name, schema: AccountTokenSchema },
        { name: RememberedDevice.name, schema: RememberedDeviceSchema },
        { name: AccountReport.name, schema: AccountReportSchema },
        { name: TwoFactorCredential.name, schema: TwoFactorCredentialSchema },
      ]),
    ],
    controllers: [
      AuthController,
      AccountRecoveryController,
      GoogleAuthController,
      RememberedDevicesController,
      SignInLinkController,
      UsersController,
      UserExportController,
      UserContactController,
      AccountStatusController,
      AccountReportsController,
      TwoFactorController,
      SessionsController,
      PasswordController,
      AccountController,
      PasskeysController,
      PlatformTierEvents,
      SessionRevokedEvents,
    ],
    providers: [
      UsersRepository,
      UserProfileCache,
      SessionsRepository,
      AccountTokensRepository,
      RememberedDevicesRepository,
      PasswordHasher,
      AccessTokenIssuer,
      LoginThrottle,
      AccountMailCap,
      Mailer,
      BackgroundTasks,
      SessionService,
      RegistrationService,
      SignInService,
      AccountRecoveryService,
      UsersService,
      ClearExternalPicturesUseCase,
      { provide: ProfileImagesPort, useClass: ProfileImagesClient },
      GoogleIdTokenVerifier,
      GoogleSignInService,
      RememberedDevicesService,
      SignInLinkService,
      ChangeAccountStatus,
      DecideVerification,
      AccountReportsRepository,
      ReportAccountUseCase,
      TwoFactorRepository,
      TwoFactorService,
      TwoFactorChallenges,
      TwoFactorSignIn,
      AccountProof,
      ChangePassword,
      ExportAccount,
      { provide: AccountDataPort, useClass: AccountDataClient },
      DeleteAccount,
      ChangeEmail,
      RegisterPasskey,
      ManagePasskeys,
      SignInWithPasskey,
    ],
  }),
};
