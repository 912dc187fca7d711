-- Campaign attribution and the thank-you page's survey (issue 27).
--
-- 1. Attribution travels in each lead's payload (payload->'attribution': source, medium, campaign,
--    term, content, referrer, landingPage, clickIds), validated by the shared schema. The marketers'
--    count of leads per source / medium / campaign and form, for any period, is this function, run
--    by `npm run leads -- --by-source` and, on Supabase, from its SQL editor:
--      select * from public.leads_by_source('2026-11-01');
--    With no campaign tags the source is the referring site (medium '(odnośnik)') or
--    '(bezpośrednio)'; leads sent by pages built before attribution show '(brak danych)'.
create function public.leads_by_source(since timestamptz default '-infinity')
returns table (source text, medium text, campaign text, kind text, leads bigint)
language sql
stable
as $$
  with tagged as (
    select l.kind,
           l.payload->'attribution' as a,
           substring(l.payload->'attribution'->>'referrer' from '^https?://([^/]+)') as referrer_host
      from public.leads l
     where l.received_at >= since
  )
  select case
           when a is null then '(brak danych)'
           else coalesce(a->>'source', referrer_host, '(bezpośrednio)')
         end,
         case
           when a is null then '(brak danych)'
           when a->>'medium' is not null then a->>'medium'
           when a->>'source' is null and referrer_host is not null then '(odnośnik)'
           else '(brak)'
         end,
         coalesce(a->>'campaign', '(brak)'),
         kind,
         count(*)
    from tagged
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4;
$$;

-- 2. The survey: anonymous answers, no name, no contact, no attribution. The salted hash of the
--    sender's address exists only for the rate limit and is erased after a day; answers go after
--    two years, like the leads.
create table public.survey_answers (
  id uuid primary key,
  received_at timestamptz not null,
  experience text check (experience in ('positive', 'neutral', 'negative')),
  feedback text not null default '',
  client_hash text
);

create index survey_answers_received_at_idx on public.survey_answers (received_at);
create index survey_answers_client_idx on public.survey_answers (client_hash, received_at)
  where client_hash is not null;

alter table public.survey_answers enable row level security;

-- Retention, now with the survey: the leads and unconfirmed subscriptions as before, survey answers
-- two years after receipt, and the survey's address hashes after a day.
create or replace function public.purge_expired_leads(at timestamptz default now())
returns integer
language plpgsql
as $$
declare
  removed integer;
  unconfirmed integer;
  answers integer;
begin
  delete from public.leads where received_at < at - interval '2 years';
  get diagnostics removed = row_count;
  delete from public.newsletter_subscriptions
    where confirmed_at is null and created_at < at - interval '2 years';
  get diagnostics unconfirmed = row_count;
  delete from public.survey_answers where received_at < at - interval '2 years';
  get diagnostics answers = row_count;
  update public.survey_answers set client_hash = null
    where client_hash is not null and received_at < at - interval '1 day';
  return removed + unconfirmed + answers;
end;
$$;

-- Supabase's API roles: no access at all. (Plain PostgreSQL and PGlite have no such roles.)
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on public.survey_answers from %I', api_role);
      execute format('revoke all on function public.leads_by_source(timestamptz) from %I', api_role);
    end if;
  end loop;
end;
$$;
revoke all on function public.leads_by_source(timestamptz) from public;
