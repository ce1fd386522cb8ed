'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Field, Select, TextInput, Textarea, fieldAria, type Option } from './field';
import type { FormApi } from './use-action-form';

type Values = Record<string, unknown>;
type Bound<V extends Values> = { form: FormApi<V>; name: keyof V & string; label: ReactNode; hint?: ReactNode; id?: string; className?: string };

/** The message the form holds for this field (from the schema on the server, or the service), if any. */
export function useFieldError<V extends Values>(form: FormApi<V>, name: keyof V & string): string | undefined {
  return form.formState.errors[name]?.message;
}

type Control<V extends Values> = { aria: ReturnType<typeof fieldAria>; registered: ReturnType<FormApi<V>['register']> };

/** The Field (label, hint, error) around one registered control; the three fields below differ only in the control. */
function BoundField<V extends Values>({ form, name, label, hint, id, className, control }: Bound<V> & { control: (c: Control<V>) => ReactNode }) {
  const error = useFieldError(form, name);
  const fieldId = id ?? name;
  return (
    <Field id={fieldId} label={label} error={error} hint={hint} className={className}>
      {control({ aria: fieldAria(fieldId, error, Boolean(hint)), registered: form.register(name) })}
    </Field>
  );
}

/** A text-like input registered with the form, in its Field with label, hint and error. */
export function TextField<V extends Values>({
  form,
  name,
  label,
  hint,
  id,
  className,
  ...input
}: Bound<V> & Omit<ComponentProps<'input'>, 'name' | 'form' | 'id' | 'className'>) {
  return <BoundField {...{ form, name, label, hint, id, className }} control={({ aria, registered }) => <TextInput {...aria} {...input} {...registered} />} />;
}

/** A select registered with the form. */
export function SelectField<V extends Values>({
  form,
  name,
  label,
  hint,
  id,
  className,
  options,
  placeholder,
  ...select
}: Bound<V> & { options: readonly Option[]; placeholder?: string } & Omit<ComponentProps<'select'>, 'name' | 'form' | 'id' | 'className'>) {
  return (
    <BoundField
      {...{ form, name, label, hint, id, className }}
      control={({ aria, registered }) => <Select {...aria} options={options} placeholder={placeholder} {...select} {...registered} />}
    />
  );
}

/** A textarea registered with the form. */
export function TextareaField<V extends Values>({
  form,
  name,
  label,
  hint,
  id,
  className,
  ...area
}: Bound<V> & Omit<ComponentProps<'textarea'>, 'name' | 'form' | 'id' | 'className'>) {
  return <BoundField {...{ form, name, label, hint, id, className }} control={({ aria, registered }) => <Textarea {...aria} {...area} {...registered} />} />;
}
