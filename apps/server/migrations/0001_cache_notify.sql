-- Read-mostly tables are cached in every server's memory. Any change to them, from the operator console, a
-- script or psql, tells every listening server which table changed so that it drops its copy at once.
CREATE FUNCTION playhall_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('playhall_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  cached_table text;
BEGIN
  FOREACH cached_table IN ARRAY ARRAY[
    'site_settings', 'feature_modules', 'register_settings', 'register_field_rules', 'domain_routes',
    'customer_services', 'site_resources', 'banners', 'notices', 'countries', 'region_rules',
    'game_categories', 'vendors', 'vendor_categories'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION playhall_notify_cache()',
      cached_table || '_notify_cache', cached_table
    );
  END LOOP;
END;
$$;
