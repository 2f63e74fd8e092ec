CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"instructions" text NOT NULL,
	"owner_id" integer NOT NULL,
	"class_ids" integer[] DEFAULT '{}' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"file_kinds" varchar(16)[] DEFAULT '{}' NOT NULL,
	"late_policy" varchar(16) DEFAULT 'refuse' NOT NULL,
	"attachment_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_submission_files" (
	"submission_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_submission_files_submission_id_file_id_pk" PRIMARY KEY("submission_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'submitted' NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"score" smallint,
	"comment" varchar(1000) DEFAULT '' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"share_consent" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teach_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teach_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teach_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"leader_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_submission_files" ADD CONSTRAINT "assignment_submission_files_submission_id_assignment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assignment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_group_members" ADD CONSTRAINT "teach_group_members_group_id_teach_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."teach_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_owner_idx" ON "assignments" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_one_idx" ON "assignment_submissions" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE INDEX "teach_group_members_user_idx" ON "teach_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teach_groups_leader_idx" ON "teach_groups" USING btree ("leader_id");