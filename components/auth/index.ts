// The public entry of components/auth: what other features may use (eslint-rules/boundaries.mjs).
export { default as authStyles } from './auth.module.css';
export { EmailPasswordFields } from './email-password-fields';
export { useGoOnAfterLogin } from './use-go-on-after-login';
