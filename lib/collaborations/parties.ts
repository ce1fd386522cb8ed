import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { brands, campaigns, creators, participationRequests } from '@/models';

/** Both sides of a job as its notices and mails name them. */
type JobParties = {
  campaignId: string;
  brandId: string;
  creatorId: string;
  campaignName: string;
  /** The brand's name as its campaign shows it. */
  brandName: string;
  /** The brand account's contact name and address, for its mail. */
  brandContact: string;
  brandEmail: string;
  creatorName: string;
  creatorEmail: string;
};

/** The two sides of the collaboration `collaborationId`, or undefined for an unknown one. */
export async function jobParties(ex: Executor, collaborationId: string): Promise<JobParties | undefined> {
  const [job] = await ex
    .select({
      campaignId: participationRequests.campaignId,
      brandId: participationRequests.brandId,
      creatorId: participationRequests.creatorId,
      campaignName: campaigns.campaignName,
      brandName: campaigns.brandName,
      brandContact: brands.name,
      brandEmail: brands.email,
      creatorName: creators.name,
      creatorEmail: creators.email,
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(eq(participationRequests.id, collaborationId))
    .limit(1);
  return job;
}

/** The address and name of one side of the job, for its mail. */
export const mailOf = (job: JobParties, side: 'brand' | 'creator') =>
  side === 'brand' ? { email: job.brandEmail, name: job.brandContact } : { email: job.creatorEmail, name: job.creatorName };
