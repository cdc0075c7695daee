CREATE TABLE "basic_no_deal_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"days" integer DEFAULT 30 NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_sorting_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"sort_type" varchar(64) DEFAULT 'product' NOT NULL,
	"sort_code" varchar(20) NOT NULL,
	"continue_after_match" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"condition" jsonb NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "basic_no_deal_rule_name_uq" ON "basic_no_deal_rule" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_sorting_rule_name_uq" ON "basic_sorting_rule" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_sorting_rule_sort_type_idx" ON "basic_sorting_rule" USING btree ("sort_type");--> statement-breakpoint
CREATE INDEX "basic_sorting_rule_sort_code_idx" ON "basic_sorting_rule" USING btree ("sort_code");