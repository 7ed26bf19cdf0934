import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/terms',
  title: 'Terms of service',
  intro:
    'These terms are the agreement between you and Tessera, the company that operates the Tessera platform. By creating an account or using the platform, you accept them together with our privacy policy (/privacy) and community guidelines (/community-guidelines). Please read them carefully.',
  sections: [
    {
      heading: 'Eligibility and your account',
      paragraphs: [
        'You must be at least 18 years old, and old enough to enter a binding contract where you live, to use Tessera. You may hold one personal account. The information you give us must be accurate, and you are responsible for keeping your password secret and for everything done through your account. Tell us straight away at support@tessera.example if you think someone else has accessed it.',
      ],
    },
    {
      heading: 'Subscriptions, payments and refunds',
      paragraphs: [
        'Prices for plans, creator tiers, tips and pay-per-view posts are shown before you pay. Payments are processed by Stripe (cards) and PayPal, and their own terms also apply to the payment itself. Taxes may be added where the law requires.',
      ],
      bullets: [
        'Subscriptions renew automatically every {{subscription.periodDays}} days, and you are charged at each renewal until you cancel. Annual plans, where offered, renew every year.',
        'You can cancel at any time from /my-subscriptions or /billing. Cancellation takes effect at the end of the current period: you keep access until then and are not charged again. You can resume a cancelled subscription before the period ends.',
        'Refunds are handled under our refund policy at /help/refund-policy. Nothing in these terms removes any right to a refund you have under consumer law.',
        'If a payment fails or is reversed, we may pause the related subscription or access until it is settled.',
      ],
    },
    {
      heading: 'Creator obligations',
      paragraphs: ['If you earn on Tessera, you agree to the following:'],
      bullets: [
        'You only publish content you created or have all the rights to use, and you hold written consent from every person who appears in it, each of whom is 18 or older.',
        'You complete identity verification when we ask, and keep your details up to date.',
        'You describe your tiers and pay-per-view posts accurately and deliver what you promise.',
        'You accept the platform fee of your creator plan and the payment processing fee of {{fees.payment}}, both deducted from your earnings. Payouts can be requested from a balance of {{payout.minimum}}, carry a request fee of {{fees.payoutRequest}} and are scheduled {{payout.delayDays}} days after the request. Current fees are listed at /creator-program.',
        'You are responsible for declaring your income and paying any taxes due on it.',
      ],
    },
    {
      heading: 'Subscriber obligations',
      paragraphs: [
        'Access you buy is for your personal, non-commercial use. You may not download, record, screenshot for distribution, resell or re-share creators’ content outside Tessera, or help anyone else do so. Treat creators with respect, stay within the messaging rules of your plan, and do not file false chargebacks for content you received.',
      ],
    },
    {
      heading: 'Content and licences',
      paragraphs: [
        'Creators keep ownership of their content. By publishing on Tessera, you give us a worldwide, non-exclusive, royalty-free licence to host, store, process, display and deliver that content to the audience you choose, for as long as it stays on the platform and for a reasonable period afterwards for backups and legal records. The Tessera name and brand belong to us; Tessera’s open-source code is available under its own licence.',
      ],
    },
    {
      heading: 'Prohibited content and conduct',
      paragraphs: [
        'You may not post or send anything that breaks our community guidelines or the law, including content involving minors, non-consensual content, harassment, hate, threats, fraud, spam or material that infringes someone else’s rights. You may not try to get around access controls, scrape the platform, interfere with its security or take payments outside Tessera. Copyright complaints follow the process at /dmca.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You can close your account at any time by contacting support; active subscriptions end at the close of their current period. We may remove content, restrict features, suspend or permanently close an account that breaks these terms or the community guidelines, or where we must do so by law, and we will explain why unless the law or safety prevents it. Earnings legitimately due to a creator are paid out after closure, less any refunds, chargebacks or amounts obtained through fraud.',
      ],
    },
    {
      heading: 'Liability and changes to these terms',
      paragraphs: [
        'We work hard to keep Tessera available and secure, but we provide it as it is and cannot promise it will always be uninterrupted or error-free. To the extent the law allows, Tessera is not liable for indirect or consequential losses, or for content posted by users, and our total liability to you is limited to the amounts you paid us in the twelve months before the claim. Nothing here limits liability that cannot be limited by law, or your rights as a consumer.',
        'We may update these terms. For significant changes we will give notice by email or in the app before they take effect; continuing to use Tessera afterwards means you accept the new terms. Questions: support@tessera.example.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
