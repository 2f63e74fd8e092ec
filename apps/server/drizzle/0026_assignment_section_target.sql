ALTER TABLE "assignments" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "section_id" integer;--> statement-breakpoint
CREATE INDEX "assignments_section_idx" ON "assignments" USING btree ("section_id");