// Razorpay Checkout on the brand's job page (PAYMENT_PROVIDER=razorpay): its script is loaded from
// Razorpay only when the brand presses Fund (the CSP allows its host only while Razorpay is the
// provider), then its form opens over the page. The money is recorded by Razorpay's signed
// payment.captured webhook, not by what the browser says.

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type Checkout = { orderId: string; amountPaise: number; currency: string; keyId?: string };
type RazorpayInstance = { open(): void; on(event: 'payment.failed', handler: () => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for the order; `onPaid` once the brand paid, `onFailed` when the payment failed or the form was closed. */
export async function openRazorpayCheckout(checkout: Checkout, on: { description: string; onPaid: () => void; onClosed: () => void; onFailed: () => void }) {
  const Razorpay = await loadScript();
  const form = new Razorpay({
    key: checkout.keyId,
    order_id: checkout.orderId,
    amount: checkout.amountPaise,
    currency: checkout.currency,
    name: 'CollabMarket',
    description: on.description,
    handler: on.onPaid,
    modal: { ondismiss: on.onClosed },
  });
  form.on('payment.failed', on.onFailed);
  form.open();
}
