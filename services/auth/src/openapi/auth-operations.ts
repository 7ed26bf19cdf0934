import {
  deviceSignInRequestSchema,
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
  googleRegisterRequestSchema,
  listUsersQuerySchema,
  logoutRequestSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  verifyEmailRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { loginSchema, profileUpdateSchema, registerRequestSchema } from '@tessera/rules';

const session = 'Session: { user, token, refreshToken, expiresAt, sessionExpiresAt }';

export const AUTH_OPERATIONS: OperationDoc[] = [
  { method: 'post', path: '/api/auth/register', tag: 'auth', summary: 'Create an account (creator or subscriber) and sign in', body: registerRequestSchema, responses: { 201: session, 409: 'Email or username taken', 429: 'Too many requests' } },
  { method: 'post', path: '/api/auth/login', tag: 'auth', summary: 'Sign in with email and password', body: loginSchema, responses: { 200: session, 401: 'Invalid email or password', 429: 'Too many failed attempts' } },
  { method: 'post', path: '/api/auth/refresh', tag: 'auth', summary: 'Rotate the refresh token; a reused token revokes its whole session', body: refreshRequestSchema, responses: { 200: session, 401: 'Invalid or expired refresh token' } },
  { method: 'post', path: '/api/auth/logout', tag: 'auth', summary: 'End the current session', auth: true, body: logoutRequestSchema, responses: { 200: 'Logged out', 401: 'Not signed in' } },
  { method: 'get', path: '/api/auth/profile', tag: 'auth', summary: 'The signed-in account', auth: true, responses: { 200: '{ user }', 401: 'Not signed in' } },
  { method: 'put', path: '/api/auth/profile', tag: 'auth', summary: 'Update the signed-in profile', auth: true, body: profileUpdateSchema, responses: { 200: '{ user }', 401: 'Not signed in' } },
  { method: 'post', path: '/api/auth/forgot-password', tag: 'auth', summary: 'Mail a single-use reset link (same answer whether or not the account exists)', body: forgotPasswordRequestSchema, responses: { 200: 'Link sent if the account exists' } },
  { method: 'post', path: '/api/auth/reset-password', tag: 'auth', summary: 'Set a new password with a reset link token', body: resetPasswordRequestSchema, responses: { 200: 'Password reset' } },
  { method: 'post', path: '/api/auth/verify-email', tag: 'auth', summary: 'Confirm an email address with a verification token', body: verifyEmailRequestSchema, responses: { 200: '{ user }' } },
  { method: 'post', path: '/api/auth/resend-verification', tag: 'auth', summary: 'Send a new verification mail', auth: true, responses: { 200: 'Sent', 401: 'Not signed in' } },
  { method: 'get', path: '/api/auth/google/config', tag: 'auth', summary: 'Whether Google sign-in is available, and its public client id', responses: { 200: '{ enabled, clientId }' } },
  { method: 'post', path: '/api/auth/google/login', tag: 'auth', summary: 'Sign in with a Google ID token', body: googleLoginRequestSchema, responses: { 200: session, 401: 'Invalid Google token', 503: 'Google OAuth not configured' } },
  { method: 'post', path: '/api/auth/google/register', tag: 'auth', summary: 'Sign up with a Google ID token and a role', body: googleRegisterRequestSchema, responses: { 200: session, 401: 'Invalid Google token', 503: 'Google OAuth not configured' } },
  { method: 'post', path: '/api/auth/devices', tag: 'auth', summary: 'Remember this browser for quick sign-in (30 days)', auth: true, responses: { 201: '{ deviceToken, expiresAt }' } },
  { method: 'post', path: '/api/auth/devices/sign-in', tag: 'auth', summary: 'Quick sign-in with a remembered-device token', body: deviceSignInRequestSchema, responses: { 200: session, 401: 'Device no longer remembered' } },
  { method: 'post', path: '/api/auth/devices/revoke', tag: 'auth', summary: 'Forget a remembered device', body: deviceSignInRequestSchema, responses: { 200: 'Forgotten' } },
  { method: 'get', path: '/api/users', tag: 'users', summary: 'Public profiles, newest first', query: listUsersQuerySchema, responses: { 200: '{ items, page, limit, total }' } },
  { method: 'get', path: '/api/users/{id}', tag: 'users', summary: 'One public profile', responses: { 200: '{ user }', 404: 'User not found' } },
  { method: 'put', path: '/api/users/{id}', tag: 'users', summary: 'Update an account (owner, or an admin for role and verification)', auth: true, body: updateUserRequestSchema, responses: { 200: '{ user }', 403: 'Not allowed', 404: 'User not found' } },
];
