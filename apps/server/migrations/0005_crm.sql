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
ALTER TABLE "basic_country_detail" ADD CONSTRAINT "basic_country_detail_country_id_basic_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."basic_country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basic_country_detail_country_idx" ON "basic_country_detail" USING btree ("country_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_visit_record_customer_id_idx" ON "customer_visit_record" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_visit_record_type_idx" ON "customer_visit_record" USING btree ("type");--> statement-breakpoint
CREATE INDEX "customer_visit_record_visit_time_idx" ON "customer_visit_record" USING btree ("visit_time");--> statement-breakpoint
CREATE INDEX "customer_visit_record_content_idx" ON "customer_visit_record" USING btree ("content");--> statement-breakpoint
CREATE INDEX "customer_visit_record_contact_name_idx" ON "customer_visit_record" USING btree ("contact_name");--> statement-breakpoint
CREATE INDEX "customer_visit_record_intention_level_idx" ON "customer_visit_record" USING btree ("intention_level");