-- Leads as production sees them (issue 23).
--
-- 1. Repair: postgres.js encoded the already-stringified payload a second time, so rows written
--    through it hold a JSON string instead of an object. Turn every such row back into its object.
update public.leads
   set payload = (payload #>> '{}')::jsonb
 where jsonb_typeof(payload) = 'string';

-- 2. A submission id names one submission with its latest content: a changed body updates the row
--    (revision + 1) and its earlier content is kept here as evidence. notified_revision is the
--    latest revision the advisers were told about (0: none yet).
alter table public.leads
  add column revision integer not null default 1,
  add column notified_revision integer not null default 0,
  add column revised_at timestamptz,
  -- Who the lead is about, normalised, for the per-person limits: the e-mail in lower case (null
  -- for the quick lead's placeholder) and the phone's last nine digits.
  add column contact_email text,
  add column contact_phone text,
  -- A repeat over the per-person limit is stored but not e-mailed on its own ('held'); the next
  -- e-mail about that person lists it and names it here.
  add column reported_in uuid,
  -- Set when the advisers were e-mailed directly while the store was down, and the lead was stored
  -- afterwards (the reconciliation).
  add column degraded_at timestamptz;

update public.leads set notified_revision = 1 where notification_state = 'delivered';
update public.leads
   set contact_email = nullif(lower(payload->>'email'), 'brak-emaila@lead.invalid'),
       contact_phone = nullif(right(regexp_replace(coalesce(payload->>'phone', ''), '\D', '', 'g'), 9), '');

alter table public.leads drop constraint leads_notification_state_check;
alter table public.leads add constraint leads_notification_state_check
  check (notification_state in ('pending', 'delivered', 'held'));

create index leads_contact_email_idx on public.leads (contact_email, received_at)
  where contact_email is not null;
create index leads_contact_phone_idx on public.leads (contact_phone, received_at)
  where contact_phone is not null;
-- An owner's lookup of a person's leads (GDPR art. 15 and 17) by the address they gave.
create index leads_payload_email_idx on public.leads (lower(payload->>'email'));

create table public.lead_revisions (
  lead_id uuid not null references public.leads (id) on delete cascade,
  revision integer not null,
  payload jsonb not null,
  -- When this content arrived (the lead's received_at for revision 1).
  received_at timestamptz not null,
  primary key (lead_id, revision)
);

alter table public.lead_revisions enable row level security;

do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on public.lead_revisions from %I', api_role);
    end if;
  end loop;
end;
$$;
