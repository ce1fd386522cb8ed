// The public entry of components/phone: what other features may use (eslint-rules/boundaries.mjs).
export { type PhoneCode, PhoneCodeField, usePhoneCode } from './phone-code-field';
