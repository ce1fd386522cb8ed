// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  let id = 0;
  const fn = Object.assign(vi.fn(), {
    success: vi.fn<(...args: unknown[]) => number>(() => ++id),
    error: vi.fn<(...args: unknown[]) => number>(() => ++id),
    info: vi.fn(),
    warning: vi.fn(),
    dismiss: vi.fn(),
  });
  return { toast: fn };
});
vi.mock('sonner', () => sonner);
const { toast } = await import('./toast');
const { loadedToast } = await import('./loaded-toast');
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('toast: one message per failure', () => {
  it('replaces an earlier error with a new one, and a success clears the error', async () => {
    toast.error('Invalid credentials');
    await settle();
    const first = sonner.toast.error.mock.results[0].value as number;
    toast.error('Invalid credentials');
    await settle();
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(first);
    const second = sonner.toast.error.mock.results[1].value as number;
    expect(sonner.toast.dismiss).not.toHaveBeenCalledWith(second);
    toast.success('Login successful');
    await settle();
    expect(sonner.toast.dismiss).toHaveBeenLastCalledWith(second);
    expect(sonner.toast.success).toHaveBeenCalledWith('Login successful', undefined);
  });

  it('shows a success-on-load text briefly, under an id of its own (raised again, it is the same toast)', async () => {
    loadedToast('Notifications fetched successfully');
    await vi.waitFor(() => expect(sonner.toast.success).toHaveBeenCalledWith('Notifications fetched successfully', expect.anything()));
    const [, extra] = sonner.toast.success.mock.calls.find(([text]) => text === 'Notifications fetched successfully')!;
    expect(extra).toEqual({ id: 'loaded:Notifications fetched successfully', duration: 2500 });
  });
});
