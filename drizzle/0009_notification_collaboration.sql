ALTER TABLE "notifications" ADD COLUMN "collaboration_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Earlier steps' notifications lead to their collaboration too: one request per creator and campaign.
UPDATE "notifications" AS n SET "collaboration_id" = p."id"
FROM "participation_requests" AS p
WHERE n."collaboration_id" IS NULL
  AND n."type" IN ('approval', 'rejection', 'collaboration', 'destination_changed')
  AND n."campaign_id" = p."campaign_id"
  AND p."creator_id" = CASE WHEN n."recipient_role" = 'creator' THEN n."recipient_id" ELSE n."actor_id" END;
