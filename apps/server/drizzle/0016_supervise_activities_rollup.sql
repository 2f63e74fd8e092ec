CREATE TABLE "sup_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"term_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"form" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_activity_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"marks" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score10" integer NOT NULL,
	"level" varchar(10) NOT NULL,
	"indicators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_activity_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"origin_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"class_id" integer,
	"title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sup_stat_rollup" (
	"dim" varchar(12) NOT NULL,
	"key" integer DEFAULT 0 NOT NULL,
	"key_text" varchar(100) DEFAULT '' NOT NULL,
	"term_id" integer DEFAULT 0 NOT NULL,
	"org_id" integer DEFAULT 0 NOT NULL,
	"level" varchar(10) DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"sum10" bigint NOT NULL,
	"min10" integer NOT NULL,
	"max10" integer NOT NULL,
	CONSTRAINT "sup_stat_rollup_dim_term_id_org_id_key_key_text_level_pk" PRIMARY KEY("dim","term_id","org_id","key","key_text","level")
);
--> statement-breakpoint
ALTER TABLE "sup_tasks" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sup_activities_term_idx" ON "sup_activities" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_activity_answers_once_idx" ON "sup_activity_answers" USING btree ("target_id","student_id");--> statement-breakpoint
CREATE INDEX "sup_activity_answers_activity_idx" ON "sup_activity_answers" USING btree ("activity_id","teacher_id");--> statement-breakpoint
CREATE INDEX "sup_activity_answers_student_idx" ON "sup_activity_answers" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_activity_targets_origin_idx" ON "sup_activity_targets" USING btree ("activity_id","origin_id");--> statement-breakpoint
CREATE INDEX "sup_activity_targets_class_idx" ON "sup_activity_targets" USING btree ("class_id");