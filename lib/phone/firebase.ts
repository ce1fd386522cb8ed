import 'server-only';
import { env } from '@/lib/env';

/** firebase-admin's Auth, initialised once from the FIREBASE_* settings. */
export async function firebaseAuth() {
  const { initializeApp, getApps, cert } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const e = env();
  const app =
    getApps()[0] ??
    initializeApp({
      credential: cert({
        projectId: e.FIREBASE_PROJECT_ID,
        clientEmail: e.FIREBASE_CLIENT_EMAIL,
        privateKey: e.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n'),
      }),
    });
  return getAuth(app);
}
