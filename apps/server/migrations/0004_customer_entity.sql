ALTER TABLE "customer" DROP CONSTRAINT "customer_code_unique";--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "open_date" date;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "social_credit_code" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "settlement_mode" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "customer_key_hash" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "detain_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "auto_arrears_detain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "make_document_limit" integer;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "credit_line" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "initial_balance" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "warn_tips" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "charge_bill_auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "latest_shipping_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "invoice_titles" jsonb;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "pick_up_addresses" jsonb;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_code_uq" ON "customer" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "customer_name_idx" ON "customer" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customer_enable_sys_codes_idx" ON "customer" USING gin ("enable_sys_codes");