CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'unfunded' NOT NULL,
	"fee_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"order_id" text,
	"provider_payment_id" text,
	"creator_paise" integer,
	"disputed_by" text,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"paid_out_at" timestamp with time zone,
	"auto_release_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('unfunded','pending','funded','released','refunded','disputed','paid_out')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."fee_paise" > 0 and "payments"."platform_fee_paise" >= 0 and "payments"."gst_paise" >= 0 and "payments"."total_paise" = "payments"."fee_paise" + "payments"."platform_fee_paise" + "payments"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_collaboration_key" ON "payments" USING btree ("collaboration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("provider","order_id");--> statement-breakpoint
CREATE INDEX "payments_brand_idx" ON "payments" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_creator_idx" ON "payments" USING btree ("creator_id","created_at");--> statement-breakpoint
-- The ledger is append-only: a correction is a new movement, never an edit.
CREATE FUNCTION cm_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION cm_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION cm_ledger_append_only();--> statement-breakpoint
-- Every movement sums to zero, checked when its transaction commits (all its entries are in by then).
CREATE FUNCTION cm_ledger_movement_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_paise), 0) INTO total FROM ledger_entries WHERE movement_id = NEW.movement_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger movement % does not balance (sums to %)', NEW.movement_id, total;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cm_ledger_movement_balances();
