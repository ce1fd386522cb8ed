'use client';

import { useCallback, useRef } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import { api } from '@/lib/client/api';
import type { PhonePublicConfig } from '@/lib/phone/public-config';

const SEND_FAILED = 'An error occurred while sending the code. Please try again.';
const INVALID_CODE = 'Invalid verification code. Please try again.';

type PhoneStepResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * Sends and checks phone codes through the active provider: our local SMS outbox, or Firebase
 * in the browser (invisible reCAPTCHA) whose ID token the server then checks. Either way a
 * successful `verify` means the server has recorded the phone as verified.
 */
export function usePhoneVerification(config: PhonePublicConfig, recaptchaContainerId: string) {
  const confirmation = useRef<{ phone: string; result: ConfirmationResult } | null>(null);

  const send = useCallback(
    async (phoneE164: string): Promise<PhoneStepResult> => {
      try {
        if (config.provider === 'firebase') {
          const { firebaseSendCode } = await import('@/lib/phone/firebase-client');
          confirmation.current = { phone: phoneE164, result: await firebaseSendCode(config.firebase, phoneE164, recaptchaContainerId) };
          return { ok: true, phone: phoneE164 };
        }
        const res = await api<{ phone: string }>('/api/phone/send-code', { method: 'POST', json: { phone: phoneE164 } });
        if (res.ok) return { ok: true, phone: res.data.phone };
        // Our own 4xx messages (bad number, too many codes) help the user; anything else is the spec's text.
        return { ok: false, message: res.status >= 400 && res.status < 500 && res.data.message ? res.data.message : SEND_FAILED };
      } catch {
        return { ok: false, message: SEND_FAILED };
      }
    },
    [config, recaptchaContainerId],
  );

  const verify = useCallback(
    async (phoneE164: string, code: string): Promise<PhoneStepResult> => {
      if (!/^\d{6}$/.test(code.trim())) return { ok: false, message: INVALID_CODE };
      try {
        let proof: { code: string } | { idToken: string } = { code: code.trim() };
        if (config.provider === 'firebase') {
          const pending = confirmation.current;
          if (!pending || pending.phone !== phoneE164) return { ok: false, message: INVALID_CODE };
          const { firebaseConfirmCode } = await import('@/lib/phone/firebase-client');
          try {
            proof = { idToken: await firebaseConfirmCode(config.firebase, pending.result, code.trim()) };
          } catch {
            return { ok: false, message: INVALID_CODE };
          }
        }
        const res = await api<{ phone: string }>(`/auth/numberVerification?phone=${encodeURIComponent(phoneE164)}`, { method: 'POST', json: proof });
        if (res.ok) return { ok: true, phone: res.data.phone };
        return { ok: false, message: res.status === 429 && res.data.message ? res.data.message : INVALID_CODE };
      } catch {
        return { ok: false, message: 'Server error' };
      }
    },
    [config],
  );

  return { send, verify };
}
