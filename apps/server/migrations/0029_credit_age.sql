CREATE TABLE "fms_urge_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"bill_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"to" text,
	"day" text NOT NULL,
	"result" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "language" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_urge_record_bill_day_key" ON "fms_urge_record" USING btree ("bill_id","day");--> statement-breakpoint
CREATE INDEX "fms_urge_record_customer_idx" ON "fms_urge_record" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_balance_flow_customer_time_idx" ON "fms_balance_flow" USING btree ("customer_id","created_at");