CREATE TABLE "basic_agent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"agent_types" varchar(64)[] DEFAULT '{}' NOT NULL,
	"contact" varchar(35),
	"phone" varchar(30),
	"email" varchar(100),
	"settlement_currency" varchar(64),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "basic_air_company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(2) NOT NULL,
	"lading_short_code" varchar(3) NOT NULL,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(100),
	"country_id" uuid
);
--> statement-breakpoint
CREATE TABLE "basic_air_port" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(3) NOT NULL,
	"country_id" uuid NOT NULL,
	"name_cn" varchar(50) NOT NULL,
	"name_en" varchar(100),
	"city" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "basic_black_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"type" varchar(64) NOT NULL,
	"content" varchar(200) NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_cabinet_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"length" numeric(18, 2),
	"width" numeric(18, 2),
	"height" numeric(18, 2),
	"max_weight" numeric(18, 3),
	"max_volume" numeric(18, 3)
);
--> statement-breakpoint
CREATE TABLE "basic_city_postcode" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"country_id" uuid NOT NULL,
	"state" varchar(35),
	"city" varchar(35),
	"postcode" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "basic_city" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"province_id" uuid NOT NULL,
	"code" varchar(20),
	"name" varchar(35) NOT NULL,
	"name_en" varchar(35)
);
--> statement-breakpoint
CREATE TABLE "basic_country" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(2) NOT NULL,
	"name_cn" varchar(50) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"three_letter_code" varchar(3),
	"continent" varchar(64),
	"is_eu" boolean DEFAULT false NOT NULL,
	"currency" varchar(64),
	"postcode_pattern" varchar(100),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "basic_document_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"template_type" varchar(64) NOT NULL,
	"paper_width" integer DEFAULT 100 NOT NULL,
	"paper_height" integer DEFAULT 150 NOT NULL,
	"orientation" integer DEFAULT 0 NOT NULL,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "basic_goods_desc_category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(50) NOT NULL,
	"dangerous_type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_goods_desc" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(10) NOT NULL,
	"category_id" uuid NOT NULL,
	"dangerous_type" integer DEFAULT 0 NOT NULL,
	"name_en" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "basic_notifier" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(35) NOT NULL,
	"company" varchar(35),
	"phone" varchar(30),
	"email" varchar(100),
	"country_id" uuid NOT NULL,
	"state" varchar(35),
	"city" varchar(35),
	"postcode" varchar(20),
	"address1" varchar(35) NOT NULL,
	"address2" varchar(35),
	"address3" varchar(35),
	"tax_no" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "basic_province" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"country_id" uuid NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(35) NOT NULL,
	"name_en" varchar(35)
);
--> statement-breakpoint
CREATE TABLE "basic_recipient" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(35) NOT NULL,
	"company" varchar(35),
	"phone" varchar(30),
	"email" varchar(100),
	"country_id" uuid NOT NULL,
	"state" varchar(35),
	"city" varchar(35),
	"postcode" varchar(20),
	"address1" varchar(35) NOT NULL,
	"address2" varchar(35),
	"address3" varchar(35),
	"tax_no" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "basic_remote_area" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"carrier" integer NOT NULL,
	"country_id" uuid NOT NULL,
	"city" varchar(35),
	"postcode_from" varchar(20),
	"postcode_to" varchar(20),
	"remote_level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_sea_port" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(5) NOT NULL,
	"country_id" uuid NOT NULL,
	"name_cn" varchar(50) NOT NULL,
	"name_en" varchar(100),
	"route" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "basic_sender" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(35) NOT NULL,
	"company" varchar(35),
	"phone" varchar(30),
	"email" varchar(100),
	"country_id" uuid NOT NULL,
	"state" varchar(35),
	"city" varchar(35),
	"postcode" varchar(20),
	"address1" varchar(35) NOT NULL,
	"address2" varchar(35),
	"address3" varchar(35),
	"tax_no" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "basic_ship_company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(100),
	"website" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "basic_vehicle" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"plate_no" varchar(20) NOT NULL,
	"vehicle_type" varchar(30),
	"load_weight" numeric(18, 3),
	"load_volume" numeric(18, 3),
	"driver_name" varchar(35),
	"driver_phone" varchar(30)
);
--> statement-breakpoint
CREATE TABLE "business_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"customer_id" uuid,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"prefix" varchar(20),
	"date_pattern" varchar(64) DEFAULT 'none' NOT NULL,
	"sequence_length" integer DEFAULT 6 NOT NULL,
	"reset_period" varchar(64) DEFAULT 'none' NOT NULL,
	"current_sequence" integer DEFAULT 0,
	"period_key" varchar(8),
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "number_segment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"prefix" varchar(20),
	"start_no" numeric(18, 0) NOT NULL,
	"end_no" numeric(18, 0) NOT NULL,
	"current_no" numeric(18, 0),
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "entity_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid,
	"rows" jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_step" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basic_air_company" ADD CONSTRAINT "basic_air_company_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_air_port" ADD CONSTRAINT "basic_air_port_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_city_postcode" ADD CONSTRAINT "basic_city_postcode_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_city" ADD CONSTRAINT "basic_city_province_id_basic_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."basic_province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_goods_desc" ADD CONSTRAINT "basic_goods_desc_category_id_basic_goods_desc_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."basic_goods_desc_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_notifier" ADD CONSTRAINT "basic_notifier_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_province" ADD CONSTRAINT "basic_province_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_recipient" ADD CONSTRAINT "basic_recipient_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_remote_area" ADD CONSTRAINT "basic_remote_area_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_sea_port" ADD CONSTRAINT "basic_sea_port_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_sender" ADD CONSTRAINT "basic_sender_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basic_agent_code_uq" ON "basic_agent" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_agent_name_idx" ON "basic_agent" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_agent_agent_types_idx" ON "basic_agent" USING gin ("agent_types");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_air_company_code_uq" ON "basic_air_company" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "basic_air_company_lading_short_code_uq" ON "basic_air_company" USING btree (lower("lading_short_code"));--> statement-breakpoint
CREATE INDEX "basic_air_company_name_idx" ON "basic_air_company" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_air_company_name_en_idx" ON "basic_air_company" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "basic_air_company_country_id_idx" ON "basic_air_company" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_air_port_code_uq" ON "basic_air_port" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_air_port_country_id_idx" ON "basic_air_port" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_air_port_name_cn_idx" ON "basic_air_port" USING btree ("name_cn");--> statement-breakpoint
CREATE INDEX "basic_air_port_name_en_idx" ON "basic_air_port" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "basic_air_port_city_idx" ON "basic_air_port" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_black_list_type_content_uq" ON "basic_black_list" USING btree ("type",lower("content"));--> statement-breakpoint
CREATE INDEX "basic_black_list_content_idx" ON "basic_black_list" USING btree ("content");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_cabinet_config_code_uq" ON "basic_cabinet_config" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_cabinet_config_name_idx" ON "basic_cabinet_config" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_city_postcode_country_id_idx" ON "basic_city_postcode" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_city_postcode_state_idx" ON "basic_city_postcode" USING btree ("state");--> statement-breakpoint
CREATE INDEX "basic_city_postcode_city_idx" ON "basic_city_postcode" USING btree ("city");--> statement-breakpoint
CREATE INDEX "basic_city_postcode_postcode_idx" ON "basic_city_postcode" USING btree ("postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_city_province_id_name_uq" ON "basic_city" USING btree ("province_id",lower("name"));--> statement-breakpoint
CREATE INDEX "basic_city_code_idx" ON "basic_city" USING btree ("code");--> statement-breakpoint
CREATE INDEX "basic_city_name_idx" ON "basic_city" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_city_name_en_idx" ON "basic_city" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_country_code_uq" ON "basic_country" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_country_name_cn_idx" ON "basic_country" USING btree ("name_cn");--> statement-breakpoint
CREATE INDEX "basic_country_name_en_idx" ON "basic_country" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "basic_country_aliases_idx" ON "basic_country" USING gin ("aliases");--> statement-breakpoint
CREATE INDEX "basic_country_continent_idx" ON "basic_country" USING btree ("continent");--> statement-breakpoint
CREATE INDEX "basic_country_is_eu_idx" ON "basic_country" USING btree ("is_eu");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_document_template_code_uq" ON "basic_document_template" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_document_template_name_idx" ON "basic_document_template" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_document_template_template_type_idx" ON "basic_document_template" USING btree ("template_type");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_goods_desc_category_name_uq" ON "basic_goods_desc_category" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_goods_desc_category_dangerous_type_idx" ON "basic_goods_desc_category" USING btree ("dangerous_type");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_goods_desc_name_uq" ON "basic_goods_desc" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "basic_goods_desc_category_id_idx" ON "basic_goods_desc" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "basic_goods_desc_dangerous_type_idx" ON "basic_goods_desc" USING btree ("dangerous_type");--> statement-breakpoint
CREATE INDEX "basic_goods_desc_name_en_idx" ON "basic_goods_desc" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "basic_notifier_name_idx" ON "basic_notifier" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_notifier_company_idx" ON "basic_notifier" USING btree ("company");--> statement-breakpoint
CREATE INDEX "basic_notifier_phone_idx" ON "basic_notifier" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "basic_notifier_country_id_idx" ON "basic_notifier" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_notifier_city_idx" ON "basic_notifier" USING btree ("city");--> statement-breakpoint
CREATE INDEX "basic_notifier_postcode_idx" ON "basic_notifier" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "basic_notifier_customer_id_idx" ON "basic_notifier" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_province_country_id_code_uq" ON "basic_province" USING btree ("country_id",lower("code"));--> statement-breakpoint
CREATE INDEX "basic_province_code_idx" ON "basic_province" USING btree ("code");--> statement-breakpoint
CREATE INDEX "basic_province_name_idx" ON "basic_province" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_province_name_en_idx" ON "basic_province" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "basic_recipient_name_idx" ON "basic_recipient" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_recipient_company_idx" ON "basic_recipient" USING btree ("company");--> statement-breakpoint
CREATE INDEX "basic_recipient_phone_idx" ON "basic_recipient" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "basic_recipient_country_id_idx" ON "basic_recipient" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_recipient_city_idx" ON "basic_recipient" USING btree ("city");--> statement-breakpoint
CREATE INDEX "basic_recipient_postcode_idx" ON "basic_recipient" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "basic_recipient_customer_id_idx" ON "basic_recipient" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "basic_remote_area_carrier_idx" ON "basic_remote_area" USING btree ("carrier");--> statement-breakpoint
CREATE INDEX "basic_remote_area_country_id_idx" ON "basic_remote_area" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_remote_area_city_idx" ON "basic_remote_area" USING btree ("city");--> statement-breakpoint
CREATE INDEX "basic_remote_area_postcode_from_idx" ON "basic_remote_area" USING btree ("postcode_from");--> statement-breakpoint
CREATE INDEX "basic_remote_area_remote_level_idx" ON "basic_remote_area" USING btree ("remote_level");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_sea_port_code_uq" ON "basic_sea_port" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_sea_port_country_id_idx" ON "basic_sea_port" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_sea_port_name_cn_idx" ON "basic_sea_port" USING btree ("name_cn");--> statement-breakpoint
CREATE INDEX "basic_sea_port_name_en_idx" ON "basic_sea_port" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "basic_sea_port_route_idx" ON "basic_sea_port" USING btree ("route");--> statement-breakpoint
CREATE INDEX "basic_sender_name_idx" ON "basic_sender" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_sender_company_idx" ON "basic_sender" USING btree ("company");--> statement-breakpoint
CREATE INDEX "basic_sender_phone_idx" ON "basic_sender" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "basic_sender_country_id_idx" ON "basic_sender" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "basic_sender_city_idx" ON "basic_sender" USING btree ("city");--> statement-breakpoint
CREATE INDEX "basic_sender_postcode_idx" ON "basic_sender" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "basic_sender_customer_id_idx" ON "basic_sender" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_ship_company_code_uq" ON "basic_ship_company" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "basic_ship_company_name_idx" ON "basic_ship_company" USING btree ("name");--> statement-breakpoint
CREATE INDEX "basic_ship_company_name_en_idx" ON "basic_ship_company" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "basic_vehicle_plate_no_uq" ON "basic_vehicle" USING btree (lower("plate_no"));--> statement-breakpoint
CREATE INDEX "basic_vehicle_vehicle_type_idx" ON "basic_vehicle" USING btree ("vehicle_type");--> statement-breakpoint
CREATE INDEX "basic_vehicle_driver_name_idx" ON "basic_vehicle" USING btree ("driver_name");--> statement-breakpoint
CREATE INDEX "business_log_entity_idx" ON "business_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "business_log_created_idx" ON "business_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "number_rule_code_uq" ON "number_rule" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "number_rule_name_idx" ON "number_rule" USING btree ("name");--> statement-breakpoint
CREATE INDEX "number_rule_date_pattern_idx" ON "number_rule" USING btree ("date_pattern");--> statement-breakpoint
CREATE INDEX "number_rule_reset_period_idx" ON "number_rule" USING btree ("reset_period");--> statement-breakpoint
CREATE UNIQUE INDEX "number_segment_code_uq" ON "number_segment" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "number_segment_name_idx" ON "number_segment" USING btree ("name");--> statement-breakpoint
CREATE INDEX "entity_import_created_idx" ON "entity_import" USING btree ("created_at");