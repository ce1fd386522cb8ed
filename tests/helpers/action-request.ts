// Server actions read their request through next/headers (headers(), cookies()) and revalidate
// through next/cache. Outside a Next.js server those throw, so every test file gets these stand-ins
// (tests/helpers/setup.ts mocks both modules with them) and callAction() sets the request each time.

type SetCookie = { name: string; value: string; options?: Record<string, unknown> };
type Current = { headers: Headers; cookies: Map<string, string>; set: SetCookie[] };

let current: Current | null = null;
export const revalidated: string[] = [];

function need(): Current {
  if (!current) throw new Error('No request: call server actions through callAction() in tests');
  return current;
}

export function beginActionRequest(cookies: Record<string, string>, headers: Record<string, string>): Current {
  current = { headers: new Headers(headers), cookies: new Map(Object.entries(cookies)), set: [] };
  return current;
}

export function endActionRequest() {
  current = null;
}

/** The stand-in for `next/headers`. */
export const nextHeaders = {
  headers: async () => need().headers,
  cookies: async () => {
    const c = need();
    return {
      get: (name: string) => (c.cookies.has(name) ? { name, value: c.cookies.get(name)! } : undefined),
      has: (name: string) => c.cookies.has(name),
      getAll: () => [...c.cookies].map(([name, value]) => ({ name, value })),
      set: (name: string, value: string, options?: Record<string, unknown>) => {
        c.cookies.set(name, value);
        c.set.push({ name, value, options });
      },
      delete: (name: string) => {
        c.cookies.delete(name);
        c.set.push({ name, value: '' });
      },
    };
  },
  draftMode: async () => ({ isEnabled: false }),
};

/** The stand-in for `next/cache`. */
export const nextCache = {
  revalidatePath: (path: string) => void revalidated.push(path),
  revalidateTag: (tag: string) => void revalidated.push(`tag:${tag}`),
  unstable_cache: <T>(fn: T) => fn,
};
