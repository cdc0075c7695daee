CREATE TABLE "lms_waybill_label" (
	"waybill_id" uuid PRIMARY KEY NOT NULL,
	"label_api_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"lease_until" timestamp with time zone,
	"track_no" text,
	"sub_track_nos" text[] DEFAULT '{}' NOT NULL,
	"carrier_shipment_id" text,
	"label_file_id" uuid,
	"error_code" text,
	"error_text" text,
	"error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lms_tracker" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_api_id" text NOT NULL,
	"track_no" text NOT NULL,
	"next_pull_at" timestamp with time zone NOT NULL,
	"last_pull_at" timestamp with time zone,
	"last_event_time" timestamp with time zone,
	"last_status" text,
	"complete_at" timestamp with time zone,
	"error" text,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lms_tracker_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracker_id" uuid NOT NULL,
	"key" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"carrier_code" text
);
--> statement-breakpoint
CREATE TABLE "lms_tracker_waybill" (
	"waybill_id" uuid PRIMARY KEY NOT NULL,
	"tracker_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basic_channel" ADD COLUMN "label_api_id" uuid;--> statement-breakpoint
ALTER TABLE "basic_channel" ADD COLUMN "track_api_id" uuid;--> statement-breakpoint
ALTER TABLE "basic_channel" ADD COLUMN "customer_label_mode" varchar(64) DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "lms_waybill_label" ADD CONSTRAINT "lms_waybill_label_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_tracker_event" ADD CONSTRAINT "lms_tracker_event_tracker_id_lms_tracker_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."lms_tracker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_tracker_waybill" ADD CONSTRAINT "lms_tracker_waybill_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_tracker_waybill" ADD CONSTRAINT "lms_tracker_waybill_tracker_id_lms_tracker_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."lms_tracker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lms_tracker_api_no_uq" ON "lms_tracker" USING btree ("track_api_id","track_no");--> statement-breakpoint
CREATE INDEX "lms_tracker_due_idx" ON "lms_tracker" USING btree ("next_pull_at") WHERE "lms_tracker"."complete_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lms_tracker_event_key_uq" ON "lms_tracker_event" USING btree ("tracker_id","key");--> statement-breakpoint
CREATE INDEX "lms_tracker_waybill_tracker_idx" ON "lms_tracker_waybill" USING btree ("tracker_id");--> statement-breakpoint
CREATE INDEX "basic_channel_label_api_id_idx" ON "basic_channel" USING btree ("label_api_id");--> statement-breakpoint
CREATE INDEX "basic_channel_track_api_id_idx" ON "basic_channel" USING btree ("track_api_id");