DROP INDEX "activity_scores_work_judge_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "round2_top" integer;--> statement-breakpoint
ALTER TABLE "activity_works" ADD COLUMN "round1_score" double precision;--> statement-breakpoint
ALTER TABLE "activity_scores" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_scores_work_judge_round_idx" ON "activity_scores" USING btree ("work_id","judge_id","round");