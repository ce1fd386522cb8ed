import 'server-only';
import { env } from '@/lib/env';

export type PhonePublicConfig =
  { provider: 'local' } | { provider: 'firebase'; firebase: { apiKey: string; authDomain: string; projectId: string; appId: string } };

/** What the browser needs to verify a phone: which provider is active and Firebase's public web config. */
export function phonePublicConfig(): PhonePublicConfig {
  const e = env();
  if (!e.firebaseEnabled) return { provider: 'local' };
  return {
    provider: 'firebase',
    firebase: {
      apiKey: e.NEXT_PUBLIC_FIREBASE_API_KEY ?? '',
      authDomain: e.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: e.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? e.FIREBASE_PROJECT_ID ?? '',
      appId: e.NEXT_PUBLIC_FIREBASE_APP_ID ?? '',
    },
  };
}
