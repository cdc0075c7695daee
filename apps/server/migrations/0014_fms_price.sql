CREATE TABLE "fms_exchange_rate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"currency" varchar(3) NOT NULL,
	"foreign_currency" varchar(3) NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"loss_rate" numeric(18, 4),
	"effective_from" date NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "fms_fuel_surcharge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"product_id" uuid,
	"channel_id" uuid,
	"month" date NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "fms_price" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"product_id" uuid NOT NULL,
	"channel_id" uuid,
	"charge_mode" text NOT NULL,
	"end_agent_id" uuid,
	"customer_ids" uuid[] DEFAULT '{}' NOT NULL,
	"goods_types" text[] DEFAULT '{}' NOT NULL,
	"fuel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"forbid_query" boolean DEFAULT false NOT NULL,
	"zone_query" text NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(18, 6),
	"base" jsonb,
	"price_api_id" text,
	"contract_file_id" text,
	"data" jsonb NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"effective_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fms_fuel_surcharge" ADD CONSTRAINT "fms_fuel_surcharge_product_id_basic_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_fuel_surcharge" ADD CONSTRAINT "fms_fuel_surcharge_channel_id_basic_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."basic_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_currency_idx" ON "fms_exchange_rate" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_foreign_currency_idx" ON "fms_exchange_rate" USING btree ("foreign_currency");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_effective_from_idx" ON "fms_exchange_rate" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_remark_idx" ON "fms_exchange_rate" USING btree ("remark");--> statement-breakpoint
CREATE INDEX "fms_fuel_surcharge_product_id_idx" ON "fms_fuel_surcharge" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "fms_fuel_surcharge_channel_id_idx" ON "fms_fuel_surcharge" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "fms_fuel_surcharge_month_idx" ON "fms_fuel_surcharge" USING btree ("month");--> statement-breakpoint
CREATE INDEX "fms_fuel_surcharge_remark_idx" ON "fms_fuel_surcharge" USING btree ("remark");--> statement-breakpoint
CREATE INDEX "fms_price_lookup_idx" ON "fms_price" USING btree ("kind","product_id","channel_id","effective_from");--> statement-breakpoint
CREATE INDEX "fms_price_customers_idx" ON "fms_price" USING gin ("customer_ids");--> statement-breakpoint
CREATE INDEX "fms_price_updated_idx" ON "fms_price" USING btree ("kind","updated_at");--> statement-breakpoint
CREATE INDEX "fms_price_history_price_idx" ON "fms_price_history" USING btree ("price_id","version");