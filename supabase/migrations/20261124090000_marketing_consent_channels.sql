-- Marketing consent split by channel (issue 10): the forms now ask separately for offers by e-mail
-- and by phone, both optional and unticked. The old column consent_marketing stays as it was sent:
-- on rows from before the split it is the one box that covered both channels ("e-mailem lub
-- telefonicznie"), on newsletter sign-ups the newsletter box. The channel columns of those old
-- rows stay null (not asked), except a newsletter sign-up's, whose box was e-mail only.

alter table public.leads
  add column consent_marketing_email boolean,
  add column consent_marketing_phone boolean;

update public.leads
   set consent_marketing_email = consent_marketing
 where kind = 'newsletter' and consent_marketing is not null;
