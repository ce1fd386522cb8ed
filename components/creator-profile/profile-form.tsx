'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { updateCreatorProfileAction } from '@/lib/creators/actions';
import type { CreatorJson } from '@/lib/creators/serialize';
import { EditProfileButton } from '@/components/profile/edit-profile-button';
import { TagToggles } from './tag-toggles';
import styles from './creator-profile.module.css';

type Props = { profile: CreatorJson; onSaved: (profile: CreatorJson) => void; onEditingChange: (editing: boolean) => void };
type Values = { name: string; bio: string; city: string; phone: string; tags: string[] };

const draftOf = (p: CreatorJson): Values => ({ name: p.name, bio: p.bio, city: p.city, phone: p.phone, tags: p.tags });
// The tag toggles offer only the listed tags; the schema checks them again.
const save = updateCreatorProfileAction as FormAction<Values, { message: string; profile: CreatorJson }>;

/** The profile form: read-only until the edit icon is pressed, then Save (spec §2, §4). */
export function ProfileForm({ profile, onSaved, onEditingChange }: Props) {
  const [editing, setEditingState] = useState(false);
  const [tags, setTags] = useState(profile.tags);
  const setEditing = (v: boolean) => {
    setEditingState(v);
    onEditingChange(v);
  };
  const { form, onSubmit, busy, formError } = useActionForm(save, {
    defaultValues: draftOf(profile),
    success: (saved) => saved.message,
    failure: 'Error updating profile',
    onSuccess: ({ profile: saved }) => {
      form.reset(draftOf(saved));
      setEditing(false);
      onSaved(saved);
    },
  });

  function cancel() {
    form.reset(draftOf(profile));
    setTags(profile.tags);
    setEditing(false);
  }

  const off = !editing || busy;
  const tagsError = form.formState.errors.tags?.message;
  return (
    <form className="card stack" onSubmit={editing ? onSubmit : (e) => e.preventDefault()} noValidate aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Profile details</h2>
        {editing ? null : <EditProfileButton onClick={() => setEditing(true)} />}
      </div>
      <FormError message={formError} />
      <TextField form={form} name="name" id="profile-name" label="Profile Name" autoComplete="name" disabled={off} maxLength={100} />
      <TextareaField
        form={form}
        name="bio"
        id="profile-bio"
        label="Bio"
        disabled={off}
        maxLength={1000}
        placeholder={editing ? 'Tell brands about you, your audience and your content.' : undefined}
      />
      <div className="field">
        <span className="label" id="profile-tags-label">
          Profile Tags
        </span>
        <TagToggles
          value={tags}
          onChange={(next) => {
            setTags(next);
            form.setValue('tags', next);
          }}
          disabled={off}
          labelledBy="profile-tags-label"
        />
        {tagsError ? (
          <p className="field-error" role="alert">
            {tagsError}
          </p>
        ) : null}
      </div>
      <TextField form={form} name="city" id="profile-city" label="Location" autoComplete="address-level2" disabled={off} maxLength={100} />
      <TextField
        form={form}
        name="phone"
        id="profile-phone"
        label="Phone (only visible to users you are negotiating collaborations with)"
        type="tel"
        autoComplete="tel"
        disabled={off}
      />
      {editing ? (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}
