// Texts and limits of a creator's packages (issue 35), zod-free so the forms can use them.

export const MAX_PACKAGES = 6;
export const MAX_PACKAGE_TITLE = 80;
export const MAX_PACKAGE_DESCRIPTION = 1000;
export const MIN_DELIVERY_DAYS = 1;
export const MAX_DELIVERY_DAYS = 60;
/** The largest package price, in rupees (₹10 lakh). */
export const MAX_PACKAGE_PRICE_INR = 1_000_000;

export const PACKAGE_TITLE_REQUIRED = 'Give the package a title';
export const PACKAGE_PRICE_MESSAGE = `Price must be a whole number of rupees from 1 to ${MAX_PACKAGE_PRICE_INR.toLocaleString('en-IN')}`;
export const DELIVERY_DAYS_MESSAGE = `Delivery days must be a whole number from ${MIN_DELIVERY_DAYS} to ${MAX_DELIVERY_DAYS}`;
export const PACKAGES_FULL = `You can list at most ${MAX_PACKAGES} packages`;
export const PACKAGE_NOT_FOUND = 'Package not found';
export const PACKAGE_CREATED = 'Package added';
export const PACKAGE_UPDATED = 'Package saved';
export const PACKAGE_DELETED = 'Package deleted';
export const PACKAGE_PAUSED = 'Package paused';
export const PACKAGE_RESUMED = 'Package resumed';
export const PACKAGE_MOVED = 'Package moved';

// Orders of a package.
/** The creator answers an order within this many days, else it is refused and refunded. */
export const ORDER_ANSWER_DAYS = 3;
export const MAX_ORDER_BRIEF = 2000;
export const ORDER_BRIEF_REQUIRED = 'Say what the creator should feature';
export const ORDER_PLACED = 'Order placed: pay to send it to the creator';
export const ORDER_ACCEPTED = 'Order accepted';
export const ORDER_DECLINED = 'Order declined: the brand is refunded in full';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_NOT_PAID = 'The brand has not paid for this order yet';
export const ORDER_ANSWERED = 'This order has been answered already';
