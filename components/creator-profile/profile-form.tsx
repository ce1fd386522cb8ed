'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { profileUpdateJsonSchema } from '@/lib/creators/schemas';
import type { CreatorJson } from '@/lib/creators/serialize';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '@/components/creator-auth/form-errors';
import { EditProfileButton } from '@/components/profile/edit-profile-button';
import { TagToggles } from './tag-toggles';
import styles from './creator-profile.module.css';

type Props = { profile: CreatorJson; onSaved: (profile: CreatorJson) => void; onEditingChange: (editing: boolean) => void };

const draftOf = (p: CreatorJson) => ({ name: p.name, bio: p.bio, city: p.city, phone: p.phone, tags: p.tags });

/** The profile form: read-only until the edit icon is pressed, then Save (spec §2, §4). */
export function ProfileForm({ profile, onSaved, onEditingChange }: Props) {
  const [editing, setEditingState] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const setEditing = (v: boolean) => {
    setEditingState(v);
    onEditingChange(v);
  };

  const set = (key: 'name' | 'bio' | 'city' | 'phone') => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined, _: undefined }));
  };

  function cancel() {
    setDraft(draftOf(profile));
    setErrors({});
    setEditing(false);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const parsed = profileUpdateJsonSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const res = await api<CreatorJson>('/api/creator/profile', { method: 'PUT', json: parsed.data, role: 'creator' });
      if (res.ok) {
        toast.success('Profile updated successfully');
        setDraft(draftOf(res.data));
        setErrors({});
        setEditing(false);
        onSaved(res.data);
      } else {
        toast.error('Error updating profile');
        setErrors({ ...serverFieldErrors(res.data.fields), _: res.data.message ?? 'Something went wrong' });
      }
    } catch {
      toast.error('Error updating profile');
      setErrors({ _: 'Could not reach the server. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  const off = !editing || busy;
  return (
    <form className="card stack" onSubmit={save} noValidate aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Profile details</h2>
        {editing ? null : <EditProfileButton onClick={() => setEditing(true)} />}
      </div>
      <FormError message={errors._} />
      <Field id="profile-name" label="Profile Name" error={errors.name}>
        <input
          {...fieldAria('profile-name', errors.name)}
          className="input"
          name="name"
          autoComplete="name"
          value={draft.name}
          onChange={set('name')}
          disabled={off}
          maxLength={100}
        />
      </Field>
      <Field id="profile-bio" label="Bio" error={errors.bio}>
        <textarea
          {...fieldAria('profile-bio', errors.bio)}
          className="textarea"
          name="bio"
          value={draft.bio}
          onChange={set('bio')}
          disabled={off}
          maxLength={1000}
          placeholder={editing ? 'Tell brands about you, your audience and your content.' : undefined}
        />
      </Field>
      <div className="field">
        <span className="label" id="profile-tags-label">
          Profile Tags
        </span>
        <TagToggles
          value={draft.tags}
          onChange={(tags) => {
            setDraft((d) => ({ ...d, tags }));
            setErrors((er) => ({ ...er, tags: undefined }));
          }}
          disabled={off}
          labelledBy="profile-tags-label"
        />
        {errors.tags ? (
          <p className="field-error" role="alert">
            {errors.tags}
          </p>
        ) : null}
      </div>
      <Field id="profile-city" label="Location" error={errors.city}>
        <input
          {...fieldAria('profile-city', errors.city)}
          className="input"
          name="city"
          autoComplete="address-level2"
          value={draft.city}
          onChange={set('city')}
          disabled={off}
          maxLength={100}
        />
      </Field>
      <Field id="profile-phone" label="Phone (only visible to users you are negotiating collaborations with)" error={errors.phone}>
        <input
          {...fieldAria('profile-phone', errors.phone)}
          className="input"
          type="tel"
          name="phone"
          autoComplete="tel"
          value={draft.phone}
          onChange={set('phone')}
          disabled={off}
        />
      </Field>
      {editing ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Saving..." className="btn btn-primary">
            Save
          </SubmitButton>
        </div>
      ) : null}
    </form>
  );
}
