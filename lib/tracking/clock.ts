// The tracking code's clock: tests move it (a click on the next India day gets the next day's
// visitor key) without faking timers.
export const trackingClock = { now: (): number => Date.now() };
