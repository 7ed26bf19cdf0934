import { Injectable } from '@nestjs/common';
import type { PaymentAnalyticsDto, RevenueReportDto } from '@tessera/contracts';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { lastPeriods, type Period, type PeriodKind } from './periods';
import { type SaleFact, saleFacts } from './revenue-facts';

const DAY_MS = 86_400_000;
const MONTH_MS = 30 * DAY_MS;
const SUBSCRIPTION = 'creator_subscription';

/**
 * Section 3's revenue reports and payment analytics of a creator, computed from the ledger.
 * Subscriber counts are paying subscribers: a creator's subscriber is counted in a period when a
 * subscription charge of theirs to the creator succeeded in it (periods are 30 days, so a month
 * holds each active subscriber's renewal); churned are those who paid in the period before only.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly tiers: CreatorTiersRepository,
  ) {}

  async revenue(
    creatorId: string,
    kind: PeriodKind,
    count: number,
    now = new Date(),
  ): Promise<RevenueReportDto[]> {
    const periods = lastPeriods(kind, count + 1, now);
    const facts = saleFacts(creatorId, await this.ledger.journalsOfCreator(creatorId));
    const firstPaid = firstSubscriptionCharge(facts);
    let previous = subscribersIn(facts, periods[0]);
    return periods.slice(1).map((period) => {
      const inPeriod = within(facts, period);
      const subscribers = subscribersIn(facts, period);
      const gross = total(inPeriod, (fact) => fact.grossCents);
      const processing = total(inPeriod, (fact) => fact.processorFeeCents);
      const net = total(inPeriod, (fact) => fact.creatorNetCents);
      const payers = new Set(
        inPeriod.filter((fact) => fact.grossCents > 0).map((fact) => fact.payerId),
      );
      const report: RevenueReportDto = {
        period: period.label,
        grossRevenue: gross,
        platformFees: gross - processing - net,
        paymentProcessingFees: processing,
        netRevenue: net,
        subscriptionRevenue: grossOf(inPeriod, SUBSCRIPTION),
        tipRevenue: grossOf(inPeriod, 'tip'),
        oneTimeRevenue: grossOf(inPeriod, 'unlock'),
        subscriberCount: subscribers.size,
        newSubscribers: [...subscribers].filter((payer) => {
          const first = firstPaid.get(payer);
          return first !== undefined && first >= period.start && first < period.end;
        }).length,
        churnedSubscribers: [...previous].filter((payer) => !subscribers.has(payer)).length,
        averageRevenuePerUser: payers.size > 0 ? Math.round(gross / payers.size) : 0,
      };
      previous = subscribers;
      return report;
    });
  }

  async analytics(creatorId: string, now = new Date()): Promise<PaymentAnalyticsDto> {
    const [journals, tiers] = await Promise.all([
      this.ledger.journalsOfCreator(creatorId),
      this.tiers.ofCreator(creatorId, false),
    ]);
    const facts = saleFacts(creatorId, journals);
    const tierNames = new Map(tiers.map((tier) => [tier._id, tier.name]));
    const thisMonth = { label: '', start: new Date(now.getTime() - MONTH_MS), end: now };
    const lastMonth = {
      label: '',
      start: new Date(now.getTime() - 2 * MONTH_MS),
      end: thisMonth.start,
    };
    const recent = within(facts, thisMonth);
    const monthlyRevenue = total(recent, (fact) => fact.grossCents);
    const previousRevenue = total(within(facts, lastMonth), (fact) => fact.grossCents);
    const totalRevenue = total(facts, (fact) => fact.grossCents);
    const active = subscribersIn(facts, thisMonth);
    const before = subscribersIn(facts, lastMonth);
    const churned = [...before].filter((payer) => !active.has(payer)).length;
    const recentPayers = new Set(
      recent.filter((fact) => fact.grossCents > 0).map((fact) => fact.payerId),
    );
    const allPayers = new Set(facts.map((fact) => fact.payerId));
    const charges = facts.filter((fact) => fact.grossCents > 0).length;
    return {
      totalRevenue,
      monthlyRevenue,
      revenueGrowth: growth(previousRevenue, monthlyRevenue),
      totalSubscribers: firstSubscriptionCharge(facts).size,
      activeSubscriptions: active.size,
      churnRate: before.size > 0 ? round1((churned / before.size) * 100) : 0,
      averageRevenuePerUser:
        recentPayers.size > 0 ? Math.round(monthlyRevenue / recentPayers.size) : 0,
      lifetimeValue: allPayers.size > 0 ? Math.round(totalRevenue / allPayers.size) : 0,
      revenueByTier: ranked(
        facts.filter((fact) => fact.purpose === SUBSCRIPTION),
        (fact) => fact.tierId,
      ).map(([tierId, revenue]) => ({
        tierId,
        tierName: tierNames.get(tierId) ?? tierId,
        revenue,
      })),
      revenueOverTime: lastPeriods('month', 12, now).map((period) => ({
        period: period.label,
        revenue: total(within(facts, period), (fact) => fact.grossCents),
      })),
      // Every charge goes through a card with the processor today.
      paymentMethodDistribution: charges > 0 ? [{ method: 'card', count: charges }] : [],
      topEarningContent: ranked(facts, (fact) => fact.contentId)
        .slice(0, 10)
        .map(([contentId, revenue]) => ({ contentId, revenue })),
    };
  }
}

function within(facts: SaleFact[], period: Pick<Period, 'start' | 'end'>): SaleFact[] {
  return facts.filter((fact) => fact.at >= period.start && fact.at < period.end);
}

function total(facts: SaleFact[], value: (fact: SaleFact) => number): number {
  return facts.reduce((sum, fact) => sum + value(fact), 0);
}

function grossOf(facts: SaleFact[], purpose: string): number {
  return total(
    facts.filter((fact) => fact.purpose === purpose),
    (fact) => fact.grossCents,
  );
}

/** Payers with a subscription charge in the period that was not taken back. */
function subscribersIn(facts: SaleFact[], period: Pick<Period, 'start' | 'end'>): Set<string> {
  const paid = new Map<string, number>();
  for (const fact of facts) {
    if (fact.purpose !== SUBSCRIPTION || fact.at < period.start || fact.at >= period.end) continue;
    paid.set(fact.payerId, (paid.get(fact.payerId) ?? 0) + Math.sign(fact.grossCents));
  }
  return new Set([...paid].filter(([, count]) => count > 0).map(([payer]) => payer));
}

function firstSubscriptionCharge(facts: SaleFact[]): Map<string, Date> {
  const first = new Map<string, Date>();
  for (const fact of facts) {
    if (fact.purpose === SUBSCRIPTION && fact.grossCents > 0 && !first.has(fact.payerId)) {
      first.set(fact.payerId, fact.at);
    }
  }
  return first;
}

/** Gross per key, largest first, skipping facts without one. */
function ranked(
  facts: SaleFact[],
  key: (fact: SaleFact) => string | undefined,
): [string, number][] {
  const sums = new Map<string, number>();
  for (const fact of facts) {
    const name = key(fact);
    if (name) sums.set(name, (sums.get(name) ?? 0) + fact.grossCents);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

function growth(previous: number, current: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return round1(((current - previous) / previous) * 100);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
