CREATE TABLE "fms_cash_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(100) NOT NULL,
	"currency" varchar(64) DEFAULT 'RMB' NOT NULL,
	"type" varchar(64) DEFAULT 'bank' NOT NULL,
	"bank" varchar(100),
	"card_no" varchar(50),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
DROP INDEX "fms_point_flow_customer_idx";--> statement-breakpoint
ALTER TABLE "fms_point_flow" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_cash_account_name_uq" ON "fms_cash_account" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "fms_cash_account_currency_idx" ON "fms_cash_account" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "fms_cash_account_type_idx" ON "fms_cash_account" USING btree ("type");--> statement-breakpoint
CREATE INDEX "fms_cash_account_card_no_idx" ON "fms_cash_account" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "fms_cash_account_enabled_idx" ON "fms_cash_account" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "fms_point_flow_seq_idx" ON "fms_point_flow" USING btree ("seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fms_point_flow_customer_idx" ON "fms_point_flow" USING btree ("customer_id","seq" DESC NULLS LAST);--> statement-breakpoint
-- Issue 15: customer points come to the customer portal (0023 took the route key away).
INSERT INTO "role_permission" ("role_id", "permission")
SELECT "id", 'fms/point' FROM "role" WHERE "code" = 'customerDefault'
ON CONFLICT DO NOTHING;
