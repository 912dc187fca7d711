-- The lead store: every valid submission is kept here before anyone is notified, with the state of
-- its notification (the advisers' e-mail, or a newsletter subscriber's confirmation e-mail).
-- Only the send-email function reads and writes it (as the database owner, through SUPABASE_DB_URL):
-- row-level security is on with no policy, and the API roles get no grant at all.

create table public.leads (
  id uuid primary key,
  -- The browser's id of one filled-in form: the same id again is the same lead.
  submission_id uuid unique,
  kind text not null
    check (kind in ('quick-contact', 'application', 'analysis', 'contact', 'quick-lead', 'newsletter')),
  page_name text not null,
  -- The body as validated by the shared schema (honeypot removed).
  payload jsonb not null,
  received_at timestamptz not null,
  -- Evidence of consent: the flags as sent and the version of the wording shown (null: not sent).
  consent_processing boolean,
  consent_marketing boolean,
  consent_documents boolean,
  consent_version text,
  -- HMAC of the client's IP address with a server secret; the raw address is never stored.
  client_hash text not null,
  -- SHA-256 of the kind and the validated fields: the same person sending the same twice.
  content_hash text not null,
  notification_state text not null default 'pending'
    check (notification_state in ('pending', 'delivered')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- Technical cause of the last failed attempt (status, error name); never personal data.
  last_error text,
  delivered_at timestamptz
);

create index leads_due_idx on public.leads (next_attempt_at) where notification_state = 'pending';
create index leads_client_idx on public.leads (client_hash, received_at);
create index leads_received_idx on public.leads (received_at);

-- Newsletter double opt-in: an address counts as subscribed only once confirmed_at is set.
create table public.newsletter_subscriptions (
  id uuid primary key,
  email text not null unique,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  consent_version text,
  -- The sign-up that asked for the confirmation e-mail (gone after the lead's purge).
  lead_id uuid references public.leads (id) on delete set null
);

create index newsletter_subscriptions_created_idx
  on public.newsletter_subscriptions (created_at) where confirmed_at is null;

alter table public.leads enable row level security;
alter table public.newsletter_subscriptions enable row level security;

-- Retention (spec §9): leads two years after receipt, unconfirmed subscriptions two years after
-- sign-up. Returns how many rows went. Scheduled daily where pg_cron exists (next migration).
create function public.purge_expired_leads(at timestamptz default now())
returns integer
language plpgsql
as $$
declare
  removed integer;
  unconfirmed integer;
begin
  delete from public.leads where received_at < at - interval '2 years';
  get diagnostics removed = row_count;
  delete from public.newsletter_subscriptions
    where confirmed_at is null and created_at < at - interval '2 years';
  get diagnostics unconfirmed = row_count;
  return removed + unconfirmed;
end;
$$;

-- Supabase's API roles: no access at all. (Plain PostgreSQL and PGlite have no such roles.)
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on public.leads, public.newsletter_subscriptions from %I', api_role);
      execute format('revoke all on function public.purge_expired_leads(timestamptz) from %I', api_role);
    end if;
  end loop;
end;
$$;
revoke all on function public.purge_expired_leads(timestamptz) from public;
