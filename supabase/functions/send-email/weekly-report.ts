/**
 * The owner's Monday e-mail (issue 37): last week's leads in plain Polish, for reading on a phone.
 * How many came and were taken, how long they waited for an adviser and for the first call, how
 * many were called within the promised moment, what came of them, and the leading campaigns from
 * lead to payout. Built from the store's report (public.lead_report); sending it is the caller's.
 */
import { outcomeIds, outcomeLabels } from '../_shared/adviser-request.ts';
import { headerSafe } from './format.ts';
import type { Notification } from './mail.ts';
import { renderHtml, renderText, type Content, type Field } from './render.ts';
import type {
  CampaignFunnel,
  LeadReport,
  MinutesSpread,
  WeekFigures,
} from './store/report-queries.ts';

/** The campaigns the e-mail names; the rest are summed in one line. */
const TOP_CAMPAIGNS = 5;
const NO_DATA = 'brak danych';

/** The Polish form of a noun after a count: 1 zgłoszenie, 2–4 zgłoszenia, 5 zgłoszeń, 22 zgłoszenia. */
export function countOf(count: number, one: string, few: string, many: string): string {
  const units = count % 10;
  const tens = count % 100;
  const form =
    count === 1 ? one : units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
  return `${count} ${form}`;
}

/** 4.2 → "4 min", 65 → "1 godz. 5 min", 1500 → "1 dzień 1 godz.": a wait as a person says it. */
export function minutesText(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return 'mniej niż 1 min';
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return `${Math.floor(whole / 60)} godz.${rest > 0 ? ` ${rest} min` : ''}`;
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.round((whole % (24 * 60)) / 60);
  const dayText = days === 1 ? '1 dzień' : `${days} dni`;
  return hours > 0 && hours < 24 ? `${dayText} ${hours} godz.` : dayText;
}

/** "połowa w 4 min, 9 na 10 w 22 min", or "brak danych". */
function spreadText(spread: MinutesSpread): string {
  if (spread.median === null || spread.p90 === null) return NO_DATA;
  return `połowa w ${minutesText(spread.median)}, 9 na 10 w ${minutesText(spread.p90)}`;
}

/** "2026-11-23" → "23–29.11.2026"; "30.11–6.12.2026" across months, full dates across years. */
export function weekRange(weekStart: string): string {
  const [year = 0, month = 1, day = 1] = weekStart.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1, day));
  const end = new Date(Date.UTC(year, month - 1, day + 6));
  const dayOf = (date: Date) => String(date.getUTCDate());
  const monthOf = (date: Date) => String(date.getUTCMonth() + 1).padStart(2, '0');
  const endText = `${dayOf(end)}.${monthOf(end)}.${end.getUTCFullYear()}`;
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${dayOf(start)}.${monthOf(start)}.${start.getUTCFullYear()}–${endText}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    return `${dayOf(start)}.${monthOf(start)}–${endText}`;
  }
  return `${dayOf(start)}–${endText}`;
}

/** How the report names the campaign markers of public.lead_campaign, in plain words. */
const markerNames: Record<string, string> = {
  '(bezpośrednio)': 'Wejścia bezpośrednie',
  '(brak danych)': 'Bez danych o źródle',
  '(odnośnik)': 'link z innej strony',
};

/** "google / cpc / jesien", "www.bing.com / link z innej strony", "Wejścia bezpośrednie". */
export function campaignName(campaign: Pick<CampaignFunnel, 'source' | 'medium' | 'campaign'>) {
  const parts = [campaign.source, campaign.medium, campaign.campaign]
    .filter((part) => part !== '(brak)')
    .map((part) => markerNames[part] ?? part);
  return [...new Set(parts)].join(' / ');
}

/** "5 zgłoszeń → 2 rozmowy → 1 wniosek → 0 wypłat". */
function funnelText(campaign: CampaignFunnel): string {
  return [
    countOf(campaign.leads, 'zgłoszenie', 'zgłoszenia', 'zgłoszeń'),
    countOf(campaign.conversation, 'rozmowa', 'rozmowy', 'rozmów'),
    countOf(campaign.application, 'wniosek', 'wnioski', 'wniosków'),
    countOf(campaign.payout, 'wypłata', 'wypłaty', 'wypłat'),
  ].join(' → ');
}

const emptyWeek = (week: string): WeekFigures => ({
  week,
  leads: 0,
  claimed: 0,
  claimMinutes: { median: null, p90: null },
  firstCallMinutes: { median: null, p90: null },
  promised: 0,
  withinPromise: 0,
  outcomes: Object.fromEntries(outcomeIds.map((id) => [id, 0])) as WeekFigures['outcomes'],
});

/**
 * The e-mail about the week that starts on `weekStart` (its Monday, "2026-11-23"). `report` is
 * that week's (store.leadReport(its Monday, the next Monday)): its campaigns are taken as the
 * week's. A week without leads reads as zeros and "brak danych".
 */
export function buildWeeklyReport(report: LeadReport, weekStart: string): Notification {
  const week = report.weeks.find((figures) => figures.week === weekStart) ?? emptyWeek(weekStart);
  const range = weekRange(weekStart);
  const leads = countOf(week.leads, 'zgłoszenie', 'zgłoszenia', 'zgłoszeń');
  const withinShare =
    week.promised > 0
      ? `${Math.round((week.withinPromise / week.promised) * 100)}% (${week.withinPromise} z ${week.promised})`
      : NO_DATA;
  const outcomesTotal = outcomeIds.reduce((sum, id) => sum + week.outcomes[id], 0);
  const campaigns = report.campaigns.slice(0, TOP_CAMPAIGNS);
  const others = report.campaigns.slice(TOP_CAMPAIGNS);
  const othersLeads = others.reduce((sum, campaign) => sum + campaign.leads, 0);

  const campaignFields: Field[] = campaigns.map((campaign) => ({
    label: campaignName(campaign),
    value: funnelText(campaign),
  }));
  if (others.length > 0) {
    campaignFields.push({
      label: `Pozostałe źródła (${others.length})`,
      value: countOf(othersLeads, 'zgłoszenie', 'zgłoszenia', 'zgłoszeń'),
    });
  }

  const content: Content = {
    action:
      'Nic pilnego – to podsumowanie zgłoszeń z minionego tygodnia. ' +
      'Warto sprawdzić, czy klienci dostają telefon w obiecanym czasie.',
    sections: [
      {
        title: 'Tydzień w liczbach',
        fields: [
          { label: 'Zgłoszenia', value: String(week.leads) },
          {
            label: 'Przejęte przez doradcę',
            value: week.leads > 0 ? `${week.claimed} z ${week.leads}` : '0',
          },
          { label: 'Czas do przejęcia', value: spreadText(week.claimMinutes) },
          { label: 'Czas do pierwszego telefonu', value: spreadText(week.firstCallMinutes) },
          { label: 'Telefon w obiecanym czasie', value: withinShare },
        ],
        note:
          '„Połowa w …”: tyle czekała najwyżej połowa zgłoszeń. ' +
          '„9 na 10 w …”: tyle czekało najwyżej dziewięć zgłoszeń na dziesięć. ' +
          'Czas liczymy od wysłania formularza.',
      },
      {
        title: 'Co wyszło ze zgłoszeń',
        fields: [
          ...outcomeIds.map((id) => ({
            label: outcomeLabels[id],
            value: String(week.outcomes[id]),
          })),
          { label: 'Jeszcze bez wyniku', value: String(Math.max(0, week.leads - outcomesTotal)) },
        ],
        note: 'Przy każdym zgłoszeniu liczy się ostatni wynik zapisany przez doradcę.',
      },
      {
        title: 'Skąd przyszli klienci: od zgłoszenia do wypłaty',
        fields: campaignFields,
        note:
          campaignFields.length > 0
            ? 'Rozmowa: doradca zapisał wynik inny niż „Nie odbiera”. Wniosek: złożony. ' +
              'Wypłata: decyzja pozytywna lub wypłata.'
            : 'W tym tygodniu nie było zgłoszeń.',
      },
    ],
    when: `Tydzień od poniedziałku do niedzieli: ${range} (czas polski)`,
    footer: 'Podsumowanie wysyłane automatycznie w każdy poniedziałek rano.',
  };
  const heading = `Tydzień ${range}: podsumowanie zgłoszeń`;
  const promise = week.promised > 0 ? `, ${week.withinPromise} w obiecanym czasie` : '';
  const subject = headerSafe(`Tydzień ${range}: ${leads}${promise}`);
  return {
    subject,
    text: renderText(heading, content, range),
    html: renderHtml(heading, content, range, subject),
  };
}
