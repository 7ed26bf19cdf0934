/** What every admin route answers a visitor (401) and anyone signed in who is not an admin (403). */
export const ADMINS_ONLY = { 401: 'Sign in first', 403: 'Admins only' } as const;
