CREATE TABLE "lms_delay_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "lms_detain_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detain_types" text[] DEFAULT '{}' NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_issue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"work_order_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" text,
	"close_remark" text
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_issue_follow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_return" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waybill_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"return_no" text,
	"reason" text NOT NULL,
	"return_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "lms_waybill_return_fee" (
	"return_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	CONSTRAINT "lms_waybill_return_fee_return_id_fee_id_pk" PRIMARY KEY("return_id","fee_id")
);
--> statement-breakpoint
ALTER TABLE "lms_delay_record" ADD CONSTRAINT "lms_delay_record_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_detain_record" ADD CONSTRAINT "lms_detain_record_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_issue" ADD CONSTRAINT "lms_waybill_issue_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_issue_follow" ADD CONSTRAINT "lms_waybill_issue_follow_issue_id_lms_waybill_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lms_waybill_issue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_return" ADD CONSTRAINT "lms_waybill_return_waybill_id_lms_waybill_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."lms_waybill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_return_fee" ADD CONSTRAINT "lms_waybill_return_fee_return_id_lms_waybill_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."lms_waybill_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_waybill_return_fee" ADD CONSTRAINT "lms_waybill_return_fee_fee_id_lms_waybill_fee_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."lms_waybill_fee"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_delay_record_waybill_idx" ON "lms_delay_record" USING btree ("waybill_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_detain_record_waybill_idx" ON "lms_detain_record" USING btree ("waybill_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_waybill_issue_waybill_idx" ON "lms_waybill_issue" USING btree ("waybill_id","status");--> statement-breakpoint
CREATE INDEX "lms_waybill_issue_created_idx" ON "lms_waybill_issue" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_waybill_issue_follow_issue_idx" ON "lms_waybill_issue_follow" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE INDEX "lms_waybill_return_kind_idx" ON "lms_waybill_return" USING btree ("kind","status","return_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lms_waybill_return_waybill_idx" ON "lms_waybill_return" USING btree ("waybill_id");