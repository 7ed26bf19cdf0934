import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'tax-information',
  title: 'Tax information for creators',
  category: 'Creators',
  summary:
    'What records Tessera gives you for your tax return, which fees are taken from your earnings, and the questions to bring to a tax adviser.',
  keywords: [
    'tax',
    'income',
    'tax return',
    'vat',
    'sales tax',
    'self-employed',
    'earnings statement',
    'revenue report',
    'records',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Your earnings are your income to declare',
      paragraphs: [
        'Money you earn on Tessera from subscriptions, tips and pay-per-view is income. In most countries you are responsible for declaring it and for paying any income tax, social contributions and, where it applies, VAT or sales tax on it. The rules differ a lot between countries and depend on your personal situation, so Tessera cannot tell you what you owe. Talk to a tax adviser in the country where you are tax resident — ideally before your first payout rather than at the end of the year.',
        'The /tax-info page gives a general overview. This article explains which records you can get from Tessera to make your adviser’s job easier.',
      ],
    },
    {
      heading: 'Records Tessera keeps for you',
      paragraphs: [],
      bullets: [
        'Transactions (/billing?tab=transactions): every payment with its date, type (subscription or tip), amount, fees and the net amount credited to you.',
        'Revenue reports (/creator/analytics and /earnings): per period, your gross revenue, platform fees, payment processing fees and net revenue, split into subscription, tip and one-time revenue.',
        'Payouts (/earnings): every payout with its amount, fee, net amount, method and the date it was scheduled for.',
      ],
    },
    {
      heading: 'The fees taken from your earnings',
      paragraphs: [
        'Your adviser will want to know the difference between what fans paid and what reached your bank account. Three kinds of fee can apply:',
      ],
      bullets: [
        'Platform fee, set by your creator plan: {{tier.basic-creator.platformFee}} on {{tier.basic-creator.name}}, {{tier.pro-creator.platformFee}} on {{tier.pro-creator.name}} and {{tier.premium-creator.platformFee}} on {{tier.premium-creator.name}}.',
        'Payment processing fee charged on card payments: {{fees.payment}} per payment.',
        'Payout request fee: {{fees.payoutRequest}} of the amount you withdraw.',
        'Your creator plan’s monthly price, if you are on a paid plan.',
      ],
    },
    {
      heading: 'Preparing for tax time',
      paragraphs: [],
      steps: [
        'At the end of each month, open /earnings and save or print that month’s revenue report.',
        'Keep the list of payouts alongside your bank statements so every payout can be matched to a deposit.',
        'Keep receipts for costs you have as a creator, such as equipment or software, in case your adviser can use them.',
        'Give your adviser the gross revenue, the fees and the payouts for the year, and ask which of them go where on your return.',
        'Set part of each payout aside for tax during the year, so the bill does not come as a surprise.',
      ],
    },
    {
      heading: 'Questions to ask your adviser',
      paragraphs: [],
      bullets: [
        'Do I need to register as self-employed or as a business for this income?',
        'Do VAT or sales tax rules apply to my sales to fans in other countries?',
        'Which of Tessera’s fees and my creator plan’s price can I deduct?',
        'Do I need to make advance tax payments during the year?',
      ],
    },
  ],
  related: [
    'creator-earnings',
    'creator-earnings-enhanced',
    'payment-system',
    'understanding-analytics',
  ],
  updatedAt: '2026-11-20',
};
