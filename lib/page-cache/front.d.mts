import type { IncomingMessage, ServerResponse } from 'node:http';
export function frontPath(req: IncomingMessage): string | null;
export function answerFromFront(req: IncomingMessage, res: ServerResponse): boolean;
export function encoding(acceptEncoding: string | undefined): 'gzip' | 'identity' | null;
export function audienceOf(header: string | undefined): string | null;
export const LEARNT_URL_MAX: number;
export const AUDIENCE_COOKIE: string;
