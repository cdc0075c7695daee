CREATE TABLE "lms_waybill_fee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"party_id" uuid,
	"subject_name" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"formula" text,
	"currency" text NOT NULL,
	"exchange_rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"conversion_value" numeric(14, 2) NOT NULL,
	"discount" numeric(8, 4),
	"sys_value" numeric(14, 2),
	"is_manual" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_check" boolean DEFAULT false NOT NULL,
	"supplement_count" integer DEFAULT 0 NOT NULL,
	"fuel_surcharge_rate" numeric(8, 4),
	"belong_time" timestamp with time zone,
	"cal_error_msg" text,
	"bill_no" text,
	"is_carry_over" boolean DEFAULT false NOT NULL,
	"write_off_value" numeric(14, 2),
	"write_off_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
ALTER TABLE "lms_waybill_fee" ADD CONSTRAINT "lms_waybill_fee_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_waybill_fee_waybill_idx" ON "lms_waybill_fee" USING btree ("waybill_id","kind");