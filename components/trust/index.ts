// The public entry of components/trust: what other features may use (eslint-rules/boundaries.mjs).
export { BrandTrustLine, CardTrust, CreatorTrustSignals } from './creator-trust';
