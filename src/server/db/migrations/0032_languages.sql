ALTER TABLE "bible_study_signups" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "subtitle_es" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "summary_es" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "link_label_es" text;--> statement-breakpoint
ALTER TABLE "testimonies" ADD COLUMN "quote_es" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "subtitle_es" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "house_church_registrations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "house_churches" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "house_churches" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "devotional_leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;