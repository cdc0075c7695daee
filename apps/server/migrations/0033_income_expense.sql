CREATE TABLE "fms_income_expense" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"account_id" uuid,
	"currency" text NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"local_value" numeric(18, 2) NOT NULL,
	"occur_time" timestamp with time zone NOT NULL,
	"counterparty" text,
	"counterparty_account" text,
	"need_invoice" boolean DEFAULT false NOT NULL,
	"invoice_no" text,
	"related_no" text,
	"related_id" uuid,
	"certificate_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"reimbursement_user_id" uuid,
	"reimbursement_user_name" text,
	"remark" text,
	"by_system" boolean DEFAULT false NOT NULL,
	"cancel_time" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	CONSTRAINT "fms_income_expense_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "fms_income_expense" ADD CONSTRAINT "fms_income_expense_subject_id_fms_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."fms_subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fms_income_expense" ADD CONSTRAINT "fms_income_expense_account_id_fms_cash_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."fms_cash_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_income_expense_kind_idx" ON "fms_income_expense" USING btree ("kind","occur_time");--> statement-breakpoint
CREATE INDEX "fms_income_expense_related_idx" ON "fms_income_expense" USING btree ("related_id");