ALTER TABLE "jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "storage_quota_mb" integer;--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","started_at");--> statement-breakpoint
-- Data: the built-in roles get the quotas of a new database (seed/demo-data.ts ROLE_DEFS); an administrator changes them on 角色权限.
UPDATE "roles" SET "storage_quota_mb" = CASE "code" WHEN 'student' THEN 2048 WHEN 'teacher' THEN 20480 ELSE 5120 END WHERE "builtin" AND "code" <> 'admin';
