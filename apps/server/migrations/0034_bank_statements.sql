CREATE TABLE "fms_bank_match_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"account_id" uuid,
	"direction" varchar(64) DEFAULT 'any' NOT NULL,
	"min_value" numeric(18, 2),
	"max_value" numeric(18, 2),
	"counterparty_name" varchar(100),
	"counterparty_card" varchar(50),
	"summary_pattern" varchar(100),
	"action" varchar(64) DEFAULT 'matchFlow' NOT NULL,
	"subject_id" uuid,
	"day_window" integer DEFAULT 7,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "fms_bank_statement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"line_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_statement_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"counterparty_name" text,
	"counterparty_card" text,
	"summary" text,
	"bank_ref" text,
	"fingerprint" text NOT NULL,
	"match_kind" text,
	"flow_id" uuid,
	"charge_id" uuid,
	"rule_id" uuid,
	"rule_name" text,
	"matched_at" timestamp with time zone,
	"matched_by" uuid,
	"matched_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_statement_mapping" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fms_bank_statement" ADD CONSTRAINT "fms_bank_statement_account_id_fms_cash_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_statement_line" ADD CONSTRAINT "fms_statement_line_statement_id_fms_bank_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."fms_bank_statement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_statement_line" ADD CONSTRAINT "fms_statement_line_account_id_fms_cash_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_statement_line" ADD CONSTRAINT "fms_statement_line_flow_id_fms_account_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."fms_account_flow"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_statement_line" ADD CONSTRAINT "fms_statement_line_charge_id_fms_charge_bill_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."fms_charge_bill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_statement_mapping" ADD CONSTRAINT "fms_statement_mapping_account_id_fms_cash_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_bank_match_rule_name_uq" ON "fms_bank_match_rule" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "fms_bank_match_rule_enabled_idx" ON "fms_bank_match_rule" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "fms_bank_match_rule_account_id_idx" ON "fms_bank_match_rule" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fms_bank_match_rule_direction_idx" ON "fms_bank_match_rule" USING btree ("direction");--> statement-breakpoint
CREATE INDEX "fms_bank_match_rule_action_idx" ON "fms_bank_match_rule" USING btree ("action");--> statement-breakpoint
CREATE INDEX "fms_bank_match_rule_subject_id_idx" ON "fms_bank_match_rule" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_statement_line_fingerprint_key" ON "fms_statement_line" USING btree ("account_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_statement_line_flow_key" ON "fms_statement_line" USING btree ("flow_id") WHERE "fms_statement_line"."flow_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fms_statement_line_charge_key" ON "fms_statement_line" USING btree ("charge_id") WHERE "fms_statement_line"."charge_id" is not null;--> statement-breakpoint
CREATE INDEX "fms_statement_line_account_idx" ON "fms_statement_line" USING btree ("account_id","trade_time");--> statement-breakpoint
CREATE INDEX "fms_statement_line_statement_idx" ON "fms_statement_line" USING btree ("statement_id","row");