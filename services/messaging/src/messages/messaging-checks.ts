import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@tessera/platform';
import {
  type AccessDecision,
  type AccessUser,
  checkFileUpload,
  checkMediaSharing,
  checkMessaging,
  isRole,
  isSubscriptionActive,
  messagingTierOf,
  type SubscriptionSnapshot,
  type SubscriptionTier,
} from '@tessera/rules';
import type { MessagingUser } from '../users/messaging-user.schema';
import { MessagingUsersRepository } from '../users/messaging-users.repository';
import { CreatorTierOffersClient } from './creator-tier-offers.client';
import { DailyConversations } from './daily-conversations';
import { MessagingDeniedError } from './messaging-denied.error';

function snapshotOf(user: MessagingUser | undefined | null): SubscriptionSnapshot | null {
  const plan = user?.platform;
  return plan
    ? { tierId: plan.tierId, status: plan.status, currentPeriodEnd: plan.currentPeriodEnd }
    : null;
}

/** A recipient as the checks see them, and whether the sender pays them (one of their tiers). */
interface Recipient extends AccessUser {
  paidBySender: boolean;
}

function assertAllowed(decision: AccessDecision): void {
  if (!decision.allowed) throw new MessagingDeniedError(decision);
}

/**
 * The signed-in sender, or the spec's sign-in denial (401) for a visitor: the rules' own check
 * with no sender gives the exact text.
 */
export function requireSender(user: AuthenticatedUser | null | undefined): AuthenticatedUser {
  if (user) return user;
  const now = new Date();
  assertAllowed(
    checkMessaging({ sender: null, recipient: { id: '', role: '' }, conversationsToday: 0, now }),
  );
  throw new Error('a visitor must be denied by the messaging check');
}

/**
 * Runs the spec's messaging checks from libs/rules against the users read model: the sender's role
 * comes from their verified token, their plan, their subscriptions to creators and every
 * recipient's role and plan from events. A refusal that paying the creator would lift offers the
 * creator's cheapest tier, asked of billing only then.
 */
@Injectable()
export class MessagingChecks {
  constructor(
    private readonly users: MessagingUsersRepository,
    private readonly daily: DailyConversations,
    private readonly offers: CreatorTierOffersClient,
  ) {}

  /**
   * Starting a conversation: the messaging check against every other participant, with the
   * conversations the sender started today; when allowed, this one is counted.
   */
  async checkStart(sender: AuthenticatedUser, recipientIds: readonly string[], now: Date) {
    const { accessSender, recipients, tier } = await this.load(sender, recipientIds, now);
    const conversationsToday = await this.daily.countToday(sender.id, now);
    for (const recipient of recipients) {
      await this.assertMayMessage(accessSender, recipient, conversationsToday, now);
    }
    // Admins and notes to oneself have no tier whose limit applies, so nothing is counted.
    if (!tier || recipientIds.every((id) => id === sender.id)) return;
    const limit = tier.messagingFeatures.maxConversationsPerDay;
    if (!(await this.daily.reserve(sender.id, limit, now))) {
      // Another start took the last conversation of the day meanwhile: the same check, now full.
      for (const recipient of recipients) {
        await this.assertMayMessage(accessSender, recipient, limit, now);
      }
    }
  }

  /**
   * A message in an existing conversation: the messaging check (this conversation is not a new
   * one, so the daily limit has nothing to add), then for attachments media sharing and each
   * file's size and type as the sender's plan allows. Answers the sender as the users read model
   * knows them, read for the check anyway.
   */
  async checkSend(
    sender: AuthenticatedUser,
    recipientIds: readonly string[],
    files: readonly { size: number; mimeType: string }[],
    now: Date,
  ): Promise<MessagingUser | null> {
    const { accessSender, recipients, known } = await this.load(sender, recipientIds, now);
    const checks =
      recipients.length > 0
        ? recipients
        : [{ id: sender.id, role: sender.role, paidBySender: false }];
    for (const recipient of checks) {
      await this.assertMayMessage(accessSender, recipient, 0, now);
    }
    const profile = known.get(sender.id) ?? null;
    if (files.length === 0) return profile;
    assertAllowed(checkMediaSharing({ user: accessSender, now }));
    // Admins bypass the messaging family of checks, file limits included.
    if (isRole(sender.role, 'admin')) return profile;
    for (const file of files) {
      assertAllowed(
        checkFileUpload({
          user: accessSender,
          file: { sizeBytes: file.size, mimeType: file.mimeType },
          now,
        }),
      );
    }
    return profile;
  }

  /**
   * A message in a support request: the spec's checks govern messaging between users, and anyone
   * must be able to write to support, so only the sender's profile is read (for notifications).
   * Uploads were checked when they were made.
   */
  supportSender(sender: AuthenticatedUser): Promise<MessagingUser | null> {
    return this.users.find(sender.id);
  }

  private async assertMayMessage(
    sender: AccessUser,
    recipient: Recipient,
    conversationsToday: number,
    now: Date,
  ): Promise<void> {
    const { paidBySender, ...user } = recipient;
    const input = {
      sender,
      recipient: user,
      conversationsToday,
      now,
      senderPaysRecipient: paidBySender,
    };
    const decision = checkMessaging(input);
    if (decision.allowed || !isRole(user.role, 'creator')) return assertAllowed(decision);
    const recipientCheapestTier = await this.offers.cheapestOf(user.id);
    assertAllowed(
      recipientCheapestTier ? checkMessaging({ ...input, recipientCheapestTier }) : decision,
    );
  }

  private async load(
    sender: AuthenticatedUser,
    recipientIds: readonly string[],
    now: Date,
  ): Promise<{
    accessSender: AccessUser;
    recipients: Recipient[];
    tier: SubscriptionTier | null;
    known: Map<string, MessagingUser>;
  }> {
    const known = await this.users.findMany([sender.id, ...recipientIds]);
    const accessSender: AccessUser = {
      id: sender.id,
      role: sender.role,
      subscription: snapshotOf(known.get(sender.id)),
    };
    const paid = known.get(sender.id)?.creators ?? {};
    const recipients = [...new Set(recipientIds)]
      .filter((id) => id !== sender.id)
      .map((id) => {
        const user = known.get(id);
        const held = paid[id];
        return {
          id,
          role: user?.role ?? 'subscriber',
          subscription: snapshotOf(user),
          paidBySender: !!held && isSubscriptionActive(held, now),
        };
      });
    const paysACreator = recipients.some(
      (recipient) => recipient.paidBySender && isRole(recipient.role, 'creator'),
    );
    const tier = isRole(sender.role, 'admin')
      ? null
      : messagingTierOf(accessSender, now, paysACreator);
    return { accessSender, recipients, tier, known };
  }
}
