import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_REGISTRY } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';

type GroupSettings = Pick<AdminConfig, 'KAFKA_GROUP_ID' | 'SYSTEM_CONSUMER_GROUPS'>;

/** The registry services that consume events. */
export const CONSUMING_SERVICES = SERVICE_REGISTRY.filter((entry) => entry.consumes.length > 0);

/**
 * Which consumer group each service reads in: its name, unless SYSTEM_CONSUMER_GROUPS says
 * otherwise; the admin service's own is the one it runs with.
 */
@Injectable()
export class ConsumerGroups {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: GroupSettings) {}

  groupOf(service: string): string {
    if (service === 'admin') return this.config.KAFKA_GROUP_ID;
    return this.config.SYSTEM_CONSUMER_GROUPS[service] ?? service;
  }

  /**
   * The service a group belongs to, or null for a group of no service of this deployment (a
   * test run's, on a shared broker). A dead letter from before groups were recorded names none;
   * it is the only consumer's of its topic, when there is one.
   */
  serviceOf(groupId: string | null, topic: string): string | null {
    if (groupId === null) {
      const consumers = CONSUMING_SERVICES.filter((entry) =>
        (entry.consumes as readonly string[]).includes(topic),
      );
      return consumers.length === 1 ? consumers[0]!.name : null;
    }
    return CONSUMING_SERVICES.find((entry) => this.groupOf(entry.name) === groupId)?.name ?? null;
  }
}
