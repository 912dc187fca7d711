-- The latest revision of a lead that needs an e-mail (issue 36). A correction that is not e-mailed
-- (a true repeat, or a newsletter mailbox confirmed today) leaves it as it was, so the e-mail in
-- flight for the earlier revision completes the lead instead of leaving it pending for a second
-- e-mail (two confirmations to one mailbox under concurrent re-posts).
alter table public.leads add column mail_revision integer not null default 1;
update public.leads set mail_revision = revision;
