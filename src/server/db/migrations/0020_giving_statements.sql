CREATE TABLE "giving_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"donor_key" text NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giving_statements" ADD CONSTRAINT "giving_statements_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giving_statements_year_donor_key" ON "giving_statements" USING btree ("year","donor_key");--> statement-breakpoint
CREATE INDEX "giving_statements_email_id_idx" ON "giving_statements" USING btree ("email_id");