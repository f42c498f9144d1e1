CREATE TABLE "form_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
