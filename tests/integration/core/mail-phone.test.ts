import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { listOutbox, sendMail } from '@/lib/mail';
import { normalizePhone } from '@/lib/phone/number';
import { hasFreshPhoneProof, sendLocalCode, verifyPhone } from '@/lib/phone/provider';
import { startSmtp } from '../../helpers/smtp';
import { latestSmsCode } from '../../helpers/outbox';

describe('mail', () => {
  it('writes to the outbox when no SMTP server is configured', async () => {
    await sendMail({ to: 'someone@example.com', subject: 'Hello there', text: 'Your code is 123456' });
    const [m] = await listOutbox();
    expect(m.to).toBe('someone@example.com');
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
      await sendMail({ to: 'real@example.com', subject: 'Via SMTP', text: 'delivered' });
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
    await sendLocalCode('9876500003');
    const first = latestSmsCode('+919876500003')!;
    await new Promise((r) => setTimeout(r, 5));
    await sendLocalCode('9876500003');
    const second = latestSmsCode('+919876500003')!;
    if (first !== second) await expect(verifyPhone('9876500003', { code: first })).rejects.toMatchObject({ status: 400 });
    await verifyPhone('9876500003', { code: second });
  });

  it('refuses an invalid phone number', async () => {
    await expect(sendLocalCode('123')).rejects.toMatchObject({ status: 400, message: 'Please enter a valid phone number!' });
  });
});
