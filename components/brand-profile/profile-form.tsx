'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { fieldErrors, withoutField } from '@/components/brand-signup/field-errors';
import { logoProblem } from '@/components/brand-signup/additional-info-step';
import { useObjectUrl } from '@/components/brand-signup/use-object-url';
import { api } from '@/lib/client/api';
import { brandProfileFormSchema } from '@/lib/brands/schemas';
import type { BrandProfileJson } from '@/lib/brands/service';
import { EditProfileButton } from '@/components/profile/edit-profile-button';
import { BrandLogo } from './brand-logo';
import styles from './brand-profile.module.css';

type Values = { brandName: string; email: string; phone: string; address: string };
const pick = (p: BrandProfileJson): Values => ({ brandName: p.brandName, email: p.email, phone: p.phone, address: p.address });

/** Brand Name, Email, Phone, Address: read-only until the edit icon, then Save (and a new logo if wanted). */
export function ProfileForm({ profile, onSaved }: { profile: BrandProfileJson; onSaved: (p: BrandProfileJson) => void }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(pick(profile));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useObjectUrl(logo);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((prev) => withoutField(prev, key));
    setFormError(null);
  };

  function cancel() {
    setEditing(false);
    setValues(pick(profile));
    setLogo(null);
    setErrors({});
    setFormError(null);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = brandProfileFormSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (logo) {
      const problem = logoProblem(logo);
      if (problem) found.brandLogo = problem;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    setBusy(true);
    setFormError(null);
    try {
      let init: Parameters<typeof api>[1];
      if (logo) {
        const form = new FormData();
        for (const [k, v] of Object.entries(parsed.data)) form.append(k, v);
        form.append('brandLogo', logo);
        init = { method: 'PUT', body: form, role: 'brand' };
      } else {
        init = { method: 'PUT', json: parsed.data, role: 'brand' };
      }
      const res = await api<BrandProfileJson>('/api/brand/profile', init);
      if (!res.ok) {
        const fields = res.data.fields ?? {};
        setErrors(fields);
        setFormError(Object.keys(fields).length ? Object.values(fields)[0] : res.data.message || 'Something went wrong');
        toast.error('Error updating profile');
        return;
      }
      toast.success('Profile updated successfully');
      setEditing(false);
      setLogo(null);
      setValues(pick(res.data));
      onSaved(res.data);
    } catch {
      setFormError('Server error');
      toast.error('Error updating profile');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card stack" onSubmit={save} noValidate aria-labelledby="profile-form-title">
      <div className={styles.formHead}>
        <h2 id="profile-form-title">Brand details</h2>
        {!editing ? (
          <EditProfileButton tooltip onClick={() => setEditing(true)} />
        ) : null}
      </div>
      <FormError message={formError} />
      <div className={styles.fields}>
        <Field id="brandName" label="Brand Name" error={errors.brandName}>
          <input className="input" {...fieldAria('brandName', errors.brandName)} disabled={!editing} autoComplete="organization" value={values.brandName} onChange={(e) => set('brandName')(e.target.value)} />
        </Field>
        <Field id="email" label="Email" error={errors.email}>
          <input className="input" type="email" {...fieldAria('email', errors.email)} disabled={!editing} autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
        </Field>
        <Field id="phone" label="Phone" error={errors.phone} hint={editing ? '10-digit Indian number or +91…' : undefined}>
          <input className="input" type="tel" {...fieldAria('phone', errors.phone)} disabled={!editing} autoComplete="tel" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />
        </Field>
        <div className={styles.wide}>
          <Field id="address" label="Address" error={errors.address}>
            <textarea className="textarea" {...fieldAria('address', errors.address)} disabled={!editing} autoComplete="street-address" rows={3} value={values.address} onChange={(e) => set('address')(e.target.value)} />
          </Field>
        </div>
        {editing ? (
          <div className={styles.wide}>
            <Field id="brandLogo" label="Brand Logo" error={errors.brandLogo} hint="Choose a new image to replace your logo (PNG, JPEG or WebP, up to 5 MB).">
              <div className={styles.logoEdit}>
                <BrandLogo path={profile.brandLogo} preview={preview} name={values.brandName || profile.brandName} />
                <input
                  className="input"
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                  {...fieldAria('brandLogo', errors.brandLogo)}
                  onChange={(e) => {
                    setLogo(e.target.files?.[0] ?? null);
                    setErrors((prev) => withoutField(prev, 'brandLogo'));
                  }}
                />
              </div>
            </Field>
          </div>
        ) : null}
      </div>
      {editing ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <SubmitButton className="btn btn-primary" busy={busy} busyLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      ) : null}
    </form>
  );
}
