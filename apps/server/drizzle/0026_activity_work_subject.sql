ALTER TABLE "activity_works" ADD COLUMN "subject_id" integer;--> statement-breakpoint
-- Works submitted before: the subject of their resource, else of their activity.
UPDATE "activity_works" AS w SET "subject_id" = COALESCE(r."subject_id", a."subject_id") FROM "activities" AS a, "resources" AS r WHERE a."id" = w."activity_id" AND r."id" = w."resource_id";
