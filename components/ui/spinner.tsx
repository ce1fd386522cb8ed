export function Spinner({ label = 'Loading...', small = false }: { label?: string; small?: boolean }) {
  return (
    <span role="status" className="row" style={{ justifyContent: 'center' }}>
      <span className={small ? 'spinner spinner-small' : 'spinner'} aria-hidden="true" />
      <span className={small ? 'visually-hidden' : 'muted'}>{label}</span>
    </span>
  );
}
