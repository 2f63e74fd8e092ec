CREATE TABLE "keyframe_files" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"frames" smallint DEFAULT 0 NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyframes" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"second" real NOT NULL,
	"phash" bigint NOT NULL,
	"dhash" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moment_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"second" real NOT NULL,
	"source" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "keyframes_file_idx" ON "keyframes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "moment_texts_file_idx" ON "moment_texts" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "moment_texts_search_idx" ON "moment_texts" USING gin ("search_doc") WITH (fastupdate=false);