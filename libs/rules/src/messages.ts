/**
 * Every user-facing validation and denial text used by the rules, defined once.
 * Texts from the product spec are reproduced exactly; the few the spec does not give are worded
 * to match their neighbours and are grouped at the end.
 */
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 20 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  displayNameMin: 'Display name must be at least 2 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDontMatch: "Passwords don't match",
  agreeToTerms: 'You must agree to the terms and conditions',
  registrationRequired: 'Email, username, display name, and password are required',
  userAlreadyExists: 'User already exists',
  invalidCredentials: 'Invalid email or password',
  noValidSession: 'No valid session found',
  sessionValidationFailed: 'Session validation failed',
  googleCredentialMissing: 'No credential received from Google. Please try again.',

  unsupportedFileType:
    'Unsupported file type. Please upload JPG, PNG, WebP, GIF, MP4, WebM, or MOV files.',
  fileTooLarge: (limitMb: number) =>
    `File size exceeds ${limitMb}MB limit. Please choose a smaller file.`,

  loginRequiredContent: 'Login required to view this content',
  activeSubscriptionRequired: 'Active subscription required',
  proTierRequired: 'Pro Subscriber tier or higher required',
  vipTierRequired: 'VIP Subscriber tier required for exclusive content',
  messagingLoginRequired: 'You must be logged in to send messages',
  messagingSubscriptionRequired: 'Active subscription required to send messages',
  dailyConversationLimit: (limit: number) => `Daily conversation limit reached (${limit})`,
  creatorAcceptsOnly: (tierName: string) =>
    `This creator only accepts messages from ${tierName} or higher`,
  mediaNotAllowed: 'Your current tier does not allow media sharing',
  dailyUploadLimit: (limit: number) => `Daily upload limit reached (${limit})`,
  onlyCreatorsLiveStream: 'Only creators can live stream',
  liveStreamingUnavailable: 'Live streaming not available in your current tier',
  dailyBulkLimit: (limit: number) => `Daily bulk message limit reached (${limit})`,
  fileSizeExceedsTierLimit: (limitMb: number) => `File size exceeds limit (${limitMb}MB)`,
  fileTypeNotInTier: 'File type not supported in your tier',

  // Section 8 (error catalogue): the HTTP layer, the sign-in and registration screens, Google
  // sign-in and search.
  requestFailedWithStatus: (status: number) => `Request failed with status ${status}`,
  connectionFailed:
    'Unable to connect to server. Please check your internet connection and try again.',
  unexpectedError: 'An unexpected error occurred',
  welcomeBack: 'Welcome back!',
  signInFailedTitle: 'Sign In Failed',
  loginFailedFallback: 'Invalid email or password. Please try again.',
  registrationSuccessfulTitle: 'Registration Successful!',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedFallback: 'Registration failed. Please try again.',
  successTitle: 'Success!',
  googleAuthFailedTitle: 'Authentication Failed',
  googleCancelled: 'Google authentication was cancelled or failed',
  googleNotConfigured: 'Google OAuth not configured',
  googleUnavailable:
    'Google sign-in is not available. Please contact support or use email/password login.',
  googleNetworkError: 'Network error. Please check your connection and try again.',
  googleInvalidToken: 'Invalid Google token',
  googleExpired: 'Google authentication expired. Please try signing in again.',
  googleFailed: 'Failed to authenticate with Google',
  autoLoginFailedTitle: 'Auto-login failed',
  signInManually: 'Please sign in manually.',
  noSearchResults: (query: string) => `No results found for "${query}".`,

  // Not worded by the spec.
  roleInvalid: 'Role must be creator or subscriber',
  uploadLoginRequired: 'You must be logged in to upload content',
  onlyCreatorsUpload: 'Only creators can upload content',
  activeCreatorSubscriptionRequired: 'Active creator subscription required',
  liveStreamingLoginRequired: 'You must be logged in to live stream',
  bulkMessagingUnavailable: 'Bulk messaging not available in your current tier',
  fileUploadLoginRequired: 'You must be logged in to upload files',
  bioMax: (max: number) => `Bio must be at most ${max} characters`,
  displayNameControlCharacters: 'Display name cannot contain control or text-direction characters',
  bioControlCharacters: 'Bio cannot contain control or text-direction characters',
  invalidUrl: 'Please enter a valid http or https URL',
  imageLinkRefused: 'Upload an image instead of linking one',
  profileImageOnlyImages: 'Profile pictures and covers must be JPEG, PNG, GIF or WebP images',
  urlMax: (max: number) => `URLs must be at most ${max} characters`,
  socialPlatformInvalid: (maxLength: number) =>
    `Social platform names must be 1 to ${maxLength} letters, numbers, spaces, hyphens or underscores, starting with a letter or number`,
  tierRoleMismatch: 'The selected plan does not match the chosen account type',
  socialLinksMax: (max: number) => `At most ${max} social links are allowed`,
  unknownFields: (keys: readonly string[]) => `Unknown field(s): ${keys.join(', ')}`,
  loggedOut: 'Logged out',
  signedOut: "You've been signed out",
} as const;
