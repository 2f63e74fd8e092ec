CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"grade" varchar(20) NOT NULL,
	"org_id" integer,
	"kind" varchar(16) DEFAULT 'admin' NOT NULL,
	"teacher_id" integer
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(30),
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(30),
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "origin_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(30),
	"term_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"org_id" integer,
	"class_id" integer,
	"credit" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "terms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"ext" varchar(16) NOT NULL,
	"size" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "op_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" varchar(16) NOT NULL,
	"user_id" integer,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"action" varchar(100) NOT NULL,
	"target" varchar(200) DEFAULT '' NOT NULL,
	"detail" jsonb,
	"success" boolean DEFAULT true NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_pics" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_code" varchar(32) NOT NULL,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"is_using" boolean DEFAULT false NOT NULL,
	"display_index" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"img_id" integer,
	"link_url" varchar(500) DEFAULT '' NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"file" varchar(64) DEFAULT 'app' NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "properties_file_key_pk" PRIMARY KEY("file","key")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_code" varchar(16) NOT NULL,
	"parent_id" integer,
	"code" varchar(64) NOT NULL,
	"name" varchar(50) NOT NULL,
	"url" varchar(200) DEFAULT '' NOT NULL,
	"alt" varchar(100) DEFAULT '' NOT NULL,
	"css" varchar(100) DEFAULT '' NOT NULL,
	"login_visit" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menus_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"code" varchar(32),
	"remark" varchar(200),
	"builtin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" varchar(30) NOT NULL,
	"name_initials" varchar(30) DEFAULT '' NOT NULL,
	"user_type" varchar(16) NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"org_id" integer,
	"class_id" integer,
	"title" varchar(30),
	"intro" text,
	"avatar_file_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"recommend_sort" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account")
);
--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "classes_org_idx" ON "classes" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "elements_type_name_idx" ON "elements" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "origin_courses_term_idx" ON "origin_courses" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "origin_courses_teacher_idx" ON "origin_courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "op_logs_created_idx" ON "op_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "op_logs_category_idx" ON "op_logs" USING btree ("category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "area_pics_singleton_idx" ON "area_pics" USING btree ("area_code") WHERE area_code <> 'INDEX';--> statement-breakpoint
CREATE INDEX "area_pics_code_idx" ON "area_pics" USING btree ("area_code","display_index");--> statement-breakpoint
CREATE INDEX "menus_group_idx" ON "menus" USING btree ("group_code");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "users_class_idx" ON "users" USING btree ("class_id");