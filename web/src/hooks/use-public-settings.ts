import { useQuery } from '@tanstack/react-query';
import { SETTING_REFUSALS } from '@tessera/contracts';
import { platformSettingsApi } from '../api/platform-settings.api';
import { queryKeys } from '../api/query-keys';

/** An admin changes these rarely, and the server refuses a switched-off action in any case. */
const PUBLIC_SETTINGS_STALE_MS = 60_000;

/** The public part of the platform settings: which features are on, and the upload limits. */
function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: async () => (await platformSettingsApi.publicSettings()).data,
    staleTime: PUBLIC_SETTINGS_STALE_MS,
  });
}

export type SwitchedFeature = keyof typeof SETTING_REFUSALS;

/**
 * Whether an admin turned `feature` off, and the note to show where its action would be. Until
 * the settings are read (or when they cannot be), the action stays: the server refuses it anyway.
 */
export function useFeatureSwitch(feature: SwitchedFeature) {
  const { data } = usePublicSettings();
  return { off: data?.features[feature] === false, note: SETTING_REFUSALS[feature] };
}
