import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it.each([
    ['invalidEmail', 'Please enter a valid email address'],
    ['loginPasswordMin', 'Password must be at least 6 characters'],
    ['usernameMin', 'Username must be at least 3 characters'],
    ['usernameMax', 'Username must be less than 20 characters'],
    ['usernameChars', 'Username can only contain letters, numbers, and underscores'],
    ['displayNameMin', 'Display name must be at least 2 characters'],
    ['passwordMin', 'Password must be at least 8 characters'],
    [
      'passwordComplexity',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['passwordsDontMatch', "Passwords don't match"],
    ['agreeToTerms', 'You must agree to the terms and conditions'],
    ['registrationRequired', 'Email, username, display name, and password are required'],
    ['userAlreadyExists', 'User already exists'],
    ['invalidCredentials', 'Invalid email or password'],
    ['noValidSession', 'No valid session found'],
    ['sessionValidationFailed', 'Session validation failed'],
    ['googleCredentialMissing', 'No credential received from Google. Please try again.'],
    [
      'unsupportedFileType',
      'Unsupported file type. Please upload JPG, PNG, WebP, GIF, MP4, WebM, or MOV files.',
    ],
    ['loginRequiredContent', 'Login required to view this content'],
    ['activeSubscriptionRequired', 'Active subscription required'],
    ['proTierRequired', 'Pro Subscriber tier or higher required'],
    ['vipTierRequired', 'VIP Subscriber tier required for exclusive content'],
    ['messagingLoginRequired', 'You must be logged in to send messages'],
    ['messagingSubscriptionRequired', 'Active subscription required to send messages'],
    ['mediaNotAllowed', 'Your current tier does not allow media sharing'],
    ['onlyCreatorsLiveStream', 'Only creators can live stream'],
    ['liveStreamingUnavailable', 'Live streaming not available in your current tier'],
    ['fileTypeNotInTier', 'File type not supported in your tier'],
    [
      'connectionFailed',
      'Unable to connect to server. Please check your internet connection and try again.',
    ],
    ['unexpectedError', 'An unexpected error occurred'],
    ['welcomeBack', 'Welcome back!'],
    ['signInFailedTitle', 'Sign In Failed'],
    ['loginFailedFallback', 'Invalid email or password. Please try again.'],
    ['registrationSuccessfulTitle', 'Registration Successful!'],
    ['registrationFailedTitle', 'Registration Failed'],
    ['registrationFailedFallback', 'Registration failed. Please try again.'],
    ['successTitle', 'Success!'],
    ['googleAuthFailedTitle', 'Authentication Failed'],
    ['googleCancelled', 'Google authentication was cancelled or failed'],
    ['googleNotConfigured', 'Google OAuth not configured'],
    [
      'googleUnavailable',
      'Google sign-in is not available. Please contact support or use email/password login.',
    ],
    ['googleNetworkError', 'Network error. Please check your connection and try again.'],
    ['googleInvalidToken', 'Invalid Google token'],
    ['googleExpired', 'Google authentication expired. Please try signing in again.'],
    ['googleFailed', 'Failed to authenticate with Google'],
    ['autoLoginFailedTitle', 'Auto-login failed'],
    ['signInManually', 'Please sign in manually.'],
    ['roleInvalid', 'Role must be creator or subscriber'],
    ['loggedOut', 'Logged out'],
    ['signedOut', "You've been signed out"],
  ] as const)('%s reads exactly as specified', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    [MESSAGES.fileTooLarge(10), 'File size exceeds 10MB limit. Please choose a smaller file.'],
    [MESSAGES.dailyConversationLimit(5), 'Daily conversation limit reached (5)'],
    [
      MESSAGES.creatorAcceptsOnly('Pro Subscriber'),
      'This creator only accepts messages from Pro Subscriber or higher',
    ],
    [MESSAGES.dailyUploadLimit(25), 'Daily upload limit reached (25)'],
    [MESSAGES.dailyBulkLimit(100), 'Daily bulk message limit reached (100)'],
    [MESSAGES.fileSizeExceedsTierLimit(50), 'File size exceeds limit (50MB)'],
    [MESSAGES.requestFailedWithStatus(502), 'Request failed with status 502'],
    [MESSAGES.noSearchResults('zebra'), 'No results found for "zebra".'],
    [MESSAGES.unknownFields(['role', 'email']), 'Unknown field(s): role, email'],
  ])('templated text %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('states every text once', () => {
    const texts = Object.values(MESSAGES).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});
