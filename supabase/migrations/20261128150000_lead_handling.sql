-- A lead's life after the e-mail (issue 37): one owner, a promised moment with its reminder and
-- escalation, the outcomes with who and when, and retention by how far the lead went.

-- 1. What happened to a lead, one row per change: an adviser claimed it or recorded an outcome.
--    The lead's own columns below are the latest state; this table is its history. Each change is
--    e-mailed to the team in the lead's thread ("Przejęte przez …"): mail_state says whether that
--    e-mail went out, and a retry pass sends what is still pending.
create table public.lead_events (
  id uuid primary key,
  -- The order of changes made in the same moment (a claim and the outcome that made it).
  seq bigint generated always as identity,
  lead_id uuid not null references public.leads (id) on delete cascade,
  adviser_id uuid not null references public.advisers (id),
  kind text not null check (kind in ('claim', 'outcome')),
  outcome text check (
    outcome in ('conversation', 'no-answer', 'meeting', 'application', 'payout', 'declined')
  ),
  -- 'no-answer': when the adviser will try again; 'meeting': when it is.
  follow_up_at timestamptz,
  -- 'declined': the reason; any outcome: the adviser's short note.
  note text check (length(note) <= 500),
  at timestamptz not null,
  mail_state text not null default 'pending' check (mail_state in ('pending', 'sent')),
  mail_attempts integer not null default 0,
  next_mail_at timestamptz not null,
  check ((kind = 'outcome') = (outcome is not null))
);

create index lead_events_lead_idx on public.lead_events (lead_id, at);
create index lead_events_mail_idx on public.lead_events (next_mail_at) where mail_state = 'pending';

alter table public.leads
  -- The moment the site promised the call by (the toast's and the thank-you page's rules);
  -- null: no call was promised (a newsletter sign-up, a lead from before this column).
  add column promised_at timestamptz,
  -- The adviser who took the lead; set once, by the first "Przejmuję".
  add column owner_id uuid references public.advisers (id),
  add column claimed_at timestamptz,
  -- The first outcome (any: a call was made, answered or not).
  add column first_call_at timestamptz,
  -- The latest outcome and when it was recorded.
  add column outcome text check (
    outcome in ('conversation', 'no-answer', 'meeting', 'application', 'payout', 'declined')
  ),
  add column outcome_at timestamptz,
  -- The clock's two e-mails, each sent once: the team's reminder before the promised moment, the
  -- owner's escalation after it.
  add column reminded_at timestamptz,
  add column escalated_at timestamptz;

-- The clock's pass: unclaimed leads with a promise.
create index leads_promise_idx on public.leads (promised_at)
  where owner_id is null and promised_at is not null;

-- 2. The weekly figures e-mailed to the owner on Monday morning: one row per week sent, so a week
--    is reported once however many passes run.
create table public.weekly_reports (
  week_start date primary key,
  sent_at timestamptz
);

-- 3. Retention by how far a lead went (III OSK 6563/21: the data of applicants who never signed
--    is not kept "just in case"). The owner sets the periods (confirmed by counsel), e.g.
--      update public.lead_retention set keep = interval '3 months' where stage = 'no-application';
--    A lead is erased this long after its last change (received, corrected, claimed, an outcome).
create table public.lead_retention (
  stage text primary key check (stage in ('no-application', 'application', 'payout')),
  keep interval not null check (keep > interval '0')
);

insert into public.lead_retention (stage, keep) values
  ('no-application', interval '6 months'),
  ('application', interval '1 year'),
  ('payout', interval '2 years');

-- How far a lead went, by the outcomes recorded for it (not only the latest: a payout stays a
-- payout when a later note says the client declined a second offer).
create function public.lead_stage(lead uuid)
returns text
language sql
stable
as $$
  select case
           when bool_or(outcome = 'payout') then 'payout'
           when bool_or(outcome = 'application') then 'application'
           else 'no-application'
         end
    from (select outcome from public.lead_events where lead_id = lead
          union all select null) e
$$;

create or replace function public.purge_expired_leads(at timestamptz default now())
returns integer
language plpgsql
as $$
declare
  removed integer;
  sign_ups integer;
  unconfirmed integer;
  answers integer;
begin
  delete from public.leads l
   where l.kind <> 'newsletter'
     and greatest(l.received_at, l.revised_at, l.claimed_at, l.outcome_at)
         < at - (select keep from public.lead_retention where stage = public.lead_stage(l.id));
  get diagnostics removed = row_count;
  -- A newsletter sign-up is the evidence of a consent: kept two years, as before.
  delete from public.leads where kind = 'newsletter' and received_at < at - interval '2 years';
  get diagnostics sign_ups = row_count;
  delete from public.newsletter_subscriptions
    where confirmed_at is null and created_at < at - interval '2 years';
  get diagnostics unconfirmed = row_count;
  delete from public.survey_answers where received_at < at - interval '2 years';
  get diagnostics answers = row_count;
  update public.survey_answers set client_hash = null
    where client_hash is not null and received_at < at - interval '1 day';
  delete from public.lead_receipts where received_at < at - interval '1 day';
  delete from public.weekly_reports where week_start < (at - interval '2 years')::date;
  return removed + sign_ups + unconfirmed + answers;
end;
$$;

do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on public.lead_events, public.weekly_reports, '
                     'public.lead_retention from %I', api_role);
      execute format('revoke all on function public.lead_stage(uuid) from %I', api_role);
    end if;
  end loop;
end;
$$;
revoke all on function public.lead_stage(uuid) from public;

alter table public.lead_events enable row level security;
alter table public.weekly_reports enable row level security;
alter table public.lead_retention enable row level security;
