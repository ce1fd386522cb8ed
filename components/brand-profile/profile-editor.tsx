'use client';

import { useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField, TextareaField } from '@/components/ui/form-fields';
import { ImageInput } from '@/components/ui/image-input';
import { useActionForm } from '@/components/ui/use-action-form';
import { PhoneCodeField, usePhoneCode } from '@/components/phone';
import { updateBrandProfileAction } from '@/lib/brands/actions';
import { PHONE_CHANGE_UNVERIFIED } from '@/lib/brands/messages';
import type { BrandProfileJson } from '@/lib/brands/serialize';
import type { PhonePublicConfig } from '@/lib/phone/public-config';
import { BrandLogo } from './brand-logo';
import { localDigits } from './profile-editor-format';
import styles from './brand-profile.module.css';
import { SaveCancel } from '@/components/ui/save-cancel';

const pick = (p: BrandProfileJson) => ({
  brandName: p.brandName,
  email: p.email,
  phone: p.phone,
  address: p.address,
  brandLogo: undefined as File | undefined,
});

type Props = { profile: BrandProfileJson; phoneConfig: PhonePublicConfig; onSaved: (p: BrandProfileJson) => void; onClose: () => void };

/**
 * The profile in edit mode: Brand Name, Email, Phone, Address, a new logo, Save and Cancel. A
 * new phone is proven with a texted code before Save; a new e-mail is confirmed afterwards with
 * the code mailed to it (EmailChangePanel), and stays pending until then. Loaded when the edit
 * icon is pressed (see ProfileForm).
 */
export function ProfileEditor({ profile, phoneConfig, onSaved, onClose }: Props) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const phone = usePhoneCode(phoneConfig, 'brand-profile-recaptcha', localDigits(profile.phone));
  const phoneChanged = phone.e164 !== profile.phone;
  const { form, onSubmit, busy, formError } = useActionForm(updateBrandProfileAction, {
    defaultValues: pick(profile),
    success: (saved) => saved.message,
    failure: 'Error updating profile',
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
  });

  function save(e: FormEvent) {
    form.setValue('phone', phone.e164);
    form.setValue('brandLogo', logo ?? undefined);
    if (phoneChanged && phone.valid && !phone.isVerified) {
      e.preventDefault();
      form.setError('phone', { message: PHONE_CHANGE_UNVERIFIED });
      return;
    }
    return onSubmit(e);
  }

  return (
    <Card as="form" className="stack" onSubmit={save} noValidate aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Brand details</h2>
      </div>
      <FormError message={formError} />
      <div className={styles.fields}>
        <TextField form={form} name="brandName" label="Brand Name" autoComplete="organization" />
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          hint="A new address is confirmed with a code we e-mail to it; until then your e-mail stays as it is."
        />
        <div>
          <PhoneCodeField
            phone={phone}
            label="Phone"
            hint="10-digit Indian mobile number. A new number is confirmed with a code we text to it."
            settled={!phoneChanged}
            error={form.formState.errors.phone?.message}
          />
        </div>
        <TextareaField form={form} name="address" label="Address" className={styles.wide} autoComplete="street-address" rows={3} />
        <div className={styles.wide}>
          <ImageInput
            label="Brand Logo"
            value={logo}
            onChange={setLogo}
            onProblem={setLogoError}
            error={logoError ?? form.formState.errors.brandLogo?.message}
            hint="Choose a new image to replace your logo."
            preview={(url) => <BrandLogo path={profile.brandLogo} preview={url} name={form.getValues('brandName') || profile.brandName} />}
            removeLabel="Keep the current logo"
            disabled={busy}
          />
        </div>
      </div>
      <SaveCancel busy={busy} onCancel={onClose} />
    </Card>
  );
}
