import type {
  ChangeAccountStatusRequest,
  InternalMessageState,
  InternalPostState,
} from '@tessera/contracts';

/** The account states moderation moves a user to: suspended, banned, or active again. */
export type ModeratedAccountStatus = 'active' | 'suspended' | 'banned';

/**
 * What moderation asks of the services that own its targets: content removes, restores and
 * decides posts, messaging removes and restores messages, auth changes an account's status.
 * Failures are thrown as the API errors to answer.
 */
export abstract class ModerationTargetsPort {
  abstract removePost(postId: string, reason: string, actorId: string): Promise<InternalPostState>;

  abstract restorePost(postId: string, actorId: string): Promise<InternalPostState>;

  abstract decideReview(
    postId: string,
    decision: 'approve' | 'reject',
    notes: string,
    actorId: string,
  ): Promise<InternalPostState>;

  abstract removeMessage(
    messageId: string,
    reason: string,
    actorId: string,
  ): Promise<InternalMessageState>;

  abstract restoreMessage(messageId: string, actorId: string): Promise<InternalMessageState>;

  abstract changeAccountStatus(
    userId: string,
    status: ModeratedAccountStatus,
    request: Omit<ChangeAccountStatusRequest, 'status'>,
  ): Promise<void>;
}
