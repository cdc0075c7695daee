CREATE TABLE "fms_surcharge_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"subject" varchar(50) NOT NULL,
	"formula" varchar(500),
	"min_value" numeric(18, 4),
	"max_value" numeric(18, 4),
	"fuel_included" boolean DEFAULT false NOT NULL,
	"custom_fuel_rate" numeric(18, 4),
	"third_party_settlement" boolean DEFAULT false NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "fms_price" ADD COLUMN "remark" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_surcharge_template_name_uq" ON "fms_surcharge_template" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "fms_surcharge_template_subject_idx" ON "fms_surcharge_template" USING btree ("subject");