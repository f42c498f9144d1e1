CREATE TABLE "donor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "donor_sessions_token_hash_key" ON "donor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "donor_sign_in_links_token_hash_key" ON "donor_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "donor_sign_in_links_email_idx" ON "donor_sign_in_links" USING btree ("email","created_at");