import { notFound, redirect } from 'next/navigation';
import { AppError } from '@/lib/errors';
import { currentActor } from '@/lib/auth/current';
import { getCollaboration, listMessages } from '@/lib/collaborations/service';
import { getPayment } from '@/lib/payments/service';
import { orderOfCollaboration } from '@/lib/packages/orders';
import { getReviewState } from '@/lib/reviews/service';
import { portfolioStateOfJob } from '@/lib/portfolio/service';
import type { Role } from '@/models';
import { CollaborationView } from './collaboration-view';

/** One collaboration on either dashboard; anyone else's (or an unknown id) is the 404 page. */
export async function CollaborationDetailPage({ role, params }: { role: Role; params: Promise<{ id: string }> }) {
  const actor = await currentActor(role);
  if (!actor) redirect(`/${role}/login`);
  const { id } = await params;
  const loaded = await Promise.all([
    getCollaboration(actor, id),
    listMessages(actor, id, { after: undefined, before: undefined, limit: 50 }),
    getPayment(actor, id),
    orderOfCollaboration(actor, id),
    getReviewState(actor, id),
    portfolioStateOfJob(actor, id),
  ]).catch((err) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!loaded) notFound();
  const [collaboration, thread, { payment }, order, reviews, portfolio] = loaded;
  return (
    <CollaborationView role={role} collaboration={collaboration} thread={thread} payment={payment} order={order} reviews={reviews} portfolio={portfolio} />
  );
}
