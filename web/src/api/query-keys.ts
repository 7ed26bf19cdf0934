/** Every TanStack Query key the app uses, so invalidations and reads cannot drift apart. */
export const queryKeys = {
  profile: (userId: string) => ['auth', 'profile', userId] as const,
  googleConfig: ['auth', 'google-config'] as const,
  health: ['health'] as const,
};
