CREATE TABLE "basic_executor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"triggers" varchar(64)[] DEFAULT '{}' NOT NULL,
	"actions" jsonb NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "basic_executor_name_uq" ON "basic_executor" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_executor_triggers_idx" ON "basic_executor" USING gin ("triggers");