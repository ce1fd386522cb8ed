import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as sendCode } from '@/app/api/phone/send-code/route';
import { GET as phoneConfig } from '@/app/api/phone/config/route';
import { POST as numberVerification } from '@/app/auth/numberVerification/route';
import { resetEnvForTests } from '@/lib/env';
import { hasFreshPhoneProof } from '@/lib/phone/provider';
import { call } from '../../helpers/http';
import { randomIndianPhone } from './support';

// With Firebase configured the browser proves the phone; the server only checks ID tokens.
const SETTINGS = {
  FIREBASE_PROJECT_ID: 'collab-test',
  FIREBASE_CLIENT_EMAIL: 'svc@collab-test.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: 'not-a-real-key',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'public-api-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'collab-test.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'collab-test',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
};

beforeAll(() => {
  Object.assign(process.env, SETTINGS);
  resetEnvForTests();
});
afterAll(() => {
  for (const k of Object.keys(SETTINGS)) delete process.env[k];
  resetEnvForTests();
});

describe('phone verification with Firebase configured', () => {
  it('hands the browser the public Firebase config and no secrets', async () => {
    const res = await call(phoneConfig);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      provider: 'firebase',
      firebase: { apiKey: 'public-api-key', authDomain: 'collab-test.firebaseapp.com', projectId: 'collab-test', appId: '1:123:web:abc' },
    });
    expect(JSON.stringify(res.data)).not.toContain('not-a-real-key');
  });

  it('send-code answers 400: the code is sent by the phone provider', async () => {
    const res = await call(sendCode, { json: { phone: randomIndianPhone().local } });
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/phone provider/);
  });

  it.each([
    ['a local code', { code: '123456' }],
    ['no proof', {}],
    ['a short token', { idToken: 'abc' }],
    ['a token Firebase does not accept', { idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJwaG9uZV9udW1iZXIiOiIrOTEifQ.c2lnbmF0dXJl' }],
  ])('refuses %s and marks nothing', async (_name, body) => {
    const { local, e164 } = randomIndianPhone();
    const res = await call(numberVerification, { url: `/auth/numberVerification?phone=${local}`, json: body });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Invalid verification code. Please try again.');
    expect(await hasFreshPhoneProof(e164)).toBe(false);
  });
});
