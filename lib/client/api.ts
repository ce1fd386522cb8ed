'use client';

type ApiResult<T> = { ok: boolean; status: number; data: T & { message?: string; fields?: Record<string, string> } };

const refreshing = new Map<string, Promise<boolean>>();

function refresh(role: 'brand' | 'creator'): Promise<boolean> {
  let p = refreshing.get(role);
  if (!p) {
    p = fetch(`/api/session/refresh?role=${role}`, { method: 'POST', credentials: 'same-origin' })
      .then((r) => r.ok)
      .catch(() => false)
      .finally(() => setTimeout(() => refreshing.delete(role), 1000));
    refreshing.set(role, p);
  }
  return p;
}

/**
 * Browser calls to our API. Cookies carry the session; on a 401 the session is refreshed once
 * (one refresh shared by concurrent calls) and the call retried. Network failures throw.
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  init: RequestInit & { role?: 'brand' | 'creator'; json?: unknown } = {},
): Promise<ApiResult<T>> {
  const { role, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const send = () => fetch(path, { ...rest, headers, body, credentials: 'same-origin' });
  let res = await send();
  if (res.status === 401 && role && (await refresh(role))) res = await send();
  let data = {} as ApiResult<T>['data'];
  try {
    data = (await res.json()) as ApiResult<T>['data'];
  } catch {
    /* empty or non-JSON answer */
  }
  return { ok: res.ok, status: res.status, data };
}
