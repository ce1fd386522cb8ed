'use client';

import { fieldAria } from '@/components/ui/field';

type Props = { id: string; error?: string; value: string; onCode: (digits: string) => void };

/** A 6-digit one-time code input: keeps digits only, at most six. */
export function CodeInput({ id, error, value, onCode }: Props) {
  return (
    <input
      className="input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...fieldAria(id, error)}
      value={value}
      onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
