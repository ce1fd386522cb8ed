// Client-safe texts and types of the creator's payout settings (no zod here: the form imports these).

export const UPI_REQUIRED = 'Enter your UPI ID';
export const UPI_FORMAT = 'Enter a UPI ID like name@okaxis';
export const ACCOUNT_NAME_REQUIRED = 'Enter the account holder’s name';
export const ACCOUNT_NAME_TOO_LONG = 'The account holder’s name is at most 100 characters';
export const IFSC_REQUIRED = 'Enter the IFSC of your bank branch';
export const IFSC_FORMAT = 'Enter an 11-character IFSC like HDFC0001234 (4 letters, 0, then 6 letters or digits)';
export const ACCOUNT_NUMBER_REQUIRED = 'Enter your account number';
export const ACCOUNT_NUMBER_FORMAT = 'An account number is 9 to 18 digits';
export const ONE_METHOD = 'Give either a UPI ID or a bank account, not both';
export const PAYOUT_SAVED = 'Payout details saved';
export const ONLY_CREATORS = 'Only creators have payout settings';

/** The payout method as every answer shows it: the UPI ID and account number masked (lib/payout-method/mask.ts). */
export type MaskedPayoutMethod =
  { kind: 'upi'; upiId: string; updatedAt: string } | { kind: 'bank'; bankAccount: { name: string; ifsc: string; accountNumber: string }; updatedAt: string };
