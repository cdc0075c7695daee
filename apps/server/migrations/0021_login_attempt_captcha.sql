ALTER TABLE "login_attempt" ADD COLUMN "password_checked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempt" ADD COLUMN "captcha_passed" boolean DEFAULT false NOT NULL;