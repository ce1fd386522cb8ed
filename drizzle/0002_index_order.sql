DROP INDEX "campaigns_open_created_idx";--> statement-breakpoint
DROP INDEX "campaigns_brand_created_idx";--> statement-breakpoint
DROP INDEX "campaigns_platform_idx";--> statement-breakpoint
DROP INDEX "campaigns_interest_idx";--> statement-breakpoint
DROP INDEX "participation_creator_created_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_created_idx";--> statement-breakpoint
DROP INDEX "email_codes_lookup_idx";--> statement-breakpoint
DROP INDEX "phone_verifications_phone_idx";--> statement-breakpoint
CREATE INDEX "campaigns_open_created_idx" ON "campaigns" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_brand_created_idx" ON "campaigns" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_platform_idx" ON "campaigns" USING btree ("platform","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_interest_idx" ON "campaigns" USING btree ("interest","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "participation_creator_created_idx" ON "participation_requests" USING btree ("creator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_role","recipient_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("email","purpose","role","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone","created_at" DESC NULLS FIRST);