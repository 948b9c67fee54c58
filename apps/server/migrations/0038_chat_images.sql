CREATE TABLE "chat_message_images" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_body";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "image_type" text;--> statement-breakpoint
ALTER TABLE "chat_message_images" ADD CONSTRAINT "chat_message_images_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_body" CHECK (case when "chat_messages"."image_type" is null then char_length("chat_messages"."body") between 1 and 1000
        else "chat_messages"."body" = '' and "chat_messages"."image_type" in ('image/png', 'image/jpeg') end);