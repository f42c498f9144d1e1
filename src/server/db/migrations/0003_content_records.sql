CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"author" text,
	"published_label" text,
	"summary" text DEFAULT '' NOT NULL,
	"link_url" text NOT NULL,
	"link_label" text NOT NULL,
	"cover_src" text,
	"cover_alt" text,
	"cover_width" integer,
	"cover_height" integer,
	"share_image_src" text,
	"is_new_release" boolean DEFAULT false NOT NULL,
	"devotional_href" text,
	"devotional_label" text,
	"press_kit_href" text,
	"on_resources_page" boolean DEFAULT true NOT NULL,
	"on_press_page" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "resources_kind_check" CHECK ("resources"."kind" in ('book', 'download')),
	CONSTRAINT "resources_cover_size_check" CHECK (("resources"."cover_width" is null or "resources"."cover_width" > 0) and ("resources"."cover_height" is null or "resources"."cover_height" > 0))
);
--> statement-breakpoint
CREATE TABLE "testimonies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonies_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "testimonies_page_check" CHECK ("testimonies"."page" in ('/devotional-whom', '/devotional'))
);
--> statement-breakpoint
CREATE INDEX "resources_kind_order_idx" ON "resources" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "testimonies_page_order_idx" ON "testimonies" USING btree ("page","sort_order");