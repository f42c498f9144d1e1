CREATE TABLE "event_reminders" (
	"rsvp_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_rsvp_id_kind_pk" PRIMARY KEY("rsvp_id","kind"),
	CONSTRAINT "event_reminders_outcome_check" CHECK ("event_reminders"."outcome" in ('sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_rsvp_id_event_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."event_rsvps"("id") ON DELETE cascade ON UPDATE no action;