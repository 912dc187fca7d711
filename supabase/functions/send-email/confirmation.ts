/**
 * The newsletter subscriber's confirmation request (double opt-in), in Polish: one link that
 * confirms the address, valid for CONFIRMATION_DAYS. Sent to the subscriber, never to the advisers.
 */
import { escapeHtml } from './format.ts';
import type { Notification } from './mail.ts';

export const CONFIRMATION_DAYS = 7;

export const confirmationSubject = 'Potwierdź zapis do newslettera Spokojna Rata';

/** The link a subscriber follows: the function's own address with the signed token. */
export function confirmationLink(functionUrl: string, token: string): string {
  const url = new URL(functionUrl);
  url.searchParams.set('potwierdz', token);
  return url.toString();
}

export function buildConfirmation(link: string): Notification {
  const intro =
    'Dziękujemy za zapis do newslettera Spokojna Rata. Aby zacząć otrzymywać od nas wiadomości, ' +
    'potwierdź swój adres e-mail, klikając w poniższy link:';
  const validity = `Link jest ważny przez ${CONFIRMATION_DAYS} dni.`;
  const ignore =
    'Jeśli to nie Ty zapisałeś się do newslettera, zignoruj tę wiadomość – bez potwierdzenia ' +
    'nie wyślemy Ci żadnych wiadomości.';
  const text = [
    'Dzień dobry,',
    '',
    intro,
    '',
    link,
    '',
    validity,
    ignore,
    '',
    'Zespół Spokojna Rata',
    '',
  ];
  const html = [
    '<!doctype html>',
    '<html lang="pl">',
    `<head><meta charset="utf-8"><title>${escapeHtml(confirmationSubject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    '<p>Dzień dobry,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">Potwierdzam zapis</a></p>`,
    `<p style="color:#52606d;font-size:13px">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(validity)} ${escapeHtml(ignore)}</p>`,
    '<p>Zespół Spokojna Rata</p>',
    '</body>',
    '</html>',
    '',
  ];
  return { subject: confirmationSubject, text: text.join('\n'), html: html.join('\n') };
}
