// Apart from the settings' schemas, so a page that only names a refusal (the landing and sign-in
// pages, on their first load) builds no validator.

/** The refusal of an action a setting turns off, naming the setting. */
export const SETTING_REFUSALS = {
  registrationOpen: 'Registration is closed on this platform',
  tipsEnabled: 'Tips are turned off on this platform',
  subscriptionsEnabled: 'Subscriptions are turned off on this platform',
  messagingEnabled: 'Messaging is turned off on this platform',
} as const;
