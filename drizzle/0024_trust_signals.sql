ALTER TABLE "brands" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "rating_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "rating_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "jobs_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- The summaries of what exists already (from now on kept by lib/trust/service.ts).
UPDATE "creators" c SET "rating_count" = r.n, "rating_stars" = r.stars
FROM (SELECT "creator_id", count(*)::int AS n, sum("stars")::int AS stars FROM "reviews" WHERE "author_role" = 'brand' AND "publish_at" <= now() GROUP BY "creator_id") r
WHERE r."creator_id" = c."id";--> statement-breakpoint
UPDATE "brands" b SET "rating_count" = r.n, "rating_stars" = r.stars
FROM (SELECT "brand_id", count(*)::int AS n, sum("stars")::int AS stars FROM "reviews" WHERE "author_role" = 'creator' AND "publish_at" <= now() GROUP BY "brand_id") r
WHERE r."brand_id" = b."id";--> statement-breakpoint
UPDATE "creators" c SET "jobs_completed" = j.n
FROM (SELECT "creator_id", count(*)::int AS n FROM "participation_requests" WHERE "stage" = 'completed' GROUP BY "creator_id") j
WHERE j."creator_id" = c."id";--> statement-breakpoint
-- Reviews shown before this migration were never announced; they are not announced now either.
UPDATE "reviews" SET "announced_at" = "publish_at" WHERE "publish_at" <= now();
