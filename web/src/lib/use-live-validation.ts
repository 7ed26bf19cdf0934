import { useState } from 'react';

/**
 * Validate only on submit until the first failed attempt, then as the person types. Validating
 * on blur before that makes error lines appear mid-click and push the submit button away.
 */
export function useLiveValidation() {
  const [live, setLive] = useState(false);
  return {
    validateTrigger: live ? 'onChange' : ([] as string[]),
    onFinishFailed: () => setLive(true),
  };
}
