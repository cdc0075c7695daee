CREATE TABLE "oa_announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"permission_type" text NOT NULL,
	"job_position_ids" uuid[] DEFAULT '{}' NOT NULL,
	"department_ids" uuid[] DEFAULT '{}' NOT NULL,
	"customer_ids" uuid[] DEFAULT '{}' NOT NULL,
	"is_roll" boolean DEFAULT false NOT NULL,
	"must_read" boolean DEFAULT false NOT NULL,
	"countdown_seconds" integer DEFAULT 0 NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"send_time" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oa_announcement_config" (
	"id" uuid PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'top' NOT NULL,
	"bot_address" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'wecom' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oa_announcement_read" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oa_announcement_read_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "oa_announcement" ADD CONSTRAINT "oa_announcement_sender_id_app_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_announcement_read" ADD CONSTRAINT "oa_announcement_read_announcement_id_oa_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."oa_announcement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_announcement_read" ADD CONSTRAINT "oa_announcement_read_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oa_announcement_send_time_idx" ON "oa_announcement" USING btree ("send_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oa_announcement_read_user_idx" ON "oa_announcement_read" USING btree ("user_id");