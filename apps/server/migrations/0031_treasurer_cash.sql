CREATE TABLE "fms_account_balance" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fms_account_flow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"flow_time" timestamp with time zone NOT NULL,
	"related_id" uuid,
	"related_no" text,
	"object_code" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_bank_transfer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_no" text NOT NULL,
	"from_account_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"to_account_id" uuid NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"book_rate" numeric(18, 8) NOT NULL,
	"to_value" numeric(18, 2) NOT NULL,
	"exchange_gain_loss" numeric(18, 2) DEFAULT '0' NOT NULL,
	"transfer_time" timestamp with time zone NOT NULL,
	"remark" text,
	"cancel_time" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	CONSTRAINT "fms_bank_transfer_transferNo_unique" UNIQUE("transfer_no")
);
--> statement-breakpoint
ALTER TABLE "fms_cash_account" ADD COLUMN "opening_balance" numeric(18, 2) DEFAULT '0';--> statement-breakpoint
ALTER TABLE "fms_account_balance" ADD CONSTRAINT "fms_account_balance_account_id_fms_cash_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_account_flow" ADD CONSTRAINT "fms_account_flow_account_id_fms_cash_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_bank_transfer" ADD CONSTRAINT "fms_bank_transfer_from_account_id_fms_cash_account_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_bank_transfer" ADD CONSTRAINT "fms_bank_transfer_to_account_id_fms_cash_account_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_account_flow_account_idx" ON "fms_account_flow" USING btree ("account_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_account_flow_seq_idx" ON "fms_account_flow" USING btree ("seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_account_flow_account_time_idx" ON "fms_account_flow" USING btree ("account_id","flow_time");--> statement-breakpoint
CREATE INDEX "fms_account_flow_related_idx" ON "fms_account_flow" USING btree ("related_no");