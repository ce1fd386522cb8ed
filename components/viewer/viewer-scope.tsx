'use client';

import { useEffect } from 'react';
import { refreshViewer, viewerLoaded } from './viewer-store';

/**
 * In the public layout: coming back to the public pages without a page load (after signing in
 * or out on a dashboard or a login page) asks who is signed in again. On a page load it does
 * nothing: the islands' first call is still on its way.
 */
export function ViewerScope() {
  useEffect(() => {
    if (viewerLoaded()) refreshViewer();
  }, []);
  return null;
}
