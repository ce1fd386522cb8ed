import { forbidden, unauthorized } from '@/lib/errors';
import type { Role } from '@/models';
import type { Actor } from './tokens';

const ONLY: Record<Role, string> = { brand: 'Only brands can do that', creator: 'Only creators can do that' };

/**
 * Services are called by route handlers, server actions and server components alike, so each
 * checks the caller's role itself: no caller is a 401, the other role a 403.
 */
export function requireRole<R extends Role>(actor: Actor | null | undefined, role: R, message = ONLY[role]): asserts actor is Actor & { role: R } {
  if (!actor) throw unauthorized();
  if (actor.role !== role) throw forbidden(message);
}
