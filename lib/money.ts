// One way to show money (client-safe): rupees with Indian grouping, whole rupees as they are and
// anything else to the paisa ("₹3,748.50", never "₹3,748.5").

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,23,456" or "₹3,748.50". */
export function formatInr(rupees: number): string {
  return Number.isInteger(rupees) ? whole.format(rupees) : paise.format(rupees);
}
