import { lazy } from 'react';

// The audit trail screen loads on demand, in its own chunk.

export const AuditTrailPage = lazy(() =>
  import('./audit-trail-page').then((m) => ({ default: m.AuditTrailPage })),
);
