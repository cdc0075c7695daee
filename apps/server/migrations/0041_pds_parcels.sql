CREATE TABLE "pds_end_ship_manifest" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"label_api_id" uuid NOT NULL,
	"manifest_date" date NOT NULL,
	"manifest_no" text,
	"parcel_ids" uuid[] NOT NULL,
	"parcel_count" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pds_label_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"api_id" uuid,
	"locked_until" timestamp with time zone,
	"calls" integer DEFAULT 0 NOT NULL,
	"track_no" text,
	"sub_track_nos" text[] DEFAULT '{}' NOT NULL,
	"carrier_shipment_id" text,
	"label_format" text,
	"label" "bytea",
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pds_waybill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"waybill_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_no" text,
	"status" text NOT NULL,
	"product_id" uuid NOT NULL,
	"channel_id" uuid,
	"label_api_id" uuid,
	"label_format" text DEFAULT 'pdf' NOT NULL,
	"track_no" text,
	"sub_track_nos" text[] DEFAULT '{}' NOT NULL,
	"history_track_nos" text[] DEFAULT '{}' NOT NULL,
	"carrier_shipment_id" text,
	"label_error" text,
	"label_attempts" integer DEFAULT 0 NOT NULL,
	"label_description" text,
	"fba_shipment_id" text,
	"destination" text NOT NULL,
	"piece_count" integer NOT NULL,
	"actual_weight" numeric(12, 3),
	"charge_weight" numeric(12, 3),
	"declare_currency" text NOT NULL,
	"declare_value" numeric(14, 2),
	"order_remark" text,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"end_ship_manifest_id" uuid,
	"end_ship_manifest_code" text,
	"end_ship_manifest_confirm_time" timestamp with time zone,
	"order_time" timestamp with time zone NOT NULL,
	"label_time" timestamp with time zone,
	"ship_confirm_time" timestamp with time zone,
	"pick_up_time" timestamp with time zone,
	"deliver_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"track_task_notify_time" timestamp with time zone,
	"track_task_complete_time" timestamp with time zone,
	"track_task_notify_err_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pds_waybill_commodity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT 'PCS' NOT NULL,
	"unit_price" numeric(14, 3) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"goods_descs" text[] DEFAULT '{}' NOT NULL,
	"sku" text,
	"hs_code" text,
	"unit_net_weight" numeric(12, 3),
	"origin" text DEFAULT 'CN' NOT NULL,
	"brand" text,
	"model" text,
	"material_en" text,
	"purpose_en" text
);
--> statement-breakpoint
CREATE TABLE "pds_waybill_fee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"kind" text DEFAULT 'customer' NOT NULL,
	"party_id" uuid,
	"subject_name" text NOT NULL,
	"original_value" numeric(14, 2),
	"value" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"conversion_value" numeric(14, 2) NOT NULL,
	"formula" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_check" boolean DEFAULT false NOT NULL,
	"price_id" uuid,
	"belong_time" timestamp with time zone,
	"cal_error_msg" text,
	"bill_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pds_waybill_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"type" text NOT NULL,
	"remark" text,
	"operate_from" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pds_waybill_piece" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sub_no" text NOT NULL,
	"track_no" text,
	"box_no" text,
	"receive_actual_weight" numeric(12, 3) NOT NULL,
	"receive_length" numeric(12, 3),
	"receive_width" numeric(12, 3),
	"receive_height" numeric(12, 3),
	"receive_volume_weight" numeric(12, 3),
	"receivable_charge_weight" numeric(12, 3)
);
--> statement-breakpoint
CREATE TABLE "pds_waybill_track" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"message_key" text,
	"message_params" jsonb,
	"description" text,
	"location" text,
	"status" text,
	"source" text NOT NULL,
	"carrier_code" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basic_product" ADD COLUMN "sys_code" varchar(64) DEFAULT 'LMS';--> statement-breakpoint
ALTER TABLE "pds_label_attempt" ADD CONSTRAINT "pds_label_attempt_waybill_id_pds_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."pds_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_waybill_commodity" ADD CONSTRAINT "pds_waybill_commodity_waybill_id_pds_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."pds_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD CONSTRAINT "pds_waybill_fee_waybill_id_pds_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."pds_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_waybill_file" ADD CONSTRAINT "pds_waybill_file_waybill_id_pds_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."pds_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_waybill_piece" ADD CONSTRAINT "pds_waybill_piece_waybill_id_pds_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."pds_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_waybill_track" ADD CONSTRAINT "pds_waybill_track_waybill_id_pds_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."pds_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pds_end_ship_manifest_code_uq" ON "pds_end_ship_manifest" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pds_end_ship_manifest_created_idx" ON "pds_end_ship_manifest" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pds_end_ship_manifest_parcels_idx" ON "pds_end_ship_manifest" USING gin ("parcel_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "pds_label_attempt_key_uq" ON "pds_label_attempt" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "pds_label_attempt_waybill_idx" ON "pds_label_attempt" USING btree ("waybill_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "pds_waybill_no_uq" ON "pds_waybill" USING btree ("waybill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pds_waybill_customer_no_uq" ON "pds_waybill" USING btree ("customer_id","customer_no");--> statement-breakpoint
CREATE INDEX "pds_waybill_customer_order_time_idx" ON "pds_waybill" USING btree ("customer_id","order_time");--> statement-breakpoint
CREATE INDEX "pds_waybill_status_idx" ON "pds_waybill" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pds_waybill_track_no_idx" ON "pds_waybill" USING btree ("track_no");--> statement-breakpoint
CREATE INDEX "pds_waybill_order_time_idx" ON "pds_waybill" USING btree ("order_time");--> statement-breakpoint
CREATE INDEX "pds_waybill_manifest_idx" ON "pds_waybill" USING btree ("end_ship_manifest_id") WHERE "pds_waybill"."end_ship_manifest_id" is not null;--> statement-breakpoint
CREATE INDEX "pds_waybill_commodity_waybill_idx" ON "pds_waybill_commodity" USING btree ("waybill_id","seq");--> statement-breakpoint
CREATE INDEX "pds_waybill_fee_waybill_idx" ON "pds_waybill_fee" USING btree ("waybill_id","kind");--> statement-breakpoint
CREATE INDEX "pds_waybill_fee_kind_status_idx" ON "pds_waybill_fee" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "pds_waybill_file_waybill_idx" ON "pds_waybill_file" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "pds_waybill_piece_waybill_idx" ON "pds_waybill_piece" USING btree ("waybill_id","seq");--> statement-breakpoint
CREATE INDEX "pds_waybill_track_waybill_idx" ON "pds_waybill_track" USING btree ("waybill_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "pds_waybill_track_event_uq" ON "pds_waybill_track" USING btree ("waybill_id","time","carrier_code") WHERE "pds_waybill_track"."source" = 'api';--> statement-breakpoint
CREATE INDEX "basic_product_sys_code_idx" ON "basic_product" USING btree ("sys_code");