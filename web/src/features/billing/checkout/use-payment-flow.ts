import type { CheckoutConfigDto, PaymentDto } from '@tessera/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';
import { useSession } from '../../../session/session-context';
import { refreshAfterPayment } from '../hooks/payment-cache';
import { useConfirmPayment } from '../hooks/use-confirm-payment';
import { usePayment } from '../hooks/use-payment';
import { PAYMENT_MESSAGES, paymentFailureText } from './payment-messages';
import { loadStripeFor } from './stripe-loader';

export type PaymentPhase =
  | 'idle'
  | 'starting'
  | 'processing'
  | 'requires_action'
  | 'authenticating'
  | 'succeeded'
  | 'failed';

export interface PaymentFlow {
  phase: PaymentPhase;
  payment: PaymentDto | null;
  /** What went wrong, in the words of section 8, while `phase` is `failed`. */
  failure: string | null;
  /** Runs the call that starts a charge; `null` from it means nothing had to be paid. */
  start: (run: () => Promise<PaymentDto | null>) => Promise<void>;
  /** The payer authenticates a payment the bank asked about, then the outcome is awaited. */
  authenticate: () => Promise<void>;
  reset: () => void;
}

/**
 * Thrown by a start that stops to ask the buyer something (a new price to confirm): not a
 * failure, the checkout simply waits again.
 */
export class CheckoutPaused extends Error {}

function startFailure(error: unknown): string {
  return isApiError(error) && error.kind === 'http' ? error.message : PAYMENT_MESSAGES.problem;
}

/**
 * A charge from start to outcome: the server answers `processing` and the processor's webhook
 * settles it, so the payment is polled until it succeeds, fails or asks for authentication.
 */
export function usePaymentFlow(
  config: CheckoutConfigDto | undefined,
  onSucceeded?: (payment: PaymentDto | null) => void,
): PaymentFlow {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [freeDone, setFreeDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [awaitingAuth, setAwaitingAuth] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const payment = usePayment(paymentId, awaitingAuth);
  const confirm = useConfirmPayment();
  const settled = useRef<string | null>(null);
  const succeededRef = useRef(onSucceeded);
  succeededRef.current = onSucceeded;

  const data = paymentId ? (payment.data ?? null) : null;
  const status = data?.status;

  useEffect(() => {
    if (status !== 'succeeded' || !data || settled.current === data.id) return;
    settled.current = data.id;
    void refreshAfterPayment(queryClient, data, updateUser);
    succeededRef.current?.(data);
  }, [status, data, queryClient, updateUser]);

  useEffect(() => {
    if (status && status !== 'requires_action') setAwaitingAuth(false);
  }, [status]);

  const start = useCallback(
    async (run: () => Promise<PaymentDto | null>) => {
      setFailure(null);
      setFreeDone(false);
      setPaymentId(null);
      setStarting(true);
      try {
        const started = await run();
        if (!started) {
          setFreeDone(true);
          await queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
          succeededRef.current?.(null);
          return;
        }
        queryClient.setQueryData(queryKeys.billing.payment(started.id), started);
        setPaymentId(started.id);
      } catch (error) {
        if (!(error instanceof CheckoutPaused)) setFailure(startFailure(error));
      } finally {
        setStarting(false);
      }
    },
    [queryClient],
  );

  const authenticate = useCallback(async () => {
    if (!data) return;
    setFailure(null);
    setAuthenticating(true);
    try {
      if (config?.mode === 'stripe' && config.publishableKey && data.clientSecret) {
        const stripe = await loadStripeFor(config.publishableKey);
        if (!stripe) throw new Error(PAYMENT_MESSAGES.problem);
        const result = await stripe.handleNextAction({ clientSecret: data.clientSecret });
        if (result.error) {
          setFailure(PAYMENT_MESSAGES.failed(result.error.message ?? 'Authentication failed'));
          return;
        }
      } else {
        await confirm.mutateAsync({ paymentId: data.id });
      }
      setAwaitingAuth(true);
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.payment(data.id) });
    } catch (error) {
      setFailure(startFailure(error));
    } finally {
      setAuthenticating(false);
    }
  }, [config, confirm, data, queryClient]);

  const reset = useCallback(() => {
    setPaymentId(null);
    setFailure(null);
    setFreeDone(false);
    setAwaitingAuth(false);
  }, []);

  let phase: PaymentPhase = 'idle';
  let shownFailure = failure;
  if (starting) phase = 'starting';
  else if (authenticating) phase = 'authenticating';
  else if (freeDone || status === 'succeeded') phase = 'succeeded';
  else if (failure) phase = 'failed';
  else if (paymentId && payment.isError) {
    phase = 'failed';
    shownFailure = PAYMENT_MESSAGES.problem;
  } else if (status === 'failed' || status === 'refunded' || status === 'disputed') {
    phase = 'failed';
    shownFailure = paymentFailureText(data!);
  } else if (status === 'requires_action') phase = awaitingAuth ? 'processing' : 'requires_action';
  else if (paymentId) phase = 'processing';

  return { phase, payment: data, failure: shownFailure, start, authenticate, reset };
}
