'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Field, TextInput, Textarea } from '@/components/ui/field';
import { EditProfileButton } from '@/components/profile';
import type { BrandProfileJson } from '@/lib/brands/serialize';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { localDigits } from './profile-editor-format';
import styles from './brand-profile.module.css';

type Props = { profile: BrandProfileJson; phoneConfig: PhonePublicConfig; onSaved: (p: BrandProfileJson) => void };

/** The details as the page first shows them: read-only fields and the edit icon. */
function ReadOnlyDetails({ profile, onEdit }: { profile: BrandProfileJson; onEdit?: () => void }) {
  return (
    <Card className="stack" aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Brand details</h2>
        {onEdit ? <EditProfileButton tooltip onClick={onEdit} /> : null}
      </div>
      <div className={styles.fields}>
        <Field id="brandName" label="Brand Name">
          <TextInput id="brandName" value={profile.brandName} disabled readOnly />
        </Field>
        <Field id="email" label="Email">
          <TextInput id="email" type="email" value={profile.email} disabled readOnly />
        </Field>
        <Field id="phone" label="Phone">
          <TextInput id="phone" type="tel" value={localDigits(profile.phone)} disabled readOnly />
        </Field>
        <Field id="address" label="Address" className={styles.wide}>
          <Textarea id="address" value={profile.address} rows={3} disabled readOnly />
        </Field>
      </div>
    </Card>
  );
}

// Editing (the form, its action, the phone code and the logo picker) is fetched when the brand
// presses the edit icon, so the profile page itself stays within the first-load budget.
const ProfileEditor = dynamic(() => import('./profile-editor').then((m) => m.ProfileEditor), {
  loading: () => <p className="muted">Opening the editor...</p>,
});

/** Brand Name, Email, Phone, Address: read-only until the edit icon, then the editor with Save. */
export function ProfileForm({ profile, phoneConfig, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  if (!editing) return <ReadOnlyDetails profile={profile} onEdit={() => setEditing(true)} />;
  return <ProfileEditor profile={profile} phoneConfig={phoneConfig} onSaved={onSaved} onClose={() => setEditing(false)} />;
}
