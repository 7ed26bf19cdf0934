import { posix } from 'node:path';
import { originFormTarget } from '../http/request-target';

export type RouteClass = 'credentials' | 'api';

export interface RateLimitRule {
  routeClass: RouteClass;
  limit: number;
  windowMs: number;
  /** Counted on the replica and added to Redis in batches, rather than in Redis per request. */
  batched: boolean;
}

export interface RateLimitSettings {
  windowSeconds: number;
  credentialsMax: number;
  apiMax: number;
}

/** Endpoints that accept or mint credentials: the ones password guessing and token abuse target. */
const CREDENTIAL_ENDPOINTS = [
  'login',
  'login-link(/verify)?',
  'register',
  'forgot-password',
  'reset-password',
  'google/.+',
  'devices/sign-in',
  'passkeys/sign-in/(options|verify)',
  'refresh',
  // Second factors, and the changes confirmed by a password or code.
  '2fa/(verify|disable)',
  'password',
  'account(/email(/confirm)?)?',
];
const CREDENTIAL_PATH = new RegExp(`^/api/auth/(${CREDENTIAL_ENDPOINTS.join('|')})$`);

/**
 * The payment processor's webhooks come in bursts from a handful of its addresses; billing checks
 * each signature, and a limited event would only come back later, delaying the payment it reports.
 */
const PROCESSOR_WEBHOOK_PATH = '/api/billing/webhooks/stripe';

/** What a path holds when some other spelling of it may be meant. */
const NEEDS_FOLDING = /[%A-Z\u0080-\uffff]|\/\/|\/\.|.\/$|^[^/]/;

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Folds the spellings a router may treat as one path (percent-encoding, letter case, doubled or
 * trailing slashes, dot segments) onto one form, so no spelling slips into a looser class.
 */
export function canonicalPath(url: string): string {
  const target = originFormTarget(url);
  const query = target.indexOf('?');
  const raw = query === -1 ? target : target.slice(0, query);
  // Most paths are written canonically already; only the others pay for folding.
  if (!NEEDS_FOLDING.test(raw)) return raw;
  const path = decodePath(raw).toLowerCase();
  const normalized = posix.normalize(path.replace(/\/{2,}/g, '/'));
  return normalized.length > 1 ? normalized.replace(/\/+$/, '') : normalized;
}

/**
 * The counter a request increments: one per route class and client address, and per limit and
 * window as well, so gateways configured differently (or a changed setting) never share a count.
 */
export function rateLimitKey(rule: RateLimitRule, address: string): string {
  return rateLimitKeyPrefix(rule) + address;
}

/** The part of a rule's keys that is the same for every client. */
export function rateLimitKeyPrefix(rule: RateLimitRule): string {
  return `${rule.routeClass}:${rule.limit}/${rule.windowMs}ms:`;
}

/** Which limit a request counts against; requests outside `/api` and socket.io are not limited. */
export class RateLimitPolicy {
  private readonly credentials: RateLimitRule;
  private readonly api: RateLimitRule;

  constructor(settings: RateLimitSettings) {
    const windowMs = settings.windowSeconds * 1000;
    // Credential requests are rare and costly, and their small limit is what stops password
    // guessing: each is counted in Redis, exactly across replicas.
    this.credentials = {
      routeClass: 'credentials',
      limit: settings.credentialsMax,
      windowMs,
      batched: false,
    };
    this.api = { routeClass: 'api', limit: settings.apiMax, windowMs, batched: true };
  }

  /** Every rule a request may count against, for what can be prepared once per rule. */
  get rules(): readonly RateLimitRule[] {
    return [this.credentials, this.api];
  }

  ruleFor(method: string, url: string): RateLimitRule | null {
    const path = canonicalPath(url);
    const limited = path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');
    if (!limited) return null;
    const isPost = method.toUpperCase() === 'POST';
    if (isPost && path === PROCESSOR_WEBHOOK_PATH) return null;
    if (isPost && CREDENTIAL_PATH.test(path)) return this.credentials;
    return this.api;
  }
}
