ALTER TABLE "role" ADD COLUMN "data_scopes" text[] DEFAULT '{"all"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "data_scopes" text[];--> statement-breakpoint
CREATE INDEX "lms_waybill_created_by_idx" ON "lms_waybill" USING btree ("created_by");--> statement-breakpoint
INSERT INTO "permission_scope" ("code", "type", "name") VALUES
  ('all', 'all', '{"zh-CN": "全部数据", "en-US": "All records", "vi-VN": "Tất cả dữ liệu"}'),
  ('followed', 'followed', '{"zh-CN": "我跟进的客户", "en-US": "Customers I follow", "vi-VN": "Khách hàng tôi theo dõi"}'),
  ('department', 'department', '{"zh-CN": "本部门及下级部门", "en-US": "My department and sub-departments", "vi-VN": "Phòng ban của tôi và cấp dưới"}')
ON CONFLICT ("code") DO NOTHING;
