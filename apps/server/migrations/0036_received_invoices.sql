DROP INDEX "fms_invoice_no_key";--> statement-breakpoint
DROP INDEX "fms_invoice_bill_live_key";--> statement-breakpoint
ALTER TABLE "fms_invoice" ADD COLUMN "tax_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fms_invoice" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "fms_invoice" ADD COLUMN "file_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_agent_no_key" ON "fms_invoice" USING btree ("agent_id","invoice_no") WHERE kind = 'agent' and status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "fms_invoice_agent_idx" ON "fms_invoice" USING btree ("agent_id","issue_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_invoice_bill_bill_idx" ON "fms_invoice_bill" USING btree ("bill_id") WHERE live;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_no_key" ON "fms_invoice" USING btree ("invoice_no") WHERE kind = 'customer';--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_bill_live_key" ON "fms_invoice_bill" USING btree ("bill_kind","bill_id") WHERE live and bill_kind = 'statement';