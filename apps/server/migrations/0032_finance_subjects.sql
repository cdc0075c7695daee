CREATE TABLE "fms_subject" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(64) DEFAULT 'operating' NOT NULL,
	"direction" varchar(64) DEFAULT 'expense' NOT NULL,
	"first_category" varchar(50) NOT NULL,
	"second_category" varchar(50),
	"limited_agent_types" varchar(64)[] DEFAULT '{}' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fms_subject_code_uq" ON "fms_subject" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "fms_subject_name_idx" ON "fms_subject" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fms_subject_kind_idx" ON "fms_subject" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "fms_subject_direction_idx" ON "fms_subject" USING btree ("direction");--> statement-breakpoint
CREATE INDEX "fms_subject_first_category_idx" ON "fms_subject" USING btree ("first_category");--> statement-breakpoint
CREATE INDEX "fms_subject_is_system_idx" ON "fms_subject" USING btree ("is_system");--> statement-breakpoint
CREATE INDEX "fms_subject_enabled_idx" ON "fms_subject" USING btree ("enabled");