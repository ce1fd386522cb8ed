'use client';

import Form from 'next/form';
import type { ComponentProps, FormEvent } from 'react';

/**
 * next/form (a GET form with client-side navigation) that leaves empty fields out of the URL,
 * so a shared search reads `/collaborate?q=chai` rather than `?q=chai&platform=&interest=`.
 * Without JavaScript it is a plain form and empty fields simply stay in the URL.
 */
export function CompactForm(props: ComponentProps<typeof Form>) {
  const dropEmpty = (event: FormEvent<HTMLFormElement>) => {
    const empty = Array.from(event.currentTarget.elements).filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.name !== '' && el.value === '',
    );
    // Disabled fields are not submitted; next/form reads the fields right after this handler.
    for (const el of empty) el.disabled = true;
    setTimeout(() => {
      for (const el of empty) el.disabled = false;
    }, 0);
  };
  return <Form {...props} onSubmit={dropEmpty} />;
}
