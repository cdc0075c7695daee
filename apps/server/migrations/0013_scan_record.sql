CREATE TABLE "lms_scan_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"no" text NOT NULL,
	"waybill_id" uuid,
	"waybill_no" text,
	"result" text NOT NULL,
	"message_key" text NOT NULL,
	"message_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warehouse_id" uuid,
	"weigh_mode" smallint,
	"piece_count" integer,
	"actual_weight" numeric(12, 3),
	"volume_weight" numeric(12, 3),
	"charge_weight" numeric(12, 3),
	"package_no" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lms_scan_record" ADD CONSTRAINT "lms_scan_record_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_scan_record_created_at_idx" ON "lms_scan_record" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lms_scan_record_user_idx" ON "lms_scan_record" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "lms_scan_record_no_idx" ON "lms_scan_record" USING btree ("no");--> statement-breakpoint
CREATE INDEX "lms_scan_record_waybill_no_idx" ON "lms_scan_record" USING btree ("waybill_no");--> statement-breakpoint
CREATE INDEX "lms_scan_record_waybill_idx" ON "lms_scan_record" USING btree ("waybill_id");