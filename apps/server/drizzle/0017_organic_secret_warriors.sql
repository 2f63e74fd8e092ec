CREATE TABLE "research_seminar_resources" (
	"seminar_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_seminar_resources_seminar_id_resource_id_pk" PRIMARY KEY("seminar_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "research_seminar_resources" ADD CONSTRAINT "research_seminar_resources_seminar_id_research_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."research_seminars"("id") ON DELETE cascade ON UPDATE no action;