/** The form-level error above a form's fields (announced), or nothing. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  return message ? (
    <p className="form-error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}
