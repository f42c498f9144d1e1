CREATE TABLE "recurring_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cover_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text NOT NULL,
	"category" text DEFAULT 'GENERAL' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"stripe_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "recurring_gifts_amount_check" CHECK ("recurring_gifts"."amount_cents" between 100 and 10000000),
	CONSTRAINT "recurring_gifts_fee_cover_check" CHECK ("recurring_gifts"."fee_cover_cents" >= 0),
	CONSTRAINT "recurring_gifts_currency_check" CHECK ("recurring_gifts"."currency" = 'usd'),
	CONSTRAINT "recurring_gifts_interval_check" CHECK ("recurring_gifts"."interval" in ('month', 'week')),
	CONSTRAINT "recurring_gifts_category_check" CHECK ("recurring_gifts"."category" in ('GENERAL', 'OUTREACH', 'MISSIONS', 'BUILDING', 'EVENTS')),
	CONSTRAINT "recurring_gifts_status_check" CHECK ("recurring_gifts"."status" in ('incomplete', 'active', 'past_due', 'paused', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_donation_type_check";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "fee_cover_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recurring_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_charge_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_gifts_stripe_checkout_session_id_key" ON "recurring_gifts" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_gifts_stripe_subscription_id_key" ON "recurring_gifts" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "recurring_gifts_email_idx" ON "recurring_gifts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "recurring_gifts_status_idx" ON "recurring_gifts" USING btree ("status");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recurring_gift_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_gift_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_stripe_invoice_id_key" ON "donations" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "donations_recurring_gift_id_idx" ON "donations" USING btree ("recurring_gift_id");--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "donations_stripe_payment_intent_id_idx" ON "donations" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fee_cover_check" CHECK ("donations"."fee_cover_cents" >= 0);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_refunded_check" CHECK ("donations"."refunded_cents" between 0 and "donations"."amount_cents" + "donations"."fee_cover_cents");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donation_type_check" CHECK ("donations"."donation_type" in ('ONE_TIME', 'RECURRING'));