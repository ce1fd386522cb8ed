import { formatDate } from '@/lib/client/dates';

/** What the author of a review still hidden reads. */
export const reviewInSentence = (otherName: string, showsAt: string) =>
  `Your review is in. It shows once ${otherName} has reviewed you too, or on ${formatDate(showsAt)}.`;
