-- The account policy is cached like the other brand settings (see 0001).
CREATE TRIGGER account_settings_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_settings
  FOR EACH STATEMENT EXECUTE FUNCTION playhall_notify_cache();
