import type { ChangeAccountStatusRequest, InternalPostState } from '@tessera/contracts';

/**
 * What moderation asks of the services that own its targets: content removes posts and decides
 * reviews, auth suspends accounts. Failures are thrown as the API errors to answer.
 */
export abstract class ModerationTargetsPort {
  abstract removePost(postId: string, reason: string, actorId: string): Promise<InternalPostState>;

  abstract decideReview(
    postId: string,
    decision: 'approve' | 'reject',
    notes: string,
    actorId: string,
  ): Promise<InternalPostState>;

  abstract suspendAccount(
    userId: string,
    request: Omit<ChangeAccountStatusRequest, 'status'>,
  ): Promise<void>;
}
