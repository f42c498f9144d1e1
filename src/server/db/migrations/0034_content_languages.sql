ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_document_version_key";--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_document_key_content_documents_key_fk";--> statement-breakpoint
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_pkey";--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_key_locale_pk" PRIMARY KEY("key","locale");--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_fk" FOREIGN KEY ("document_key","locale") REFERENCES "public"."content_documents"("key","locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_locale_version_key" UNIQUE("document_key","locale","version");--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_locale_check" CHECK ("content_documents"."locale" in ('en', 'es'));
