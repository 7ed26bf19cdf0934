import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { RememberedDevice } from './remembered-device.schema';

@Injectable()
export class RememberedDevicesRepository extends OutboxRepository<RememberedDevice> {
  constructor(
    @InjectModel(RememberedDevice.name) model: Model<RememberedDevice>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  async create(
    device: Pick<RememberedDevice, '_id' | 'userId' | 'secretHash' | 'expiresAt' | 'userAgent'>,
    events: EventEnvelope[],
  ): Promise<void> {
    await this.insertWithEvents(device, events);
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
    const result = await this.updateWithEvents(
      { _id: id, revokedAt: null },
      { $set: { revokedAt: new Date() } },
      events,
    );
    return result.modified;
  }
}
