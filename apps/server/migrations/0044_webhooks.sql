CREATE TABLE "basic_webhook_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"hook_id" uuid,
	"customer_id" uuid,
	"event" varchar(64) NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"request_headers" jsonb NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_webhook_secret" (
	"hook_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_webhook" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(64) NOT NULL,
	"url" varchar(500) NOT NULL,
	"events" varchar(64)[] DEFAULT '{}' NOT NULL,
	"headers" jsonb,
	"consecutive_failures" integer DEFAULT 0,
	"disabled_reason" varchar(500),
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "basic_webhook_delivery_hook_idx" ON "basic_webhook_delivery" USING btree ("hook_id","created_at");--> statement-breakpoint
CREATE INDEX "basic_webhook_delivery_delivery_idx" ON "basic_webhook_delivery" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "basic_webhook_delivery_customer_idx" ON "basic_webhook_delivery" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "basic_webhook_name_idx" ON "basic_webhook" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_webhook_customer_id_idx" ON "basic_webhook" USING btree ("customer_id");