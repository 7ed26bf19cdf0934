import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/contact',
  title: 'Contact Tessera support',
  intro:
    'Whether you are a creator with a payout question or a subscriber who cannot sign in, our support team is here to help. Here is the quickest way to get an answer.',
  sections: [
    {
      heading: 'Start with the help centre',
      paragraphs: [
        'Many questions have a step-by-step answer already waiting at /help. Select the Neural Search button in the header and type what you are trying to do — for example “cancel subscription” or “payout” — to jump straight to the right article. The most requested ones are:',
      ],
      bullets: [
        'Cannot sign in: /help/login-troubleshooting and /help/password-reset',
        'Email confirmation did not arrive: /help/email-verification',
        'Managing or cancelling a subscription: /help/subscription-management',
        'Refunds: /help/refund-policy',
        'Payouts and fees for creators: /help/creator-earnings',
        'Upload errors: /help/upload-troubleshooting',
      ],
    },
    {
      heading: 'Email the support team',
      paragraphs: [
        'If the help centre does not solve it, write to support@tessera.example or use the form on this page. Please send your message from the email address linked to your Tessera account: it lets us find your account quickly and confirms that the request really comes from you.',
        'One message per problem works best. If you have two unrelated issues, such as a billing question and an upload error, send two messages so each one reaches the right person.',
      ],
    },
    {
      heading: 'What to include',
      paragraphs: [
        'The more specific you are, the fewer questions we have to ask before we can fix things:',
      ],
      bullets: [
        'Your username and whether you use a creator or subscriber account.',
        'What you were trying to do, the page you were on (for example /billing or /content/upload) and what happened instead.',
        'The exact wording of any error message, and a screenshot if you can.',
        'Your browser and device, for problems with pages, uploads or video playback.',
        'For payments: the date, amount, and the last four digits of the card or the PayPal address used.',
      ],
    },
    {
      heading: 'Keep your account safe while you ask',
      paragraphs: [
        'Never send us your password, a full card number or a sign-in link. Our team will never ask for them, and anyone who does is not from Tessera. If we need to confirm your identity, we will ask you to reply from your account email address.',
      ],
    },
    {
      heading: 'What to expect',
      paragraphs: [
        'We answer by email in the order messages arrive, with two exceptions that jump the queue: safety reports and people locked out of their accounts. Reply in the same email thread when we get back to you, so the whole history stays together and you do not have to explain the issue again.',
        'Some requests take longer because they involve a payment provider — for example a disputed charge with Stripe or PayPal. We will tell you when we are waiting on a third party.',
      ],
    },
    {
      heading: 'Other reasons to get in touch',
      paragraphs: [
        'Reporting a user or a post? The report option on the post, profile or message is the fastest route; see /safety. Copyright complaints go to our designated agent at dmca@tessera.example following the process at /dmca. For a guide by topic on what to send us, see /contact-us.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
