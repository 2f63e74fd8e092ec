CREATE TABLE "research_meeting_attendance" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_meeting_attendance_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_meeting_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"marks" jsonb NOT NULL,
	"score10" integer NOT NULL,
	"level" varchar(10) NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_meeting_venues" (
	"meeting_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"stream_kind" varchar(20) NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "research_meeting_venues_meeting_id_place_id_pk" PRIMARY KEY("meeting_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "research_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"seminar_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"live_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "stream_labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "research_meeting_attendance" ADD CONSTRAINT "research_meeting_attendance_meeting_id_research_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."research_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_meeting_evaluations" ADD CONSTRAINT "research_meeting_evaluations_meeting_id_research_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."research_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_meeting_venues" ADD CONSTRAINT "research_meeting_venues_meeting_id_research_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."research_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_meeting_venues" ADD CONSTRAINT "research_meeting_venues_place_id_research_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."research_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_meetings" ADD CONSTRAINT "research_meetings_seminar_id_research_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."research_seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_meeting_evaluations_once" ON "research_meeting_evaluations" USING btree ("meeting_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "research_meeting_venues_place_idx" ON "research_meeting_venues" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "research_meetings_seminar_idx" ON "research_meetings" USING btree ("seminar_id","start_at");