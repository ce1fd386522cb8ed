'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Select, TextInput, fieldAria } from '@/components/ui/field';
import { CAMPAIGN_PLATFORMS, DELIVERABLE_KINDS } from '@/lib/constants';
import { MAX_DELIVERABLE_COUNT, MAX_DELIVERABLES } from '@/lib/campaigns/messages';
import styles from './campaign-form.module.css';

/** One line as its controls hold it (the count as typed); the server reads the numbers. */
export type DeliverableLine = { platform: string; kind: string; count: string | number };
type Row = DeliverableLine & { key: number };
type Part = 'platform' | 'kind' | 'count';

type Props = {
  initial: DeliverableLine[];
  /** The form's messages by field: `deliverables` for the list, `deliverables.<i>.<part>` for one control. */
  errors: Record<string, { message: string } | undefined>;
  /** The list as JSON text, after every change (the one value the form sends). */
  onChange: (json: string) => void;
  clearErrors: (name: string) => void;
};

const platformOptions = CAMPAIGN_PLATFORMS.map((p) => ({ value: p, label: p }));
const kindOptions = DELIVERABLE_KINDS.map((k) => ({ value: k, label: k }));

/** The list as the form sends it. */
export const deliverablesJson = (lines: readonly DeliverableLine[]) => JSON.stringify(lines.map(({ platform, kind, count }) => ({ platform, kind, count })));

/**
 * The deliverables of the brief: one row per line (platform, kind, count, Remove) and "Add
 * deliverable". Plain labelled controls, so the keyboard reaches everything; the server's message
 * for a control shows under it, and a message about the whole list under the legend.
 */
export function DeliverablesEditor({ initial, errors, onChange, clearErrors }: Props) {
  const [rows, setRows] = useState<Row[]>(() => initial.map((l, key) => ({ ...l, key })));
  const nextKey = useRef(initial.length);
  const focusRow = useRef<number | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const errorKeys = Object.keys(errors).filter((k) => errors[k] && (k === 'deliverables' || k.startsWith('deliverables.')));
  const listError = errors.deliverables?.message;

  function commit(next: Row[]) {
    setRows(next);
    onChange(deliverablesJson(next));
    // Indices move when lines come and go: every message about the list is stale now.
    for (const k of errorKeys) clearErrors(k);
  }

  useEffect(() => {
    if (focusRow.current === null) return;
    const el = document.getElementById(`deliverable-${focusRow.current}-platform`);
    focusRow.current = null;
    (el ?? addButton.current)?.focus();
  }, [rows]);

  // After a refusal, the first line to fix takes the focus unless the form already put it on another field to fix.
  const firstError = errorKeys[0];
  useEffect(() => {
    if (!firstError || document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    const target = box.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box.current?.querySelector<HTMLElement>('select');
    target?.focus();
  }, [firstError]);

  const set = (i: number, part: Part, value: string) => commit(rows.map((r, j) => (j === i ? { ...r, [part]: value } : r)));

  function add() {
    const row: Row = { platform: rows.at(-1)?.platform ?? '', kind: '', count: '1', key: nextKey.current++ };
    focusRow.current = row.key;
    commit([...rows, row]);
  }

  function remove(i: number) {
    const next = rows.filter((_, j) => j !== i);
    focusRow.current = next[i]?.key ?? next[i - 1]?.key ?? -1;
    commit(next);
  }

  const control = (row: Row, i: number, part: Part) => {
    const id = `deliverable-${row.key}-${part}`;
    const error = errors[`deliverables.${i}.${part}`]?.message;
    return { id, error, aria: fieldAria(id, error), value: String(row[part]), onChange: (e: { target: { value: string } }) => set(i, part, e.target.value) };
  };
  const label = (i: number, text: string) => (
    <>
      <span className="visually-hidden">Deliverable {i + 1} </span>
      {text}
    </>
  );

  return (
    <fieldset ref={box} className={styles.deliverables} aria-describedby={listError ? 'deliverables-error' : 'deliverables-hint'}>
      <legend>Deliverables</legend>
      <p className="hint" id="deliverables-hint">
        What each creator makes: up to {MAX_DELIVERABLES} lines, {MAX_DELIVERABLE_COUNT} pieces at most per line.
      </p>
      {listError ? (
        <p className="field-error" id="deliverables-error" role="alert">
          {listError}
        </p>
      ) : null}
      <ol className={styles.lines}>
        {rows.map((row, i) => {
          const platform = control(row, i, 'platform');
          const kind = control(row, i, 'kind');
          const count = control(row, i, 'count');
          return (
            <li key={row.key} className={styles.line}>
              <Field id={platform.id} label={label(i, 'Platform')} error={platform.error}>
                <Select {...platform.aria} value={platform.value} onChange={platform.onChange} options={platformOptions} placeholder="Select" />
              </Field>
              <Field id={kind.id} label={label(i, 'Kind')} error={kind.error}>
                <Select {...kind.aria} value={kind.value} onChange={kind.onChange} options={kindOptions} placeholder="Select" />
              </Field>
              <Field id={count.id} label={label(i, 'Count')} error={count.error}>
                <TextInput
                  {...count.aria}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_DELIVERABLE_COUNT}
                  step={1}
                  value={count.value}
                  onChange={count.onChange}
                />
              </Field>
              <Button variant="ghost" size="s" className={styles.remove} onClick={() => remove(i)}>
                Remove<span className="visually-hidden"> deliverable {i + 1}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button ref={addButton} variant="secondary" size="s" onClick={add} disabled={rows.length >= MAX_DELIVERABLES}>
        Add deliverable
      </Button>
    </fieldset>
  );
}
