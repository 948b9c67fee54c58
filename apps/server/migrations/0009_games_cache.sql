-- The game catalogue is cached in memory like the other read-mostly tables (see 0001).
CREATE TRIGGER games_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION playhall_notify_cache();
