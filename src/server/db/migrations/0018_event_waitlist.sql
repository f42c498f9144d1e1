CREATE TABLE "event_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "event_waitlist_line_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"guests" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waitlist_guests_check" CHECK ("event_waitlist"."guests" between 1 and 10),
	CONSTRAINT "event_waitlist_status_check" CHECK ("event_waitlist"."status" in ('waiting', 'offered', 'claimed', 'declined', 'expired', 'left')),
	CONSTRAINT "event_waitlist_offer_check" CHECK ("event_waitlist"."status" <> 'offered' or "event_waitlist"."offer_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_waitlist_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_links" ADD CONSTRAINT "event_waitlist_links_entry_id_event_waitlist_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."event_waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_event_email_in_line_key" ON "event_waitlist" USING btree ("event_id",lower("email")) WHERE "event_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "event_waitlist_event_line_idx" ON "event_waitlist" USING btree ("event_id","line_number");--> statement-breakpoint
CREATE INDEX "event_waitlist_offer_expires_idx" ON "event_waitlist" USING btree ("offer_expires_at") WHERE "event_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_links_token_hash_key" ON "event_waitlist_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_waitlist_links_entry_id_idx" ON "event_waitlist_links" USING btree ("entry_id");