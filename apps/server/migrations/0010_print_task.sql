CREATE TABLE "lms_print_task" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"waybill_ids" uuid[] NOT NULL,
	"waybill_nos" text[] NOT NULL,
	"status" text NOT NULL,
	"result_message" text,
	"file_id" uuid,
	"file_name" text,
	"progress_id" uuid,
	"customer_id" uuid,
	"printed_by" uuid NOT NULL,
	"printed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lms_print_task_created_idx" ON "lms_print_task" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lms_print_task_customer_idx" ON "lms_print_task" USING btree ("customer_id","created_at");