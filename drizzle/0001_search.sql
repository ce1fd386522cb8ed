CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_search_trgm_idx" ON "campaigns" USING gin ((lower("campaign_name" || ' ' || "brand_name" || ' ' || "description")) gin_trgm_ops);
