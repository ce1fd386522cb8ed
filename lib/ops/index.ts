import 'server-only';

// The operator console's server side (issue 36): operator accounts and sessions, the step-up
// check, the audit log. Routes take `route({ auth: 'operator' })` (lib/route.ts); pages call
// `currentOperator()` (lib/ops/current.ts).

export {
  OPS_COOKIE,
  clearOperatorCookie,
  endOperatorSession,
  readOperator,
  requireFreshTotp,
  requireOperator,
  setOperatorCookie,
  totpIsFresh,
  type OperatorActor,
} from './session';
export { currentOperator, maybeOperator } from './current';
export { recordAudit } from './audit';
export { confirmOperatorTotp, confirmStepUp, createOperator, operatorProfile, setOperatorPassword, setupState, signInOperator } from './operators';
export { opsOverview } from './overview';
export { auditCsv, auditOperators, listAudit } from './audit-list';
