'use client';

import { PROFILE_TAGS } from '@/lib/constants';
import styles from './creator-profile.module.css';

type Props = { value: string[]; onChange: (tags: string[]) => void; disabled: boolean; labelledBy: string };

/** Toggle buttons for the profile tags; they toggle only when enabled (edit mode). */
export function TagToggles({ value, onChange, disabled, labelledBy }: Props) {
  return (
    <div className={styles.tags} role="group" aria-labelledby={labelledBy}>
      {PROFILE_TAGS.map((tag) => {
        const on = value.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            className={styles.tag}
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onChange(on ? value.filter((t) => t !== tag) : PROFILE_TAGS.filter((t) => t === tag || value.includes(t)))}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
