CREATE TABLE "fms_agent_balance" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fms_agent_balance_flow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"agent_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"related_id" uuid,
	"related_no" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_agent_bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_no" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"bill_time" timestamp with time zone NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"fee_count" integer NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"total_local" numeric(18, 2) NOT NULL,
	"written_off" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"cancel_time" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_agent_bill_fee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"written_off" numeric(18, 2) DEFAULT '0' NOT NULL,
	"belong_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fms_agent_reconcile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"from_time" timestamp with time zone,
	"to_time" timestamp with time zone,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_agent_reconcile_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reconcile_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"waybill_id" uuid,
	"waybill_no" text,
	"number" text NOT NULL,
	"currency" text,
	"ours" numeric(18, 2),
	"theirs" numeric(18, 2),
	"difference" numeric(18, 2),
	"rows" integer[] DEFAULT '{}' NOT NULL,
	"fee_names" text[] DEFAULT '{}' NOT NULL,
	"message_key" text,
	"message_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_fee_id" uuid,
	"accept_reason" text,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"accepted_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_agent_statement_mapping" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "fms_agent_bill_fee" ADD CONSTRAINT "fms_agent_bill_fee_bill_id_fms_agent_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."fms_agent_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_reconcile" ADD CONSTRAINT "fms_agent_reconcile_agent_id_basic_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_reconcile_line" ADD CONSTRAINT "fms_agent_reconcile_line_reconcile_id_fms_agent_reconcile_id_fk" FOREIGN KEY ("reconcile_id") REFERENCES "public"."fms_agent_reconcile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_reconcile_line" ADD CONSTRAINT "fms_agent_reconcile_line_accepted_fee_id_lms_waybill_fee_id_fk" FOREIGN KEY ("accepted_fee_id") REFERENCES "public"."lms_waybill_fee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_statement_mapping" ADD CONSTRAINT "fms_agent_statement_mapping_agent_id_basic_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_invoice_bill" ADD CONSTRAINT "fms_invoice_bill_invoice_id_fms_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fms_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_agent_balance_flow_agent_idx" ON "fms_agent_balance_flow" USING btree ("agent_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_agent_balance_flow_agent_time_idx" ON "fms_agent_balance_flow" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_agent_bill_no_key" ON "fms_agent_bill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "fms_agent_bill_agent_idx" ON "fms_agent_bill" USING btree ("agent_id","bill_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_agent_bill_open_idx" ON "fms_agent_bill" USING btree ("agent_id","status") WHERE cancel_time IS NULL;--> statement-breakpoint
CREATE INDEX "fms_agent_bill_fee_bill_idx" ON "fms_agent_bill_fee" USING btree ("bill_id","belong_time","id");--> statement-breakpoint
CREATE INDEX "fms_agent_bill_fee_fee_idx" ON "fms_agent_bill_fee" USING btree ("fee_id");--> statement-breakpoint
CREATE INDEX "fms_agent_reconcile_agent_idx" ON "fms_agent_reconcile" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "fms_agent_reconcile_line_idx" ON "fms_agent_reconcile_line" USING btree ("reconcile_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_agent_reconcile_line_fee_uq" ON "fms_agent_reconcile_line" USING btree ("accepted_fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_agent_statement_mapping_agent_uq" ON "fms_agent_statement_mapping" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_no_key" ON "fms_invoice" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "fms_invoice_customer_idx" ON "fms_invoice" USING btree ("customer_id","issue_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_invoice_bill_invoice_idx" ON "fms_invoice_bill" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_invoice_bill_live_key" ON "fms_invoice_bill" USING btree ("bill_kind","bill_id") WHERE live;