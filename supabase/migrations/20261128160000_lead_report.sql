-- The owner's figures (issue 37): how fast leads are claimed and called, whether the promised
-- moment was kept, what came of them, and how far each campaign's leads went. Run by
-- `npm run leads -- --report` and, on Supabase, from its SQL editor:
--   select public.lead_report('2026-11-01');
--   select public.lead_report('2026-11-23', '2026-11-30');  -- one week
-- A lead here is one a person sent through a form: newsletter sign-ups are not leads, and held
-- repeats (notification_state 'held', a true repeat of an earlier lead) are not counted again.
-- Weeks start on Monday, Warsaw time; times are minutes from the lead's arrival.

-- 1. A lead's campaign as the marketers name it, from payload->'attribution' (one row). With no
--    campaign tags the source is the referring site (medium '(odnośnik)') or '(bezpośrednio)';
--    leads sent by pages built before attribution show '(brak danych)'. leads_by_source and
--    lead_report both read it here.
create function public.lead_campaign(payload jsonb)
returns table (source text, medium text, campaign text)
language sql
immutable
as $$
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
         coalesce(a->>'campaign', '(brak)')
    from (select payload->'attribution' as a,
                 substring(payload->'attribution'->>'referrer' from '^https?://([^/]+)')
                   as referrer_host) tagged
$$;

-- The same output as before (20261127120000_attribution_and_surveys.sql), its expressions now in
-- lead_campaign.
create or replace function public.leads_by_source(since timestamptz default '-infinity')
returns table (source text, medium text, campaign text, kind text, leads bigint)
language sql
stable
as $$
  select c.source, c.medium, c.campaign, l.kind, count(*)
    from public.leads l
   cross join lateral public.lead_campaign(l.payload) c
   where l.received_at >= since
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4;
$$;

-- 2. The report, as one JSON value:
--    { "weeks": [ { "week": "2026-11-23",              -- its Monday
--                   "leads", "claimed",
--                   "claimMinutes": { "median", "p90" },     -- claimed_at − received_at
--                   "firstCallMinutes": { "median", "p90" }, -- first_call_at − received_at
--                   "promised",        -- leads with a promised moment
--                   "withinPromise",   -- of those, first called by that moment
--                   "outcomes": { "conversation": n, … } } ],  -- by each lead's latest outcome
--      "campaigns": [ { "source", "medium", "campaign",
--                       "leads", "conversation", "application", "payout" } ] }
--    Minutes have one decimal (null: nothing to measure). Weeks run from the first to the last
--    with a lead, an empty week between them included with zeros. A campaign's funnel counts its
--    leads by the outcomes ever recorded for them (lead_events, not only the latest): a
--    conversation is any outcome but 'no-answer', an application is 'application' or 'payout'.
--    The period (since ≤ received_at < until) chooses the leads; their outcomes count whenever
--    they were recorded.
create function public.lead_report(
  since timestamptz default '-infinity',
  until timestamptz default 'infinity'
)
returns jsonb
language sql
stable
as $$
  with counted as (
    select l.id, l.payload, l.claimed_at, l.promised_at, l.first_call_at, l.outcome,
           date_trunc('week', l.received_at at time zone 'Europe/Warsaw')::date as week,
           (extract(epoch from l.claimed_at - l.received_at) / 60)::float8 as claim_minutes,
           (extract(epoch from l.first_call_at - l.received_at) / 60)::float8 as call_minutes
      from public.leads l
     where l.kind <> 'newsletter'
       and l.notification_state <> 'held'
       and l.received_at >= since
       and l.received_at < until
  ),
  weeks as (
    select generate_series(min(week)::timestamp, max(week)::timestamp, interval '1 week')::date
             as week
      from counted
  ),
  per_week as (
    select w.week,
           count(c.id) as leads,
           count(c.claimed_at) as claimed,
           round((percentile_cont(0.5) within group (order by c.claim_minutes))::numeric, 1)
             as claim_median,
           round((percentile_cont(0.9) within group (order by c.claim_minutes))::numeric, 1)
             as claim_p90,
           round((percentile_cont(0.5) within group (order by c.call_minutes))::numeric, 1)
             as call_median,
           round((percentile_cont(0.9) within group (order by c.call_minutes))::numeric, 1)
             as call_p90,
           count(c.promised_at) as promised,
           count(*) filter (where c.first_call_at <= c.promised_at) as within_promise,
           jsonb_build_object(
             'conversation', count(*) filter (where c.outcome = 'conversation'),
             'no-answer', count(*) filter (where c.outcome = 'no-answer'),
             'meeting', count(*) filter (where c.outcome = 'meeting'),
             'application', count(*) filter (where c.outcome = 'application'),
             'payout', count(*) filter (where c.outcome = 'payout'),
             'declined', count(*) filter (where c.outcome = 'declined')
           ) as outcomes
      from weeks w
      left join counted c on c.week = w.week
     group by w.week
  ),
  reached as (
    select e.lead_id,
           bool_or(e.outcome <> 'no-answer') as conversation,
           bool_or(e.outcome in ('application', 'payout')) as application,
           bool_or(e.outcome = 'payout') as payout
      from public.lead_events e
     where e.kind = 'outcome'
       and e.lead_id in (select id from counted)
     group by e.lead_id
  ),
  campaigns as (
    select k.source, k.medium, k.campaign,
           count(*) as leads,
           count(*) filter (where r.conversation) as conversation,
           count(*) filter (where r.application) as application,
           count(*) filter (where r.payout) as payout
      from counted c
     cross join lateral public.lead_campaign(c.payload) k
      left join reached r on r.lead_id = c.id
     group by k.source, k.medium, k.campaign
  )
  select jsonb_build_object(
    'weeks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'week', week,
               'leads', leads,
               'claimed', claimed,
               'claimMinutes', jsonb_build_object('median', claim_median, 'p90', claim_p90),
               'firstCallMinutes', jsonb_build_object('median', call_median, 'p90', call_p90),
               'promised', promised,
               'withinPromise', within_promise,
               'outcomes', outcomes
             ) order by week)
        from per_week), '[]'::jsonb),
    'campaigns', coalesce((
      select jsonb_agg(jsonb_build_object(
               'source', source,
               'medium', medium,
               'campaign', campaign,
               'leads', leads,
               'conversation', conversation,
               'application', application,
               'payout', payout
             ) order by leads desc, payout desc, application desc, conversation desc,
                        source, medium, campaign)
        from campaigns), '[]'::jsonb)
  )
$$;

-- Supabase's API roles: no access at all. (Plain PostgreSQL and PGlite have no such roles.)
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on function public.lead_campaign(jsonb), '
                     'public.lead_report(timestamptz, timestamptz) from %I', api_role);
    end if;
  end loop;
end;
$$;
revoke all on function public.lead_campaign(jsonb), public.lead_report(timestamptz, timestamptz)
  from public;
