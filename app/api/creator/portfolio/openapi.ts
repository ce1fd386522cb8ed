import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { portfolioImageSchema, portfolioJsonSchema } from '@/lib/portfolio/schemas';
import { portfolioAnswer, portfolioList } from '@/lib/portfolio/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Creator directory',
    summary: 'The creator’s own portfolio',
    description: 'Every item of the signed-in creator’s portfolio, in their order.',
    access: 'creator',
    ok: [{ status: 200, description: 'The portfolio', schema: portfolioList }],
  },
  POST: {
    tag: 'Creator directory',
    summary: 'Add a portfolio item',
    description:
      'JSON `{kind: "link", url, caption?}`: a post on Instagram, YouTube, TikTok or Twitter (https). JSON `{collaborationId, caption?}`: the approved ' +
      'content of one of the creator’s completed jobs whose brand allowed it (its approved image, else its live post); 409 when not allowed, not ' +
      'completed or added already. Multipart `{kind: "image", file, caption?}`: an image (JPEG, PNG, WebP, GIF or AVIF; checked and re-encoded; ' +
      '413 over the upload limit, 415 for anything else). Captions at most 200 characters. At most 12 items (409 past that).',
    access: 'creator',
    body: { kind: 'json-or-multipart', schema: portfolioJsonSchema, multipartSchema: portfolioImageSchema, files: { file: 'one' } },
    ok: [{ status: 201, description: 'Added', schema: portfolioAnswer }],
    errors: [404, 409, 413, 415],
  },
};
