CREATE TABLE "lms_pick_up_task" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"address" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"planned_time" timestamp with time zone NOT NULL,
	"waybill_ids" uuid[] NOT NULL,
	"waybill_count" integer NOT NULL,
	"piece_count" integer NOT NULL,
	"estimated_weight" numeric(12, 3),
	"vehicle_id" uuid,
	"driver_name" text,
	"driver_phone" text,
	"remark" text,
	"cancel_reason" text,
	"assigned_at" timestamp with time zone,
	"picked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "lms_track_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"node_type" varchar(64) DEFAULT 'inTransit' NOT NULL,
	"description" varchar(500) NOT NULL,
	"location" varchar(100),
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lms_pick_up_task_no_uq" ON "lms_pick_up_task" USING btree ("task_no");--> statement-breakpoint
CREATE INDEX "lms_pick_up_task_customer_idx" ON "lms_pick_up_task" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "lms_pick_up_task_status_idx" ON "lms_pick_up_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lms_pick_up_task_waybills_idx" ON "lms_pick_up_task" USING gin ("waybill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_track_template_name_uq" ON "lms_track_template" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "lms_track_template_node_type_idx" ON "lms_track_template" USING btree ("node_type");--> statement-breakpoint
CREATE INDEX "lms_track_template_description_idx" ON "lms_track_template" USING btree ("description");--> statement-breakpoint
CREATE INDEX "lms_track_template_location_idx" ON "lms_track_template" USING btree ("location");