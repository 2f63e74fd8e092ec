CREATE TABLE "activity_registration_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "activity_scores_work_judge_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "round2_top" integer;--> statement-breakpoint
ALTER TABLE "activity_works" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "activity_works" ADD COLUMN "round1_score" double precision;--> statement-breakpoint
ALTER TABLE "activity_scores" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_registration_members" ADD CONSTRAINT "activity_registration_members_registration_id_activity_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."activity_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registration_members_idx" ON "activity_registration_members" USING btree ("registration_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_registration_members_user_idx" ON "activity_registration_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_scores_work_judge_round_idx" ON "activity_scores" USING btree ("work_id","judge_id","round");--> statement-breakpoint
-- Works submitted before: the subject of their resource, else of their activity.
UPDATE "activity_works" AS w SET "subject_id" = COALESCE(r."subject_id", a."subject_id") FROM "activities" AS a, "resources" AS r WHERE a."id" = w."activity_id" AND r."id" = w."resource_id";
