'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useStepUp } from '@/components/ops';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Field, Textarea, fieldAria } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { formatDateTimeIst } from '@/lib/client/dates';
import { FLAG_NOTE_MAX, FLAG_OUTCOMES, FLAG_REASONS } from '@/lib/flags/messages';
import type { FlaggedItemJson } from '@/lib/flags/queue';
import styles from './flags.module.css';

const KIND_LABEL = { campaign: 'Campaign', creator: 'Creator page', message: 'Message' } as const;
const reasonLabel = (reason: string) => FLAG_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** The item as its first reporter saw it. */
function Snapshot({ item }: { item: FlaggedItemJson }) {
  const s = item.snapshot;
  return (
    <blockquote className={styles.snapshot}>
      {s.title ? <p className={styles.snapshotTitle}>{s.title}</p> : null}
      {s.name && item.kind !== 'campaign' ? <p className={styles.snapshotTitle}>{s.name}</p> : null}
      {s.author ? <p className="muted small">From {s.author}</p> : null}
      {s.text ? <p className={styles.snapshotText}>{s.text}</p> : <p className="muted small">(no text)</p>}
    </blockquote>
  );
}

function ResolveForm({ item }: { item: FlaggedItemJson }) {
  const router = useRouter();
  const withStepUp = useStepUp();
  const outcomes = FLAG_OUTCOMES.filter((o) => o.value !== 'hide' || item.kind === 'campaign');
  const [outcome, setOutcome] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `flag-${item.kind}-${item.id}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!outcome) return setError('Choose a decision');
    setBusy(true);
    setError(null);
    try {
      const res = await withStepUp(() =>
        api<{ message: string }>(`/api/ops/reports/${item.kind}/${item.id}/resolve`, { method: 'POST', json: { outcome, note } }),
      );
      if (res.ok) {
        toast.success(res.data.message);
        router.refresh();
      } else setError(res.data.message ?? 'Could not resolve the reports');
    } catch {
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={`Resolve reports of ${KIND_LABEL[item.kind].toLowerCase()} ${item.id}`}>
      <FormError message={error} />
      <fieldset className={styles.reasons}>
        <legend className="label">Decision</legend>
        <div className={styles.reasonList}>
          {outcomes.map((o) => (
            <label key={o.value} className={styles.reason}>
              <input type="radio" name={`${base}-outcome`} value={o.value} checked={outcome === o.value} onChange={() => setOutcome(o.value)} />
              {o.value === 'suspend' ? `${o.label} (${item.owner.name || item.owner.role})` : o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${base}-note`} label="Note (the reason; a suspended account reads it)">
        <Textarea {...fieldAria(`${base}-note`)} rows={2} maxLength={FLAG_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="row">
        <Button type="submit" busy={busy} busyLabel="Resolving...">
          Resolve
        </Button>
      </div>
    </form>
  );
}

/** The open reports, one card per item: what was reported, by how many and why, each report, and the decision. */
export function FlagQueue({ items }: { items: FlaggedItemJson[] }) {
  if (items.length === 0) return <p className="empty-state card">Nothing to review. New reports from users show up here.</p>;
  return (
    <ul className={`stack ${styles.queue}`}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`}>
          <article className="card stack" aria-labelledby={`flag-${item.id}-title`} data-testid="flagged-item">
            <h2 id={`flag-${item.id}-title`} className={styles.itemTitle}>
              {KIND_LABEL[item.kind]}: {item.snapshot.title ?? item.snapshot.name ?? `from ${item.snapshot.author ?? item.owner.name}`}
            </h2>
            <p className="muted small">
              {item.reporters} {item.reporters === 1 ? 'reporter' : 'reporters'} · {item.reasons.map((r) => `${reasonLabel(r.reason)} (${r.count})`).join(', ')}{' '}
              · owner {item.owner.name || item.owner.id} ({item.owner.role}) · first {formatDateTimeIst(item.firstReportedAt)}
            </p>
            <Snapshot item={item} />
            <details>
              <summary>Each report</summary>
              <ul className="stack">
                {item.reports.map((r) => (
                  <li key={r._id} className="small">
                    <strong>{r.reporter.name || r.reporter.id}</strong> ({r.reporter.role}), {formatDateTimeIst(r.createdAt)}: {reasonLabel(r.reason)}
                    {r.details ? ` — ${r.details}` : ''}
                    {r.snapshot.title && r.snapshot.title !== item.snapshot.title ? ` (saw “${r.snapshot.title}”)` : ''}
                  </li>
                ))}
              </ul>
            </details>
            <ResolveForm item={item} />
          </article>
        </li>
      ))}
    </ul>
  );
}
