CREATE TABLE "fms_exchange_rate_online" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"bank" varchar(64) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"foreign_currency" varchar(3) NOT NULL,
	"buy_rate" numeric(18, 6),
	"sell_rate" numeric(18, 6),
	"middle_rate" numeric(18, 6) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "fms_price_quote" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"price_no" text NOT NULL,
	"customer_id" uuid,
	"product_id" uuid NOT NULL,
	"channel_id" uuid,
	"price_id" uuid,
	"zone" text,
	"country_code" text NOT NULL,
	"postcode" text,
	"piece_count" integer NOT NULL,
	"charge_weight" numeric(14, 3),
	"shipment" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"local_currency" text NOT NULL,
	"local_total" numeric(18, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"waybill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "lms_waybill" ADD COLUMN "price_no" text;--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_online_bank_idx" ON "fms_exchange_rate_online" USING btree ("bank");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_online_currency_idx" ON "fms_exchange_rate_online" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_online_foreign_currency_idx" ON "fms_exchange_rate_online" USING btree ("foreign_currency");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_online_published_at_idx" ON "fms_exchange_rate_online" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "fms_exchange_rate_online_remark_idx" ON "fms_exchange_rate_online" USING btree ("remark");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_price_quote_no_uq" ON "fms_price_quote" USING btree ("price_no");--> statement-breakpoint
CREATE INDEX "fms_price_quote_customer_idx" ON "fms_price_quote" USING btree ("customer_id","created_at");