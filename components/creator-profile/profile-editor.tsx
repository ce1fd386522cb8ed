'use client';

import { INTEREST_OPTIONS, InterestOptions } from '@/components/profile';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { updateCreatorProfileAction } from '@/lib/creators/actions';
import type { CreatorJson } from '@/lib/creators/serialize';
import { PHONE_LABEL, TagsField } from './profile-fields';
import styles from './creator-profile.module.css';
import { SaveCancel } from '@/components/ui/save-cancel';
import { handlesError, SocialHandlesInput } from '@/components/social-handles';
import type { SocialHandle } from '@/models/creators';

type Props = { profile: CreatorJson; onSaved: (profile: CreatorJson) => void; onClose: () => void };
// The handles are sent only once the creator changes the list, so an old handle without followers
// does not stop them saving the rest.
type Values = { name: string; bio: string; niche: string; city: string; phone: string; tags: string[]; socialMediaHandles?: SocialHandle[] };

const draftOf = (p: CreatorJson): Values => ({ name: p.name, bio: p.bio, niche: p.niche, city: p.city, phone: p.phone, tags: p.tags });
// The tag toggles offer only the listed tags; the schema checks them again.
const save = updateCreatorProfileAction as FormAction<Values, { message: string; profile: CreatorJson }>;

/**
 * The profile in edit mode: Profile Name, Bio, Niche, Profile Tags, Social Media Handles, Location, Phone, Save and Cancel.
 * Loaded when the edit icon is pressed (see ProfileForm).
 */
export function ProfileEditor({ profile, onSaved, onClose }: Props) {
  const [tags, setTags] = useState(profile.tags);
  const [handles, setHandles] = useState(profile.socialMediaHandles);
  const { form, onSubmit, busy, formError } = useActionForm(save, {
    defaultValues: draftOf(profile),
    success: (saved) => saved.message,
    failure: 'Error updating profile',
    onSuccess: ({ profile: saved }) => {
      onSaved(saved);
      onClose();
    },
  });

  return (
    <Card as="form" className="stack" onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Profile details</h2>
      </div>
      <FormError message={formError} />
      {/* The editor opens because the edit icon was pressed: the first field takes the focus. */}
      <TextField form={form} name="name" id="profile-name" label="Profile Name" autoComplete="name" maxLength={100} autoFocus />
      <TextareaField
        form={form}
        name="bio"
        id="profile-bio"
        label="Bio"
        maxLength={1000}
        placeholder="Tell brands about you, your audience and your content."
      />
      <TextField
        form={form}
        name="niche"
        id="profile-niche"
        label="Niche"
        maxLength={100}
        list={INTEREST_OPTIONS}
        autoComplete="off"
        placeholder="e.g. Food, Fitness, Tech"
        hint="What you create about: brands and campaign recommendations use it."
      />
      <InterestOptions />
      <TagsField
        value={tags}
        onChange={(next) => {
          setTags(next);
          form.setValue('tags', next);
        }}
        disabled={busy}
        error={form.formState.errors.tags?.message}
      />
      <SocialHandlesInput
        value={handles}
        onChange={(list) => {
          setHandles(list);
          form.setValue('socialMediaHandles', list);
          for (const key of Object.keys(form.formState.errors)) if (key.startsWith('socialMediaHandles')) form.clearErrors(key);
        }}
        error={handlesError(form.formState.errors)}
        disabled={busy}
        hint="Add each account brands can look at, with its followers (self-reported)."
      />
      <TextField form={form} name="city" id="profile-city" label="Location" autoComplete="address-level2" maxLength={100} />
      <TextField form={form} name="phone" id="profile-phone" label={PHONE_LABEL} type="tel" autoComplete="tel" />
      <SaveCancel busy={busy} onCancel={onClose} />
    </Card>
  );
}
