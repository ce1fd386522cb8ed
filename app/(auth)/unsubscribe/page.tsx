import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/components/auth/auth-page';
import { UnsubscribeConfirm } from '@/components/unsubscribe/unsubscribe-confirm';
import { checkUnsubscribeLink } from '@/lib/mail/unsubscribe';
import { EMAIL_SETTINGS_PATH } from '@/lib/mail/preferences';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where an e-mail's unsubscribe link leads: it asks first and changes nothing by being opened
 * (mail scanners open links); the button does it.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const link = checkUnsubscribeLink(typeof token === 'string' ? token : '');
  return (
    <AuthPage title="Unsubscribe">
      {link.ok ? (
        <UnsubscribeConfirm token={token as string} label={link.label} settingsPath={EMAIL_SETTINGS_PATH[link.role]} />
      ) : (
        <div className="stack">
          <p role="alert">{link.message}</p>
          <p>
            <Link href="/login">Log in</Link> and open your profile to choose your e-mails.
          </p>
        </div>
      )}
    </AuthPage>
  );
}
