import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/tax-info',
  title: 'Tax information',
  intro:
    'Money you earn on Tessera is income, and the rules for it depend on where you live and how you work. This page explains what records Tessera gives you and the questions to take to a professional. It is general information, not tax advice: for advice on your situation, talk to a tax adviser.',
  sections: [
    {
      heading: 'For creators: your earnings are your responsibility',
      paragraphs: [
        'Tessera pays you what you earn, minus the fees described at /creator-program, but we do not file taxes on your behalf. In most countries, income from subscriptions, tips and pay-per-view sales has to be declared, even as a side activity. Questions worth asking an adviser early on:',
      ],
      bullets: [
        'Do I need to register as self-employed, a sole trader or a business, and from what level of income?',
        'Which amount is my taxable income: gross revenue, or revenue after Tessera’s platform fee and payment processing fees?',
        'Can I deduct costs such as equipment, software, props, studio space or my creator plan subscription?',
        'Do I need to make advance or quarterly tax payments?',
        'Does income received through PayPal or another provider need to be reported differently where I live?',
      ],
    },
    {
      heading: 'Records Tessera gives you',
      paragraphs: ['Everything your adviser is likely to ask for is in your account:'],
      bullets: [
        'Earnings (/earnings): each transaction with its gross amount, fees and net amount, split into subscription, tip and pay-per-view income.',
        'Fees: the platform fee for your plan ({{tier.basic-creator.platformFee}} on Basic Creator, {{tier.pro-creator.platformFee}} on Pro Creator, {{tier.premium-creator.platformFee}} on Premium Creator), payment processing of {{fees.payment}} and the payout request fee of {{fees.payoutRequest}}, each shown separately.',
        'Payouts: every payout with its amount, fee, net amount, date requested and date scheduled — payouts are scheduled {{payout.delayDays}} days after you request them.',
        'Billing (/billing, Transactions tab): what you paid Tessera, such as a Pro Creator or Premium Creator plan.',
        'Analytics (/creator/analytics): revenue by period, useful for checking totals against your own records.',
      ],
    },
    {
      heading: 'Keep records the easy way',
      paragraphs: ['A simple monthly routine saves a stressful few days at the end of the year:'],
      steps: [
        'At the start of each month, open /earnings and note last month’s gross revenue, total fees and net revenue.',
        'Match each Tessera payout with the deposit in your bank or PayPal account. Payouts arrive after a delay, so a payout may land in a different month from the earnings it covers — your adviser will tell you which date counts.',
        'Save receipts for business expenses in the same place.',
        'Keep these records for as long as the law where you live requires — often several years.',
      ],
    },
    {
      heading: 'VAT, GST and other sales taxes',
      paragraphs: [
        'Some countries charge a sales tax such as VAT or GST on digital services, and the rules for who collects it — the platform or the seller — vary by country and by the buyer’s location. Prices at checkout show what subscribers pay, including any tax Tessera is required to add. If you are registered for sales tax yourself, ask your adviser how your Tessera income should be treated.',
      ],
    },
    {
      heading: 'Currencies and exchange rates',
      paragraphs: [
        'Tessera’s plan prices are set in euros, with a US dollar equivalent shown for reference. If you report tax in a different currency, ask your adviser which exchange rate to use — for example the rate on the day of each payout, or an official average rate for the year.',
      ],
    },
    {
      heading: 'For subscribers',
      paragraphs: [
        'Subscriptions, tips and pay-per-view purchases are personal purchases, and most subscribers have nothing to report. Your full payment history, including any tax charged, is in /billing under Transactions. If you buy access for business purposes, such as training material, ask your adviser whether the cost is deductible.',
      ],
    },
    {
      heading: 'Questions we can answer',
      paragraphs: [
        'We cannot tell you how much tax to pay, but we can explain any figure in your account or help you find a missing record. Write to support@tessera.example with the period and the transaction or payout in question. More detail is in the help centre at /help/tax-information and /help/creator-earnings.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
