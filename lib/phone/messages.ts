// Client-safe (no zod here: forms import these and must stay light). Reading a number for real
// (libphonenumber's full metadata, India only) happens on the server, in lib/phone/number.ts.

/** The one message for a phone number that is not one (spec §5, brand sign-up). */
export const PHONE_MESSAGE = 'Please enter a valid phone number!';
export const CODE_MESSAGE = 'Invalid verification code. Please try again.';

/** A 10-digit Indian mobile number as typed after the fixed +91. */
export const isIndianMobile = (digits: string) => /^[6-9]\d{9}$/.test(digits);
