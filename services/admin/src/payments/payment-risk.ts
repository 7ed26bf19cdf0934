import type { PayerRiskFacts, RiskReason } from '@tessera/contracts';

const DAY_MS = 86_400_000;

export interface PaymentRisk {
  score: number;
  reasons: RiskReason[];
}

/** The payment being scored: its amount and when it was made. */
interface ScoredPayment {
  amountCents: number;
  createdAt: string;
}

/**
 * Scores how likely a payment is to come back as a refund claim or a chargeback, 0 to 100, from
 * what billing knows of its payer. Each rule that fires adds points and says why; the sum is
 * capped at 100. The rules and their weights:
 * - failed attempts by the payer in the last 30 days: 3 or more +20, 10 or more +35 instead;
 * - a new payer (first payment under 7 days before this one) +15, under 1 day +25 instead;
 * - every earlier dispute of the payer +30, at most +60;
 * - an amount at least 5 times the payer's usual (median) amount +20, 10 times +30 instead.
 */
export function scorePaymentRisk(payment: ScoredPayment, facts: PayerRiskFacts): PaymentRisk {
  const reasons: RiskReason[] = [];
  const failed = facts.failedAttempts30d;
  if (failed >= 10) {
    reasons.push({
      code: 'many_failed_attempts',
      points: 35,
      text: `${failed} failed attempts in 30 days`,
    });
  } else if (failed >= 3) {
    reasons.push({
      code: 'failed_attempts',
      points: 20,
      text: `${failed} failed attempts in 30 days`,
    });
  }
  const payingFor = Date.parse(payment.createdAt) - Date.parse(facts.firstPaymentAt);
  if (payingFor < DAY_MS) {
    reasons.push({ code: 'new_payer', points: 25, text: 'First paid less than a day before' });
  } else if (payingFor < 7 * DAY_MS) {
    reasons.push({ code: 'recent_payer', points: 15, text: 'First paid less than a week before' });
  }
  if (facts.disputedPayments > 0) {
    const disputes = facts.disputedPayments;
    reasons.push({
      code: 'dispute_history',
      points: Math.min(60, 30 * disputes),
      text: `${disputes} earlier ${disputes === 1 ? 'dispute' : 'disputes'}`,
    });
  }
  const usual = facts.usualAmountCents;
  if (usual !== null && usual > 0) {
    const times = payment.amountCents / usual;
    if (times >= 10) {
      reasons.push({
        code: 'amount_far_above_usual',
        points: 30,
        text: `${Math.floor(times)}× the payer's usual amount`,
      });
    } else if (times >= 5) {
      reasons.push({
        code: 'amount_above_usual',
        points: 20,
        text: `${Math.floor(times)}× the payer's usual amount`,
      });
    }
  }
  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  return { score, reasons };
}
