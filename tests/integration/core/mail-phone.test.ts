import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { listOutbox, sendMail } from '@/lib/mail';
import fs from 'node:fs';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { env } from '@/lib/env';
import { setLogDestinationForTests } from '@/lib/log';
import { NOT_INDIAN_MESSAGE, normalizePhone, readPhone } from '@/lib/phone/number';
import { call } from '../../helpers/http';
import { hasFreshPhoneProof, sendLocalCode, verifyPhone } from '@/lib/phone/provider';
import { startSmtp } from '../../helpers/smtp';
import { latestSmsCode } from '../../helpers/outbox';

// Codes come from the CSPRNG; a test that needs two different ones scripts them (then random again).
const scripted = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('@/lib/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/crypto')>();
  return { ...real, sixDigitCode: () => scripted.codes.shift() ?? real.sixDigitCode() };
});

describe('mail', () => {
  it('writes to the outbox when no SMTP server is configured', async () => {
    await sendMail({ to: 'someone@example.com', subject: 'Hello there', text: 'Your code is 123456', reason: 'A test.' });
    const [m] = await listOutbox();
    expect(m.to).toEqual(['someone@example.com']);
    expect(m.subject).toBe('Hello there');
    expect(m.text).toContain('123456');
  });

  describe('with SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      process.env.SMTP_URL = smtp.url;
      resetEnvForTests();
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      resetEnvForTests();
      await smtp.close();
    });

    it('delivers through the SMTP server', async () => {
      await sendMail({ to: 'real@example.com', subject: 'Via SMTP', text: 'delivered', reason: 'A test.' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(['real@example.com']);
      expect(smtp.received[0].raw).toContain('Subject: Via SMTP');
    });
  });
});

describe('phone numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
  ])('reads %s as %s', (input, e164) => expect(normalizePhone(input)).toBe(e164));

  it.each(['12345', 'abcdefghij', '', '+1 202', '0000000000', 42])('refuses %s', (input) => expect(normalizePhone(input)).toBeNull());

  it.each(['+1 415 555 2671', '+44 20 7946 0958', '+14155552671'])('refuses %s, a valid number outside India, saying so', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(readPhone(input)).toEqual({ error: 'not_indian' });
  });
});

describe('POST /api/phone/send-code outside India', () => {
  it.each(['+1 415 555 2671', '+447911123456'])('refuses %s with a clear message and texts nothing', async (phone) => {
    const res = await call(sendCode, { json: { phone } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(NOT_INDIAN_MESSAGE);
    expect(res.data.fields).toEqual({ phone: NOT_INDIAN_MESSAGE });
    expect(fs.existsSync(env().SMS_OUTBOX_DIR) ? fs.readdirSync(env().SMS_OUTBOX_DIR).filter((f) => f.includes(phone.replace(/\D/g, ''))) : []).toEqual([]);
  });
});

describe('outbox log lines', () => {
  const lines: string[] = [];
  beforeAll(() => setLogDestinationForTests({ write: (line: string) => void lines.push(...line.split('\n').filter(Boolean)) }, 'debug'));
  afterAll(() => setLogDestinationForTests());

  it('mask the address of a mail and the number of a text message, as the login log does', async () => {
    await sendMail({ to: 'priya.sharma@example.com', subject: 'Masked', text: 'x', reason: 'A test.' });
    await sendLocalCode('9876512345');
    const joined = lines.join('\n');
    expect(joined).toContain('p***@example.com');
    expect(joined).not.toContain('priya.sharma');
    expect(joined).toContain('+91******2345');
    expect(joined).not.toMatch(/9876512345/);
  });
});

describe('mail goes to one bare address only', () => {
  it.each(['1,victim@example.com', 'z<victim@example.com>', '"q"<victim@example.com>', 'victim@example.com, other@example.com', 'Victim <victim@example.com>'])(
    'refuses to send to %s',
    async (to) => {
      await expect(sendMail({ to, subject: 'x', text: 'x', reason: 'A test.' })).rejects.toThrow(/one bare e-mail address/);
    },
  );
});

describe('local phone provider', () => {
  it('texts a code to the outbox and verifies only with that code', async () => {
    await sendLocalCode('9876500001');
    const code = latestSmsCode('+919876500001')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyPhone('9876500001', { code: wrong })).rejects.toMatchObject({ status: 400, message: 'Invalid verification code. Please try again.' });
    expect(await hasFreshPhoneProof('+919876500001')).toBe(false);
    await verifyPhone('9876500001', { code });
    expect(await hasFreshPhoneProof('+919876500001')).toBe(true);
    await expect(verifyPhone('9876500001', { code })).rejects.toMatchObject({ status: 400 });
  });

  it('burns a code after 5 wrong tries', async () => {
    await sendLocalCode('9876500002');
    const code = latestSmsCode('+919876500002')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await expect(verifyPhone('9876500002', { code: wrong })).rejects.toMatchObject({ status: 400 });
    await expect(verifyPhone('9876500002', { code })).rejects.toMatchObject({ status: 400 });
  });

  it('a new code replaces the old one', async () => {
    scripted.codes.push('333333', '444444');
    await sendLocalCode('9876500003');
    const first = latestSmsCode('+919876500003')!;
    await sendLocalCode('9876500003');
    const second = latestSmsCode('+919876500003')!;
    expect([first, second]).toEqual(['333333', '444444']);
    await expect(verifyPhone('9876500003', { code: first })).rejects.toMatchObject({ status: 400 });
    await expect(verifyPhone('9876500003', { code: second })).resolves.toEqual({ phone: '+919876500003' });
  });

  it('refuses an invalid phone number', async () => {
    await expect(sendLocalCode('123')).rejects.toMatchObject({ status: 400, message: 'Please enter a valid phone number!' });
  });
});
