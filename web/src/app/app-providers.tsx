import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { SessionProvider } from '../session/session-context';
import { ThemeProvider } from '../theme/theme-provider';
import { ShellDialogsProvider } from './shell-dialogs';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves on a retry; server hiccups might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status !== null && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** Everything a screen needs around it except the router. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <SessionProvider>
          <ShellDialogsProvider>{children}</ShellDialogsProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
