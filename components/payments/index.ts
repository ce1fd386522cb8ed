// The public entry of components/payments: what other features may use (eslint-rules/boundaries.mjs).
export { PaymentCard, isFunded } from './payment-card';
export { CheckoutButtons } from './checkout-buttons';
