CREATE TABLE "fms_agent_reconcile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"from_time" timestamp with time zone,
	"to_time" timestamp with time zone,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_agent_reconcile_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reconcile_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"waybill_id" uuid,
	"waybill_no" text,
	"number" text NOT NULL,
	"currency" text,
	"ours" numeric(18, 2),
	"theirs" numeric(18, 2),
	"difference" numeric(18, 2),
	"rows" integer[] DEFAULT '{}' NOT NULL,
	"fee_names" text[] DEFAULT '{}' NOT NULL,
	"message_key" text,
	"message_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_fee_id" uuid,
	"accept_reason" text,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"accepted_by_name" text
);
--> statement-breakpoint
CREATE TABLE "fms_agent_statement_mapping" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fms_agent_reconcile" ADD CONSTRAINT "fms_agent_reconcile_agent_id_basic_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_reconcile_line" ADD CONSTRAINT "fms_agent_reconcile_line_reconcile_id_fms_agent_reconcile_id_fk" FOREIGN KEY ("reconcile_id") REFERENCES "public"."fms_agent_reconcile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_reconcile_line" ADD CONSTRAINT "fms_agent_reconcile_line_accepted_fee_id_lms_waybill_fee_id_fk" FOREIGN KEY ("accepted_fee_id") REFERENCES "public"."lms_waybill_fee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_agent_statement_mapping" ADD CONSTRAINT "fms_agent_statement_mapping_agent_id_basic_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."basic_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_agent_reconcile_agent_idx" ON "fms_agent_reconcile" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "fms_agent_reconcile_line_idx" ON "fms_agent_reconcile_line" USING btree ("reconcile_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_agent_reconcile_line_fee_uq" ON "fms_agent_reconcile_line" USING btree ("accepted_fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fms_agent_statement_mapping_agent_uq" ON "fms_agent_statement_mapping" USING btree ("agent_id");