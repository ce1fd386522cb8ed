import { NextRequest } from 'next/server';

// `never` makes any handler's params type acceptable (Promise<never> is assignable to every Promise).
type Handler = (req: Request, ctx: { params: Promise<never> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  url?: string;
  /** JSON body (serialised) */
  json?: unknown;
  /** Raw body, sent as is. */
  raw?: BodyInit;
  form?: FormData;
  headers?: Record<string, string>;
  token?: string;
  cookies?: Record<string, string>;
  params?: Record<string, string>;
};

/** The answer's text; of an event stream, only its first frame (the stream is then closed, as a leaving browser would). */
async function bodyText(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) return res.text();
  const reader = res.body.getReader();
  const first = await reader.read();
  await reader.cancel();
  return first.value ? new TextDecoder().decode(first.value) : '';
}

/** Calls a route handler with a real Request, as Next.js would. */
export async function call(handler: Handler, opts: CallOptions = {}) {
  const headers = new Headers(opts.headers);
  let body: BodyInit | undefined = opts.raw;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (opts.form) body = opts.form;
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
  if (opts.cookies)
    headers.set(
      'cookie',
      Object.entries(opts.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  const req = new NextRequest(new URL(opts.url ?? '/api/test', 'http://localhost:3000'), {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) as Promise<never> });
  const text = await bodyText(res);
  let data: Record<string, unknown> & { message?: string } = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = { raw: text };
  }
  return { status: res.status, data, res, headers: res.headers };
}

/** A tiny valid PNG (1x1), for upload fields. */
export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export function pngFile(name = 'photo.png') {
  return new File([new Uint8Array(PNG_1x1)], name, { type: 'image/png' });
}

/** Cookie name → its value and its whole Set-Cookie line, from a response. */
export function setCookieLines(res: Response): Record<string, { value: string; raw: string }> {
  const out: Record<string, { value: string; raw: string }> = {};
  for (const raw of res.headers.getSetCookie()) {
    const [pair] = raw.split(';');
    const i = pair.indexOf('=');
    out[pair.slice(0, i)] = { value: pair.slice(i + 1), raw };
  }
  return out;
}

/** The cookie values a response set, by name. */
export function setCookies(res: Response): Record<string, string> {
  return Object.fromEntries(Object.entries(setCookieLines(res)).map(([name, c]) => [name, c.value]));
}
