import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { collaborationListQuerySchema } from '@/lib/collaborations/schemas';
import { listCollaborations } from '@/lib/collaborations/service';
import type { Role } from '@/models';
import { CollaborationList } from './collaboration-list';

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The Collaborations page of either dashboard; a filter or cursor that is not ours shows the first page. */
export async function CollaborationListPage({ role, searchParams }: { role: Role; searchParams: Search }) {
  const actor = await currentActor(role);
  if (!actor) redirect(`/${role}/login`);
  const raw = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = collaborationListQuerySchema.safeParse({ status: one(raw.status), unread: one(raw.unread), after: one(raw.after) });
  const query = parsed.success ? parsed.data : collaborationListQuerySchema.parse({});
  const page = await listCollaborations(actor, query);
  return <CollaborationList role={role} page={page} status={query.status} unread={query.unread} after={Boolean(query.after)} />;
}
