import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'payment-methods',
  title: 'Adding and managing payment methods',
  category: 'Subscriptions & billing',
  summary:
    'Tessera accepts credit and debit cards, processed by Stripe. Learn how to add, choose a default and remove cards, and what to do when a payment is declined.',
  keywords: [
    'credit card',
    'debit card',
    'stripe',
    'add card',
    'default payment method',
    'remove card',
    'card declined',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Accepted payment methods',
      paragraphs: [
        'You pay for plans, creator subscriptions, tips and pay-per-view posts with a credit or debit card, processed by Stripe. Your card details go straight to Stripe; Tessera keeps only the card brand, the last four digits and the expiry date so you can tell your cards apart. Other payment methods such as PayPal are not offered.',
      ],
    },
    {
      heading: 'Add a payment method',
      paragraphs: ['Your payment methods live on the billing page.'],
      steps: [
        'Open /billing and select the Payment Methods tab (or go straight to /billing?tab=payment-methods). Signed-in users can also find Billing & Payments in the sidebar on larger screens.',
        'Enter the number, expiry date and security code in the secure card form.',
        'Save. The new method appears in your list. If it’s the first one you’ve added, it automatically becomes your default.',
      ],
    },
    {
      heading: 'Choose your default',
      paragraphs: [
        'Your default payment method is used for renewals and offered first at checkout. Only one method can be the default at a time: when you mark a different card as default, the previous one stops being the default but stays saved. Make sure your default won’t expire before your next renewal, otherwise the renewal may fail.',
      ],
    },
    {
      heading: 'Update or remove a method',
      paragraphs: [
        'Cards can’t be edited in place, because the full number isn’t stored. When your bank sends a replacement card, add it as a new method, set it as default, then remove the old one. Before you remove your default, choose another default so active subscriptions can keep renewing.',
      ],
    },
    {
      heading: 'When a payment is declined',
      paragraphs: [
        'A message starting ‘Payment failed:’ shows the reason given by the card processor. ‘There was a problem processing your payment. Please try again.’ means the payment didn’t complete on our side.',
      ],
      bullets: [
        'Check that the card number, expiry date and billing details are correct and that the card hasn’t expired.',
        'Make sure there are enough funds and that your bank allows online payments in the subscription’s currency.',
        'Your bank may ask you to confirm the payment in its app or by text message. Complete that step and try again.',
        'Try a different card.',
        'If the payment was taken but the purchase didn’t go through, don’t pay again. Check /billing?tab=transactions and contact support@tessera.example with the date and amount.',
      ],
    },
  ],
  related: ['payment-system', 'subscription-management', 'refund-policy', 'first-subscription'],
  updatedAt: '2026-11-27',
};
