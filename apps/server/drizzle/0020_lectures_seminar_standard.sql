CREATE TABLE "research_lecture_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"marks" jsonb NOT NULL,
	"score10" integer NOT NULL,
	"level" varchar(10) NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"teacher_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"live_id" integer,
	"resource_id" integer,
	"template_id" integer NOT NULL,
	"intro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_seminar_resources" (
	"seminar_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_seminar_resources_seminar_id_resource_id_pk" PRIMARY KEY("seminar_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "research_seminars" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "research_lecture_evaluations" ADD CONSTRAINT "research_lecture_evaluations_lecture_id_research_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."research_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_lectures" ADD CONSTRAINT "research_lectures_subject_id_research_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."research_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_seminar_resources" ADD CONSTRAINT "research_seminar_resources_seminar_id_research_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."research_seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_lecture_evaluations_once" ON "research_lecture_evaluations" USING btree ("lecture_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "research_lectures_list_idx" ON "research_lectures" USING btree ("subject_id","term_id");--> statement-breakpoint
CREATE INDEX "research_lectures_teacher_idx" ON "research_lectures" USING btree ("teacher_id");