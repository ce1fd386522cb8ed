'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { saveBrandEmailSettingsAction, saveCreatorEmailSettingsAction } from '@/lib/mail/actions';
import { EMAIL_TOPICS } from '@/lib/mail/preferences';
import type { Role } from '@/models/notifications';

const ACTIONS = { brand: saveBrandEmailSettingsAction, creator: saveCreatorEmailSettingsAction };

/** The profile's E-mails card: one switch per kind of notification mail; account mails always go. */
export function EmailSettings({ role, initialOn }: { role: Role; initialOn: string[] }) {
  const [on, setOn] = useState(initialOn);
  const save = useServerAction(ACTIONS[role], {
    onSuccess: ({ data }) => {
      setOn(data.on);
      toast.success(data.message);
    },
    onError: ({ error }) =>
      toast.error((error.serverError as { message?: string } | undefined)?.message ?? 'Could not save your e-mail settings. Please try again.'),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.execute({ on });
  };
  return (
    <Card as="form" id="email-settings" className="stack" aria-labelledby="email-settings-title" onSubmit={submit}>
      <h2 id="email-settings-title">E-mails</h2>
      <p className="muted small">Choose what we e-mail you about. Sign-in codes and password resets always come; everything is also in your notifications.</p>
      <fieldset className="stack" disabled={save.isPending}>
        <legend className="visually-hidden">E-mail me about</legend>
        {EMAIL_TOPICS[role].map((t) => (
          <label key={t.topic} className="check-row">
            <input
              type="checkbox"
              checked={on.includes(t.topic)}
              onChange={(e) => setOn((list) => (e.target.checked ? [...list, t.topic] : list.filter((x) => x !== t.topic)))}
            />
            <span>
              <strong>{t.label}</strong>
              <span className="muted small check-hint">{t.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Update e-mail settings
        </Button>
      </div>
    </Card>
  );
}
