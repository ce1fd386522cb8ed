import { ButtonLink } from '@/components/ui/button-link';
import { COLLABORATION_NOT_FOUND } from '@/lib/collaborations/messages';
import type { Role } from '@/models';

/** An unknown collaboration, or someone else's, inside the dashboard: what happened and the way back. */
export function CollaborationNotFound({ role }: { role: Role }) {
  return (
    <section className="card stack" aria-labelledby="collaboration-missing">
      <p className="not-found-code">404</p>
      <h1 id="collaboration-missing">{COLLABORATION_NOT_FOUND}</h1>
      <p className="muted">This collaboration does not exist, or it is not one of yours. Your collaborations are all on one list.</p>
      <div>
        <ButtonLink href={`/${role}/dashboard/collaborations`}>Your collaborations</ButtonLink>
      </div>
    </section>
  );
}
