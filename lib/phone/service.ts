import 'server-only';
import { hit } from '@/lib/rate-limit';
import { AppError } from '@/lib/errors';
import { phoneProviderName, requirePhone, sendLocalCode, verifyPhone } from './provider';

const SEND_PER_PHONE = { max: 5, windowSeconds: 15 * 60, message: 'Too many codes sent to this number. Please wait a few minutes and try again.' };
const SEND_PER_IP = { max: 20, windowSeconds: 15 * 60, message: 'Too many codes requested. Please wait a few minutes and try again.' };
const VERIFY_PER_IP = { max: 30, windowSeconds: 15 * 60 };

/** Sends a code through the local provider, rate-limited per phone number and per client IP. */
export async function requestPhoneCode(rawPhone: string, ip: string): Promise<{ message: string; phone: string }> {
  if (phoneProviderName() !== 'local') {
    throw new AppError('bad_request', 'On this server the verification code is sent by the phone provider (Firebase) from your browser');
  }
  const phone = requirePhone(rawPhone);
  await hit(`sms:ip:${ip}`, SEND_PER_IP);
  await hit(`sms:phone:${phone}`, SEND_PER_PHONE);
  await sendLocalCode(phone);
  return { message: `Sent verification code to ${phone}`, phone };
}

/** Marks the phone verified when the proof (local code or Firebase ID token) holds. */
export async function confirmPhone(rawPhone: string, proof: { code?: string; idToken?: string }, ip: string): Promise<{ message: string; phone: string }> {
  await hit(`sms-verify:ip:${ip}`, VERIFY_PER_IP);
  const { phone } = await verifyPhone(rawPhone, proof);
  return { message: 'Phone number verified successfully!', phone };
}
