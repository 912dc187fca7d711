-- The consolidation calculator's callback form (issue 27) sends leads of a kind of their own:
-- name, phone, the consent and the calculation the visitor saw.
alter table public.leads drop constraint leads_kind_check;
alter table public.leads add constraint leads_kind_check
  check (kind in ('quick-contact', 'application', 'analysis', 'contact', 'quick-lead', 'newsletter',
                  'calculator'));
