CREATE TABLE "recurring_gift_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recurring_gift_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cover_cents" integer NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "recurring_gift_changes_source_check" CHECK ("recurring_gift_changes"."source" in ('stripe', 'donor', 'staff', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "recurring_gift_changes" ADD CONSTRAINT "recurring_gift_changes_recurring_gift_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_gift_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_gift_changes_gift_at_idx" ON "recurring_gift_changes" USING btree ("recurring_gift_id","at");