CREATE TABLE "notice_mutes" (
	"user_id" integer NOT NULL,
	"category" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_mutes_user_id_category_pk" PRIMARY KEY("user_id","category")
);
