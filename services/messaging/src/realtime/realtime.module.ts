import { Module } from '@nestjs/common';
import { LiveEvents } from './live-events.service';
import { SocketConnectionsGateway } from './socket-connections.gateway';

/**
 * The socket.io side of messaging: signed-in sockets and the live events other features send
 * through them. Features answer their own client events with gateways of their own on the same
 * server (its adapter: `MessagingSocketAdapter`).
 */
@Module({
  providers: [LiveEvents, SocketConnectionsGateway],
  exports: [LiveEvents],
})
export class RealtimeModule {}
