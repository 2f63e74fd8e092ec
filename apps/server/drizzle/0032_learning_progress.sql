CREATE TABLE "learning_progress" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"second" integer NOT NULL,
	"duration" integer,
	"course_id" integer,
	"section_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE INDEX "learning_progress_recent_idx" ON "learning_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "learning_progress_course_idx" ON "learning_progress" USING btree ("user_id","course_id");