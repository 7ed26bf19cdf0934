import type { AppealDecision, MessageDto, ReportAction } from '@tessera/contracts';

/** How much of a message or comment a notification previews. */
const PREVIEW_LENGTH = 120;

export interface NotificationText {
  title: string;
  body: string;
}

type ModerationAction = Exclude<ReportAction, 'dismiss'>;

const MODERATION_TITLES: Record<ModerationAction, string> = {
  remove_content: 'A moderator removed your content',
  remove_message: 'A moderator removed one of your messages',
  warn_creator: 'A moderator has warned you',
  suspend_creator: 'A moderator suspended your account',
  ban_user: 'A moderator banned your account',
};

export function excerpt(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > PREVIEW_LENGTH ? `${trimmed.slice(0, PREVIEW_LENGTH - 1)}…` : trimmed;
}

/** Whole currency units with two decimals, e.g. `$5.00` or `EUR 5.00`. */
export function formatAmount(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const units = (cents / 100).toFixed(2);
  return code === 'USD' ? `$${units}` : `${code} ${units}`;
}

function messagePreview(message: MessageDto): string {
  if (message.content.trim()) return excerpt(message.content);
  const count = message.attachments.length;
  return count === 1 ? 'Sent an attachment' : `Sent ${count} attachments`;
}

export const notificationTexts = {
  message: (name: string, message: MessageDto, withPreview: boolean): NotificationText => ({
    title: `New message from ${name}`,
    body: withPreview ? messagePreview(message) : '',
  }),
  subscriber: (name: string): NotificationText => ({
    title: `${name} subscribed to you`,
    body: 'You have a new subscriber.',
  }),
  tip: (name: string, amount: string, note: string): NotificationText => ({
    title: `${name} sent you a ${amount} tip`,
    body: note.trim() ? excerpt(note) : '',
  }),
  postUnlock: (name: string, amount: string): NotificationText => ({
    title: `${name} unlocked your post`,
    body: `You earned ${amount}.`,
  }),
  messageUnlock: (name: string, amount: string): NotificationText => ({
    title: `${name} unlocked your message`,
    body: `You earned ${amount}.`,
  }),
  scheduledPost: (postTitle: string): NotificationText => ({
    title: 'Your scheduled post is live',
    body: postTitle.trim() ? `“${excerpt(postTitle)}” is now published.` : 'It is now published.',
  }),
  postApproved: (postTitle: string): NotificationText => ({
    title: postTitle.trim()
      ? `Your post “${excerpt(postTitle)}” was approved`
      : 'Your post was approved',
    body: 'It is visible to the audience you chose.',
  }),
  postRejected: (postTitle: string, reason: string): NotificationText => ({
    title: postTitle.trim()
      ? `Your post “${excerpt(postTitle)}” was not approved${reason.trim() ? `: ${excerpt(reason)}` : ''}`
      : `Your post was not approved${reason.trim() ? `: ${excerpt(reason)}` : ''}`,
    body: 'Edit it and submit it again, or delete it.',
  }),
  comment: (name: string, postTitle: string, comment: string): NotificationText => ({
    title: postTitle.trim()
      ? `${name} commented on “${excerpt(postTitle)}”`
      : `${name} commented on your post`,
    body: excerpt(comment),
  }),
  like: (name: string, postTitle: string): NotificationText => ({
    title: `${name} liked your post`,
    body: postTitle.trim() ? excerpt(postTitle) : '',
  }),
  priceChanging: (
    creatorName: string,
    tierName: string,
    newPrice: string,
    currentPrice: string,
    effectiveFrom: Date,
  ): NotificationText => ({
    title: `${creatorName}'s ${tierName} tier is changing price`,
    body:
      `You pay ${currentPrice} until ${effectiveFrom.toISOString().slice(0, 10)}; renewals from ` +
      `then on are ${newPrice} a month. You can cancel before then in Subscriptions.`,
  }),
  reportOutcome: (upheld: boolean): NotificationText => ({
    title: 'Your report has been reviewed',
    body: upheld
      ? 'Thank you. A moderator agreed and acted on what you reported.'
      : 'Thank you. A moderator looked into it and found no breach of the rules.',
  }),
  moderationDecision: (action: ModerationAction, reason: string): NotificationText => ({
    title: MODERATION_TITLES[action],
    body:
      (reason.trim() ? `Reason: ${excerpt(reason)} ` : '') +
      'You may appeal this decision once from your account.',
  }),
  appealDecision: (decision: AppealDecision, notes: string): NotificationText => ({
    title:
      decision === 'overturn'
        ? 'Your appeal was accepted'
        : 'Your appeal was reviewed and the decision stands',
    body:
      (decision === 'overturn'
        ? 'A moderator reversed the decision; what was removed is back. '
        : 'A moderator looked at your appeal again and kept the decision. ') +
      (notes.trim() ? `Notes: ${excerpt(notes)}` : ''),
  }),
  postInReview: (postTitle: string): NotificationText => ({
    title: 'Your edited post is back in review',
    body:
      (postTitle.trim() ? `“${excerpt(postTitle)}” is hidden` : 'It is hidden') +
      ' until a moderator approves your changes.',
  }),
};
