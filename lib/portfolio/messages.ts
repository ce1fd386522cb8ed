// Texts and limits of a creator's portfolio (issue 35), zod-free so the forms can use them.

export const MAX_PORTFOLIO_ITEMS = 12;
export const MAX_PORTFOLIO_CAPTION = 200;

export const PORTFOLIO_FULL = `Your portfolio is full: it holds at most ${MAX_PORTFOLIO_ITEMS} items. Delete one to add another.`;
export const PORTFOLIO_ITEM_NOT_FOUND = 'Portfolio item not found';
export const PORTFOLIO_CAPTION_MESSAGE = `Caption must be at most ${MAX_PORTFOLIO_CAPTION} characters`;
export const PORTFOLIO_URL_MESSAGE = 'Enter the https:// link of a post on Instagram, YouTube, TikTok or Twitter';
export const PORTFOLIO_IMAGE_REQUIRED = 'Choose an image';
export const PORTFOLIO_ORDER_MESSAGE = 'List every item of your portfolio once, in the new order';
export const PORTFOLIO_ADDED = 'Added to your portfolio';
export const PORTFOLIO_UPDATED = 'Portfolio item saved';
export const PORTFOLIO_DELETED = 'Portfolio item deleted';
export const PORTFOLIO_REORDERED = 'Portfolio order saved';
export const PORTFOLIO_NOT_ALLOWED = 'The brand did not allow this work in your portfolio';
export const PORTFOLIO_JOB_NOT_DONE = 'Only a completed job can be added to your portfolio';
export const PORTFOLIO_JOB_ADDED_ALREADY = 'This job is in your portfolio already';
export const PORTFOLIO_JOB_NOTHING = 'This job has no approved image or post link to show';
/** The checkbox the brand sees when completing a job. */
export const PORTFOLIO_ALLOW_LABEL = 'The creator may show this work in their portfolio';
