CREATE INDEX "lms_waybill_fee_kind_status_idx" ON "lms_waybill_fee" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "lms_waybill_fee_party_idx" ON "lms_waybill_fee" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "lms_waybill_fee_kind_belong_idx" ON "lms_waybill_fee" USING btree ("kind","belong_time");