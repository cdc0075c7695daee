CREATE TABLE "fms_payment_bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_no" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"local_value" numeric(18, 2) NOT NULL,
	"payee_account" text NOT NULL,
	"expected_pay_time" timestamp with time zone,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"paid_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"written_off" numeric(18, 2) DEFAULT '0' NOT NULL,
	"exchange_gain_loss" numeric(18, 2) DEFAULT '0' NOT NULL,
	"applied_time" timestamp with time zone NOT NULL,
	"approved_time" timestamp with time zone,
	"approved_by" uuid,
	"cash_account_id" uuid,
	"pay_time" timestamp with time zone,
	"paid_by" uuid,
	"cancel_time" timestamp with time zone,
	"cancelled_by" uuid,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_payment_bill_bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_bill_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fms_payment_write_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_bill_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"bill_rate" numeric(14, 6) NOT NULL,
	"pay_rate" numeric(14, 6) NOT NULL,
	"exchange_gain_loss" numeric(18, 2) DEFAULT '0' NOT NULL,
	"write_off_time" timestamp with time zone NOT NULL,
	"cancel_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_payment_write_off_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"write_off_id" uuid NOT NULL,
	"bill_fee_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
DROP INDEX "fms_invoice_no_key";--> statement-breakpoint
DROP INDEX "fms_invoice_bill_live_key";--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "exchange_loss" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "exchange_loss_rate" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "fms_invoice" ADD COLUMN "tax_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fms_invoice" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "fms_invoice" ADD COLUMN "file_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "fms_payment_bill_bill" ADD CONSTRAINT "fms_payment_bill_bill_payment_bill_id_fms_payment_bill_id_fk" FOREIGN KEY ("payment_bill_id") REFERENCES "public"."fms_payment_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_payment_bill_bill" ADD CONSTRAINT "fms_payment_bill_bill_bill_id_fms_agent_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."fms_agent_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_payment_write_off" ADD CONSTRAINT "fms_payment_write_off_payment_bill_id_fms_payment_bill_id_fk" FOREIGN KEY ("payment_bill_id") REFERENCES "public"."fms_payment_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_payment_write_off" ADD CONSTRAINT "fms_payment_write_off_bill_id_fms_agent_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."fms_agent_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_payment_write_off_item" ADD CONSTRAINT "fms_payment_write_off_item_write_off_id_fms_payment_write_off_id_fk" FOREIGN KEY ("write_off_id") REFERENCES "public"."fms_payment_write_off"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_payment_write_off_item" ADD CONSTRAINT "fms_payment_write_off_item_bill_fee_id_fms_agent_bill_fee_id_fk" FOREIGN KEY ("bill_fee_id") REFERENCES "public"."fms_agent_bill_fee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_payment_bill_no_key" ON "fms_payment_bill" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "fms_payment_bill_agent_idx" ON "fms_payment_bill" USING btree ("agent_id","applied_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fms_payment_bill_bill_key" ON "fms_payment_bill_bill" USING btree ("payment_bill_id","bill_id");--> statement-breakpoint
CREATE INDEX "fms_payment_bill_bill_bill_idx" ON "fms_payment_bill_bill" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "fms_payment_write_off_payment_idx" ON "fms_payment_write_off" USING btree ("payment_bill_id");--> statement-breakpoint
CREATE INDEX "fms_payment_write_off_bill_idx" ON "fms_payment_write_off" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "fms_payment_write_off_item_wo_idx" ON "fms_payment_write_off_item" USING btree ("write_off_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_agent_no_key" ON "fms_invoice" USING btree ("agent_id","invoice_no") WHERE kind = 'agent' and status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "fms_invoice_agent_idx" ON "fms_invoice" USING btree ("agent_id","issue_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_invoice_bill_bill_idx" ON "fms_invoice_bill" USING btree ("bill_id") WHERE live;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_no_key" ON "fms_invoice" USING btree ("invoice_no") WHERE kind = 'customer';--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_bill_live_key" ON "fms_invoice_bill" USING btree ("bill_kind","bill_id") WHERE live and bill_kind = 'statement';