export * from './messages';
export * from './roles';
export * from './money';
export * from './time';

export * from './tiers/tier.types';
export * from './tiers/tier.copy';
export * from './tiers/tier.catalogue';
export * from './tiers/tier.lookup';

export * from './content/content.types';
export * from './files/file-type.util';

export * from './access/access.types';
export { effectiveTierOf } from './access/access.decision';
export * from './access/content-access.check';
export * from './access/creator-tier-access.rule';
export * from './access/first-tier.rule';
export * from './access/messaging-access.check';
export * from './access/media-sharing-access.check';
export * from './access/upload-access.check';
export * from './access/bulk-messaging-access.check';
export * from './access/file-upload-access.check';
export * from './access/required-tier.rule';

export * from './session/session.constants';
export * from './session/session-state.rule';
export * from './session/destinations.rule';

export * from './ui/display.constants';

export * from './presence/online-status.rule';
export * from './presence/last-seen.rule';

export * from './consent/cookie-consent.rule';

export * from './subscription/subscription-period.rule';
export * from './subscription/offer-prices';

export * from './validation/auth-fields.schema';
export * from './validation/control-characters.rule';
export * from './validation/login.schema';
export * from './validation/register.schema';
export * from './validation/profile-update.schema';
export * from './validation/upload-file.schema';
export * from './validation/format-zod-issues.util';

export * from './messaging/messaging.constants';
