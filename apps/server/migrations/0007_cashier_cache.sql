-- Cashier policy and deposit channels are cached like the other brand settings (see 0001).
CREATE TRIGGER cashier_settings_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cashier_settings
  FOR EACH STATEMENT EXECUTE FUNCTION playhall_notify_cache();
--> statement-breakpoint
CREATE TRIGGER deposit_channels_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deposit_channels
  FOR EACH STATEMENT EXECUTE FUNCTION playhall_notify_cache();
