-- Secrets a demo deployment generates at first start instead of using a value written anywhere (issue 11.2): the
-- payment gateway's and the built-in provider's signing secrets, shared by every node through the database.
CREATE TABLE "service_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
