CREATE TABLE "basic_channel_limit_take" (
	"waybill_id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"mode" text NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
CREATE TABLE "basic_channel_limit_usage" (
	"channel_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"used" numeric(18, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basic_channel_limit_usage_channel_id_period_key_pk" PRIMARY KEY("channel_id","period_key")
);
