ALTER TABLE "participation_requests" ADD COLUMN "post_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "participation_requests" SET "post_links" = (SELECT jsonb_agg(jsonb_build_object('url', u.value, 'deliverable', NULL) ORDER BY u.ordinality) FROM jsonb_array_elements_text("post_urls") WITH ORDINALITY AS u(value, ordinality)) WHERE jsonb_array_length("post_urls") > 0;
