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
ALTER TABLE "fms_agent_bill_fee" ADD CONSTRAINT "fms_agent_bill_fee_bill_id_fms_agent_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."fms_agent_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_agent_balance_flow_agent_idx" ON "fms_agent_balance_flow" USING btree ("agent_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_agent_balance_flow_agent_time_idx" ON "fms_agent_balance_flow" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_agent_bill_no_key" ON "fms_agent_bill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "fms_agent_bill_agent_idx" ON "fms_agent_bill" USING btree ("agent_id","bill_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_agent_bill_open_idx" ON "fms_agent_bill" USING btree ("agent_id","status") WHERE cancel_time IS NULL;--> statement-breakpoint
CREATE INDEX "fms_agent_bill_fee_bill_idx" ON "fms_agent_bill_fee" USING btree ("bill_id","belong_time","id");--> statement-breakpoint
CREATE INDEX "fms_agent_bill_fee_fee_idx" ON "fms_agent_bill_fee" USING btree ("fee_id");