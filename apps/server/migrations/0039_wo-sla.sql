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
CREATE UNIQUE INDEX "platform_work_order_auto_open_key" ON "platform_work_order_auto_open" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_sla_notice_key" ON "platform_work_order_sla_notice" USING btree ("work_order_id","target","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_work_order_sla_target_key" ON "platform_work_order_sla_target" USING btree ("second_type","urgency_level");