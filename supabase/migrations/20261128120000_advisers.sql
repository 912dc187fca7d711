-- The advisers' roster (issue 37): who receives the notifications, changed by the owner without a
-- redeploy (`npm run advisers -- --add/--remove/--list`, or plain SQL in Supabase's editor:
--   insert into public.advisers (id, name, email) values (gen_random_uuid(), 'Anna Nowak', 'anna@firma.pl');
--   update public.advisers set active = false, removed_at = now() where email = 'anna@firma.pl';
-- With no active adviser, the function e-mails LEAD_EMAIL_TO as before.
create table public.advisers (
  id uuid primary key,
  name text not null check (length(trim(name)) between 2 and 200),
  -- Lower case, one row per address: adding it again makes it active again.
  email text not null unique check (email = lower(email) and email like '%_@_%'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  removed_at timestamptz
);

alter table public.advisers enable row level security;

do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on public.advisers from %I', api_role);
    end if;
  end loop;
end;
$$;
