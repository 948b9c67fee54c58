ALTER TABLE "notices" ADD CONSTRAINT "notices_type" CHECK ("notices"."type" in ('B', 'PL', 'PU', 'PR', 'H', 'AG'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_execution" CHECK ("notices"."execution" in ('A', 'B', 'F'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_agents_logged_in" CHECK ("notices"."type" <> 'AG' or "notices"."execution" <> 'B');--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_texts_are_objects" CHECK (jsonb_typeof("notices"."title") = 'object' and jsonb_typeof("notices"."content") = 'object');