import { jsonOrMultipart, reply, route } from '@/lib/route';
import { portfolioImageSchema, portfolioJsonSchema } from '@/lib/portfolio/schemas';
import { addPortfolioImage, addPortfolioItem, listOwnPortfolio } from '@/lib/portfolio/service';

/** The creator's own portfolio: `{items: [...]}`. */
export const GET = route({ auth: 'creator' }, ({ actor }) => listOwnPortfolio(actor));

const postJson = route({ auth: 'creator', body: 'json', bodySchema: portfolioJsonSchema }, async ({ actor, body }) =>
  reply(await addPortfolioItem(actor, body), 201),
);
const postImage = route({ auth: 'creator', body: 'multipart', bodySchema: portfolioImageSchema }, async ({ actor, body }) =>
  reply(await addPortfolioImage(actor, body), 201),
);

/** Adds an item (at most 12): a post or a job's content as JSON, an image as multipart; 201 `{message, item}`. */
export const POST = jsonOrMultipart(postJson, postImage);
