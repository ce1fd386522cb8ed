import { it, expect } from 'vitest';
import { POST as otp } from '@/app/api/creator/request-otp/route';
import { POST as reset } from '@/app/api/auth/password-reset/request/route';
import { POST as clogin } from '@/app/api/creator/login/route';
import { call } from '../../helpers/http';
import { createCreator } from '../../helpers/factories';
import { freshEmail, freshIp } from './support';
const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
async function t(fn: () => Promise<unknown>) { const s = performance.now(); await fn(); return performance.now() - s; }
it('timing', async () => {
  const k: number[] = [], u: number[] = [], rk: number[] = [], ru: number[] = [], lk: number[] = [], lu: number[] = [];
  for (let i = 0; i < 10; i++) {
    const c = await createCreator();
    k.push(await t(() => call(otp, { json: { email: c.creator.email }, headers: { 'x-forwarded-for': freshIp() } })));
    u.push(await t(() => call(otp, { json: { email: freshEmail() }, headers: { 'x-forwarded-for': freshIp() } })));
    rk.push(await t(() => call(reset, { json: { role: 'creator', email: c.creator.email }, headers: { 'x-forwarded-for': freshIp() } })));
    ru.push(await t(() => call(reset, { json: { role: 'creator', email: freshEmail() }, headers: { 'x-forwarded-for': freshIp() } })));
    lk.push(await t(() => call(clogin, { json: { email: c.creator.email, password: 'wrong-pass' }, headers: { 'x-forwarded-for': freshIp() } })));
    lu.push(await t(() => call(clogin, { json: { email: freshEmail(), password: 'wrong-pass' }, headers: { 'x-forwarded-for': freshIp() } })));
  }
  console.log('otp', med(k), med(u), 'reset', med(rk), med(ru), 'login', med(lk), med(lu));
  expect(1).toBe(1);
});
