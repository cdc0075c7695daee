CREATE TABLE "fms_discount" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(100) NOT NULL,
	"mode" varchar(64) NOT NULL,
	"value" numeric(18, 4),
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"customer_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "fms_negotiate_price" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"waybill_no" varchar(50) NOT NULL,
	"subject" varchar(50) DEFAULT 'freight',
	"value" numeric(18, 2) NOT NULL,
	"currency" varchar(64) DEFAULT 'RMB' NOT NULL,
	"reason" varchar(200) NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fms_discount_name_uq" ON "fms_discount" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "fms_discount_mode_idx" ON "fms_discount" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "fms_discount_customer_ids_idx" ON "fms_discount" USING gin ("customer_ids");--> statement-breakpoint
CREATE INDEX "fms_discount_product_ids_idx" ON "fms_discount" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "fms_discount_effective_from_idx" ON "fms_discount" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "fms_discount_effective_to_idx" ON "fms_discount" USING btree ("effective_to");--> statement-breakpoint
CREATE INDEX "fms_discount_remark_idx" ON "fms_discount" USING btree ("remark");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_negotiate_price_waybill_no_subject_uq" ON "fms_negotiate_price" USING btree (lower("waybill_no"),lower("subject"));