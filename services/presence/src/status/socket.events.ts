import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { PresenceService } from './presence.service';

/**
 * Messaging's socket connections, as presence's own set-online and set-offline by socket id: a
 * user is online while one of their sockets is open and goes offline when the last one closes.
 * Both are keyed by user, but travel on separate topics: a close may come before its opening.
 */
@Controller()
export class SocketEvents {
  constructor(private readonly presence: PresenceService) {}

  @ConsumeEvent('socket.opened')
  async onOpened(event: TypedEvent<'socket.opened'>): Promise<void> {
    await this.presence.setOnline(event.data.userId, event.data.socketId);
  }

  @ConsumeEvent('socket.closed')
  async onClosed(event: TypedEvent<'socket.closed'>): Promise<void> {
    await this.presence.socketClosed(event.data.userId, event.data.socketId);
  }
}
