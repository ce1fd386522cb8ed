import { beginActionRequest, endActionRequest } from './action-request';

export type ActionOutcome<D> = {
  /** 200 for data, the error's status for a server error, 400 for schema validation errors. */
  status: number;
  data?: D;
  message?: string;
  /** The server error's code (lib/error-codes.ts), as the API answers it. */
  code?: string;
  fields?: Record<string, string>;
  validationErrors?: unknown;
  /** Cookies the action set (name → value; '' = cleared). */
  cookies: Record<string, string>;
};

type Result<D> = { data?: D; serverError?: { status: number; code?: string; message: string; fields?: Record<string, string> }; validationErrors?: unknown };

/**
 * Calls a server action as a browser on our site would: with these cookies (e.g. a session's
 * `brand_access`) and headers (by default same-origin, with its own client address).
 */
export async function callAction<I, D>(
  action: (input: I) => Promise<Result<D> | undefined>,
  input: I,
  opts: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<ActionOutcome<D>> {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const req = beginActionRequest(opts.cookies ?? {}, {
    'sec-fetch-site': 'same-origin',
    origin: 'http://localhost:3000',
    host: 'localhost:3000',
    'x-forwarded-for': ip,
    ...opts.headers,
  });
  try {
    const result = (await action(input)) ?? {};
    const cookies = Object.fromEntries(req.set.map((c) => [c.name, c.value]));
    if (result.serverError)
      return {
        status: result.serverError.status,
        code: result.serverError.code,
        message: result.serverError.message,
        fields: result.serverError.fields,
        cookies,
      };
    if (result.validationErrors) return { status: 400, validationErrors: result.validationErrors, cookies };
    return { status: 200, data: result.data, cookies };
  } finally {
    endActionRequest();
  }
}

/** The session cookies of an account, as the browser holds them. */
export const sessionCookies = (role: 'brand' | 'creator', tokens: { accessToken: string; refreshToken?: string }) => ({
  [`${role}_access`]: tokens.accessToken,
  ...(tokens.refreshToken ? { [`${role}_refresh`]: tokens.refreshToken } : {}),
});
