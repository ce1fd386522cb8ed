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

/** How much of a limited field is used: "120/1000", and said aloud only near the end ("12 characters left"). */
function LengthCounter({ id, used, max }: { id: string; used: number; max: number }) {
  const left = max - used;
  const near = left <= Math.max(10, Math.ceil(max / 10));
  return (
    <p className="field-counter" id={`${id}-count`}>
      <span aria-hidden={near || undefined}>
        {used}/{max}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {near ? `${left} ${left === 1 ? 'character' : 'characters'} left` : ''}
      </span>
    </p>
  );
}

/** A textarea registered with the form; with `maxLength` it shows how much is used, so nothing is cut off unseen. */
export function TextareaField<V extends Values>({
  form,
  name,
  label,
  hint,
  id,
  className,
  ...area
}: Bound<V> & Omit<ComponentProps<'textarea'>, 'name' | 'form' | 'id' | 'className'>) {
  const max = area.maxLength;
  const used = max === undefined ? 0 : String(form.watch(name) ?? '').length;
  return (
    <BoundField
      {...{ form, name, label, hint, id, className }}
      control={({ aria, registered }) => (
        <>
          <Textarea {...aria} {...area} {...registered} />
          {max !== undefined ? <LengthCounter id={aria.id} used={used} max={max} /> : null}
        </>
      )}
    />
  );
}
