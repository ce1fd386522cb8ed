'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Field, TextInput, Textarea } from '@/components/ui/field';
import { EditProfileButton } from '@/components/profile';
import type { CreatorJson } from '@/lib/creators/serialize';
import { PHONE_LABEL, TagsField } from './profile-fields';
import styles from './creator-profile.module.css';

type Props = { profile: CreatorJson; onSaved: (profile: CreatorJson) => void; onEditingChange: (editing: boolean) => void };

/** The details as the page first shows them: disabled fields, the tags as they are, and the edit icon. */
function ReadOnlyDetails({ profile, onEdit }: { profile: CreatorJson; onEdit: () => void }) {
  return (
    <Card className="stack" aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Profile details</h2>
        <EditProfileButton onClick={onEdit} />
      </div>
      <Field id="profile-name" label="Profile Name">
        <TextInput id="profile-name" value={profile.name} disabled readOnly />
      </Field>
      <Field id="profile-bio" label="Bio">
        <Textarea id="profile-bio" value={profile.bio} disabled readOnly />
      </Field>
      <Field id="profile-niche" label="Niche">
        <TextInput id="profile-niche" value={profile.niche} disabled readOnly />
      </Field>
      <TagsField value={profile.tags} disabled />
      <Field id="profile-city" label="Location">
        <TextInput id="profile-city" value={profile.city} disabled readOnly />
      </Field>
      <Field id="profile-phone" label={PHONE_LABEL}>
        <TextInput id="profile-phone" type="tel" value={profile.phone} disabled readOnly />
      </Field>
    </Card>
  );
}

// Editing (the form and its action) is fetched when the creator presses the edit icon, so the
// profile page itself stays within the first-load budget.
const ProfileEditor = dynamic(() => import('./profile-editor').then((m) => m.ProfileEditor), {
  loading: () => <p className="muted">Opening the editor...</p>,
});

/** The profile form: read-only until the edit icon is pressed, then the editor with Save (spec §2, §4). */
export function ProfileForm({ profile, onSaved, onEditingChange }: Props) {
  const [editing, setEditingState] = useState(false);
  const setEditing = (v: boolean) => {
    setEditingState(v);
    onEditingChange(v);
  };
  if (!editing) return <ReadOnlyDetails profile={profile} onEdit={() => setEditing(true)} />;
  return <ProfileEditor profile={profile} onSaved={onSaved} onClose={() => setEditing(false)} />;
}
