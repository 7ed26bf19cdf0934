import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { EmbeddedOutboxStore, OutboxRelay, type WithOutbox } from '@tessera/platform';
import type { Model } from 'mongoose';
import { RememberedDevice } from './remembered-device.schema';

@Injectable()
export class RememberedDevicesRepository {
  constructor(
    @InjectModel(RememberedDevice.name) private readonly model: Model<RememberedDevice>,
    private readonly relay: OutboxRelay,
  ) {
    relay.register(new EmbeddedOutboxStore(model as unknown as Model<WithOutbox>));
  }

  async create(
    device: Pick<RememberedDevice, '_id' | 'userId' | 'secretHash' | 'expiresAt' | 'userAgent'>,
    events: EventEnvelope[],
  ): Promise<void> {
    await this.model.create({ ...device, outbox: events });
    this.relay.kick();
  }

  findActive(id: string): Promise<RememberedDevice | null> {
    return this.model
      .findOne({ _id: id, revokedAt: null, expiresAt: { $gt: new Date() } })
      .lean<RememberedDevice>();
  }

  async touch(id: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastUsedAt: new Date() } });
  }

  async revoke(id: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: id, revokedAt: null },
      { $set: { revokedAt: new Date() }, $push: { outbox: { $each: events } } },
    );
    this.relay.kick();
    return result.modifiedCount === 1;
  }
}
