import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { RememberedDevice } from './remembered-device.schema';

export type NewRememberedDevice = Pick<
  RememberedDevice,
  '_id' | 'userId' | 'secretHash' | 'expiresAt' | 'userAgent' | 'ipAddress'
>;

/** What the owner's list shows of a device: never its secret. */
export type RememberedDeviceListing = Pick<
  RememberedDevice,
  '_id' | 'userAgent' | 'ipAddress' | 'createdAt' | 'lastUsedAt' | 'expiresAt'
>;

const LISTING_FIELDS = { userAgent: 1, ipAddress: 1, createdAt: 1, lastUsedAt: 1, expiresAt: 1 };

/** More than anyone remembers by hand; a list past it shows the newest. */
export const MAX_LISTED_DEVICES = 100;

/** Devices stay listed until they are revoked or expire; the local database never expires them. */
const active = () => ({ revokedAt: null, expiresAt: { $gt: new Date() } });

@Injectable()
export class RememberedDevicesRepository extends OutboxRepository<RememberedDevice> {
  constructor(
    @InjectModel(RememberedDevice.name) model: Model<RememberedDevice>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  async create(device: NewRememberedDevice, events: EventEnvelope[]): Promise<void> {
    await this.insertWithEvents(device, events);
  }

  findActive(id: string): Promise<RememberedDevice | null> {
    return this.model.findOne({ _id: id, ...active() }).lean<RememberedDevice>();
  }

  /** A user's active devices, the most recently used first. */
  async listActive(userId: string): Promise<RememberedDeviceListing[]> {
    const devices = await this.model
      .find({ userId, ...active() }, LISTING_FIELDS)
      .sort({ createdAt: -1 })
      .limit(MAX_LISTED_DEVICES)
      .lean<RememberedDeviceListing[]>();
    const lastSeen = (device: RememberedDeviceListing) =>
      new Date(device.lastUsedAt ?? device.createdAt).getTime();
    return devices.sort((a, b) => lastSeen(b) - lastSeen(a));
  }

  async activeIds(userId: string): Promise<string[]> {
    const devices = await this.model
      .find({ userId, ...active() }, { _id: 1 })
      .lean<Array<{ _id: string }>>();
    return devices.map((device) => device._id);
  }

  async touch(id: string, ipAddress: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastUsedAt: new Date(), ipAddress } });
  }

  /** Revokes the device if it is still active and, when `userId` is given, theirs. */
  async revoke(id: string, events: EventEnvelope[], userId?: string): Promise<boolean> {
    const result = await this.updateWithEvents(
      { _id: id, ...active(), ...(userId === undefined ? {} : { userId }) },
      { $set: { revokedAt: new Date() } },
      events,
    );
    return result.modified;
  }
}
