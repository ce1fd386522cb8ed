// Client-safe texts and limits of shortlists (no zod here: the save menu and the pages import these).

/** The brand's Shortlists page; a list's page is `${SHORTLISTS_PATH}/{id}`. */
export const SHORTLISTS_PATH = '/brand/dashboard/creators/shortlists';

export const SHORTLIST_NAME_MAX = 60;
export const MAX_SHORTLISTS = 50;
export const MAX_MEMBERS = 500;

export const NAME_REQUIRED = 'Give the list a name';
export const NAME_TOO_LONG = `A list name is at most ${SHORTLIST_NAME_MAX} characters`;
export const SHORTLIST_NOT_FOUND = 'Shortlist not found';
export const CREATOR_NOT_FOUND = 'Creator not found';
export const TOO_MANY_SHORTLISTS = `You can have at most ${MAX_SHORTLISTS} shortlists. Delete one you no longer need first.`;
export const SHORTLIST_FULL = `A shortlist holds at most ${MAX_MEMBERS} creators. Remove some, or start another list.`;
export const PICK_ONE_LIST = 'Choose a shortlist or name a new one';

export const nameTaken = (name: string) => `You already have a shortlist named “${name}”`;
export const shortlistCreated = (name: string) => `Shortlist “${name}” created`;
export const shortlistRenamed = (name: string) => `Renamed to “${name}”`;
export const shortlistDeleted = (name: string) => `Shortlist “${name}” deleted`;
export const savedTo = (creator: string, list: string) => `${creator} saved to “${list}”`;
export const removedFrom = (creator: string, list: string) => `${creator} removed from “${list}”`;

/** The save button's label: "Save", or where the creator already is. */
export const savedLabel = (lists: number) => (lists === 0 ? 'Save' : lists === 1 ? 'Saved to 1 list' : `Saved to ${lists} lists`);
