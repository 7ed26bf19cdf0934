import type {
  ChangeAccountStatusRequest,
  InternalMessageState,
  InternalPostState,
} from '@tessera/contracts';
import { type ModeratedAccountStatus, ModerationTargetsPort } from './moderation-targets';

/** Content, messaging and auth as they answer these calls, recording each one. */
export class RecordingTargets extends ModerationTargetsPort {
  readonly calls: string[] = [];
  readonly statuses: Array<{ userId: string; status: ModeratedAccountStatus; reason: string }> = [];
  failing = false;

  async removePost(postId: string): Promise<InternalPostState> {
    this.record(`removePost ${postId}`);
    return { id: postId, creatorId: 'creator-1', status: 'published', removed: true };
  }

  async restorePost(postId: string): Promise<InternalPostState> {
    this.record(`restorePost ${postId}`);
    return { id: postId, creatorId: 'creator-1', status: 'published', removed: false };
  }

  async decideReview(): Promise<InternalPostState> {
    throw new Error('not used by reports');
  }

  async removeMessage(messageId: string): Promise<InternalMessageState> {
    this.record(`removeMessage ${messageId}`);
    return { id: messageId, senderId: 'creator-1', removed: true };
  }

  async restoreMessage(messageId: string): Promise<InternalMessageState> {
    this.record(`restoreMessage ${messageId}`);
    return { id: messageId, senderId: 'creator-1', removed: false };
  }

  async changeAccountStatus(
    userId: string,
    status: ModeratedAccountStatus,
    request: Omit<ChangeAccountStatusRequest, 'status'>,
  ): Promise<void> {
    this.record(`changeAccountStatus ${userId} ${status}`);
    this.statuses.push({ userId, status, reason: request.reason });
  }

  private record(call: string): void {
    if (this.failing) throw new Error('owning service unavailable');
    this.calls.push(call);
  }
}
