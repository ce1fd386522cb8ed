/** The pencil icon that switches a read-only profile form to editing. */
export function EditProfileButton({ onClick, tooltip = false }: { onClick: () => void; tooltip?: boolean }) {
  return (
    <button type="button" className="icon-btn" aria-label="Edit profile" title={tooltip ? 'Edit profile' : undefined} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 20h9" />
        <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
      </svg>
    </button>
  );
}
