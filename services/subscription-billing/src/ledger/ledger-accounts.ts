/**
 * The chart of accounts. Money enters from a payer, sits at the processor while it is split, and
 * ends with the processor (its fee), the platform (its fee or a plan's price) or a creator, who is
 * later paid out.
 */
export const LedgerAccounts = {
  payer: (userId: string) => `payer:${userId}`,
  /** What the processor holds for the platform before the split. */
  clearing: 'processor:clearing',
  processorFees: 'expense:processor-fees',
  platformRevenue: 'revenue:platform',
  creator: (creatorId: string) => `creator:${creatorId}`,
  /** A creator's earnings from disputed payments, kept back until the dispute is decided. */
  disputeReserve: (creatorId: string) => `reserve:dispute:${creatorId}`,
  /** Money sent to creators' payout accounts. */
  payouts: 'processor:payouts',
} as const;
