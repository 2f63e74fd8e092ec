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
CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");