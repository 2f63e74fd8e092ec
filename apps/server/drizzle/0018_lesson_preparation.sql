CREATE TABLE "prepare_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepare_plan_docs" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepare_plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"label" varchar(50) DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepare_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"prepare_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"assignee_id" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'editing' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"published_content" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepare_preview_done" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prepare_plan_docs" ADD CONSTRAINT "prepare_plan_docs_plan_id_prepare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."prepare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepare_plan_versions" ADD CONSTRAINT "prepare_plan_versions_plan_id_prepare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."prepare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepare_plans" ADD CONSTRAINT "prepare_plans_prepare_id_prepare_courses_id_fk" FOREIGN KEY ("prepare_id") REFERENCES "public"."prepare_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepare_preview_done" ADD CONSTRAINT "prepare_preview_done_plan_id_prepare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."prepare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepare_courses_group_course_idx" ON "prepare_courses" USING btree ("group_id","course_id");--> statement-breakpoint
CREATE INDEX "prepare_plan_versions_plan_idx" ON "prepare_plan_versions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "prepare_plans_prepare_idx" ON "prepare_plans" USING btree ("prepare_id");--> statement-breakpoint
CREATE INDEX "prepare_plans_assignee_idx" ON "prepare_plans" USING btree ("assignee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepare_preview_done_idx" ON "prepare_preview_done" USING btree ("plan_id","user_id");