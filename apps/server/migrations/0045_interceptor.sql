CREATE TABLE "basic_interceptor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"points" varchar(64)[] DEFAULT '{}' NOT NULL,
	"intercept_type" varchar(64) DEFAULT 'tip' NOT NULL,
	"tip" varchar(200) NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "basic_interceptor_name_uq" ON "basic_interceptor" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_interceptor_points_idx" ON "basic_interceptor" USING gin ("points");--> statement-breakpoint
CREATE INDEX "basic_interceptor_intercept_type_idx" ON "basic_interceptor" USING btree ("intercept_type");