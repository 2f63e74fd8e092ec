CREATE TABLE "activity_recommenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "recommend_quota" integer;--> statement-breakpoint
ALTER TABLE "activity_works" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_recommenders" ADD CONSTRAINT "activity_recommenders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_recommenders_user_idx" ON "activity_recommenders" USING btree ("activity_id","user_id");