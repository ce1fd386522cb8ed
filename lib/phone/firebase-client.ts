'use client';

import type { ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';

type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string; appId: string };

// Loaded only when Firebase is the active provider: the SDK never ships to the local-provider pages' first load.
async function sdk(config: FirebaseWebConfig) {
  const [{ initializeApp, getApps }, authSdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(config);
  return { auth: authSdk.getAuth(app), authSdk };
}

let verifier: RecaptchaVerifier | null = null;

/** Texts a code through Firebase after an invisible reCAPTCHA; the confirmation checks it later. */
export async function firebaseSendCode(config: FirebaseWebConfig, phoneE164: string, recaptchaContainerId: string): Promise<ConfirmationResult> {
  const { auth, authSdk } = await sdk(config);
  verifier ??= new authSdk.RecaptchaVerifier(auth, recaptchaContainerId, { size: 'invisible' });
  try {
    return await authSdk.signInWithPhoneNumber(auth, phoneE164, verifier);
  } catch (err) {
    // A failed attempt leaves the widget spent; the next one makes a new one.
    verifier.clear();
    verifier = null;
    throw err;
  }
}

/** Confirms the typed code with Firebase and answers the ID token our server checks; the Firebase session is not kept. */
export async function firebaseConfirmCode(config: FirebaseWebConfig, confirmation: ConfirmationResult, code: string): Promise<string> {
  const credential = await confirmation.confirm(code);
  const idToken = await credential.user.getIdToken();
  const { auth } = await sdk(config);
  await auth.signOut().catch(() => {});
  return idToken;
}
