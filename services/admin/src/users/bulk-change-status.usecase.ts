import { HttpException, Inject, Injectable } from '@nestjs/common';
import {
  BULK_USER_ACTIONS,
  type BulkUserActionRequest,
  type BulkUserOutcomeDto,
} from '@tessera/contracts';
import type { AdminActor } from '../admin-api/admin-actor';
import type { AdminUser } from './admin-user.schema';
import { AdminUsersRepository } from './admin-users.repository';
import { ChangeUserStatusUseCase } from './change-user-status.usecase';

/** Status changes run this many at a time: quick enough for 100 users, gentle on auth. */
const CONCURRENCY = 4;

type UserLookup = Pick<AdminUsersRepository, 'findMany'>;
type StatusChanger = Pick<ChangeUserStatusUseCase, 'execute'>;

/**
 * One action on many users. A preview answers, from the read model, what each change would do
 * and changes nothing; otherwise each change goes through auth like a single one, and the answer
 * is each user's outcome. Admins and unknown ids are skipped either way.
 */
@Injectable()
export class BulkChangeStatusUseCase {
  constructor(
    @Inject(AdminUsersRepository) private readonly users: UserLookup,
    @Inject(ChangeUserStatusUseCase) private readonly changeStatus: StatusChanger,
  ) {}

  async execute(actor: AdminActor, request: BulkUserActionRequest): Promise<BulkUserOutcomeDto[]> {
    const status = BULK_USER_ACTIONS[request.action];
    const known = new Map((await this.users.findMany(request.userIds)).map((u) => [u._id, u]));
    const outcomes: BulkUserOutcomeDto[] = new Array(request.userIds.length);
    const pending = request.userIds.map((userId, index) => ({ userId, index }));
    const work = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        outcomes[next.index] = await this.outcomeFor(actor, next.userId, known.get(next.userId), {
          ...request,
          status,
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, work));
    return outcomes;
  }

  private async outcomeFor(
    actor: AdminActor,
    userId: string,
    user: AdminUser | undefined,
    request: BulkUserActionRequest & { status: AdminUser['status'] },
  ): Promise<BulkUserOutcomeDto> {
    const skipped = (note: string) => ({
      userId,
      outcome: 'skipped' as const,
      note,
      status: user?.status ?? null,
      previousStatus: user?.status ?? null,
    });
    if (!user) return skipped('No such user');
    if (user.role === 'admin') return skipped("An admin's status cannot be changed");
    if (request.preview) {
      if (user.status === request.status) return skipped(`Already ${request.status}`);
      return {
        userId,
        outcome: 'would_change',
        note: null,
        status: request.status,
        previousStatus: user.status,
      };
    }
    try {
      const change = await this.changeStatus.execute(actor, userId, {
        status: request.status,
        reason: request.reason,
      });
      if (!change.changed) return skipped(`Already ${change.status}`);
      return {
        userId,
        outcome: 'changed',
        note: null,
        status: change.status,
        previousStatus: change.previousStatus,
      };
    } catch (error) {
      return {
        userId,
        outcome: 'failed',
        note: failureNote(error),
        status: user.status,
        previousStatus: user.status,
      };
    }
  }
}

function failureNote(error: unknown): string {
  if (error instanceof HttpException) {
    const body = error.getResponse();
    if (typeof body === 'object' && 'error' in body) return String(body.error);
  }
  return 'The change failed';
}
