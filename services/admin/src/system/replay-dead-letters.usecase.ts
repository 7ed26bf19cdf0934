import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DeadLetterReplayDto, ReplayDeadLetters } from '@tessera/contracts';
import { buildAuditEvent, EventPublisher, REPLAY_GROUP_HEADER } from '@tessera/platform';
import type { AdminActor } from '../admin-api/admin-actor';
import { DeadLetterReplaysRepository, DeadLettersRepository } from './dead-letters.repository';

/** Dead-letter ids named in one audit entry; the count says how many there were. */
const AUDITED_IDS = 50;

type DeadLetters = Pick<DeadLettersRepository, 'parked' | 'markReplayed'>;
type Replays = Pick<DeadLetterReplaysRepository, 'add'>;
type Publisher = Pick<EventPublisher, 'send'>;

/**
 * Publishes parked dead letters again on their original topic, as they were received, with a
 * header naming the consumer group that parked them: only that group runs them again, and it
 * skips an event whose id it has handled since, so a replay never applies an event twice. Each
 * dead letter is replayed once (a failed replay parks a new one); the replay is audited as
 * `system.dead_letters_replayed`.
 */
@Injectable()
export class ReplayDeadLettersUseCase {
  constructor(
    @Inject(DeadLettersRepository) private readonly deadLetters: DeadLetters,
    @Inject(DeadLetterReplaysRepository) private readonly replays: Replays,
    @Inject(EventPublisher) private readonly publisher: Publisher,
  ) {}

  async execute(actor: AdminActor, request: ReplayDeadLetters): Promise<DeadLetterReplayDto> {
    const ids = request.ids ? [...new Set(request.ids)] : undefined;
    const parked = await this.deadLetters.parked({
      topic: request.topic,
      ...(request.service ? { service: request.service } : {}),
      ...(ids ? { ids } : {}),
    });
    const skipped = ids ? ids.length - parked.length : 0;
    if (parked.length === 0) return { replayed: 0, skipped };

    for (const letter of parked) {
      await this.publisher.send(letter.topic, letter.key, letter.message, {
        [REPLAY_GROUP_HEADER]: letter.groupId,
      });
    }
    const at = new Date();
    const replayedIds = parked.map((letter) => letter._id);
    await this.deadLetters.markReplayed(replayedIds, actor.id, at);
    const services = [...new Set(parked.map((letter) => letter.service))];
    const audit = buildAuditEvent(
      'admin',
      {
        action: 'system.dead_letters_replayed',
        outcome: 'success',
        actorId: actor.id,
        resource: 'dead_letters',
        resourceId: request.topic,
        details: {
          topic: request.topic,
          services,
          count: parked.length,
          deadLetterIds: replayedIds.slice(0, AUDITED_IDS),
        },
      },
      actor.context,
    );
    await this.replays.add(
      {
        _id: randomUUID(),
        adminId: actor.id,
        topic: request.topic,
        service: request.service ?? null,
        deadLetterIds: replayedIds,
        at,
      },
      audit,
    );
    return { replayed: parked.length, skipped };
  }
}
