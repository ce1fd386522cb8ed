// Texts of payments that the pages and the service share (client-safe).

export const NOT_FUNDED_FOR_SUBMIT = 'The brand has not funded this job yet: you can submit content once it is funded.';
export const NOTHING_HELD = 'Nothing is held for this job: a dispute is opened on a funded job before its money is released.';
export const IN_DISPUTE = 'The money of this job is in dispute: it stays frozen until an operator settles it.';
export const CANCEL_AFTER_LIVE = 'A paid job that is live is not cancelled: open a dispute instead.';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const DISPUTE_OPENED = 'Dispute opened: the money stays held until it is settled';
/** The longest reason of a dispute: the API's schema and the form's limit. */
export const DISPUTE_REASON_MAX = 1000;
