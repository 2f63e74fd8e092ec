CREATE TABLE "teach_task_assignees" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "teach_task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teach_task_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer
);
--> statement-breakpoint
CREATE TABLE "teach_task_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"resource_kind" smallint,
	"count" integer,
	"activity_id" integer
);
--> statement-breakpoint
CREATE TABLE "teach_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"target_kind" varchar(16) NOT NULL,
	"org_id" integer,
	"group_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"term_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"period" smallint NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"course_name" varchar(100) NOT NULL,
	"course_id" integer,
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"place" varchar(50) DEFAULT '' NOT NULL,
	"week_start" smallint DEFAULT 1 NOT NULL,
	"week_end" smallint DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teach_task_assignees" ADD CONSTRAINT "teach_task_assignees_task_id_teach_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."teach_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_task_evidence" ADD CONSTRAINT "teach_task_evidence_item_id_teach_task_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."teach_task_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_task_items" ADD CONSTRAINT "teach_task_items_task_id_teach_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."teach_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teach_task_assignees_user_idx" ON "teach_task_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teach_task_evidence_item_user_idx" ON "teach_task_evidence" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "teach_task_items_task_idx" ON "teach_task_items" USING btree ("task_id","sort");--> statement-breakpoint
CREATE INDEX "teach_tasks_group_idx" ON "teach_tasks" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "teach_tasks_creator_idx" ON "teach_tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "timetable_entries_class_idx" ON "timetable_entries" USING btree ("term_id","class_id");--> statement-breakpoint
CREATE INDEX "timetable_entries_teacher_idx" ON "timetable_entries" USING btree ("term_id","teacher_id");