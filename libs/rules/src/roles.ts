export const ROLES = ['subscriber', 'creator', 'admin'] as const;

export type Role = (typeof ROLES)[number];

/** Roles a person may pick when registering; admin is granted, never chosen. */
export const SELF_SERVICE_ROLES = ['creator', 'subscriber'] as const;

export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** The session layer holds roles in upper case, so every comparison ignores letter case. */
export function normalizeRole(value: string): Role | null {
  const lowered = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lowered) ? (lowered as Role) : null;
}

export function isRole(value: string | undefined | null, role: Role): boolean {
  return typeof value === 'string' && normalizeRole(value) === role;
}
