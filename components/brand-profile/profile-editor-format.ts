import { COUNTRY_CODE } from '@/lib/constants';

/** The 10 digits after +91 of a stored E.164 number, as the phone field shows them. */
export const localDigits = (e164: string) => (e164.startsWith(COUNTRY_CODE) ? e164.slice(COUNTRY_CODE.length) : e164.replace(/\D/g, '').slice(-10));
