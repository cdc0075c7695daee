ALTER TABLE "pds_waybill_fee" ADD COLUMN "is_carry_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "write_off_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "write_off_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "exchange_loss" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "exchange_loss_rate" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "pds_waybill_fee" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "lms_print_task" ADD COLUMN "bill_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pds_waybill_fee_party_idx" ON "pds_waybill_fee" USING btree ("party_id");