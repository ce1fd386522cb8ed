import crypto from 'node:crypto';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { pngFile, call } from '../../helpers/http';
import { latestSmsCode } from '../../helpers/outbox';

/** A random valid Indian mobile number as the wizard sends it (10 digits), with its E.164 form. */
export function randomIndianPhone() {
  const local = `98${crypto.randomInt(10_000_000, 99_999_999)}`;
  return { local, e164: `+91${local}` };
}

export const uniqueEmail = (prefix = 'brand') => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** Verifies a phone through the local provider, as the wizard's step 2 does. */
export async function verifyPhoneViaApi(local: string) {
  const sent = await call(sendCode, { json: { phone: local } });
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}: ${sent.data.message}`);
  const code = latestSmsCode(`+91${local}`);
  const res = await call(numberVerification, { url: `/auth/numberVerification?phone=${local}`, json: { code } });
  if (res.status !== 200) throw new Error(`numberVerification answered ${res.status}: ${res.data.message}`);
}

export type SignupFields = Record<string, string | Blob | undefined>;

export function signupFields(over: SignupFields = {}): SignupFields {
  return {
    name: 'Asha Verma',
    email: uniqueEmail(),
    password: 'secret123',
    phone: randomIndianPhone().local,
    brandName: 'Chai & Co',
    brandLogo: pngFile('logo.png'),
    companyType: 'Private',
    gstNo: '27AAPFU0939F1ZV',
    ...over,
  };
}

export function toForm(fields: SignupFields): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return form;
}

export { setCookies } from '../../helpers/http';
