import 'server-only';
import { findAccountByEmail } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { consumePhoneProof, hasFreshPhoneProof, invalidCode, requirePhone, verifyPhone } from '@/lib/phone/provider';
import { toBrandJson, type BrandJson } from '@/lib/brands/serialize';
import { toCreatorJson, type CreatorJson } from '@/lib/creators/serialize';
import type { Brand, Creator, Role } from '@/models';
import { checkPassword } from './passwords';
import { startSession, type SessionTokens } from './sessions';
import { auditLogin } from './login-log';
import { loginFailures } from './limits';
import { CODE_OR_REMOVE_PHONE, type GenericLoginInput } from './login-schemas';

type GenericLoginAnswer = SessionTokens & {
  role: Role;
  redirectTo: string;
  user: BrandJson | CreatorJson;
  message: string;
};

type Account = { role: 'brand'; row: Brand } | { role: 'creator'; row: Creator };

/**
 * `/login` for either role: the account whose password matches decides the role (a brand when
 * both do). With a phone number, the phone must be the account's and proven through the phone
 * provider now (the code, or the Firebase-verified proof), and the proof is used up.
 */
export function loginAnyRole(input: GenericLoginInput, ip: string): Promise<GenericLoginAnswer> {
  return auditLogin(
    'generic',
    input.email,
    ip,
    () => passwordLogin(input, ip),
    (answer) => answer.role,
  );
}

async function passwordLogin(input: GenericLoginInput, ip: string): Promise<GenericLoginAnswer> {
  const failures = loginFailures(['brand', 'creator'], input.email, ip);
  await failures.guard();
  const phoneGiven = input.phoneNumber !== '';
  if (phoneGiven && input.verificationCode === '' && !input.idToken) {
    throw new AppError('bad_request', CODE_OR_REMOVE_PHONE, { verificationCode: CODE_OR_REMOVE_PHONE });
  }
  const phone = phoneGiven ? requirePhone(input.phoneNumber) : null;

  const [brand, creator] = await Promise.all([findAccountByEmail('brand', input.email), findAccountByEmail('creator', input.email)]);
  // Both checks always run, so the time taken says nothing about which accounts exist.
  const [brandOk, creatorOk] = await Promise.all([checkPassword(input.password, brand?.passwordHash), checkPassword(input.password, creator?.passwordHash)]);
  const account: Account | null = brand && brandOk ? { role: 'brand', row: brand } : creator && creatorOk ? { role: 'creator', row: creator } : null;
  if (!account) {
    await failures.failed();
    throw new AppError('unauthorized', 'Invalid credentials');
  }

  if (phone) {
    try {
      if (phone !== account.row.phone) throw invalidCode();
      // A proof from "Verify Code" (or Firebase in the browser) counts; otherwise the code is checked now.
      if (!(await hasFreshPhoneProof(phone))) await verifyPhone(phone, { code: input.verificationCode, idToken: input.idToken });
      if (!(await consumePhoneProof(phone, await getDb()))) throw invalidCode();
    } catch (err) {
      if (err instanceof AppError && err.code === 'bad_request') {
        await failures.failed();
        throw new AppError('bad_request', invalidCode().message, { verificationCode: invalidCode().message });
      }
      throw err;
    }
  }

  await failures.succeeded(account.role);
  const tokens = await startSession({ role: account.role, id: account.row.id });
  return {
    ...tokens,
    role: account.role,
    redirectTo: `/${account.role}/dashboard`,
    user: account.role === 'brand' ? toBrandJson(account.row) : toCreatorJson(account.row),
    message: 'Login successful',
  };
}
