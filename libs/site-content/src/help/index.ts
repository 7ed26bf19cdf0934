import type { HelpArticle } from '../content-types';
import { article as ageVerification } from './age-verification.article';
import { article as accountSecurity } from './account-security.article';
import { article as bulkMessaging } from './bulk-messaging.article';
import { article as communityGuidelines } from './community-guidelines.article';
import { article as creatorEarnings } from './creator-earnings.article';
import { article as customCommissions } from './custom-commissions.article';
import { article as contentPrivacyLevels } from './content-privacy-levels.article';
import { article as contentProtection } from './content-protection.article';
import { article as findingCreators } from './finding-creators.article';
import { article as firstSubscription } from './first-subscription.article';
import { article as howToCreateAccount } from './how-to-create-account.article';
import { article as loginTroubleshooting } from './login-troubleshooting.article';
import { article as messageLimits } from './message-limits.article';
import { article as messagingCreators } from './messaging-creators.article';
import { article as messagingTips } from './messaging-tips.article';
import { article as mobileApp } from './mobile-app.article';
import { article as neuralSearch } from './neural-search.article';
import { article as oauthGuide } from './oauth-guide.article';
import { article as passwordReset } from './password-reset.article';
import { article as paymentMethods } from './payment-methods.article';
import { article as paymentSystem } from './payment-system.article';
import { article as pricingStrategies } from './pricing-strategies.article';
import { article as privacySettings } from './privacy-settings.article';
import { article as refundPolicy } from './refund-policy.article';
import { article as reportUserContent } from './report-user-content.article';
import { article as schedulingFeatures } from './scheduling-features.article';
import { article as settingUpCreatorProfile } from './setting-up-creator-profile.article';
import { article as subscriptionManagement } from './subscription-management.article';
import { article as subscriptionTiersOverview } from './subscription-tiers-overview.article';
import { article as supportedFormats } from './supported-formats.article';
import { article as taxInformation } from './tax-information.article';
import { article as twoFactorAuthentication } from './two-factor-authentication.article';
import { article as profileSetup } from './profile-setup.article';
import { article as emailVerification } from './email-verification.article';
import { article as sessionManagement } from './session-management.article';
import { article as browserCompatibility } from './browser-compatibility.article';
import { article as understandingAnalytics } from './understanding-analytics.article';
import { article as uploadOrganizeContent } from './upload-organize-content.article';
import { article as uploadTroubleshooting } from './upload-troubleshooting.article';
import { article as videoQuality } from './video-quality.article';
import { article as advancedSearchFeatures } from './advanced-search-features.article';
import { article as communityGuidelinesArticle } from './community-guidelines-article.article';
import { article as ageVerificationEnhanced } from './age-verification-enhanced.article';
import { article as bulkMessagingEnhanced } from './bulk-messaging-enhanced.article';
import { article as communityGuidelinesEnhanced } from './community-guidelines-enhanced.article';
import { article as creatorEarningsEnhanced } from './creator-earnings-enhanced.article';

/** Every help-centre article, in the order the help centre lists them within a category. */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  ageVerification,
  accountSecurity,
  bulkMessaging,
  communityGuidelines,
  creatorEarnings,
  customCommissions,
  contentPrivacyLevels,
  contentProtection,
  findingCreators,
  firstSubscription,
  howToCreateAccount,
  loginTroubleshooting,
  messageLimits,
  messagingCreators,
  messagingTips,
  mobileApp,
  neuralSearch,
  oauthGuide,
  passwordReset,
  paymentMethods,
  paymentSystem,
  pricingStrategies,
  privacySettings,
  refundPolicy,
  reportUserContent,
  schedulingFeatures,
  settingUpCreatorProfile,
  subscriptionManagement,
  subscriptionTiersOverview,
  supportedFormats,
  taxInformation,
  twoFactorAuthentication,
  profileSetup,
  emailVerification,
  sessionManagement,
  browserCompatibility,
  understandingAnalytics,
  uploadOrganizeContent,
  uploadTroubleshooting,
  videoQuality,
  advancedSearchFeatures,
  communityGuidelinesArticle,
  ageVerificationEnhanced,
  bulkMessagingEnhanced,
  communityGuidelinesEnhanced,
  creatorEarningsEnhanced,
];
