import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import { listOutbox } from '@/lib/mail';
import { listSmsOutbox } from '@/lib/phone/outbox';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Development outbox', robots: { index: false } };

// Development only: what the server would have mailed or texted. Absent in production.
export default async function OutboxPage() {
  if (env().NODE_ENV === 'production') notFound();
  const [mails, sms] = await Promise.all([listOutbox(), listSmsOutbox()]);
  return (
    <main id="main" className="container dash-main stack">
      <h1>Development outbox</h1>
      <p className="muted">
        Mail is written to <code>{env().MAIL_OUTBOX_DIR}</code> and text messages to <code>{env().SMS_OUTBOX_DIR}</code> because no SMTP server or phone
        provider is configured.
      </p>
      <section className="stack" aria-labelledby="mail-h">
        <h2 id="mail-h">E-mail ({mails.length})</h2>
        {mails.length === 0 ? <p className="empty-state">No e-mail yet.</p> : null}
        {mails.map((m) => (
          <article key={m.file} className="card stack" aria-label={m.subject || '(no subject)'}>
            <p className="small muted">
              {m.date ? <time dateTime={m.date}>{new Date(m.date).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' })}</time> : 'no date'} ·
              to {m.to.join(', ')}
            </p>
            <h3>{m.subject || '(no subject)'}</h3>
            <pre className="mail-text">{m.text}</pre>
            {m.html ? (
              <details>
                <summary>HTML part</summary>
                {/* Sandboxed with no permissions: the mail's markup shows, its scripts and forms do not run. */}
                <iframe className="mail-html" sandbox="" srcDoc={m.html} title={`HTML part of ${m.subject}`} />
              </details>
            ) : null}
          </article>
        ))}
      </section>
      <section className="stack" aria-labelledby="sms-h">
        <h2 id="sms-h">Text messages ({sms.length})</h2>
        {sms.length === 0 ? <p className="empty-state">No text messages yet.</p> : null}
        {sms.map((m) => (
          <article key={m.file} className="card">
            <pre className="mail-text">{m.text}</pre>
          </article>
        ))}
      </section>
    </main>
  );
}
