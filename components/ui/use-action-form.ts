'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useServerAction, type ActionResult } from './use-server-action';
import { toast } from './toast';
import type { ErrorCode } from '@/lib/error-codes';

/** What our actions answer on failure (lib/actions/client.ts): a status, its code (lib/error-codes.ts), a message, and messages per field. */
export type ActionFailure = { status: number; code?: ErrorCode; message: string; fields?: Record<string, string> };

type Values = Record<string, unknown>;

/**
 * An action as a form sees it. Where the schema coerces what inputs hold (a select's text into a
 * number or an enum), type the action with the form's own values: `action as FormAction<Values, Data>`.
 */
export type FormAction<V, D> = (input: V) => Promise<ActionResult<D>>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FieldError = { message: string };

/**
 * The form's fields, errors and values: the part of react-hook-form's API our forms use
 * (register, setValue, getValues, watch, reset, setError, clearErrors, getFieldState,
 * formState.errors), kept small on purpose (see STYLE.md: a form page must stay within the
 * first-load budget, and react-hook-form plus a client-side zod would not).
 */
export type FormApi<V extends Values> = {
  register: (name: keyof V & string) => {
    name: string;
    ref: (el: FieldElement | null) => void;
    onChange: (e: ChangeEvent<FieldElement>) => void;
    defaultValue?: string;
    defaultChecked?: boolean;
  };
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  getValues: {
    (): V;
    <K extends keyof V & string>(name: K): V[K];
  };
  /** The field's current value; the component re-renders when it changes. */
  watch: <K extends keyof V & string>(name: K) => V[K];
  reset: (values?: Partial<V>) => void;
  setError: (name: string, error: FieldError) => void;
  clearErrors: (name?: string) => void;
  getFieldState: (name: string, formState?: unknown) => { error?: FieldError };
  formState: { errors: Record<string, FieldError | undefined> };
};

type Options<V extends Values, D> = {
  /** Starting values; a field left out (or undefined) starts empty, and the action's schema decides. */
  defaultValues: { [K in keyof V]?: V[K] };
  /** The toast after success: a text, or one made from the answer; none when it returns null. */
  success?: string | ((data: D) => string | null);
  /** The toast after a refusal (status 0: the server was not reached): a text, or one made from the failure; the server's message when not given. */
  failure?: string | ((failure: ActionFailure) => string);
  onSuccess?: (data: D, input: V) => void;
  /**
   * Whether a refusal that is about no one field also stays above the form (default yes). Say no
   * where the toast already tells it all (a wrong password), so one message shows, not two.
   */
  banner?: (failure: ActionFailure) => boolean;
  /** Called with the failure after it is shown (e.g. to send a signed-out user to log in). */
  onFailure?: (failure: ActionFailure) => void;
};

/** next-safe-action's validation errors ({ field: { _errors: [...] }, _errors: [...] }) as one message per field path. */
function flattenValidation(
  errors: unknown,
  path = '',
  out: Record<string, string> = {},
  root: string[] = [],
): { fields: Record<string, string>; root: string[] } {
  if (errors && typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
      if (key === '_errors') {
        const first = Array.isArray(value) ? value[0] : undefined;
        if (typeof first === 'string') {
          if (path) out[path] ??= first;
          else root.push(first);
        }
      } else flattenValidation(value, path ? `${path}.${key}` : key, out, root);
    }
  }
  return { fields: out, root };
}

function readElement(el: FieldElement): unknown {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked;
  return el.value;
}

/** The value an element shows, as the form stores it (a file input's value is a fake path: never adopted). */
function shownDiffers(el: FieldElement, stored: unknown): boolean {
  if (el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'radio')) return false;
  const shown = readElement(el);
  return typeof shown === 'boolean' ? shown !== Boolean(stored) : shown !== (stored === undefined || stored === null ? '' : String(stored));
}

/**
 * The one way to build a form: the fields are plain inputs bound by `form.register(name)`; on
 * submit their values go to the server action, which validates them with the same zod schema as
 * the JSON API and calls the same service. The outcome comes back as messages next to the fields
 * (the schema's and the service's), a form-level error above them (`formError`), one toast, and
 * `busy` while the action runs. Validation happens on the server only, so no schema code is sent
 * to the browser.
 */
export function useActionForm<V extends Values, D>(action: (input: V) => Promise<ActionResult<D>>, options: Options<V, D>) {
  const defaults = useRef<V>(options.defaultValues as V);
  const values = useRef<V>({ ...options.defaultValues } as V);
  const elements = useRef(new Map<string, FieldElement>());
  const watched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, FieldError | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [, rerender] = useState(0);
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  const { executeAsync, isPending } = useServerAction(action);

  const clearError = useCallback((name: string) => {
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  }, []);

  const form = useMemo<FormApi<V>>(() => {
    const changed = (name: string) => {
      clearError(name);
      if (watched.current.has(name)) rerender((n) => n + 1);
    };
    // What a person typed before the page hydrated stays in the input (React keeps it) but sent no
    // change event: when React attaches the input, the form takes what it shows.
    const adoptShownValue = (name: string, el: FieldElement) => {
      if (shownDiffers(el, values.current[name])) (values.current as Values)[name] = readElement(el);
    };
    const api: FormApi<V> = {
      register: (name) => {
        const current = values.current[name];
        return {
          name,
          ref: (el) => {
            if (!el) {
              elements.current.delete(name);
              return;
            }
            elements.current.set(name, el);
            adoptShownValue(name, el);
          },
          onChange: (e) => {
            (values.current as Values)[name] = readElement(e.target);
            changed(name);
          },
          ...(typeof current === 'boolean' ? { defaultChecked: current } : { defaultValue: current === undefined || current === null ? '' : String(current) }),
        };
      },
      setValue: (name, value) => {
        values.current[name] = value;
        const el = elements.current.get(name);
        if (el && !(el instanceof HTMLInputElement && el.type === 'file')) {
          if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value);
          else el.value = value === undefined || value === null ? '' : String(value);
        }
        changed(name);
      },
      getValues: ((name?: string) => (name === undefined ? { ...values.current } : values.current[name])) as FormApi<V>['getValues'],
      watch: (name) => {
        watched.current.add(name);
        return values.current[name];
      },
      reset: (next) => {
        if (next) defaults.current = { ...defaults.current, ...next };
        values.current = { ...defaults.current };
        for (const [name, el] of elements.current) {
          const v = values.current[name];
          if (el instanceof HTMLInputElement && el.type === 'file') el.value = '';
          else if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(v);
          else el.value = v === undefined || v === null ? '' : String(v);
        }
        setErrors({});
        setFormError(null);
        rerender((n) => n + 1);
      },
      setError: (name, error) => setErrors((prev) => ({ ...prev, [name]: error })),
      clearErrors: (name) => (name ? clearError(name) : setErrors({})),
      getFieldState: (name) => ({ error: errors[name] }),
      formState: { errors },
    };
    return api;
  }, [errors, clearError]);

  const onSubmit = useCallback(
    async (e?: FormEvent) => {
      e?.preventDefault();
      setFormError(null);
      const input = { ...values.current };
      let result: ActionResult<D>;
      try {
        result = await executeAsync(input);
      } catch {
        result = { serverError: { status: 0, message: 'Server error' } };
      }
      const { success, failure: failureToast, onSuccess, onFailure } = opts.current;
      if (result && 'data' in result && result.data !== undefined && !result.serverError && !result.validationErrors) {
        setErrors({});
        const text = typeof success === 'function' ? success(result.data) : success;
        if (text) toast.success(text);
        onSuccess?.(result.data, input);
        return;
      }
      const validation = flattenValidation(result?.validationErrors);
      const server = (result?.serverError as ActionFailure | undefined) ?? (result?.validationErrors ? undefined : { status: 0, message: 'Server error' });
      const fields = { ...validation.fields, ...(server?.fields ?? {}) };
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, message]) => [k, { message }])));
      // Keyboard and screen-reader users land on the first field to fix (fields register in page order).
      for (const [name, el] of elements.current) {
        if (fields[name]) {
          // Centred rather than the browser's "just in view", which can leave it under the sticky header.
          el.focus({ preventScroll: true });
          el.scrollIntoView({ block: 'center' });
          break;
        }
      }
      // A refusal about fields shows there; anything else above the form.
      const general = validation.root[0] ?? (server && !server.fields ? server.message : null);
      setFormError(server && opts.current.banner && !opts.current.banner(server) ? null : general);
      const failure: ActionFailure = server ?? { status: 400, message: Object.values(fields)[0] ?? 'Please check the highlighted fields', fields };
      // The schema's messages show next to their fields, as the spec's forms show them; the
      // server's refusals (a taken address, a wrong code, a lock-out) also get the toast.
      if (server) toast.error(typeof failureToast === 'function' ? failureToast(failure) : (failureToast ?? failure.message));
      onFailure?.(failure);
    },
    [executeAsync],
  );

  return { form, onSubmit, busy: isPending, formError, setFormError, errors };
}
