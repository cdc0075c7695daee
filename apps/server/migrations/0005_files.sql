CREATE TABLE "common_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"is_temp" boolean DEFAULT true NOT NULL,
	"from_source" text,
	"customer_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_file_blob" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_file_link" (
	"token" text PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"inline" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "common_file_link" ADD CONSTRAINT "common_file_link_file_id_common_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."common_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "common_file_temp_idx" ON "common_file" USING btree ("is_temp","created_at");--> statement-breakpoint
CREATE INDEX "common_file_link_expires_idx" ON "common_file_link" USING btree ("expires_at");