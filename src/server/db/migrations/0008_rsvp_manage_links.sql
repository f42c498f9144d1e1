CREATE TABLE "event_rsvp_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rsvp_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_rsvp_links" ADD CONSTRAINT "event_rsvp_links_rsvp_id_event_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."event_rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvp_links_token_hash_key" ON "event_rsvp_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_rsvp_links_rsvp_id_idx" ON "event_rsvp_links" USING btree ("rsvp_id");