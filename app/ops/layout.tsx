import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: { default: 'Operator console', template: '%s · Operator console' }, robots: { index: false, follow: false } };

export default function OpsLayout({ children }: { children: ReactNode }) {
  return children;
}
