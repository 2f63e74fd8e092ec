CREATE TABLE "activity_judge_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_judges" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer
);
--> statement-breakpoint
CREATE TABLE "activity_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'assigned' NOT NULL,
	"marks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" double precision,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "blind_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "standard_name" varchar(100);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "standard" jsonb;--> statement-breakpoint
ALTER TABLE "activity_judge_groups" ADD CONSTRAINT "activity_judge_groups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_judges" ADD CONSTRAINT "activity_judges_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_judges" ADD CONSTRAINT "activity_judges_group_id_activity_judge_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."activity_judge_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scores" ADD CONSTRAINT "activity_scores_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scores" ADD CONSTRAINT "activity_scores_work_id_activity_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."activity_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_judge_groups_activity_idx" ON "activity_judge_groups" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_judges_user_idx" ON "activity_judges" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_scores_work_judge_idx" ON "activity_scores" USING btree ("work_id","judge_id");--> statement-breakpoint
CREATE INDEX "activity_scores_judge_idx" ON "activity_scores" USING btree ("judge_id","status");--> statement-breakpoint
CREATE INDEX "activity_scores_activity_idx" ON "activity_scores" USING btree ("activity_id");