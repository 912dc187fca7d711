-- Limits that protect without hiding, and people found and erased by any detail they gave (issue 36).

-- 1. One normal form of a phone number (E.164, "+48600100200"), from any common Polish spelling:
--    "600 100 200", "600-100-200", "+48 600 100 200", "(+48) 600-100-200", "0048 600 100 200",
--    "+48 (0) 600 100 200"; a foreign number with its country code ("+44 20 7946 0958", "0044…").
--    null when the text is no phone number. The schema's normalPhone (lead-schema.ts) is the same
--    rule for the forms; a test holds the two to the same answers.
create function public.normal_phone(typed text)
returns text
language sql
immutable
as $$
  select case
           when v ~ '^(\+|00)?48[0-9]{9}$' then '+48' || right(v, 9)
           when v ~ '^0?[0-9]{9}$' then '+48' || right(v, 9)
           when v ~ '^(\+|00)48' then null
           when v ~ '^\+[1-9][0-9]{7,14}$' then v
           when v ~ '^00[1-9][0-9]{7,14}$' then '+' || substr(v, 3)
         end
    from (select regexp_replace(replace(coalesce(typed, ''), '(0)', ''), '[\s().\-/]', '', 'g') as v) t
$$;

-- 2. The mailbox an address reaches: lower case, without a "+tag", and for Gmail without dots
--    (googlemail.com is gmail.com). One newsletter confirmation per mailbox a day, however the
--    address is spelled.
create function public.mailbox_of(email text)
returns text
language sql
immutable
as $$
  select case
           when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
           else local || '@' || domain
         end
    from (select split_part(split_part(a, '@', 1), '+', 1) as local, split_part(a, '@', 2) as domain
            from (select lower(trim(email)) as a) t) parts
   where email like '%@%'
$$;

-- The phone column now holds the normal form (it held the last nine digits: a Polish national
-- number, so +48 before it is the same number).
update public.leads set contact_phone = '+48' || contact_phone where contact_phone ~ '^[0-9]{9}$';

alter table public.leads
  -- The mailbox of the lead's address (null for the placeholder): the newsletter's daily limit.
  add column contact_mailbox text,
  -- When the lead or its latest revision was last queued for an e-mail (null: never, a held
  -- repeat). The newsletter's limit counts these, not arrivals.
  add column mailed_at timestamptz;

update public.leads
   set contact_mailbox = public.mailbox_of(contact_email),
       mailed_at = case when notification_state <> 'held' then coalesce(revised_at, received_at) end;

create index leads_mailbox_idx on public.leads (contact_mailbox, mailed_at)
  where kind = 'newsletter';
-- A true repeat: the same content (kind and every field the visitor entered) again.
create index leads_content_idx on public.leads (content_hash, received_at);
-- The digest of held repeats.
create index leads_held_idx on public.leads (received_at)
  where notification_state = 'held' and reported_in is null;

-- 3. Every accepted submission, new lead or correction, per client: the client's rate limit counts
--    these, so corrections cannot go around it. Kept one day (the purge).
create table public.lead_receipts (
  client_hash text not null,
  received_at timestamptz not null
);
create index lead_receipts_client_idx on public.lead_receipts (client_hash, received_at);
alter table public.lead_receipts enable row level security;

-- 4. A person's leads, by any detail they gave (an owner's answer to a GDPR art. 15 or 17 request;
--    also for Supabase's SQL editor): the e-mail address (any spelling of its mailbox), the phone
--    number (any spelling) or the full name (case and spaces aside), in the latest content or an
--    earlier revision. Details left null are not asked; several match any of them.
create function public.person_lead_ids(
  email text default null,
  phone text default null,
  name text default null
)
returns setof uuid
language sql
stable
as $$
  with wanted as (
    select public.mailbox_of(nullif(trim(email), '')) as mailbox,
           public.normal_phone(nullif(trim(phone), '')) as phone,
           lower(regexp_replace(trim(nullif(trim(name), '')), '\s+', ' ', 'g')) as name
  ),
  contents as (
    select l.id, l.payload from public.leads l
    union all
    select r.lead_id, r.payload from public.lead_revisions r
  )
  select distinct c.id
    from contents c, wanted w
   where (w.mailbox is not null and public.mailbox_of(c.payload->>'email') = w.mailbox)
      or (w.phone is not null and public.normal_phone(c.payload->>'phone') = w.phone)
      or (w.name is not null
          and lower(regexp_replace(trim(c.payload->>'name'), '\s+', ' ', 'g')) = w.name)
$$;

-- What the SQL editor shows of a person: every lead, newest first.
create function public.find_person(
  email text default null,
  phone text default null,
  name text default null
)
returns table (
  id uuid, kind text, received_at timestamptz, page_name text, person_name text,
  person_email text, person_phone text, notification_state text, revisions bigint
)
language sql
stable
as $$
  select l.id, l.kind, l.received_at, l.page_name, l.payload->>'name', l.payload->>'email',
         l.payload->>'phone', l.notification_state,
         (select count(*) from public.lead_revisions r where r.lead_id = l.id)
    from public.leads l
   where l.id in (select public.person_lead_ids(email, phone, name))
   order by l.received_at desc, l.id
$$;

-- Erases a person (GDPR art. 17): every lead and its revisions, the newsletter subscriptions of
-- their mailbox or made by their leads, and the link of a survey answer to them (the client hash an
-- answer keeps for a day: cleared, the anonymous answer stays). Returns what went, as JSON.
create function public.forget_person(
  email text default null,
  phone text default null,
  name text default null
)
returns jsonb
language plpgsql
as $$
declare
  ids uuid[];
  clients text[];
  revisions integer;
  subscriptions integer;
  links integer;
  erased jsonb;
begin
  ids := array(select public.person_lead_ids(forget_person.email, forget_person.phone,
                                             forget_person.name));
  clients := array(select distinct client_hash from public.leads where id = any(ids));
  select count(*) into revisions from public.lead_revisions where lead_id = any(ids);
  delete from public.newsletter_subscriptions s
   where s.lead_id = any(ids)
      or public.mailbox_of(s.email) = public.mailbox_of(nullif(trim(forget_person.email), ''));
  get diagnostics subscriptions = row_count;
  update public.survey_answers set client_hash = null where client_hash = any(clients);
  get diagnostics links = row_count;
  with gone as (
    delete from public.leads where id = any(ids) returning id, kind, received_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', id, 'kind', kind, 'receivedAt', received_at)
                            order by received_at desc), '[]'::jsonb)
    into erased from gone;
  return jsonb_build_object('leads', erased, 'revisions', revisions,
                            'subscriptions', subscriptions, 'surveyLinks', links);
end;
$$;

-- 5. The purge also drops the receipts the rate limit no longer needs.
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
  delete from public.lead_receipts where received_at < at - interval '1 day';
  return removed + unconfirmed + answers;
end;
$$;

do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on public.lead_receipts from %I', api_role);
      execute format('revoke all on function public.person_lead_ids(text, text, text), '
                     'public.find_person(text, text, text), public.forget_person(text, text, text) '
                     'from %I', api_role);
    end if;
  end loop;
end;
$$;
revoke all on function public.person_lead_ids(text, text, text), public.find_person(text, text, text),
  public.forget_person(text, text, text) from public;
