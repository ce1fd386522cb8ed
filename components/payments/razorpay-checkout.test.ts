// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RAZORPAY_CHECKOUT_SCRIPT, openRazorpayCheckout } from './razorpay-checkout';

// Razorpay Checkout on the brand's page: its script comes from Razorpay's host (the one the CSP
// allows when Razorpay is the provider), loaded once, then its form opens for our order. The
// script is never fetched here: the test holds it and plays its load or its failure.

type Options = Record<string, unknown> & { handler: () => void; modal: { ondismiss: () => void } };
const checkout = { orderId: 'order_abc123', amountPaise: 894_400, currency: 'INR', keyId: 'rzp_test_key' };

function holdScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return scripts;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

describe('Razorpay Checkout', () => {
  it('retries the script after it failed to load, then opens the form for the order and reports what happens', async () => {
    const scripts = holdScripts();
    const on = { description: 'Fund ₹8,944', onPaid: vi.fn(), onClosed: vi.fn(), onFailed: vi.fn() };

    const failed = openRazorpayCheckout(checkout, on);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(RAZORPAY_CHECKOUT_SCRIPT);
    expect(RAZORPAY_CHECKOUT_SCRIPT).toBe('https://checkout.razorpay.com/v1/checkout.js');
    scripts[0]!.onerror!(new Event('error'));
    await expect(failed).rejects.toThrow('Razorpay Checkout did not load');

    const opened: Options[] = [];
    const open = vi.fn();
    const handlers: Record<string, () => void> = {};
    const paying = openRazorpayCheckout(checkout, on);
    expect(scripts).toHaveLength(2);
    (window as unknown as { Razorpay: unknown }).Razorpay = class {
      constructor(options: Options) {
        opened.push(options);
      }
      open = open;
      on = (event: string, handler: () => void) => void (handlers[event] = handler);
    };
    (scripts[1]!.onload as () => void)();
    await paying;
    expect(opened).toEqual([
      expect.objectContaining({ key: 'rzp_test_key', order_id: 'order_abc123', amount: 894_400, currency: 'INR', description: 'Fund ₹8,944' }),
    ]);
    expect(open).toHaveBeenCalledOnce();
    opened[0]!.handler();
    expect(on.onPaid).toHaveBeenCalledOnce();
    opened[0]!.modal.ondismiss();
    expect(on.onClosed).toHaveBeenCalledOnce();
    handlers['payment.failed']!();
    expect(on.onFailed).toHaveBeenCalledOnce();

    // Loaded once: the next Fund opens the form without another script.
    await openRazorpayCheckout(checkout, on);
    expect(scripts).toHaveLength(2);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
