ALTER TABLE "collaboration_daily_stats" ADD COLUMN "repeat_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_daily_stats" ADD COLUMN "top_ip_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD COLUMN "ip_key" text;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD COLUMN "repeat" text;--> statement-breakpoint
CREATE INDEX "link_clicks_collab_ip_idx" ON "link_clicks" USING btree ("collaboration_id","ip_key","at") WHERE "link_clicks"."counted";--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_repeat_check" CHECK ("link_clicks"."repeat" in ('visitor','ip'));