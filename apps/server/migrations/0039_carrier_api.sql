CREATE TABLE "carrier_api_secret" (
	"api_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_customs_declare_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"code" varchar(30) NOT NULL,
	"api_type" varchar(30) NOT NULL,
	"credentials" jsonb,
	"endpoint" varchar(300),
	"test_mode" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 30000 NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_label_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"code" varchar(30) NOT NULL,
	"api_type" varchar(30) NOT NULL,
	"credentials" jsonb,
	"endpoint" varchar(300),
	"test_mode" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 30000 NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_price_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"code" varchar(30) NOT NULL,
	"api_type" varchar(30) NOT NULL,
	"credentials" jsonb,
	"endpoint" varchar(300),
	"test_mode" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 30000 NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_track_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"code" varchar(30) NOT NULL,
	"api_type" varchar(30) NOT NULL,
	"credentials" jsonb,
	"endpoint" varchar(300),
	"test_mode" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 30000 NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "sandbox_manifest" (
	"manifest_no" varchar(30) PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"track_nos" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"track_no" varchar(20) NOT NULL,
	"sub_track_nos" text[] DEFAULT '{}' NOT NULL,
	"reference" varchar(100) NOT NULL,
	"service_code" varchar(20) NOT NULL,
	"label_format" varchar(5) NOT NULL,
	"shipment" jsonb NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"manifest_no" varchar(30),
	CONSTRAINT "sandbox_shipment_key_uq" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_shipment_track_no_uq" UNIQUE("track_no")
);
--> statement-breakpoint
CREATE TABLE "request_detail_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag" varchar(100) NOT NULL,
	"method" varchar(10) NOT NULL,
	"url" text NOT NULL,
	"request_headers" jsonb NOT NULL,
	"request_body" text,
	"response_code" integer,
	"response_headers" jsonb,
	"response_body" text,
	"request_time" timestamp with time zone NOT NULL,
	"response_time" timestamp with time zone,
	"cost_ms" integer,
	"remark" text,
	"log_ref" varchar(100),
	"api_id" varchar(40)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "basic_customs_declare_api_name_uq" ON "basic_customs_declare_api" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_customs_declare_api_code_uq" ON "basic_customs_declare_api" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_customs_declare_api_api_type_idx" ON "basic_customs_declare_api" USING btree ("api_type");--> statement-breakpoint
CREATE INDEX "basic_customs_declare_api_test_mode_idx" ON "basic_customs_declare_api" USING btree ("test_mode");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_label_api_name_uq" ON "basic_label_api" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_label_api_code_uq" ON "basic_label_api" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_label_api_api_type_idx" ON "basic_label_api" USING btree ("api_type");--> statement-breakpoint
CREATE INDEX "basic_label_api_test_mode_idx" ON "basic_label_api" USING btree ("test_mode");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_price_api_name_uq" ON "basic_price_api" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_price_api_code_uq" ON "basic_price_api" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_price_api_api_type_idx" ON "basic_price_api" USING btree ("api_type");--> statement-breakpoint
CREATE INDEX "basic_price_api_test_mode_idx" ON "basic_price_api" USING btree ("test_mode");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_track_api_name_uq" ON "basic_track_api" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_track_api_code_uq" ON "basic_track_api" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_track_api_api_type_idx" ON "basic_track_api" USING btree ("api_type");--> statement-breakpoint
CREATE INDEX "basic_track_api_test_mode_idx" ON "basic_track_api" USING btree ("test_mode");--> statement-breakpoint
CREATE INDEX "sandbox_shipment_manifest_idx" ON "sandbox_shipment" USING btree ("manifest_no");--> statement-breakpoint
CREATE INDEX "request_detail_log_time_idx" ON "request_detail_log" USING btree ("request_time");--> statement-breakpoint
CREATE INDEX "request_detail_log_ref_idx" ON "request_detail_log" USING btree ("log_ref");--> statement-breakpoint
CREATE INDEX "request_detail_log_tag_idx" ON "request_detail_log" USING btree ("tag");