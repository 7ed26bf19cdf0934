/** One dependency a service needs to serve traffic; `check` throws when it is unavailable. */
export interface HealthIndicator {
  readonly name: string;
  check(): Promise<void>;
}

export const HEALTH_INDICATORS = Symbol('HEALTH_INDICATORS');

export interface HealthReport {
  status: 'up' | 'down';
  checks: Record<string, { status: 'up' | 'down'; error?: string }>;
}

const CHECK_TIMEOUT_MS = 2000;

export async function runHealthChecks(indicators: HealthIndicator[]): Promise<HealthReport> {
  const entries = await Promise.all(
    indicators.map(async (indicator) => {
      try {
        await Promise.race([
          indicator.check(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
          ),
        ]);
        return [indicator.name, { status: 'up' as const }] as const;
      } catch (error) {
        return [
          indicator.name,
          { status: 'down' as const, error: (error as Error).message },
        ] as const;
      }
    }),
  );
  const checks = Object.fromEntries(entries);
  const status = entries.every(([, result]) => result.status === 'up') ? 'up' : 'down';
  return { status, checks };
}
