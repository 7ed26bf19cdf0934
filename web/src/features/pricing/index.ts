import { lazy } from 'react';

// What the app may use of the pricing feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const CheckoutPage = lazy(() =>
  import('./checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const PricingDialog = lazy(() =>
  import('./pricing-dialog').then((m) => ({ default: m.PricingDialog })),
);
