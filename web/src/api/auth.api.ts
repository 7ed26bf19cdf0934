import type {
  AuthSessionDto,
  RememberedDeviceDto,
  RememberedDeviceSummaryDto,
  UserDto,
} from '@tessera/contracts';
import type { Role } from '@tessera/rules';
import { apiRequest } from './http-client';

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface RegisterRequest {
  email: string;
  username: string;
  displayName: string;
  password: string;
  role: Role;
}

export interface ProfileUpdate {
  displayName?: string;
  bio?: string;
  avatar?: string;
  coverImage?: string;
  socialLinks?: Record<string, string>;
  setupComplete?: boolean;
}

export interface GoogleConfig {
  enabled: boolean;
  clientId: string | null;
}

/** Calls that start a session must not trigger the refresh-and-retry dance on a 401. */
const anonymous = { authenticated: false, retryOnUnauthorized: false } as const;

export const authApi = {
  login: (body: LoginRequest) =>
    apiRequest<AuthSessionDto>('/auth/login', { method: 'POST', body, ...anonymous }),
  register: (body: RegisterRequest) =>
    apiRequest<AuthSessionDto>('/auth/register', { method: 'POST', body, ...anonymous }),
  /** With the ending session's own access token: the local session may be gone already. */
  logout: (refreshToken: string, accessToken: string) =>
    apiRequest<null>('/auth/logout', {
      method: 'POST',
      body: { refreshToken },
      bearerToken: accessToken,
      retryOnUnauthorized: false,
    }),
  profile: () => apiRequest<{ user: UserDto }>('/auth/profile'),
  updateProfile: (body: ProfileUpdate) =>
    apiRequest<{ user: UserDto }>('/auth/profile', { method: 'PUT', body }),
  forgotPassword: (email: string) =>
    apiRequest<null>('/auth/forgot-password', { method: 'POST', body: { email }, ...anonymous }),
  resetPassword: (token: string, password: string) =>
    apiRequest<null>('/auth/reset-password', {
      method: 'POST',
      body: { token, password },
      ...anonymous,
    }),
  verifyEmail: (token: string) =>
    apiRequest<unknown>('/auth/verify-email', { method: 'POST', body: { token }, ...anonymous }),
  resendVerification: () => apiRequest<null>('/auth/resend-verification', { method: 'POST' }),
  googleConfig: () => apiRequest<GoogleConfig>('/auth/google/config', anonymous),
  googleLogin: (credential: string) =>
    apiRequest<AuthSessionDto>('/auth/google/login', {
      method: 'POST',
      body: { credential },
      ...anonymous,
    }),
  googleRegister: (credential: string, role: Role) =>
    apiRequest<AuthSessionDto>('/auth/google/register', {
      method: 'POST',
      body: { credential, role },
      ...anonymous,
    }),
  rememberDevice: (token: string) =>
    apiRequest<RememberedDeviceDto>('/auth/devices', { method: 'POST', bearerToken: token }),
  deviceSignIn: (deviceToken: string) =>
    apiRequest<AuthSessionDto>('/auth/devices/sign-in', {
      method: 'POST',
      body: { deviceToken },
      ...anonymous,
    }),
  /** The signed-in user's remembered devices, never their tokens. */
  devices: () => apiRequest<{ devices: RememberedDeviceSummaryDto[] }>('/auth/devices'),
  /** Forgets one of the signed-in user's devices by its id. */
  forgetDevice: (deviceId: string) =>
    apiRequest<null>(`/auth/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' }),
  revokeDevice: (deviceToken: string) =>
    apiRequest<null>('/auth/devices/revoke', {
      method: 'POST',
      body: { deviceToken },
      ...anonymous,
    }),
};
