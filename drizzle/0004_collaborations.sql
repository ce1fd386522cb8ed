CREATE TABLE "collaboration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"draft_url" text,
	"review_decision" text,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_submissions_review_check" CHECK ("content_submissions"."review_decision" is null or "content_submissions"."review_decision" in ('approve','changes'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fee_paise" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "apply_by" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_due_by" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_guidelines" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "destination_url" text;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
UPDATE "participation_requests" "pr" SET "brand_id" = "c"."brand_id" FROM "campaigns" "c" WHERE "c"."id" = "pr"."campaign_id";--> statement-breakpoint
ALTER TABLE "participation_requests" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "stage" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "post_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "metrics" jsonb;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Requests decided before collaborations existed: an approval is an active job, a refusal a declined one.
UPDATE "participation_requests" SET "stage" = CASE "status" WHEN 'approved' THEN 'active' WHEN 'declined' THEN 'declined' ELSE 'requested' END, "updated_at" = coalesce("decided_at", "created_at");--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_events_collab_idx" ON "collaboration_events" USING btree ("collaboration_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_submissions_version_key" ON "content_submissions" USING btree ("collaboration_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_key" ON "messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("collaboration_id","seq");--> statement-breakpoint
CREATE INDEX "messages_unseen_idx" ON "messages" USING btree ("collaboration_id","sender_role") WHERE "messages"."seen_at" is null;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participation_creator_updated_idx" ON "participation_requests" USING btree ("creator_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "participation_brand_updated_idx" ON "participation_requests" USING btree ("brand_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_fee_check" CHECK ("campaigns"."fee_paise" is null or "campaigns"."fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_stage_check" CHECK ("participation_requests"."stage" in ('requested','active','submitted','changes_requested','approved','live','completed','declined','cancelled'));--> statement-breakpoint
-- Timelines of the requests made before collaborations existed: asked, and decided.
INSERT INTO "collaboration_events" ("collaboration_id", "actor_role", "actor_id", "kind", "created_at") SELECT "id", 'creator', "creator_id", 'requested', "created_at" FROM "participation_requests";--> statement-breakpoint
INSERT INTO "collaboration_events" ("collaboration_id", "actor_role", "actor_id", "kind", "created_at") SELECT "id", 'brand', "brand_id", "status", "decided_at" FROM "participation_requests" WHERE "status" IN ('approved', 'declined') AND "decided_at" IS NOT NULL;
