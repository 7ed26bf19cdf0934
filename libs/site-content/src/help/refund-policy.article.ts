import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'refund-policy',
  title: 'Refund policy',
  category: 'Subscriptions & billing',
  summary:
    'When Tessera refunds a payment, how to ask for one, and what happens to your access and to the creator’s earnings while a refund is reviewed.',
  keywords: [
    'refund',
    'money back',
    'charged twice',
    'cancel and refund',
    'wrong charge',
    'dispute',
    'chargeback',
    'tip refund',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'How billing periods and refunds fit together',
      paragraphs: [
        'Subscriptions on Tessera are paid in advance for a billing period of {{subscription.periodDays}} days. When you cancel, you keep everything your subscription unlocks until the end of the period you have already paid for, and you are not charged again. Because access continues for the time you paid for, cancelling on its own does not trigger a refund of the current period.',
        'Tips and pay-per-view unlocks are one-off payments. Once a tip has reached a creator or a pay-per-view post has been unlocked, the payment is normally final.',
        'Every refund request is reviewed by a person on Tessera’s payments team. Nothing in this policy limits any rights you have under the consumer law of the country where you live.',
      ],
    },
    {
      heading: 'When we refund',
      paragraphs: [
        'We refund, in full or in part, when a charge should not have happened. Typical cases:',
      ],
      bullets: [
        'You were charged twice for the same subscription, tip or unlock.',
        'You were charged for a renewal after your cancellation had already taken effect.',
        'A technical fault on Tessera stopped you from reaching content you paid for, and support could not fix it within a reasonable time.',
        'A payment was made from your account without your permission — in that case also secure your account straight away (see Keeping your account secure).',
        'A creator’s content you paid for was removed by our moderation team for breaking the Community Guidelines.',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        'Requests are handled by email so that a person can look at the whole history of the payment.',
      ],
      steps: [
        'Sign in and open /billing, then choose the Transactions tab (/billing?tab=transactions).',
        'Find the payment in question and note its date, amount and description, and the card (last four digits) it was paid with.',
        'Write to support@tessera.example from the email address on your Tessera account, with the subject ‘Refund request’.',
        'Include the payment details from step 2 and a short explanation of what went wrong. Screenshots of error messages help.',
        'We confirm that we have received the request. It is recorded as pending while the payments team reviews it, and we reply with the outcome by email.',
      ],
    },
    {
      heading: 'After a refund is approved',
      paragraphs: [
        'Approved refunds go back to the payment method that was charged: a card payment processed by Stripe is returned to the same card. We cannot send a refund to a different card. Once we have issued it, the time until it appears on your statement depends on your bank and is often several business days.',
        'When a subscription payment is refunded in full, the access it paid for ends. The refunded amount is also taken back out of the creator’s earnings for that transaction, because the creator was never entitled to money that should not have been charged.',
      ],
    },
    {
      heading: 'Before you open a dispute with your bank',
      paragraphs: [
        'Please contact support@tessera.example first. A bank dispute or chargeback usually takes far longer than a refund request, and the payment stays on hold until your bank decides. If you already have a dispute open, tell us in your email so we can answer your bank with the payment records.',
        'If you simply want to stop future payments, you do not need a refund at all: cancel the subscription from /my-subscriptions as described in Managing your subscriptions.',
      ],
    },
  ],
  related: ['subscription-management', 'payment-methods', 'payment-system', 'account-security'],
  updatedAt: '2026-11-20',
};
