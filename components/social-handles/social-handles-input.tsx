'use client';

import { useState, type KeyboardEvent } from 'react';
import { SOCIAL_PLATFORMS } from '@/lib/constants';
import { MAX_SOCIAL_HANDLES } from '@/lib/creators/messages';
import { Button } from '@/components/ui/button';
import { Select, TextInput, optionsOf } from '@/components/ui/field';
import type { SocialHandle } from '@/models/creators';
import styles from './social-handles.module.css';

const FOLLOWERS_HINT = 'Enter the followers of this handle (a whole number).';
const PLATFORM_OPTIONS = optionsOf(SOCIAL_PLATFORMS);

type Props = { value: SocialHandle[]; onChange: (handles: SocialHandle[]) => void; error?: string; disabled?: boolean; hint?: string };

/** The first message the server gave for the handles (the list, or one handle in it). */
export function handlesError(errors: Record<string, { message: string } | undefined>): string | undefined {
  const key = Object.keys(errors).find((k) => (k === 'socialMediaHandles' || k.startsWith('socialMediaHandles.')) && errors[k]);
  return key ? errors[key]?.message : undefined;
}

/** Platform select, handle text and Add; a handle is added only if it is not blank once trimmed. */
export function SocialHandlesInput({
  value,
  onChange,
  error,
  disabled,
  hint: emptyHint = 'Optional. Add each account brands can look at, with its followers (self-reported).',
}: Props) {
  const [platform, setPlatform] = useState<string>(SOCIAL_PLATFORMS[0]);
  const [handle, setHandle] = useState('');
  const [followers, setFollowers] = useState('');
  const [hint, setHint] = useState<string>();
  const full = value.length >= MAX_SOCIAL_HANDLES;

  function add() {
    const trimmed = handle.trim();
    if (!trimmed) {
      setHint('Type a handle to add it.');
      return;
    }
    const count = Number(followers.trim());
    if (followers.trim() === '' || !Number.isInteger(count) || count < 0) {
      setHint(FOLLOWERS_HINT);
      return;
    }
    if (value.some((h) => h.platform === platform && h.handle.toLowerCase() === trimmed.toLowerCase())) {
      setHint('That handle is already in the list.');
      return;
    }
    onChange([...value, { platform, handle: trimmed, followers: count }]);
    setHandle('');
    setFollowers('');
    setHint(undefined);
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the handle instead of submitting the whole sign-up form.
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  }

  const message = error ?? hint;
  return (
    <fieldset className={`field ${styles.fieldset}`} aria-describedby={message ? 'social-error' : undefined}>
      <legend className="label">Social Media Handles</legend>
      <div className={styles.handleRow}>
        <Select aria-label="Platform" options={PLATFORM_OPTIONS} value={platform} onChange={(e) => setPlatform(e.target.value)} disabled={disabled || full} />
        <TextInput
          aria-label="Handle"
          placeholder="@yourhandle"
          value={handle}
          maxLength={100}
          onChange={(e) => {
            setHandle(e.target.value);
            setHint(undefined);
          }}
          onKeyDown={onKey}
          disabled={disabled || full}
        />
        <TextInput
          aria-label="Followers"
          placeholder="Followers"
          inputMode="numeric"
          value={followers}
          maxLength={10}
          onChange={(e) => {
            setFollowers(e.target.value);
            setHint(undefined);
          }}
          onKeyDown={onKey}
          disabled={disabled || full}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || full}>
          Add
        </Button>
      </div>
      {message ? (
        <p className={error ? 'field-error' : 'hint'} id="social-error" role={error ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.handleList} aria-label="Added social media handles">
          {value.map((h, i) => (
            <li key={`${h.platform}-${h.handle}`}>
              <span>
                <strong>{h.platform}</strong> {h.handle}
                {typeof h.followers === 'number'
                  ? ` · ${h.followers.toLocaleString('en-US')} followers`
                  : ' · followers not given: remove it and add it again with its followers'}
              </span>
              <Button
                variant="ghost"
                size="s"
                aria-label={`Remove ${h.platform} ${h.handle}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                disabled={disabled}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{emptyHint}</p>
      )}
    </fieldset>
  );
}
