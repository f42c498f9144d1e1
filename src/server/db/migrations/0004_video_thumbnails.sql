CREATE TABLE "video_thumbnails" (
	"video_id" text NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_length" integer NOT NULL,
	"etag" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_thumbnails_video_id_variant_pk" PRIMARY KEY("video_id","variant"),
	CONSTRAINT "video_thumbnails_variant_check" CHECK ("video_thumbnails"."variant" in ('mq.jpg', 'hq.jpg', 'mq.webp', 'hq.webp'))
);
--> statement-breakpoint
ALTER TABLE "video_thumbnails" ADD CONSTRAINT "video_thumbnails_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;