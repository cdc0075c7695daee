ALTER TABLE "customer" ALTER COLUMN "settlement_currency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ALTER COLUMN "credit_control" DROP NOT NULL;