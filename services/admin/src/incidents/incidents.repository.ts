import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope, IncidentStatus, IncidentType } from '@tessera/contracts';
import { MongoRepository, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { FilterQuery, Model } from 'mongoose';
import type { IncidentSignal } from './incident-rules';
import { Incident, type IncidentAction, IncidentSignalDocument } from './incident.schema';

const NO_OUTBOX = { outbox: 0 } as const;
const LIST_LIMIT = 200;

/** Incidents not yet settled: the dashboard's count. */
export const ACTIVE_INCIDENT_STATUSES: readonly IncidentStatus[] = ['open', 'investigating'];

export type IncidentChange = Pick<Incident, 'status' | 'notes' | 'resolvedAt'>;

/** Security incidents; an admin's change is stored with its audit entry in one write. */
@Injectable()
export class IncidentsRepository extends OutboxRepository<Incident> {
  constructor(@InjectModel(Incident.name) model: Model<Incident>, relay: OutboxRelay) {
    super(model, relay);
  }

  async add(incident: Incident): Promise<void> {
    await this.insertDocument(incident);
  }

  find(id: string): Promise<Incident | null> {
    return this.model.findById(id, NO_OUTBOX).lean<Incident>();
  }

  /**
   * The newest incident of a rule for a key that is still active, or was detected since `since`
   * whatever its status.
   */
  ongoing(type: IncidentType, key: string, since: Date): Promise<Incident | null> {
    return this.model
      .findOne(
        {
          type,
          key,
          $or: [{ status: { $in: ACTIVE_INCIDENT_STATUSES } }, { detectedAt: { $gte: since } }],
        },
        NO_OUTBOX,
      )
      .sort({ detectedAt: -1 })
      .lean<Incident>();
  }

  /** Keeps a raised incident's figures current while its events keep coming. */
  async noteActivity(id: string, eventCount: number, ipAddress: string | null): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      {
        $max: { eventCount },
        ...(ipAddress ? { $addToSet: { ipAddresses: ipAddress } } : {}),
      },
    );
  }

  list(status: IncidentStatus | undefined): Promise<Incident[]> {
    const filter: FilterQuery<Incident> = status ? { status } : {};
    return this.model
      .find(filter, NO_OUTBOX)
      .sort({ detectedAt: -1 })
      .limit(LIST_LIMIT)
      .lean<Incident[]>();
  }

  countActive(): Promise<number> {
    return this.model.countDocuments({ status: { $in: ACTIVE_INCIDENT_STATUSES } });
  }

  change(id: string, change: IncidentChange, action: IncidentAction, audit: EventEnvelope) {
    return this.findAndUpdateWithEvents(
      { _id: id },
      { $set: change, $push: { actions: action } },
      [audit],
      { projection: NO_OUTBOX },
    );
  }
}

/** The events the rules count, each once, kept a day. */
@Injectable()
export class IncidentSignalsRepository extends MongoRepository<IncidentSignalDocument> {
  constructor(@InjectModel(IncidentSignalDocument.name) model: Model<IncidentSignalDocument>) {
    super(model);
  }

  /** False when the same event was counted already. */
  add(signal: IncidentSignal): Promise<boolean> {
    return this.insertUnlessExists(signal);
  }

  /** The signals of a key since `since`: how many, and from which addresses. */
  async countSince(
    type: IncidentType,
    key: string,
    since: Date,
  ): Promise<{ count: number; ipAddresses: string[] }> {
    const signals = await this.model
      .find({ type, key, at: { $gte: since } }, { ipAddress: 1 })
      .lean<Pick<IncidentSignal, 'ipAddress'>[]>();
    const ipAddresses = [...new Set(signals.flatMap(({ ipAddress }) => ipAddress ?? []))];
    return { count: signals.length, ipAddresses };
  }
}
