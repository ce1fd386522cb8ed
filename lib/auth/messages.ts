// Client-safe texts of the sign-in forms (no zod here: the forms import these and must stay light).

/** Spec §5: a phone typed on /login without its code. */
export const CODE_OR_REMOVE_PHONE = 'Please enter verification code or remove phone number';
