CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"url" text,
	"platform" text,
	"caption" text DEFAULT '' NOT NULL,
	"collaboration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_kind_check" CHECK ("portfolio_items"."kind" in ('image','link')),
	CONSTRAINT "portfolio_items_content_check" CHECK (("portfolio_items"."kind" = 'image' and "portfolio_items"."image" is not null) or ("portfolio_items"."kind" = 'link' and "portfolio_items"."url" is not null and "portfolio_items"."platform" is not null)),
	CONSTRAINT "portfolio_items_caption_check" CHECK (char_length("portfolio_items"."caption") <= 200)
);
--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "portfolio_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_items_creator_idx" ON "portfolio_items" USING btree ("creator_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_collaboration_key" ON "portfolio_items" USING btree ("creator_id","collaboration_id");