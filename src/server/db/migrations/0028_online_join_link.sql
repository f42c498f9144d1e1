ALTER TABLE "event_series" ADD COLUMN "online_link_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online_link_public" boolean DEFAULT false NOT NULL;