CREATE TABLE "basic_channel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"head_agent_id" uuid,
	"customs_agent_id" uuid,
	"clearance_agent_id" uuid,
	"delivery_agent_id" uuid,
	"label_api_mode" varchar(64) DEFAULT 'manual' NOT NULL,
	"track_api_mode" varchar(64) DEFAULT 'platform' NOT NULL,
	"self_cabinet" boolean DEFAULT false NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"channel_limit" jsonb,
	"service_limit" jsonb,
	"weight_config" jsonb
);
--> statement-breakpoint
CREATE TABLE "basic_order_config_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"field_configs" jsonb
);
--> statement-breakpoint
CREATE TABLE "basic_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"head_transport_mode" varchar(64) NOT NULL,
	"end_delivery_mode" varchar(64) NOT NULL,
	"weight_rule" varchar(64) DEFAULT 'max' NOT NULL,
	"volume_divisor" integer DEFAULT 6000 NOT NULL,
	"divide_weight_percentage" numeric(18, 4),
	"zone_id" uuid,
	"carry_unit" numeric(18, 3) DEFAULT '0.5',
	"min_charge_weight" numeric(18, 3),
	"includes_insurance" boolean DEFAULT false NOT NULL,
	"forbid_document_audit" boolean DEFAULT false NOT NULL,
	"departure_port_id" uuid,
	"order_config_template_id" uuid,
	"warn_max_weight" numeric(18, 3),
	"warn_max_length" numeric(18, 2),
	"warn_max_width" numeric(18, 2),
	"warn_max_height" numeric(18, 2),
	"characteristics" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "basic_zone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"zone_count" integer,
	"zones" jsonb,
	"remark" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "basic_channel" ADD CONSTRAINT "basic_channel_head_agent_id_basic_agent_id_fk" FOREIGN KEY ("head_agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_channel" ADD CONSTRAINT "basic_channel_customs_agent_id_basic_agent_id_fk" FOREIGN KEY ("customs_agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_channel" ADD CONSTRAINT "basic_channel_clearance_agent_id_basic_agent_id_fk" FOREIGN KEY ("clearance_agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_channel" ADD CONSTRAINT "basic_channel_delivery_agent_id_basic_agent_id_fk" FOREIGN KEY ("delivery_agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_product" ADD CONSTRAINT "basic_product_zone_id_basic_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."basic_zone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_product" ADD CONSTRAINT "basic_product_departure_port_id_basic_air_port_id_fk" FOREIGN KEY ("departure_port_id") REFERENCES "public"."basic_air_port"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_product" ADD CONSTRAINT "basic_product_order_config_template_id_basic_order_config_template_id_fk" FOREIGN KEY ("order_config_template_id") REFERENCES "public"."basic_order_config_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basic_channel_code_uq" ON "basic_channel" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_channel_name_uq" ON "basic_channel" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_channel_product_ids_idx" ON "basic_channel" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "basic_channel_head_agent_id_idx" ON "basic_channel" USING btree ("head_agent_id");--> statement-breakpoint
CREATE INDEX "basic_channel_customs_agent_id_idx" ON "basic_channel" USING btree ("customs_agent_id");--> statement-breakpoint
CREATE INDEX "basic_channel_clearance_agent_id_idx" ON "basic_channel" USING btree ("clearance_agent_id");--> statement-breakpoint
CREATE INDEX "basic_channel_delivery_agent_id_idx" ON "basic_channel" USING btree ("delivery_agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_order_config_template_name_uq" ON "basic_order_config_template" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_product_code_uq" ON "basic_product" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_product_name_uq" ON "basic_product" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_product_head_transport_mode_idx" ON "basic_product" USING btree ("head_transport_mode");--> statement-breakpoint
CREATE INDEX "basic_product_end_delivery_mode_idx" ON "basic_product" USING btree ("end_delivery_mode");--> statement-breakpoint
CREATE INDEX "basic_product_zone_id_idx" ON "basic_product" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "basic_product_departure_port_id_idx" ON "basic_product" USING btree ("departure_port_id");--> statement-breakpoint
CREATE INDEX "basic_product_order_config_template_id_idx" ON "basic_product" USING btree ("order_config_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_zone_code_uq" ON "basic_zone" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_zone_name_idx" ON "basic_zone" USING btree ("name");