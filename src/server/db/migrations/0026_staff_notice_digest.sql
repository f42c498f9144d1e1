CREATE TABLE "staff_notice_windows" (
	"form" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"posts" integer NOT NULL,
	"digest_email_id" uuid,
	CONSTRAINT "staff_notice_windows_form_window_start_pk" PRIMARY KEY("form","window_start")
);
--> statement-breakpoint
ALTER TABLE "staff_notice_windows" ADD CONSTRAINT "staff_notice_windows_digest_email_id_email_outbox_id_fk" FOREIGN KEY ("digest_email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;