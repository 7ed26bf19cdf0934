import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

/** The socket.io room holding every connection of one user, on whichever replica. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Sends server-to-client events to users wherever they are connected: rooms are shared by all
 * replicas through the Redis adapter. Before the socket server is up, events are dropped; clients
 * catch up from the REST history when they connect.
 */
@Injectable()
export class LiveEvents {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  detach(): void {
    this.server = null;
  }

  toUsers(userIds: readonly string[], event: string, payload: unknown): void {
    if (!this.server || userIds.length === 0) return;
    this.server.to(userIds.map(userRoom)).emit(event, payload);
  }

  /**
   * Sends to one user and resolves true once any of their clients acknowledged it, false when
   * none did within `timeoutMs` (or none is connected).
   */
  async toUserAcknowledged(
    userId: string,
    event: string,
    payload: unknown,
    timeoutMs: number,
  ): Promise<boolean> {
    if (!this.server) return false;
    try {
      const answers: unknown[] = await this.server
        .to(userRoom(userId))
        .timeout(timeoutMs)
        .emitWithAck(event, payload);
      return answers.length > 0;
    } catch (error) {
      // A timeout still reports the clients that did answer in time.
      const answered = (error as { responses?: unknown[] }).responses;
      return Array.isArray(answered) && answered.length > 0;
    }
  }
}
