CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"publish_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_text_length_check" CHECK (char_length("reviews"."text") <= 1000),
	CONSTRAINT "reviews_reply_length_check" CHECK (char_length("reviews"."reply") <= 1000),
	CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" in ('brand','creator'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_collaboration_author_key" ON "reviews" USING btree ("collaboration_id","author_role");--> statement-breakpoint
CREATE INDEX "reviews_creator_idx" ON "reviews" USING btree ("creator_id","author_role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_brand_idx" ON "reviews" USING btree ("brand_id","author_role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);