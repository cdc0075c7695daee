ALTER TABLE "fms_cash_account" ADD COLUMN "settlement_object" varchar(100);--> statement-breakpoint
ALTER TABLE "fms_cash_account" ADD COLUMN "bank_type" varchar(64);