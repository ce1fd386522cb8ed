export function contentSecurityPolicy(options?: { nonce?: string; dev?: boolean; firebase?: boolean }): string;
