export function contentSecurityPolicy(options?: { nonce?: string; hashes?: string[]; dev?: boolean; firebase?: boolean }): string;
export function securityHeaders(options: { csp?: string; production: boolean }): { key: string; value: string }[];
export const API_CSP: string;
