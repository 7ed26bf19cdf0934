import type { OperationDoc } from '@tessera/platform';

type OperationDetails = Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag' | 'auth'>;

/** The answer every operation below gives a caller without a valid access token. */
export const SIGNED_IN = { 401: 'Not signed in' } as const;

/** Documents operations that need a signed-in caller, under one path prefix and tag. */
export function signedInOperations(prefix: string, tag: string) {
  return (
    method: OperationDoc['method'],
    path: string,
    summary: string,
    details: OperationDetails,
  ): OperationDoc => ({ method, path: `${prefix}${path}`, summary, tag, auth: true, ...details });
}
