import { Inject, Injectable } from '@nestjs/common';
import type {
  ChangeAccountStatusRequest,
  InternalMessageState,
  InternalPostState,
} from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { type ModeratedAccountStatus, ModerationTargetsPort } from './moderation-targets';
import { asAdminAnswer } from '../admin-api/passed-on-errors';

/** Content's, messaging's and auth's internal routes, over the platform's internal HTTP client. */
@Injectable()
export class ModerationTargetsClient extends ModerationTargetsPort {
  private readonly content: InternalHttpClient;
  private readonly auth: InternalHttpClient;
  private readonly messaging: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: AdminConfig) {
    super();
    const common = { internalToken: config.INTERNAL_API_TOKEN, timeoutMs: 10_000 };
    this.content = new InternalHttpClient({
      service: 'content',
      baseUrl: config.CONTENT_URL,
      ...common,
    });
    this.auth = new InternalHttpClient({ service: 'auth', baseUrl: config.AUTH_URL, ...common });
    this.messaging = new InternalHttpClient({
      service: 'messaging',
      baseUrl: config.MESSAGING_URL,
      ...common,
    });
  }

  removePost(postId: string, reason: string, actorId: string): Promise<InternalPostState> {
    // Removing a removed post changes nothing, so the call may be repeated.
    return this.call(
      this.content.post<InternalPostState>(
        `/internal/posts/${encodeURIComponent(postId)}/removal`,
        {
          body: { reason, actorId },
          idempotencyKey: `removal:${postId}`,
        },
      ),
      'Posts cannot be removed right now; try again in a minute',
    );
  }

  decideReview(
    postId: string,
    decision: 'approve' | 'reject',
    notes: string,
    actorId: string,
  ): Promise<InternalPostState> {
    return this.call(
      this.content.post<InternalPostState>(
        `/internal/posts/${encodeURIComponent(postId)}/moderation`,
        { body: { decision, notes, actorId } },
      ),
      'Reviews cannot be decided right now; try again in a minute',
    );
  }

  restorePost(postId: string, actorId: string): Promise<InternalPostState> {
    return this.call(
      this.content.post<InternalPostState>(
        `/internal/posts/${encodeURIComponent(postId)}/restoration`,
        { body: { actorId }, idempotencyKey: `restoration:${postId}` },
      ),
      'Posts cannot be restored right now; try again in a minute',
    );
  }

  removeMessage(messageId: string, reason: string, actorId: string): Promise<InternalMessageState> {
    return this.call(
      this.messaging.post<InternalMessageState>(
        `/internal/messages/${encodeURIComponent(messageId)}/removal`,
        { body: { reason, actorId } },
      ),
      'Messages cannot be removed right now; try again in a minute',
    );
  }

  restoreMessage(messageId: string, actorId: string): Promise<InternalMessageState> {
    return this.call(
      this.messaging.post<InternalMessageState>(
        `/internal/messages/${encodeURIComponent(messageId)}/restoration`,
        { body: { actorId } },
      ),
      'Messages cannot be restored right now; try again in a minute',
    );
  }

  async changeAccountStatus(
    userId: string,
    status: ModeratedAccountStatus,
    request: Omit<ChangeAccountStatusRequest, 'status'>,
  ): Promise<void> {
    await this.call(
      this.auth.put(`/internal/users/${encodeURIComponent(userId)}/status`, {
        body: { ...request, status },
      }),
      'Accounts cannot be changed right now; try again in a minute',
    );
  }

  private async call<T>(request: Promise<T>, unavailable: string): Promise<T> {
    try {
      return await request;
    } catch (error) {
      throw asAdminAnswer(error, unavailable);
    }
  }
}
