import type { SignInOutcomeDto, TwoFactorChallengeDto } from './account-security';

// Apart from the schemas, so a page that only tells the two outcomes apart (the sign-in page, on
// its first load) builds no validator.
export function isTwoFactorChallenge(outcome: SignInOutcomeDto): outcome is TwoFactorChallengeDto {
  return 'twoFactorRequired' in outcome && outcome.twoFactorRequired === true;
}
