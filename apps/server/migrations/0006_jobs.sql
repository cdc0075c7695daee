CREATE TABLE "common_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(64) NOT NULL,
	"subject" varchar(128),
	"owner_id" uuid NOT NULL,
	"lang" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"message" text,
	"result" jsonb,
	"result_file" "bytea",
	"result_file_name" text,
	"result_content_type" text,
	"error" text,
	"worker" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "common_job_status_heartbeat_idx" ON "common_job" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE INDEX "common_job_created_idx" ON "common_job" USING btree ("created_at");