CREATE TABLE "chaoxing_uploads" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pushed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
