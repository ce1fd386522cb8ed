export const PAGE_REVALIDATE_SECONDS: number;
export const PAGE_STALE_SECONDS: number;
export const PUBLIC_PAGE_CACHE_CONTROL: string;
