export interface CircuitBreakerOptions {
  /** Consecutive failed attempts that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit rejects calls before one trial call may pass. */
  openMs: number;
}

/**
 * Stops calling a service that keeps failing, so callers fail fast instead of each waiting out
 * its timeouts. After `openMs` one trial call passes: success closes the circuit, failure opens
 * it again.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openUntil = 0;
  private trialInFlight = false;

  constructor(
    private readonly options: CircuitBreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a call may go out now; claims the single trial call of a half-open circuit. */
  tryPass(): boolean {
    if (this.consecutiveFailures < this.options.failureThreshold) return true;
    if (this.now() < this.openUntil || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.consecutiveFailures = 0;
    this.trialInFlight = false;
  }

  /** Ends a call that says nothing about the service's health, such as one its caller abandoned. */
  release(): void {
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.consecutiveFailures += 1;
    this.trialInFlight = false;
    if (this.consecutiveFailures >= this.options.failureThreshold) {
      this.openUntil = this.now() + this.options.openMs;
    }
  }
}
