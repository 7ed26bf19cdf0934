import type { EventType } from '../events/event-catalog';

/**
 * One backend service of the platform. This list is the one place a service is declared: the
 * gateway's routes, health roll-up and merged API document, `npm start`, the Compose file, the
 * Kubernetes components and the integration harness are all derived from it.
 */
export interface ServiceEntry {
  /** Folder under `services/`, process and image name, and the `<NAME>_URL` setting's stem. */
  readonly name: string;
  /** Port the service listens on locally and inside its container. */
  readonly port: number;
  /** `/api/<prefix>/...` requests the gateway forwards to this service. */
  readonly routes: readonly string[];
  /** Event types the service consumes; its handlers must match this list exactly. */
  readonly consumes: readonly EventType[];
  /** Serves socket.io: the gateway relays `/socket.io` (polling and WebSocket) to it. */
  readonly websocket?: boolean;
  /** Secret settings only this service receives (its own Secret in Kubernetes). */
  readonly secrets?: readonly string[];
}

export const SERVICE_REGISTRY = [
  {
    name: 'auth',
    port: 3001,
    routes: ['auth', 'users'],
    consumes: [
      'subscription.created',
      'subscription.renewed',
      'subscription.updated',
      'subscription.canceled',
      'subscription.expired',
      'session.revoked',
      'settings.changed',
    ],
    secrets: ['SIGNING_KEY_SECRET', 'INTERNAL_API_TOKEN'],
  },
  {
    name: 'content',
    port: 3002,
    routes: ['content', 'upload'],
    consumes: [
      'user.registered',
      'user.updated',
      'user.status_changed',
      'subscription.created',
      'subscription.renewed',
      'subscription.updated',
      'subscription.canceled',
      'subscription.expired',
      'content.unlocked',
      'message.sent',
      'settings.changed',
      'banned_terms.changed',
      'user.deleted',
    ],
    secrets: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'INTERNAL_API_TOKEN'],
  },
  {
    name: 'subscription-billing',
    port: 3003,
    routes: ['subscriptions', 'payments', 'billing'],
    consumes: [
      'user.registered',
      'user.updated',
      'user.status_changed',
      'content.published',
      'content.updated',
      'content.removed',
      'message.sent',
      'settings.changed',
    ],
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'INTERNAL_API_TOKEN'],
  },
  {
    name: 'messaging',
    port: 3004,
    routes: ['messages', 'notifications'],
    consumes: [
      'user.registered',
      'user.updated',
      'subscription.created',
      'subscription.renewed',
      'subscription.updated',
      'subscription.canceled',
      'subscription.expired',
      'subscription.price_changing',
      'media.processed',
      'message.unlocked',
      'tip.sent',
      'content.unlocked',
      'content.published',
      'content.resubmitted',
      'content.moderated',
      'content.commented',
      'content.liked',
      'report.resolved',
      'report.appeal_decided',
      'support_ticket.replied',
      'payment.refunded',
      'presence.changed',
      'settings.changed',
      'user.deleted',
    ],
    secrets: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'INTERNAL_API_TOKEN'],
    websocket: true,
  },
  {
    name: 'presence',
    port: 3005,
    routes: ['online-status'],
    consumes: ['socket.opened', 'socket.closed', 'user.updated'],
    secrets: ['INTERNAL_API_TOKEN'],
  },
  {
    name: 'search',
    port: 3006,
    routes: ['search', 'real-data', 'analytics'],
    consumes: [
      'user.registered',
      'user.updated',
      'user.status_changed',
      'content.published',
      'content.updated',
      'content.removed',
      'content.engagement_changed',
      'subscription.created',
      'subscription.renewed',
      'subscription.updated',
      'subscription.canceled',
      'subscription.expired',
      'tip.sent',
      'content.unlocked',
      'user.deleted',
    ],
    secrets: ['INTERNAL_API_TOKEN'],
  },
  {
    name: 'admin',
    port: 3007,
    routes: ['admin', 'verification', 'support'],
    consumes: [
      'user.registered',
      'user.updated',
      'user.status_changed',
      'audit.log',
      'content.published',
      'content.removed',
      'subscription.created',
      'subscription.renewed',
      'subscription.updated',
      'subscription.canceled',
      'subscription.expired',
      'tip.sent',
      'content.unlocked',
      'content.flagged',
      'content.review_requested',
      'report.submitted',
    ],
    secrets: ['INTERNAL_API_TOKEN', 'AUDIT_SIGNING_KEY'],
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceName = (typeof SERVICE_REGISTRY)[number]['name'];

export function serviceEntry(name: string): ServiceEntry {
  const entry = SERVICE_REGISTRY.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no service named '${name}' in the service registry`);
  return entry;
}

/** The environment variable that overrides where a service is reached, e.g. `AUTH_URL`. */
export function serviceUrlVariable(name: string): string {
  return `${name.toUpperCase().replace(/-/g, '_')}_URL`;
}
