'use client';

import type { Role } from '@/models';
import styles from './auth.module.css';

type Props = { value: Role | undefined; onChange?: (role: Role) => void; disabled?: boolean; error?: string };

const ROLES: { value: Role; label: string }[] = [
  { value: 'brand', label: 'Brand' },
  { value: 'creator', label: 'Creator' },
];

/** Which account a password reset is for: Brand or Creator (read-only once the code is sent). */
export function RoleChoice({ value, onChange, disabled = false, error }: Props) {
  return (
    <fieldset className={styles.roleChoice} disabled={disabled}>
      <legend className="label">Account type</legend>
      <div className="row" role="radiogroup" aria-describedby={error ? 'role-error' : undefined}>
        {ROLES.map((r) => (
          <label key={r.value} className={styles.roleOption}>
            {/* Left to the browser (not controlled): a choice made before the page hydrated stays
                made, and is passed on when React attaches the input. */}
            <input
              type="radio"
              name="role"
              value={r.value}
              defaultChecked={value === r.value}
              ref={(el) => {
                if (el?.checked && value !== r.value) onChange?.(r.value);
              }}
              onChange={() => onChange?.(r.value)}
            />
            {r.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" id="role-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
