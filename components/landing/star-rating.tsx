/** Whole-star rating read by screen readers as "Rated N out of 5 stars". */
export function StarRating({ rating, max = 5, className }: { rating: number; max?: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max} stars`} className={className}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2l2.9 6.3 6.9.7-5.2 4.7 1.5 6.8L12 17l-6.1 3.5 1.5-6.8L2.2 9l6.9-.7z"
            fill={i < rating ? 'var(--c-star)' : 'none'}
            stroke={i < rating ? 'var(--c-star)' : 'var(--c-star-empty)'}
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}
