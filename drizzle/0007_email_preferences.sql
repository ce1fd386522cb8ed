CREATE TABLE "request_digests" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "email_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "email_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "request_digests" ADD CONSTRAINT "request_digests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_digests_due_idx" ON "request_digests" USING btree ("due_at") WHERE "request_digests"."due_at" is not null;