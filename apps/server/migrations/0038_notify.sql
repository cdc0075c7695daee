CREATE TABLE "platform_notify_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"key" text NOT NULL,
	"message_id" uuid,
	"to" text,
	"text" text NOT NULL,
	"provider" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_notify_subscription" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wecom_url" text,
	"dingtalk_url" text,
	"sms_mobile" text,
	"wechat_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_todo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"link" text,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"due_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "titles" jsonb;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "contents" jsonb;--> statement-breakpoint
ALTER TABLE "user_message" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "platform_notify_subscription" ADD CONSTRAINT "platform_notify_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_todo" ADD CONSTRAINT "platform_todo_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_notify_delivery_key" ON "platform_notify_delivery" USING btree ("channel","key");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_todo_open_key" ON "platform_todo" USING btree ("user_id","kind","ref_type","ref_id") WHERE "platform_todo"."done_at" is null;--> statement-breakpoint
CREATE INDEX "platform_todo_ref_idx" ON "platform_todo" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "user_message_user_created_idx" ON "user_message" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_message_event_key" ON "user_message" USING btree ("user_id","kind","event_key");