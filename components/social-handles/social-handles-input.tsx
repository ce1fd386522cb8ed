'use client';

import { useState, type KeyboardEvent } from 'react';
import { SOCIAL_PLATFORMS } from '@/lib/constants';
import { MAX_SOCIAL_HANDLES } from '@/lib/creators/messages';
import { parseCount } from '@/lib/numbers';
import { Button } from '@/components/ui/button';
import { Select, TextInput, optionsOf } from '@/components/ui/field';
import type { SocialHandle } from '@/models/creators';
import styles from './social-handles.module.css';

const FOLLOWERS_HINT = 'Enter the followers of this handle as a whole number, such as 18500, 18,500 or 18.5k.';
const PLATFORM_OPTIONS = optionsOf(SOCIAL_PLATFORMS);

type Props = {
  value: SocialHandle[];
  onChange: (handles: SocialHandle[]) => void;
  /**
   * The row being typed and not added yet: a handle when it is complete (a form counts it as
   * added), what to fix when it is not, null when nothing is typed.
   */
  onDraft?: (draft: SocialHandle | string | null) => void;
  error?: string;
  disabled?: boolean;
  hint?: string;
};

/** The first message the server gave for the handles (the list, or one handle in it). */
export function handlesError(errors: Record<string, { message: string } | undefined>): string | undefined {
  const key = Object.keys(errors).find((k) => (k === 'socialMediaHandles' || k.startsWith('socialMediaHandles.')) && errors[k]);
  return key ? errors[key]?.message : undefined;
}

type Draft = { platform: string; handle: string; followers: string; avgViews: string; engagementRate: string };
const EMPTY: Omit<Draft, 'platform'> = { handle: '', followers: '', avgViews: '', engagementRate: '' };
const asText = (n: number | undefined) => (typeof n === 'number' ? String(n) : '');

/** The draft as a handle, or the hint that says what to fix. */
function readDraft(d: Draft): SocialHandle | string {
  const handle = d.handle.trim();
  if (!handle) return 'Type a handle to add it.';
  // Counts as people write them: "18500", "18,500", "18.5k", "1.2M".
  const followers = parseCount(d.followers);
  if (followers === null) return FOLLOWERS_HINT;
  const out: SocialHandle = { platform: d.platform, handle, followers };
  if (d.avgViews.trim() !== '') {
    const views = parseCount(d.avgViews);
    if (views === null) return 'Average views must be a whole number, such as 6500, 6,500 or 6.5k.';
    out.avgViews = views;
  }
  if (d.engagementRate.trim() !== '') {
    const rate = Number(d.engagementRate.trim().replace(',', '.'));
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) return 'Engagement rate is a percentage from 0 to 100.';
    out.engagementRate = Math.round(rate * 100) / 100;
  }
  return out;
}

/** A typed row as a pending handle: null when nothing is typed, else the handle or what to fix. */
function pendingOf(d: Draft): SocialHandle | string | null {
  if (!d.handle.trim() && !d.followers.trim() && !d.avgViews.trim() && !d.engagementRate.trim()) return null;
  return readDraft(d);
}

/** What the list says of a handle's figures (self-reported). */
function figures(h: SocialHandle): string {
  if (typeof h.followers !== 'number') return ' · followers not given';
  const parts = [`${h.followers.toLocaleString('en-US')} followers`];
  if (typeof h.avgViews === 'number') parts.push(`${h.avgViews.toLocaleString('en-US')} avg views`);
  if (typeof h.engagementRate === 'number') parts.push(`${h.engagementRate}% engagement`);
  return ` · ${parts.join(' · ')}`;
}

/**
 * Platform, handle and its self-reported figures (followers required; average views and
 * engagement rate optional), then Add. A listed handle can be edited in place: Edit loads it into
 * the fields and Save puts it back where it was, keeping the figures' date when they did not change.
 */
export function SocialHandlesInput({
  value,
  onChange,
  onDraft,
  error,
  disabled,
  hint: emptyHint = 'Optional. Add each account brands can look at, with its followers (self-reported).',
}: Props) {
  const [draft, setDraft] = useState<Draft>({ platform: SOCIAL_PLATFORMS[0], ...EMPTY });
  const [editing, setEditing] = useState<number | null>(null);
  const [hint, setHint] = useState<string>();
  const full = value.length >= MAX_SOCIAL_HANDLES && editing === null;
  const off = disabled || full;

  function set(part: Partial<Draft>) {
    const next = { ...draft, ...part };
    setDraft(next);
    setHint(undefined);
    if (editing === null) onDraft?.(pendingOf(next));
  }

  function reset() {
    setDraft((d) => ({ platform: d.platform, ...EMPTY }));
    setEditing(null);
    setHint(undefined);
    onDraft?.(null);
  }

  function save() {
    const next = readDraft(draft);
    if (typeof next === 'string') {
      setHint(next);
      return;
    }
    const clash = value.some((h, i) => i !== editing && h.platform === next.platform && h.handle.toLowerCase() === next.handle.toLowerCase());
    if (clash) {
      setHint('That handle is already in the list.');
      return;
    }
    if (editing === null) onChange([...value, next]);
    else onChange(value.map((h, i) => (i === editing ? { ...h, ...next, avgViews: next.avgViews, engagementRate: next.engagementRate } : h)));
    reset();
  }

  function edit(i: number) {
    const h = value[i];
    setDraft({
      platform: h.platform,
      handle: h.handle,
      followers: asText(h.followers),
      avgViews: asText(h.avgViews),
      engagementRate: asText(h.engagementRate),
    });
    setEditing(i);
    setHint(typeof h.followers === 'number' ? undefined : 'Add the followers of this handle, then save it.');
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the handle instead of submitting the whole sign-up form.
    if (e.key === 'Enter') {
      e.preventDefault();
      save();
    }
  }

  const message = error ?? hint;
  // Figures carry a visible label: once typed, "6500" and "4.2" would not say what they are.
  const number = (key: 'followers' | 'avgViews' | 'engagementRate', label: string, placeholder: string, decimal = false) => (
    <label className={styles.figure}>
      <span>{label}</span>
      <TextInput
        placeholder={placeholder}
        // A decimal point either way: "18.5k" is a count too.
        inputMode="decimal"
        value={draft[key]}
        maxLength={decimal ? 6 : 16}
        onChange={(e) => set({ [key]: e.target.value })}
        onKeyDown={onKey}
        disabled={off}
      />
    </label>
  );
  return (
    <fieldset className={`field ${styles.fieldset}`} aria-describedby={message ? 'social-error' : undefined}>
      <legend className="label">Social Media Handles</legend>
      <div className={styles.handleRow}>
        <Select aria-label="Platform" options={PLATFORM_OPTIONS} value={draft.platform} onChange={(e) => set({ platform: e.target.value })} disabled={off} />
        <TextInput
          aria-label="Handle"
          placeholder="@yourhandle"
          value={draft.handle}
          maxLength={100}
          onChange={(e) => set({ handle: e.target.value })}
          onKeyDown={onKey}
          disabled={off}
        />
        {number('followers', 'Followers', 'e.g. 12,000 or 12k')}
      </div>
      <div className={styles.extraRow}>
        {number('avgViews', 'Average views (optional)', 'e.g. 3,000')}
        {number('engagementRate', 'Engagement rate in % (optional)', 'e.g. 4.5', true)}
        <div className={styles.rowActions}>
          <Button variant="secondary" onClick={save} disabled={off}>
            {editing === null ? 'Add' : 'Save handle'}
          </Button>
          {editing !== null ? (
            <Button variant="ghost" onClick={reset} disabled={disabled}>
              Cancel edit
            </Button>
          ) : null}
        </div>
      </div>
      {message ? (
        <p className={error ? 'field-error' : 'hint'} id="social-error" role={error ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.handleList} aria-label="Added social media handles">
          {value.map((h, i) => (
            <li key={`${h.platform}-${h.handle}`} className={i === editing ? styles.editing : undefined}>
              <span>
                <strong>{h.platform}</strong> {h.handle}
                {figures(h)}
              </span>
              <span className="row">
                <Button variant="ghost" size="s" aria-label={`Edit ${h.platform} ${h.handle}`} onClick={() => edit(i)} disabled={disabled}>
                  {typeof h.followers === 'number' ? 'Edit' : 'Add followers'}
                </Button>
                <Button
                  variant="ghost"
                  size="s"
                  aria-label={`Remove ${h.platform} ${h.handle}`}
                  onClick={() => {
                    onChange(value.filter((_, j) => j !== i));
                    if (editing !== null) reset();
                  }}
                  disabled={disabled}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{emptyHint}</p>
      )}
    </fieldset>
  );
}
