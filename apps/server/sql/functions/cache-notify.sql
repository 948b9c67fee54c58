-- Read-mostly tables are cached in every server's memory. Any change to them, from the operator console, a
-- script or psql, tells every listening server which table changed so that it drops its copy at once.
CREATE OR REPLACE FUNCTION playhall_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('playhall_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
