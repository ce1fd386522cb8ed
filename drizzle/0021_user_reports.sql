CREATE TABLE "user_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_role" text NOT NULL,
	"reporter_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_role" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"outcome" text,
	"resolved_by" uuid,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reports_kind_check" CHECK ("user_reports"."item_kind" in ('campaign','creator','message')),
	CONSTRAINT "user_reports_reason_check" CHECK ("user_reports"."reason" in ('spam','scam','offensive','impersonation','other')),
	CONSTRAINT "user_reports_outcome_check" CHECK ("user_reports"."outcome" is null or "user_reports"."outcome" in ('no_action','hide','suspend')),
	CONSTRAINT "user_reports_details_length_check" CHECK (char_length("user_reports"."details") <= 1000),
	CONSTRAINT "user_reports_roles_check" CHECK ("user_reports"."reporter_role" in ('brand','creator') and "user_reports"."owner_role" in ('brand','creator'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_reports_open_key" ON "user_reports" USING btree ("reporter_role","reporter_id","item_kind","item_id") WHERE "user_reports"."outcome" is null;--> statement-breakpoint
CREATE INDEX "user_reports_open_idx" ON "user_reports" USING btree ("item_kind","item_id","created_at") WHERE "user_reports"."outcome" is null;--> statement-breakpoint
CREATE INDEX "user_reports_reporter_idx" ON "user_reports" USING btree ("reporter_role","reporter_id","created_at" DESC NULLS LAST);