ALTER TABLE "basic_city" ADD COLUMN "name_vi" varchar(35);--> statement-breakpoint
ALTER TABLE "basic_country" ADD COLUMN "name_vi" varchar(100);--> statement-breakpoint
ALTER TABLE "basic_province" ADD COLUMN "name_vi" varchar(35);--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "name_vi" text;--> statement-breakpoint
CREATE INDEX "basic_city_name_vi_idx" ON "basic_city" USING btree ("name_vi");--> statement-breakpoint
CREATE INDEX "basic_country_name_vi_idx" ON "basic_country" USING btree ("name_vi");--> statement-breakpoint
CREATE INDEX "basic_province_name_vi_idx" ON "basic_province" USING btree ("name_vi");--> statement-breakpoint
UPDATE "role" SET "name_en" = 'System administrator', "name_vi" = 'Quản trị hệ thống' WHERE "code" = 'admin' AND "name" = '系统管理员';--> statement-breakpoint
UPDATE "role" SET "name_en" = 'Customer service', "name_vi" = 'Chăm sóc khách hàng' WHERE "code" = 'customerService' AND "name" = '客服';--> statement-breakpoint
UPDATE "role" SET "name_en" = 'Customer default role', "name_vi" = 'Vai trò mặc định của khách hàng' WHERE "code" = 'customerDefault' AND "name" = '客户默认角色';--> statement-breakpoint
UPDATE "basic_country" SET "name_vi" = v.name FROM (VALUES ('CN', 'Trung Quốc'), ('US', 'Hoa Kỳ'), ('DE', 'Đức'), ('GB', 'Vương quốc Anh'), ('FR', 'Pháp'), ('VN', 'Việt Nam'), ('JP', 'Nhật Bản'), ('AU', 'Úc'), ('CA', 'Canada'), ('NL', 'Hà Lan'), ('IT', 'Ý'), ('ES', 'Tây Ban Nha')) AS v(code, name) WHERE "basic_country"."code" = v.code AND "basic_country"."name_vi" IS NULL;
