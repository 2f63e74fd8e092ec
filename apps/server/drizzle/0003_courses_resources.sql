CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 3 NOT NULL,
	"locked_by" varchar(64),
	"locked_at" timestamp with time zone,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"owner_id" integer
);
--> statement-breakpoint
CREATE TABLE "collects" (
	"user_id" integer NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collects_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "course_classes" (
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "course_classes_course_id_class_id_pk" PRIMARY KEY("course_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "course_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_members" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_members_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_menus" (
	"menu" smallint PRIMARY KEY NOT NULL,
	"title" varchar(20) NOT NULL,
	"binding" varchar(16) NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"parent_id" integer,
	"title" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(16) DEFAULT 'open' NOT NULL,
	"origin_course_id" integer,
	"term_id" integer,
	"org_id" integer,
	"subject_id" integer,
	"course_type_id" integer,
	"category_id" integer,
	"cover_file_id" integer,
	"brief" text DEFAULT '' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"textbook" jsonb,
	"visibility" varchar(16) DEFAULT 'public' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(500),
	"owner_id" integer NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "section_resources" (
	"section_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "section_resources_section_id_resource_id_pk" PRIMARY KEY("section_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"duration" real,
	"width" integer,
	"height" integer,
	"video_codec" varchar(32),
	"audio_codec" varchar(32),
	"thumb_file_id" integer,
	"play_file_id" integer,
	"error" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"label" varchar(20) DEFAULT '' NOT NULL,
	"caption_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"course_id" integer,
	"section_id" integer,
	"user_id" integer NOT NULL,
	"second" integer DEFAULT 0 NOT NULL,
	"content" varchar(500) NOT NULL,
	"img_file_id" integer,
	"search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"cover_file_id" integer,
	"owner_id" integer NOT NULL,
	"owner_type" varchar(16) DEFAULT 'teacher' NOT NULL,
	"org_id" integer,
	"subject_id" integer,
	"term_id" integer,
	"visibility" varchar(16) DEFAULT 'school' NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(500),
	"duration" integer,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visit_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"hour" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_queue_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "collects_user_idx" ON "collects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "course_classes_class_idx" ON "course_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "course_comments_course_idx" ON "course_comments" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_members_user_idx" ON "course_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "section_resources_resource_idx" ON "section_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "section_resources_course_idx" ON "section_resources" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "media_assets_play_idx" ON "media_assets" USING btree ("play_file_id");--> statement-breakpoint
CREATE INDEX "media_assets_thumb_idx" ON "media_assets" USING btree ("thumb_file_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_user_idx" ON "upload_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_expiry_idx" ON "upload_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "resource_files_resource_idx" ON "resource_files" USING btree ("resource_id","sort");--> statement-breakpoint
CREATE INDEX "resource_files_file_idx" ON "resource_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "resource_notes_resource_idx" ON "resource_notes" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_notes_search_idx" ON "resource_notes" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "resources_list_idx" ON "resources" USING btree ("status","kind","created_at");--> statement-breakpoint
CREATE INDEX "resources_owner_idx" ON "resources" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "resources_owner_type_idx" ON "resources" USING btree ("owner_type","kind");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "visit_marks_unique_idx" ON "visit_marks" USING btree ("target_type","target_id","viewer","hour");--> statement-breakpoint
CREATE INDEX "visit_marks_hour_idx" ON "visit_marks" USING btree ("hour");