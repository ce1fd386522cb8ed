import { ButtonLink } from '@/components/ui/button-link';

/** The 404 message and its ways out. */
export function NotFoundContent() {
  return (
    <main id="main" className="not-found">
      <div className="container">
        <p className="not-found-code">404</p>
        <h1 className="not-found-title">Page Not Found</h1>
        <p className="muted">The page may have moved, or the campaign may be closed.</p>
        <div className="not-found-actions">
          <ButtonLink href="/" prefetch={false}>
            Back to Home
          </ButtonLink>
          <ButtonLink href="/collaborate" variant="secondary" prefetch={false}>
            Browse campaigns
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
