ALTER TABLE "lms_waybill_fee" ALTER COLUMN "discount" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "original_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "fuel_surcharge_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "over_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "settlement_unit" text;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "supplement_reason" text;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "inner_remark" text;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "outer_remark" text;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "price_no" text;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "price_id" uuid;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD COLUMN "deleted_at" timestamp with time zone;