CREATE TABLE "classroom_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"source" varchar(16) DEFAULT 'resource' NOT NULL,
	"live_id" integer,
	"teacher_id" integer NOT NULL,
	"course_id" integer,
	"section_id" integer,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"org_id" integer,
	"term_id" integer,
	"title" varchar(200) NOT NULL,
	"lesson_at" timestamp with time zone NOT NULL,
	"duration" real DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"stage" varchar(100) DEFAULT '' NOT NULL,
	"error" varchar(500),
	"run_token" varchar(32) NOT NULL,
	"job_id" integer,
	"requested_by" integer,
	"student_file_id" integer,
	"teacher_file_id" integer,
	"settings" jsonb,
	"measures" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_fias" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"coder_id" integer NOT NULL,
	"codes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_live_frames" (
	"live_id" integer PRIMARY KEY NOT NULL,
	"face_count" integer NOT NULL,
	"head_up_rate" real NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"run_token" varchar(32) NOT NULL,
	"camera" varchar(8) NOT NULL,
	"t" real NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" jsonb NOT NULL,
	"frame_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"rule" varchar(16) NOT NULL,
	"teacher_id" integer NOT NULL,
	"org_id" integer,
	"term_id" integer,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lesson_at" timestamp with time zone NOT NULL,
	"at" real,
	"value" real NOT NULL,
	"threshold" real NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_analyses_resource_idx" ON "classroom_analyses" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "classroom_analyses_teacher_idx" ON "classroom_analyses" USING btree ("teacher_id","lesson_at");--> statement-breakpoint
CREATE INDEX "classroom_analyses_term_idx" ON "classroom_analyses" USING btree ("term_id","org_id","lesson_at");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_fias_coder_idx" ON "classroom_fias" USING btree ("analysis_id","coder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_samples_point_idx" ON "classroom_samples" USING btree ("analysis_id","run_token","camera","t");--> statement-breakpoint
CREATE INDEX "classroom_samples_created_idx" ON "classroom_samples" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "classroom_warnings_analysis_idx" ON "classroom_warnings" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "classroom_warnings_lesson_idx" ON "classroom_warnings" USING btree ("lesson_at","rule");--> statement-breakpoint
CREATE INDEX "classroom_warnings_teacher_idx" ON "classroom_warnings" USING btree ("teacher_id","lesson_at");