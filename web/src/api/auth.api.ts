import type {
  AuthSessionDto,
  DeviceSignInRequestBody,
  ForgotPasswordRequestBody,
  GoogleConfigDto,
  GoogleLoginRequestBody,
  GoogleRegisterRequestBody,
  LoginRequestBody,
  LogoutRequestBody,
  ProfileUpdateRequestBody,
  RegisterRequestBody,
  RememberedDeviceDto,
  RememberedDeviceSummaryDto,
  ResetPasswordRequestBody,
  SignInOutcomeDto,
  UserDto,
  VerifyEmailRequestBody,
} from '@tessera/contracts';
import type { Role } from '@tessera/rules';
import { apiRequest } from './http-client';

/** Calls that start a session must not trigger the refresh-and-retry dance on a 401. */
const anonymous = { authenticated: false, retryOnUnauthorized: false } as const;

export const authApi = {
  login: (body: LoginRequestBody) =>
    apiRequest<SignInOutcomeDto, LoginRequestBody>('/auth/login', {
      method: 'POST',
      body,
      ...anonymous,
    }),
  register: (body: RegisterRequestBody) =>
    apiRequest<AuthSessionDto, RegisterRequestBody>('/auth/register', {
      method: 'POST',
      body,
      ...anonymous,
    }),
  /** With the ending session's own access token: the local session may be gone already. */
  logout: (refreshToken: string, accessToken: string) =>
    apiRequest<null, LogoutRequestBody>('/auth/logout', {
      method: 'POST',
      body: { refreshToken },
      bearerToken: accessToken,
      retryOnUnauthorized: false,
    }),
  profile: () => apiRequest<{ user: UserDto }>('/auth/profile'),
  updateProfile: (body: ProfileUpdateRequestBody) =>
    apiRequest<{ user: UserDto }, ProfileUpdateRequestBody>('/auth/profile', {
      method: 'PUT',
      body,
    }),
  forgotPassword: (email: string) =>
    apiRequest<null, ForgotPasswordRequestBody>('/auth/forgot-password', {
      method: 'POST',
      body: { email },
      ...anonymous,
    }),
  resetPassword: (token: string, password: string) =>
    apiRequest<null, ResetPasswordRequestBody>('/auth/reset-password', {
      method: 'POST',
      body: { token, password },
      ...anonymous,
    }),
  verifyEmail: (token: string) =>
    apiRequest<{ user: UserDto }, VerifyEmailRequestBody>('/auth/verify-email', {
      method: 'POST',
      body: { token },
      ...anonymous,
    }),
  resendVerification: () => apiRequest<null>('/auth/resend-verification', { method: 'POST' }),
  googleConfig: () => apiRequest<GoogleConfigDto>('/auth/google/config', anonymous),
  googleLogin: (credential: string) =>
    apiRequest<SignInOutcomeDto, GoogleLoginRequestBody>('/auth/google/login', {
      method: 'POST',
      body: { credential },
      ...anonymous,
    }),
  googleRegister: (credential: string, role: Role) =>
    apiRequest<SignInOutcomeDto, GoogleRegisterRequestBody>('/auth/google/register', {
      method: 'POST',
      body: { credential, role },
      ...anonymous,
    }),
  rememberDevice: (token: string) =>
    apiRequest<RememberedDeviceDto>('/auth/devices', { method: 'POST', bearerToken: token }),
  deviceSignIn: (deviceToken: string) =>
    apiRequest<AuthSessionDto, DeviceSignInRequestBody>('/auth/devices/sign-in', {
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
    apiRequest<null, DeviceSignInRequestBody>('/auth/devices/revoke', {
      method: 'POST',
      body: { deviceToken },
      ...anonymous,
    }),
};
