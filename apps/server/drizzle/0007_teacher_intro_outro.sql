CREATE TABLE "teacher_intro_outro" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"intro_file_id" integer,
	"outro_file_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
