ALTER TABLE "resources" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "store_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonies" ADD COLUMN "photo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resources_one_featured_idx" ON "resources" USING btree ("is_featured") WHERE "resources"."is_featured";--> statement-breakpoint
-- Hand-written: the book the home page featured from content/home.json becomes the featured record.
UPDATE "resources" SET "is_featured" = true WHERE "seed_key" = 'book:whom-will-god-glorify' AND NOT EXISTS (SELECT 1 FROM "resources" WHERE "is_featured");
