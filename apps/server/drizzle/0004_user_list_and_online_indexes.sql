DROP INDEX "users_type_idx";--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "users_type_status_idx" ON "users" USING btree ("user_type","status");--> statement-breakpoint
CREATE INDEX "users_recommend_idx" ON "users" USING btree ("recommend_sort","id") WHERE "users"."recommend";