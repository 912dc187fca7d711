-- Production schedules (Supabase Cron): every minute, pg_net calls the function's protected retry
-- entry point, which delivers every due pending notification; every night, the two-year purge.
-- The function's address and the retry secret come from Supabase Vault (see docs/deployment.md):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<LEADS_RETRY_SECRET>', 'leads_retry_secret');
-- Where pg_cron or pg_net is not available (PGlite, a plain PostgreSQL) this migration does nothing,
-- so the same migrations run everywhere.
do $outer$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net not available: lead schedules not installed';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net;

  execute $sql$
    select cron.schedule('deliver-pending-leads', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-email?deliver',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'x-retry-secret',
          (select decrypted_secret from vault.decrypted_secrets where name = 'leads_retry_secret')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000
      );
    $job$)
  $sql$;
  execute $sql$
    select cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()')
  $sql$;
end;
$outer$;
