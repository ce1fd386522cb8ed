'use client';

import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { SelectField, TextField, useFieldError } from '@/components/ui/form-fields';
import { optionsOf } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { UploadImage } from '@/components/ui/upload-image';
import { COMPANY_TYPES } from '@/lib/constants';
import type { SignupWizardState } from './use-signup-wizard';
import { StepActions } from './step-actions';
import styles from './signup.module.css';

const COMPANY_OPTIONS = optionsOf(COMPANY_TYPES);

type Props = {
  form: SignupWizardState['signup']['form'];
  formError: string | null;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onBack: () => void;
};

/** Step 3: Additional Info — Brand Name, Brand Logo (with preview), Company Type, GST Number. */
export function AdditionalInfoStep({ form, formError, busy, onSubmit, onBack }: Props) {
  const logo = form.watch('brandLogo') as File | null | undefined;
  const [logoProblem, setLogoProblem] = useState<string | undefined>();
  const logoError = useFieldError(form, 'brandLogo');
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField form={form} name="brandName" label="Brand Name" autoComplete="organization" />
      <ImageInput
        id="brandLogo"
        label="Brand Logo"
        value={logo ?? null}
        // The schema refuses a missing logo ("Brand Logo is required") when the form is sent.
        onChange={(file) => form.setValue('brandLogo', file as File)}
        onProblem={setLogoProblem}
        error={logoProblem ?? logoError}
        removeLabel="Remove logo"
        disabled={busy}
        preview={(url) =>
          url ? (
            <UploadImage src={url} alt="Brand logo preview" width={72} height={72} className={styles.logoPreview} />
          ) : (
            <span className={styles.logoPreview} aria-hidden="true">
              No logo
            </span>
          )
        }
      />
      <SelectField form={form} name="companyType" label="Company Type" options={COMPANY_OPTIONS} placeholder="Select company type" />
      <TextField
        form={form}
        name="gstNo"
        label="GST Number"
        hint="15 characters, e.g. 27AAPFU0939F1ZV"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className={styles.gst}
      />
      <StepActions onBack={onBack} nextLabel="Complete Signup" busy={busy} busyLabel="Signing up..." />
    </form>
  );
}
