CREATE TABLE "sup_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer,
	"target_id" integer,
	"evaluator_id" integer NOT NULL,
	"evaluator_kind" varchar(8) NOT NULL,
	"teacher_id" integer NOT NULL,
	"org_id" integer,
	"course_type_id" integer,
	"term_id" integer,
	"course_id" integer,
	"section_id" integer,
	"live_id" integer,
	"title" varchar(200) NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"form" jsonb NOT NULL,
	"marks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score10" integer,
	"level" varchar(10),
	"indicators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_patrols" (
	"id" serial PRIMARY KEY NOT NULL,
	"patroller_id" integer NOT NULL,
	"live_id" integer,
	"teacher_id" integer,
	"room" varchar(100) NOT NULL,
	"on_time" boolean NOT NULL,
	"order" varchar(10) NOT NULL,
	"teaching_state" varchar(10) NOT NULL,
	"photo_file_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_task_members" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	CONSTRAINT "sup_task_members_task_id_user_id_role_pk" PRIMARY KEY("task_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "sup_task_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_id" integer,
	"section_id" integer,
	"live_id" integer,
	"title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"template_id" integer NOT NULL,
	"term_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"quota" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"course_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evaluator_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" varchar(8) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"form" jsonb NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sup_evaluations_target_evaluator_idx" ON "sup_evaluations" USING btree ("target_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "sup_evaluations_evaluator_idx" ON "sup_evaluations" USING btree ("evaluator_id","status");--> statement-breakpoint
CREATE INDEX "sup_evaluations_teacher_idx" ON "sup_evaluations" USING btree ("teacher_id","status");--> statement-breakpoint
CREATE INDEX "sup_evaluations_stats_idx" ON "sup_evaluations" USING btree ("status","term_id","org_id");--> statement-breakpoint
CREATE INDEX "sup_evaluations_template_idx" ON "sup_evaluations" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "sup_patrols_created_idx" ON "sup_patrols" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sup_task_members_user_idx" ON "sup_task_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sup_task_targets_task_idx" ON "sup_task_targets" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "sup_tasks_term_idx" ON "sup_tasks" USING btree ("term_id");