CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"visitor_token_hash" "bytea",
	"cs_type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversations_party" CHECK (("chat_conversations"."member_id" is null) <> ("chat_conversations"."visitor_token_hash" is null)),
	CONSTRAINT "chat_conversations_status" CHECK ("chat_conversations"."status" in ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"operator_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('CUSTOMER', 'OPERATOR')),
	CONSTRAINT "chat_messages_operator" CHECK (("chat_messages"."sender" = 'OPERATOR') = ("chat_messages"."operator_id" is not null)),
	CONSTRAINT "chat_messages_body" CHECK (char_length("chat_messages"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "chat_socket_tickets" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"conversation_id" bigint,
	"operator_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_socket_tickets_party" CHECK (("chat_socket_tickets"."conversation_id" is null) <> ("chat_socket_tickets"."operator_id" is null))
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_socket_tickets" ADD CONSTRAINT "chat_socket_tickets_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_socket_tickets" ADD CONSTRAINT "chat_socket_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member" ON "chat_conversations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor" ON "chat_conversations" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "chat_conversations_recent" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_thread" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_socket_tickets_expiry" ON "chat_socket_tickets" USING btree ("expires_at");