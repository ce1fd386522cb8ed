import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { OPS_COOKIE, operatorFromToken, type OperatorActor } from './session';

/** Console pages and layouts: the signed-in operator, or a redirect to /ops/login. Once per request. */
export const currentOperator = cache(async (): Promise<OperatorActor> => {
  const jar = await cookies();
  const actor = await operatorFromToken(jar.get(OPS_COOKIE)?.value);
  if (!actor) redirect('/ops/login');
  return actor;
});

/** The signed-in operator or null (the login page sends one already signed in on to /ops). */
export const maybeOperator = cache(async (): Promise<OperatorActor | null> => {
  const jar = await cookies();
  return operatorFromToken(jar.get(OPS_COOKIE)?.value);
});
