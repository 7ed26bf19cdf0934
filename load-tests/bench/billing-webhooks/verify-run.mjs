import { FREE_CREATOR_TIER_ID, getTier } from '@tessera/rules';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Every bench creator is on the free creator plan, whose platform fee applies to tips. */
const PLATFORM_FEE_PERCENT =
  getTier(FREE_CREATOR_TIER_ID)?.creatorFeatures?.platformFeePercentage ?? 20;
const CHARGE_KINDS = ['charge', 'creator_earning', 'payment_fee', 'platform_fee'];

/** The creator's share of a tip, computed here from the spec's fees, not by the service's code. */
export function expectedNet(amountCents) {
  const processor = Math.min(amountCents, Math.round((amountCents * 290) / 10_000) + 30);
  const platform = Math.min(
    amountCents - processor,
    Math.round((amountCents * PLATFORM_FEE_PERCENT * 100) / 10_000),
  );
  return amountCents - processor - platform;
}

/** Waits until no purchase holds unpublished events and the probe has seen nothing new for 3 s. */
async function outboxDrained(db, records) {
  const deadline = Date.now() + 120_000;
  let seen = -1;
  let quietSince = Date.now();
  for (;;) {
    const pending = await db.collection('purchases').countDocuments({ outboxPending: true });
    if (records.length !== seen) {
      seen = records.length;
      quietSince = Date.now();
    }
    if (pending === 0 && Date.now() - quietSince > 3000) return true;
    if (Date.now() > deadline) return false;
    await pause(250);
  }
}

const check = (name, ok, detail) => ({ name, ok, detail });

export async function verifyRun({ db, payments, refunded, records }) {
  const checks = [];
  const ids = payments.map((payment) => payment.id);
  const stored = await db
    .collection('payments')
    .find({ _id: { $in: ids } })
    .toArray();
  const unsettled = stored.filter(
    (payment) =>
      !payment.facts?.succeededAt ||
      refunded.has(payment._id) !== Boolean(payment.facts?.refundedAt),
  );
  checks.push(
    check(
      'payments settled',
      unsettled.length === 0 && stored.length === ids.length,
      `${stored.length - unsettled.length} of ${ids.length} succeeded, ${refunded.size} of them refunded`,
    ),
  );

  const journals = await db
    .collection('journals')
    .find({ sourceId: { $in: ids } })
    .toArray();
  const perPayment = new Map();
  let unbalanced = 0;
  for (const journal of journals) {
    const kinds = perPayment.get(journal.sourceId) ?? [];
    kinds.push(journal.kind);
    perPayment.set(journal.sourceId, kinds);
    if (journal.postings.reduce((sum, posting) => sum + posting.amountCents, 0) !== 0)
      unbalanced += 1;
  }
  const wrong = payments.filter((payment) => {
    const kinds = (perPayment.get(payment.id) ?? []).sort().join(',');
    const expected = [...CHARGE_KINDS, ...(refunded.has(payment.id) ? ['refund'] : [])]
      .sort()
      .join(',');
    return kinds !== expected;
  });
  checks.push(
    check(
      'journals posted once',
      wrong.length === 0,
      `${journals.length} journals for ${ids.length} payments; ${wrong.length} payments with a missing or repeated journal`,
    ),
  );
  checks.push(check('journals balanced', unbalanced === 0, `${unbalanced} unbalanced`));

  const expected = new Map();
  for (const payment of payments) {
    const net = refunded.has(payment.id) ? 0 : expectedNet(payment.amountCents);
    expected.set(payment.creatorId, (expected.get(payment.creatorId) ?? 0) + net);
  }
  const actual = new Map();
  for (const journal of journals) {
    for (const posting of journal.postings) {
      if (posting.account.startsWith('creator:')) {
        const creatorId = posting.account.slice('creator:'.length);
        actual.set(creatorId, (actual.get(creatorId) ?? 0) + posting.amountCents);
      }
    }
  }
  const off = [...expected].filter(([creatorId, cents]) => (actual.get(creatorId) ?? 0) !== cents);
  const totalCents = [...expected.values()].reduce((sum, cents) => sum + cents, 0);
  checks.push(
    check(
      'creator balances to the cent',
      off.length === 0,
      `${expected.size} creators, ${totalCents} cents expected in all; ${off.length} differ`,
    ),
  );

  const drained = await outboxDrained(db, records);
  const grants = new Map();
  const revokes = new Map();
  const eventIds = new Set();
  for (const record of records) {
    eventIds.add(record.id);
    const into = record.data.revoked ? revokes : grants;
    const set = into.get(record.data.tipId) ?? new Set();
    set.add(record.id);
    into.set(record.data.tipId, set);
  }
  const badEvents = payments.filter((payment) => {
    const granted = grants.get(payment.id)?.size ?? 0;
    const revoked = revokes.get(payment.id)?.size ?? 0;
    return refunded.has(payment.id)
      ? granted > 1 || revoked !== granted
      : granted !== 1 || revoked !== 0;
  });
  checks.push(
    check(
      'tip.sent once per state',
      drained && badEvents.length === 0,
      `${eventIds.size} distinct events (${[...grants.values()].length} grants, ${[...revokes.values()].length} revocations) in ${records.length} Kafka records; ${badEvents.length} payments wrong${drained ? '' : '; outbox not drained'}`,
    ),
  );
  return checks;
}
