'use client';

import { useState, type DragEvent } from 'react';

/**
 * Files dropped on an element: spread `handlers` on it and mark it with `over` while files are
 * dragged over it (a drop anywhere else still opens the file in the browser, as usual). While
 * `disabled` (a form sending), a drop does nothing.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [over, setOver] = useState(false);
  const drag = (e: DragEvent, entering: boolean) => {
    if (disabled) return;
    e.preventDefault();
    setOver(entering);
  };
  const handlers = {
    onDragEnter: (e: DragEvent) => drag(e, true),
    onDragOver: (e: DragEvent) => drag(e, true),
    onDragLeave: (e: DragEvent) => drag(e, false),
    onDrop: (e: DragEvent) => {
      drag(e, false);
      if (!disabled) onFiles(Array.from(e.dataTransfer.files));
    },
  };
  return { over, handlers };
}
