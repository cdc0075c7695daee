CREATE TABLE "platform_work_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_pending" boolean DEFAULT false NOT NULL,
	"main_type" smallint NOT NULL,
	"second_type" text,
	"business_sys_code" text DEFAULT 'lms' NOT NULL,
	"bill_type" text,
	"bill_id" uuid,
	"bill_no" text,
	"customer_waybill_no" text,
	"urgency_level" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"customer_id" uuid,
	"assignee_id" uuid,
	"assigned_at" timestamp with time zone,
	"notify_user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"attachment_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_reply" text,
	"last_reply_at" timestamp with time zone,
	"last_reply_by" uuid,
	"last_reply_is_staff" boolean,
	"customer_unread" boolean DEFAULT false NOT NULL,
	"first_follow_time" timestamp with time zone,
	"last_follow_time" timestamp with time zone,
	"close_time" timestamp with time zone,
	"close_by" uuid,
	"close_user_name" text,
	"follow_cost" bigint,
	"solve_cost" bigint,
	"evaluation" smallint,
	"evaluation_time" timestamp with time zone,
	"evaluation_remark" text,
	"is_detain" boolean DEFAULT false NOT NULL,
	"indemnity_amount" numeric(18, 2),
	"indemnity_currency" text,
	"responsible_party" text,
	"responsible_agent_id" uuid,
	"triggers_detain" boolean DEFAULT false NOT NULL,
	"first_response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"pending_since" timestamp with time zone,
	"paused_ms" bigint DEFAULT 0 NOT NULL,
	"is_overdue" boolean DEFAULT false NOT NULL,
	"claim_fee_id" uuid,
	"recovery_fee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_work_order_assign_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort" integer NOT NULL,
	"main_type" smallint,
	"second_type" text,
	"urgency_level" smallint,
	"mode" text NOT NULL,
	"user_id" uuid,
	"team_user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"turn" integer DEFAULT -1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "platform_work_order_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"is_staff" boolean NOT NULL,
	"reply" text NOT NULL,
	"attachment_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_work_order_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"main_type" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
ALTER TABLE "platform_work_order_reply" ADD CONSTRAINT "platform_work_order_reply_work_order_id_platform_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."platform_work_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_code_key" ON "platform_work_order" USING btree ("code");--> statement-breakpoint
CREATE INDEX "platform_work_order_customer_idx" ON "platform_work_order" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_work_order_assignee_idx" ON "platform_work_order" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "platform_work_order_bill_idx" ON "platform_work_order" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "platform_work_order_created_idx" ON "platform_work_order" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_work_order_reply_order_idx" ON "platform_work_order_reply" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_type_code_key" ON "platform_work_order_type" USING btree (lower("code"));