export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean;
