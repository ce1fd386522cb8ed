import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Backdrop } from '@/components/brand-signup/backdrop';
import { SignupWizard } from '@/components/brand-signup/signup-wizard';
import styles from '@/components/brand-signup/signup.module.css';
import { backdropImages } from '@/lib/brands/backdrop';
import { phonePublicConfig } from '@/lib/phone/public-config';

export const metadata: Metadata = {
  title: 'Brand sign up',
  description: 'Create a CollabMarket brand account in three steps and start working with creators.',
};

export default async function BrandSignupPage() {
  // The phone provider is a runtime setting, so the page is rendered per request.
  await connection();
  return (
    <main id="main" className={styles.shell}>
      <Backdrop images={backdropImages()} />
      <SignupWizard phoneConfig={phonePublicConfig()} />
    </main>
  );
}
