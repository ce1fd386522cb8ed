'use client';

import Image from 'next/image';
import { useState, type FormEvent } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { COMPANY_TYPES } from '@/lib/constants';
import { BRAND_LOGO_REQUIRED, additionalInfoSchema } from '@/lib/brands/schemas';
import { fieldErrors, withoutField } from './field-errors';
import { StepActions } from './step-actions';
import { useObjectUrl } from './use-object-url';
import styles from './signup.module.css';

export type InfoValues = { brandName: string; companyType: string; gstNo: string; brandLogo: File | null };

const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** The browser's check of a chosen logo; the server checks the bytes again. */
export function logoProblem(file: File | null): string | null {
  if (!file) return BRAND_LOGO_REQUIRED;
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'Brand Logo must be a JPEG, PNG, WebP, GIF or AVIF image';
  if (file.size > MAX_LOGO_BYTES) return 'Brand Logo must be at most 5 MB';
  return null;
}

type Props = {
  values: InfoValues;
  onChange: (v: InfoValues) => void;
  onBack: () => void;
  onSubmit: () => Promise<void>;
  busy: boolean;
  serverError: string | null;
  serverFields: Record<string, string>;
  serverExtra?: React.ReactNode;
};

/** Step 3: Additional Info — Brand Name, Brand Logo (with preview), Company Type, GST Number. */
export function AdditionalInfoStep({ values, onChange, onBack, onSubmit, busy, serverError, serverFields, serverExtra }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useObjectUrl(values.brandLogo);
  const shown = { ...serverFields, ...errors };
  const set = <K extends keyof InfoValues>(key: K, value: InfoValues[K]) => {
    onChange({ ...values, [key]: value });
    setErrors((prev) => withoutField(prev, key));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = additionalInfoSchema.safeParse(values);
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    const logo = logoProblem(values.brandLogo);
    if (logo) next.brandLogo = logo;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await onSubmit();
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field id="brandName" label="Brand Name" error={shown.brandName}>
        <input className="input" {...fieldAria('brandName', shown.brandName)} autoComplete="organization" value={values.brandName} onChange={(e) => set('brandName', e.target.value)} />
      </Field>
      <Field id="brandLogo" label="Brand Logo" error={shown.brandLogo} hint="PNG, JPEG or WebP, up to 5 MB">
        <div className={styles.logoRow}>
          {preview ? (
            <Image src={preview} alt="Brand logo preview" width={72} height={72} unoptimized className={styles.logoPreview} />
          ) : (
            <span className={styles.logoPreview} aria-hidden="true">
              No logo
            </span>
          )}
          <input
            className={`input ${styles.fileInput}`}
            {...fieldAria('brandLogo', shown.brandLogo)}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            onChange={(e) => set('brandLogo', e.target.files?.[0] ?? null)}
          />
        </div>
      </Field>
      <Field id="companyType" label="Company Type" error={shown.companyType}>
        <select className="select" {...fieldAria('companyType', shown.companyType)} value={values.companyType} onChange={(e) => set('companyType', e.target.value)}>
          <option value="">Select company type</option>
          {COMPANY_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </Field>
      <Field id="gstNo" label="GST Number" error={shown.gstNo} hint="15 characters, e.g. 27AAPFU0939F1ZV">
        <input
          className="input"
          {...fieldAria('gstNo', shown.gstNo)}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={values.gstNo}
          onChange={(e) => set('gstNo', e.target.value.toUpperCase())}
        />
      </Field>
      {serverError ? (
        <div className="form-error" role="alert">
          {serverError} {serverExtra}
        </div>
      ) : null}
      <StepActions onBack={onBack} nextLabel="Complete Signup" busy={busy} busyLabel="Signing up..." />
    </form>
  );
}
