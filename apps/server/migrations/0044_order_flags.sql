ALTER TABLE "customer" ADD COLUMN "shipping_cut_off_time" text;--> statement-breakpoint
ALTER TABLE "lms_waybill" ADD COLUMN "ship_date" date;