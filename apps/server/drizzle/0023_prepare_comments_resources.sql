CREATE TABLE "prepare_plan_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"quote" varchar(200) DEFAULT '' NOT NULL,
	"body" varchar(500) NOT NULL,
	"anchor_from" text NOT NULL,
	"anchor_to" text NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepare_plan_resources" (
	"plan_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepare_plan_resources_plan_id_resource_id_pk" PRIMARY KEY("plan_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "prepare_plan_comments" ADD CONSTRAINT "prepare_plan_comments_plan_id_prepare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."prepare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepare_plan_resources" ADD CONSTRAINT "prepare_plan_resources_plan_id_prepare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."prepare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepare_plan_comments_plan_idx" ON "prepare_plan_comments" USING btree ("plan_id");