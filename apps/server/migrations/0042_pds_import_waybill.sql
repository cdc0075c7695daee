CREATE TABLE "pds_import_waybill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pds_import_waybill_row" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"order" jsonb,
	"customer_no" text,
	"recipient_name" text,
	"country_code" text,
	"weight" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_id" uuid,
	"channel_id" uuid,
	"result" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"parcel_id" uuid,
	"waybill_no" text,
	"track_no" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pds_import_waybill_customer_idx" ON "pds_import_waybill" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pds_import_waybill_created_idx" ON "pds_import_waybill" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pds_import_waybill_row_uq" ON "pds_import_waybill_row" USING btree ("import_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "pds_import_waybill_row_parcel_uq" ON "pds_import_waybill_row" USING btree ("parcel_id");--> statement-breakpoint
-- The parcel batch order comes with its screen: the built-in roles of an existing database get it.
INSERT INTO "role_permission" ("role_id", "permission")
SELECT "id", 'pds/waybill/batchOrder' FROM "role" WHERE "code" IN ('admin', 'customerService', 'customerDefault')
ON CONFLICT DO NOTHING;
