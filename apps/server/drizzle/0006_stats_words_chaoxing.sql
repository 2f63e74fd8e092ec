CREATE TABLE "chaoxing_uploads" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pushed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_daily" (
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"terminal" varchar(8) NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_daily_kind_day_target_id_terminal_pk" PRIMARY KEY("kind","day","target_id","terminal")
);
--> statement-breakpoint
CREATE TABLE "visit_day_totals" (
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"terminal" varchar(8) NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_day_totals_kind_day_terminal_pk" PRIMARY KEY("kind","day","terminal")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"terminal" varchar(8) NOT NULL,
	"viewer" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_rollup" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(50) NOT NULL,
	"folded" varchar(50) NOT NULL,
	"level" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_words_folded_idx" ON "sensitive_words" USING btree ("folded");