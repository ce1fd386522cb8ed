import { z } from '@/lib/zod';
import {
  ACCOUNT_NAME_REQUIRED,
  ACCOUNT_NAME_TOO_LONG,
  ACCOUNT_NUMBER_FORMAT,
  ACCOUNT_NUMBER_REQUIRED,
  IFSC_FORMAT,
  IFSC_REQUIRED,
  ONE_METHOD,
  UPI_FORMAT,
  UPI_REQUIRED,
} from './messages';

// Shared by PUT /api/creator/payout-method and the profile's Payout settings form (texts in ./messages).

/** IFSC: bank (4 letters), a zero, branch (6 letters or digits). */
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** UPI ID: a name (letters, digits, . _ -) @ the app's handle (letters, then letters or digits). */
const UPI_PATTERN = /^[a-z0-9._-]{2,64}@[a-z][a-z0-9]{1,31}$/;

const upiIdSchema = z
  .string({ error: UPI_REQUIRED })
  .trim()
  .min(1, UPI_REQUIRED)
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(UPI_PATTERN, UPI_FORMAT));

const accountNameSchema = z
  .string({ error: ACCOUNT_NAME_REQUIRED })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_NAME_REQUIRED)
      .max(100, ACCOUNT_NAME_TOO_LONG)
      .regex(/^[\p{L}\p{M} .'&-]+$/u, "Use the name as the bank has it: letters, spaces and . ' & -"),
  );

const ifscSchema = z
  .string({ error: IFSC_REQUIRED })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, IFSC_REQUIRED).regex(IFSC_PATTERN, IFSC_FORMAT));

/** Spaces and dashes people type between digit groups are dropped. */
const accountNumberSchema = z
  .string({ error: ACCOUNT_NUMBER_REQUIRED })
  .transform((v) => v.replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_NUMBER_REQUIRED)
      .regex(/^\d{9,18}$/, ACCOUNT_NUMBER_FORMAT),
  );

const bankAccountSchema = z.object(
  { name: accountNameSchema, ifsc: ifscSchema, accountNumber: accountNumberSchema },
  { error: 'bankAccount must be an object' },
);

/** What a payout needs, checked and normalised: one UPI ID or one bank account. */
export type PayoutMethodInput = { upiId: string; bankAccount?: undefined } | { bankAccount: z.output<typeof bankAccountSchema>; upiId?: undefined };

/** Body of `PUT /api/creator/payout-method`: `{upiId}` or `{bankAccount: {name, ifsc, accountNumber}}`. */
export const payoutMethodBodySchema = z
  .object({ upiId: upiIdSchema.optional(), bankAccount: bankAccountSchema.optional() })
  .superRefine((v, ctx) => {
    if ((v.upiId === undefined) === (v.bankAccount === undefined)) ctx.addIssue({ code: 'custom', message: ONE_METHOD });
  })
  .transform((v) => v as PayoutMethodInput);

/**
 * The profile's form: flat fields (one input each) and which kind is chosen; only the chosen
 * kind's fields are checked, with the same rules as the API.
 */
export const payoutMethodFormSchema = z
  .object({
    kind: z.enum(['upi', 'bank'], { error: 'Choose UPI or bank account' }),
    upiId: z.string().optional(),
    accountName: z.string().optional(),
    ifsc: z.string().optional(),
    accountNumber: z.string().optional(),
  })
  .transform((v, ctx): PayoutMethodInput => {
    const check = <T>(schema: z.ZodType<T>, value: unknown, path: string): T => {
      const r = schema.safeParse(value ?? '');
      if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0].message, path: [path] });
      return r.data as T;
    };
    if (v.kind === 'upi') return { upiId: check(upiIdSchema, v.upiId, 'upiId') };
    return {
      bankAccount: {
        name: check(accountNameSchema, v.accountName, 'accountName'),
        ifsc: check(ifscSchema, v.ifsc, 'ifsc'),
        accountNumber: check(accountNumberSchema, v.accountNumber, 'accountNumber'),
      },
    };
  });
