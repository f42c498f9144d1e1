ALTER TABLE "admin_pending_sign_ins" ADD COLUMN "code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_two_factor" ADD COLUMN "code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_two_factor" ADD COLUMN "code_tries_since" timestamp with time zone;