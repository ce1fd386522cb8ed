// Client-safe texts of the sign-in forms (no zod here: the forms import these and must stay light).

/** Spec §5: a phone typed on /login without its code. */
export const CODE_OR_REMOVE_PHONE = 'Please enter verification code or remove phone number';

/** A login refused for its e-mail and password (an unknown address reads the same, so it tells nobody which accounts exist). */
export const INCORRECT_LOGIN = 'Incorrect e-mail or password';

/**
 * What a login form's toast says for a failure: a wrong e-mail or password in those words, "server
 * error" only when the server failed or was not reached, and any other refusal (a lock-out with its
 * wait, a refused phone proof) in the server's own words. The API's `message` is unchanged.
 */
export function loginFailureText(failure: { status: number; message: string }): string {
  if (failure.status === 401) return INCORRECT_LOGIN;
  if (failure.status === 0) return 'Could not reach the server. Check your connection and try again.';
  if (failure.status >= 500) return 'Server error: the login could not be checked. Please try again in a moment.';
  return failure.message;
}
