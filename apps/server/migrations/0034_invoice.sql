CREATE TABLE "fms_invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"kind" text DEFAULT 'customer' NOT NULL,
	"customer_id" uuid,
	"agent_id" uuid,
	"title" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(5, 2),
	"status" text DEFAULT 'issued' NOT NULL,
	"issue_time" timestamp with time zone NOT NULL,
	"sent_time" timestamp with time zone,
	"remark" text,
	"cancel_time" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_invoice_bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"bill_kind" text DEFAULT 'statement' NOT NULL,
	"bill_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fms_invoice_bill" ADD CONSTRAINT "fms_invoice_bill_invoice_id_fms_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fms_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_no_key" ON "fms_invoice" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "fms_invoice_customer_idx" ON "fms_invoice" USING btree ("customer_id","issue_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_invoice_bill_invoice_idx" ON "fms_invoice_bill" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_bill_live_key" ON "fms_invoice_bill" USING btree ("bill_kind","bill_id") WHERE live;