export { VerificationSettingsPage } from './verification-settings-page';
