CREATE TABLE "basic_channel_route" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"route_mode" varchar(64) DEFAULT 'auto' NOT NULL,
	"channel_ids" uuid[] DEFAULT '{}' NOT NULL,
	"conflict_rule" varchar(64) DEFAULT 'first' NOT NULL,
	"deviation_mode" varchar(64) DEFAULT 'sum',
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_channel_route_turn" (
	"rule_id" uuid PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_executor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"triggers" varchar(64)[] DEFAULT '{}' NOT NULL,
	"actions" jsonb NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_interceptor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"points" varchar(64)[] DEFAULT '{}' NOT NULL,
	"intercept_type" varchar(64) DEFAULT 'tip' NOT NULL,
	"tip" varchar(200) NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_channel_limit_take" (
	"waybill_id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"mode" text NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "basic_channel_limit_usage" (
	"channel_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"used" numeric(18, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basic_channel_limit_usage_channel_id_period_key_pk" PRIMARY KEY("channel_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "basic_no_deal_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"days" integer DEFAULT 30 NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_sorting_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"sort_type" varchar(64) DEFAULT 'product' NOT NULL,
	"sort_code" varchar(20) NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_webhook_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"hook_id" uuid,
	"customer_id" uuid,
	"event" varchar(64) NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"request_headers" jsonb NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_webhook_secret" (
	"hook_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_webhook" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(64) NOT NULL,
	"url" varchar(500) NOT NULL,
	"events" varchar(64)[] DEFAULT '{}' NOT NULL,
	"headers" jsonb,
	"consecutive_failures" integer DEFAULT 0,
	"disabled_reason" varchar(500),
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "shipping_cut_off_time" text;--> statement-breakpoint
ALTER TABLE "lms_waybill" ADD COLUMN "route_failure" text;--> statement-breakpoint
ALTER TABLE "lms_waybill" ADD COLUMN "manual_router_id" uuid;--> statement-breakpoint
ALTER TABLE "lms_waybill" ADD COLUMN "ship_date" date;--> statement-breakpoint
ALTER TABLE "basic_channel_route_turn" ADD CONSTRAINT "basic_channel_route_turn_rule_id_basic_channel_route_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."basic_channel_route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basic_channel_route_name_uq" ON "basic_channel_route" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_channel_route_route_mode_idx" ON "basic_channel_route" USING btree ("route_mode");--> statement-breakpoint
CREATE INDEX "basic_channel_route_channel_ids_idx" ON "basic_channel_route" USING gin ("channel_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_executor_name_uq" ON "basic_executor" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_executor_triggers_idx" ON "basic_executor" USING gin ("triggers");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_interceptor_name_uq" ON "basic_interceptor" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_interceptor_points_idx" ON "basic_interceptor" USING gin ("points");--> statement-breakpoint
CREATE INDEX "basic_interceptor_intercept_type_idx" ON "basic_interceptor" USING btree ("intercept_type");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_no_deal_rule_name_uq" ON "basic_no_deal_rule" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_sorting_rule_name_uq" ON "basic_sorting_rule" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_sorting_rule_sort_type_idx" ON "basic_sorting_rule" USING btree ("sort_type");--> statement-breakpoint
CREATE INDEX "basic_sorting_rule_sort_code_idx" ON "basic_sorting_rule" USING btree ("sort_code");--> statement-breakpoint
CREATE INDEX "basic_webhook_delivery_hook_idx" ON "basic_webhook_delivery" USING btree ("hook_id","created_at");--> statement-breakpoint
CREATE INDEX "basic_webhook_delivery_delivery_idx" ON "basic_webhook_delivery" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "basic_webhook_delivery_customer_idx" ON "basic_webhook_delivery" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "basic_webhook_name_idx" ON "basic_webhook" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_webhook_customer_id_idx" ON "basic_webhook" USING btree ("customer_id");