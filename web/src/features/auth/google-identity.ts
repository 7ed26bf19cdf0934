/** Loads Google's identity script once and reports its state to whoever asks. */

export type GoogleScriptState = 'idle' | 'loading' | 'ready' | 'error';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentityApi {
  initialize: (options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (
    parent: HTMLElement,
    options: { theme?: string; size?: string; text?: string; shape?: string; width?: number },
  ) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityApi } };
  }
}

let state: GoogleScriptState = 'idle';
let loading: Promise<GoogleIdentityApi> | null = null;
const listeners = new Set<() => void>();

function setState(next: GoogleScriptState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function googleScriptState(): GoogleScriptState {
  return state;
}

export function subscribeGoogleScript(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadGoogleIdentity(): Promise<GoogleIdentityApi> {
  const existing = window.google?.accounts?.id;
  if (existing) {
    if (state !== 'ready') setState('ready');
    return Promise.resolve(existing);
  }
  loading ??= new Promise<GoogleIdentityApi>((resolve, reject) => {
    setState('loading');
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) {
        setState('ready');
        resolve(api);
      } else {
        setState('error');
        reject(new Error('Google identity script loaded without its API'));
      }
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      setState('error');
      reject(new Error('Google identity script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
