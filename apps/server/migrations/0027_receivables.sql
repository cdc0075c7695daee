CREATE TABLE "fms_balance_flow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
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
CREATE TABLE "fms_customer_balance" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fms_bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
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
CREATE TABLE "fms_bill_fee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"written_off" numeric(18, 2) DEFAULT '0' NOT NULL,
	"belong_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fms_charge_bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_no" text NOT NULL,
	"customer_id" uuid,
	"value" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"settled_value" numeric(18, 2),
	"settlement_currency" text,
	"rate" numeric(14, 6),
	"local_value" numeric(18, 2),
	"written_off" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refunded" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pay_time" timestamp with time zone,
	"own_account_id" uuid,
	"certificate_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"reject_reason" text,
	"by_customer" boolean DEFAULT false NOT NULL,
	"confirm_time" timestamp with time zone,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_charge_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"cancel_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_lock_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" varchar(7) NOT NULL,
	"locked" boolean NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_locked_month" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"locked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "fms_customer_point" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fms_point_flow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"points" integer NOT NULL,
	"balance" integer NOT NULL,
	"amount" numeric(18, 2),
	"related_id" uuid,
	"related_no" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_write_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_gain_loss" numeric(18, 2) DEFAULT '0' NOT NULL,
	"write_off_time" timestamp with time zone NOT NULL,
	"cancel_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_write_off_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"write_off_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"bill_fee_id" uuid NOT NULL,
	"value" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_request_key" (
	"action" varchar(64) NOT NULL,
	"key" varchar(64) NOT NULL,
	"user_id" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_request_key_action_user_id_key_pk" PRIMARY KEY("action","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "settlement_currency" text DEFAULT 'RMB' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "credit_control" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "auto_write_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fms_bill_fee" ADD CONSTRAINT "fms_bill_fee_bill_id_fms_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."fms_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_charge_refund" ADD CONSTRAINT "fms_charge_refund_charge_id_fms_charge_bill_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."fms_charge_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_write_off_item" ADD CONSTRAINT "fms_write_off_item_write_off_id_fms_write_off_id_fk" FOREIGN KEY ("write_off_id") REFERENCES "public"."fms_write_off"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_write_off_item" ADD CONSTRAINT "fms_write_off_item_charge_id_fms_charge_bill_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."fms_charge_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_write_off_item" ADD CONSTRAINT "fms_write_off_item_bill_id_fms_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."fms_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_write_off_item" ADD CONSTRAINT "fms_write_off_item_bill_fee_id_fms_bill_fee_id_fk" FOREIGN KEY ("bill_fee_id") REFERENCES "public"."fms_bill_fee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_balance_flow_customer_idx" ON "fms_balance_flow" USING btree ("customer_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_balance_flow_seq_idx" ON "fms_balance_flow" USING btree ("seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_balance_flow_related_idx" ON "fms_balance_flow" USING btree ("related_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_bill_no_key" ON "fms_bill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "fms_bill_customer_idx" ON "fms_bill" USING btree ("customer_id","bill_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_bill_open_idx" ON "fms_bill" USING btree ("customer_id","status") WHERE cancel_time IS NULL;--> statement-breakpoint
CREATE INDEX "fms_bill_fee_bill_idx" ON "fms_bill_fee" USING btree ("bill_id","belong_time","id");--> statement-breakpoint
CREATE INDEX "fms_bill_fee_fee_idx" ON "fms_bill_fee" USING btree ("fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_charge_bill_no_key" ON "fms_charge_bill" USING btree ("charge_no");--> statement-breakpoint
CREATE INDEX "fms_charge_bill_customer_idx" ON "fms_charge_bill" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_charge_refund_charge_idx" ON "fms_charge_refund" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "fms_lock_record_month_idx" ON "fms_lock_record" USING btree ("month","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_point_flow_customer_idx" ON "fms_point_flow" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fms_write_off_code_key" ON "fms_write_off" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fms_write_off_customer_idx" ON "fms_write_off" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "fms_write_off_item_wo_idx" ON "fms_write_off_item" USING btree ("write_off_id");--> statement-breakpoint
CREATE INDEX "fms_write_off_item_bill_idx" ON "fms_write_off_item" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "fms_write_off_item_charge_idx" ON "fms_write_off_item" USING btree ("charge_id");--> statement-breakpoint
-- Issue 15: the customer portal's finance routes come back with their screens (0023 took them away).
INSERT INTO "role_permission" ("role_id", "permission")
SELECT "id", p FROM "role", unnest(ARRAY['fms/bill/customer', 'fms/payRecord', 'fms/balance', 'fms/balanceFlow']) AS p
WHERE "code" = 'customerDefault'
ON CONFLICT DO NOTHING;
