import { route } from '@/lib/route';
import { listDisputes } from '@/lib/ops-queue';

/** The console: open disputes and those settled in the last 30 days. */
export const GET = route({ auth: 'operator' }, async () => listDisputes());
