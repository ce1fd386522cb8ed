// The public entry of components/packages: what other features and pages may use (eslint-rules/boundaries.mjs).
export { PackagesManager } from './packages-manager';
export { FromPrice, PublicPackages } from './public-packages';
export { OrderAnswer } from './order-answer';
export { OrderForm } from './order-form';
