// Client-safe texts of the brand forms (no zod here: the forms import these and must stay light).

/** A changed phone must be proven first (the profile form checks, the server checks again). */
export const PHONE_CHANGE_UNVERIFIED = 'Verify your new phone number with the code we text it before saving it';
