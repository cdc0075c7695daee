CREATE TABLE "lms_delay_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "lms_detain_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detain_types" text[] DEFAULT '{}' NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_issue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"work_order_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" text,
	"close_remark" text
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_issue_follow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_return" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"return_no" text,
	"reason" text NOT NULL,
	"return_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_return_fee" (
	"return_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	CONSTRAINT "lms_waybill_return_fee_return_id_fee_id_pk" PRIMARY KEY("return_id","fee_id")
);
--> statement-breakpoint
CREATE TABLE "oa_announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"permission_type" text NOT NULL,
	"job_position_ids" uuid[] DEFAULT '{}' NOT NULL,
	"department_ids" uuid[] DEFAULT '{}' NOT NULL,
	"customer_ids" uuid[] DEFAULT '{}' NOT NULL,
	"is_roll" boolean DEFAULT false NOT NULL,
	"must_read" boolean DEFAULT false NOT NULL,
	"countdown_seconds" integer DEFAULT 0 NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"send_time" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oa_announcement_config" (
	"id" uuid PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'top' NOT NULL,
	"bot_address" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'wecom' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oa_announcement_read" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oa_announcement_read_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_notify_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"key" text NOT NULL,
	"message_id" uuid,
	"to" text,
	"text" text NOT NULL,
	"provider" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_notify_subscription" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wecom_url" text,
	"dingtalk_url" text,
	"sms_mobile" text,
	"wechat_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_todo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"link" text,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"due_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_work_order_auto_open" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"waybill_id" uuid NOT NULL,
	"status" text NOT NULL,
	"work_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_work_order_sla_notice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"target" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_work_order_sla_target" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"second_type" text NOT NULL,
	"urgency_level" smallint NOT NULL,
	"first_response_hours" numeric(8, 2),
	"resolution_hours" numeric(8, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
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
ALTER TABLE "user_message" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "titles" jsonb;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "contents" jsonb;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "lms_delay_record" ADD CONSTRAINT "lms_delay_record_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_detain_record" ADD CONSTRAINT "lms_detain_record_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_issue" ADD CONSTRAINT "lms_waybill_issue_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_issue_follow" ADD CONSTRAINT "lms_waybill_issue_follow_issue_id_lms_waybill_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lms_waybill_issue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_return" ADD CONSTRAINT "lms_waybill_return_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_return_fee" ADD CONSTRAINT "lms_waybill_return_fee_return_id_lms_waybill_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."lms_waybill_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_return_fee" ADD CONSTRAINT "lms_waybill_return_fee_fee_id_lms_waybill_fee_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."lms_waybill_fee"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_announcement" ADD CONSTRAINT "oa_announcement_sender_id_app_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_announcement_read" ADD CONSTRAINT "oa_announcement_read_announcement_id_oa_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."oa_announcement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_announcement_read" ADD CONSTRAINT "oa_announcement_read_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_notify_subscription" ADD CONSTRAINT "platform_notify_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_todo" ADD CONSTRAINT "platform_todo_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_work_order_reply" ADD CONSTRAINT "platform_work_order_reply_work_order_id_platform_work_order_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."platform_work_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_delay_record_waybill_idx" ON "lms_delay_record" USING btree ("waybill_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_detain_record_waybill_idx" ON "lms_detain_record" USING btree ("waybill_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_waybill_issue_waybill_idx" ON "lms_waybill_issue" USING btree ("waybill_id","status");--> statement-breakpoint
CREATE INDEX "lms_waybill_issue_created_idx" ON "lms_waybill_issue" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_waybill_issue_follow_issue_idx" ON "lms_waybill_issue_follow" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE INDEX "lms_waybill_return_kind_idx" ON "lms_waybill_return" USING btree ("kind","status","return_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_waybill_return_waybill_idx" ON "lms_waybill_return" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "oa_announcement_send_time_idx" ON "oa_announcement" USING btree ("send_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oa_announcement_read_user_idx" ON "oa_announcement_read" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_notify_delivery_key" ON "platform_notify_delivery" USING btree ("channel","key");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_todo_open_key" ON "platform_todo" USING btree ("user_id","kind","ref_type","ref_id") WHERE "platform_todo"."done_at" is null;--> statement-breakpoint
CREATE INDEX "platform_todo_ref_idx" ON "platform_todo" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_auto_open_key" ON "platform_work_order_auto_open" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_sla_notice_key" ON "platform_work_order_sla_notice" USING btree ("work_order_id","target","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_sla_target_key" ON "platform_work_order_sla_target" USING btree ("second_type","urgency_level");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_code_key" ON "platform_work_order" USING btree ("code");--> statement-breakpoint
CREATE INDEX "platform_work_order_customer_idx" ON "platform_work_order" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_work_order_assignee_idx" ON "platform_work_order" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "platform_work_order_bill_idx" ON "platform_work_order" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "platform_work_order_created_idx" ON "platform_work_order" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_work_order_reply_order_idx" ON "platform_work_order_reply" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_type_code_key" ON "platform_work_order_type" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "user_message_user_created_idx" ON "user_message" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_message_event_key" ON "user_message" USING btree ("user_id","kind","event_key");