import { NextResponse, type NextRequest } from 'next/server';
import { verifyAccessToken, verifyRefreshToken } from '@/lib/auth/tokens';
import { accessCookie, refreshCookie } from '@/lib/auth/cookies';

// Dashboards need a session of their role. An expired access cookie with a live refresh cookie
// goes through the refresh handler, which rotates the session and comes back; no session at
// all goes to the role's sign-up. Handlers and layouts check again.
export function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  const role = path.startsWith('/brand/') ? 'brand' : 'creator';
  const access = req.cookies.get(accessCookie(role))?.value;
  if (access && verifyAccessToken(access)?.role === role) return NextResponse.next();
  const refresh = req.cookies.get(refreshCookie(role))?.value;
  if (refresh && verifyRefreshToken(refresh)?.role === role) {
    const url = new URL('/api/session/refresh', req.url);
    url.searchParams.set('role', role);
    url.searchParams.set('next', path + req.nextUrl.search);
    return NextResponse.redirect(url);
  }
  return NextResponse.redirect(new URL(`/${role}/signup`, req.url));
}

export const config = {
  matcher: ['/brand/dashboard', '/brand/dashboard/:path*', '/creator/dashboard', '/creator/dashboard/:path*'],
};
