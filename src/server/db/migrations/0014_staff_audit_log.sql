CREATE TABLE "staff_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"username" text,
	"ip" text,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"changed_fields" text[] DEFAULT '{}' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"route" text
);
--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_user_at_idx" ON "staff_audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_area_at_idx" ON "staff_audit_log" USING btree ("area","at");--> statement-breakpoint
-- Hand-written (not generated): the audit log's integrity (docs/product.md#audit-log). An entry is never
-- changed, and deleted only once it is two years old (the daily retention job, features/audit/
-- audit.retention.ts); whoever connects, the database itself refuses anything else.
CREATE FUNCTION "staff_audit_log_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'staff_audit_log entries cannot be changed';
  END IF;
  IF OLD."at" > now() - interval '2 years' THEN
    RAISE EXCEPTION 'staff_audit_log entries younger than two years cannot be deleted';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_guard" BEFORE UPDATE OR DELETE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_guard"();--> statement-breakpoint
CREATE FUNCTION "staff_audit_log_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log cannot be truncated';
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_truncate" BEFORE TRUNCATE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_refuse_truncate"();
