CREATE TABLE "basic_country_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "customer_visit_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"customer_id" uuid NOT NULL,
	"type" varchar(64) DEFAULT 'signIn' NOT NULL,
	"visit_time" timestamp with time zone NOT NULL,
	"address" varchar(200),
	"content" varchar(600) NOT NULL,
	"contact_name" varchar(50),
	"contact_phone" varchar(30),
	"contact_post" varchar(50),
	"intention_level" varchar(64) DEFAULT 'normal' NOT NULL,
	"participants" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_job_position" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"department_id" uuid,
	"approval_role_ids" uuid[] DEFAULT '{}' NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "organization" DROP CONSTRAINT "organization_code_unique";--> statement-breakpoint
ALTER TABLE "organization" ALTER COLUMN "code" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "organization" ALTER COLUMN "name" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "organization" ALTER COLUMN "type" SET DATA TYPE varchar(64);--> statement-breakpoint
ALTER TABLE "organization" ALTER COLUMN "type" SET DEFAULT 'department';--> statement-breakpoint
ALTER TABLE "app_user" ALTER COLUMN "password_hash" SET DEFAULT '!';--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "sort" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "leader" varchar(50);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "country_id" uuid;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "contact" varchar(50);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "remote_contents" varchar(500);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "identity_no" varchar(30);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "native_place" varchar(50);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "education" varchar(50);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "departure_date" date;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "school" varchar(100);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "emergency_contact" varchar(50);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "emergency_phone" varchar(30);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "job_position_id" uuid;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "warehouse_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- hand-written: keep the jurisdiction warehouses of the join table before dropping it
UPDATE "app_user" u SET "warehouse_ids" = w.ids FROM (SELECT "user_id", array_agg("warehouse_id") AS ids FROM "user_warehouse" GROUP BY "user_id") w WHERE w."user_id" = u."id";--> statement-breakpoint
DROP TABLE "user_warehouse" CASCADE;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "basic_country_detail" ADD CONSTRAINT "basic_country_detail_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_job_position" ADD CONSTRAINT "user_job_position_department_id_organization_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basic_country_detail_country_idx" ON "basic_country_detail" USING btree ("country_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_visit_record_customer_id_idx" ON "customer_visit_record" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_visit_record_type_idx" ON "customer_visit_record" USING btree ("type");--> statement-breakpoint
CREATE INDEX "customer_visit_record_visit_time_idx" ON "customer_visit_record" USING btree ("visit_time");--> statement-breakpoint
CREATE INDEX "customer_visit_record_content_idx" ON "customer_visit_record" USING btree ("content");--> statement-breakpoint
CREATE INDEX "customer_visit_record_contact_name_idx" ON "customer_visit_record" USING btree ("contact_name");--> statement-breakpoint
CREATE INDEX "customer_visit_record_intention_level_idx" ON "customer_visit_record" USING btree ("intention_level");--> statement-breakpoint
CREATE UNIQUE INDEX "user_job_position_code_uq" ON "user_job_position" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "user_job_position_name_idx" ON "user_job_position" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_job_position_department_id_idx" ON "user_job_position" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "user_job_position_approval_role_ids_idx" ON "user_job_position" USING gin ("approval_role_ids");--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_parent_id_organization_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_job_position_id_user_job_position_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."user_job_position"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_code_uq" ON "organization" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "organization_parent_id_idx" ON "organization" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_code_uq" ON "app_user" USING btree (lower("code")) WHERE "app_user"."user_type" = 'staff';--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_uq" ON "app_user" USING btree (lower("username")) WHERE "app_user"."user_type" = 'staff';--> statement-breakpoint
CREATE INDEX "app_user_department_id_idx" ON "app_user" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "app_user_warehouse_ids_idx" ON "app_user" USING gin ("warehouse_ids");