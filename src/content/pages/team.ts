import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callbackPromise, callbackShort, experienceClaim } from '@/content/promises';
import { officeMap } from '@/content/pages/contact';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ExpertContent } from '@/sections/expert-profile';
import type { MapContent } from '@/sections/map-preview';
import type { PageContent } from '@/content/types';
import { promises } from '@/content/promises';
import { typeset } from '@/lib/typography';

const { chiefAnalyst } = company;

export interface TeamPageContent extends PageContent {
  expert: ExpertContent;
  map: MapContent;
  cta: CallToActionContent;
}

export const teamPage: TeamPageContent = typeset({
  meta: {
    title: `Nasz zespół | ${company.brandName}`,
    description: `Poznaj naszego głównego analityka kredytowego: ${experienceClaim} doświadczenia w konsolidacji, trudnych kredytach i rozmowach z bankami.`,
  },
  intro: {
    eyebrow: 'Zespół',
    title: 'Poznaj naszego głównego analityka kredytowego',
    lead: `Nasz główny analityk kredytowy od ${experienceClaim} pomaga klientom, którym banki odmówiły lub którzy mają problem z wieloma ratami. To on ocenia każdą sytuację, zanim złożymy wniosek, i mówi wprost, jakie rozwiązanie ma sens.`,
    ctaText: 'Porozmawiaj z nami',
    ctaLink: paths.contact,
  },
  expert: {
    name: chiefAnalyst.name,
    role: chiefAnalyst.role,
    bio: [
      `Nasz główny analityk od ${experienceClaim} zajmuje się analizą kredytową. Na co dzień pracuje z klientami w bardzo różnych sytuacjach: spłacającymi kilka kredytów i chwilówek naraz, po odmowie w banku, z dochodami z umowy zlecenie, kontraktu czy dyżurów.`,
      'W naszym zespole odpowiada za to, by żaden wniosek nie trafił do kredytodawcy bez rzetelnej analizy. Liczy zdolność kredytową, przegląda z klientem raport BIK, który klient pobiera ze strony BIK, wybiera banki, których zasady pasują do sytuacji klienta, i dba o to, by każda propozycja była zrozumiała – z jasno podaną ratą, RRSO i całkowitym kosztem.',
      'Uważa, że uczciwe „jeszcze nie teraz” jest lepsze niż wniosek złożony na siłę. Gdy kredyt nie jest dobrym rozwiązaniem, podpowiada, co zrobić najpierw: jak uporządkować zobowiązania, co poprawić w historii kredytowej i kiedy warto wrócić.',
    ],
    specialtiesTitle: 'Specjalizacje',
    specialties: [
      'Konsolidacja kredytów i chwilówek',
      'Kredyty po odmowie banku i przy niskiej zdolności kredytowej',
      'Spłata zobowiązań w firmach pozabankowych',
      'Omawianie raportów BIK z klientami i analiza zdolności kredytowej',
      'Kredyty dla pracowników medycznych i oświaty',
      'Kredyty dla żołnierzy i służb mundurowych',
    ],
    quote:
      'Moje zadanie to sprawdzić, jakie rozwiązanie ma w danej sytuacji sens, i uczciwie o nim powiedzieć, zanim klient cokolwiek podpisze.',
    stats: [
      {
        value: experienceClaim,
        label: 'doświadczenia w analizie kredytowej',
      },
      { value: 'bezpłatnie', label: 'ocenia Twoją sytuację przed złożeniem wniosku' },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
    ],
    image: {
      src: '/images/team/expert.svg',
      alt: 'Ilustracja: stylizowana sylwetka doradcy kredytowego na turkusowym tle z bursztynowym akcentem',
      width: 480,
      height: 560,
    },
  },
  map: {
    ...officeMap,
    eyebrow: 'Gdzie nas znaleźć',
    lead: 'Z analitykiem możesz porozmawiać telefonicznie albo spotkać się w naszym warszawskim biurze. Przed wizytą zadzwoń i umów dogodny termin.',
  },
  cta: {
    title: 'Chcesz, żeby ktoś spokojnie przejrzał Twoją sytuację?',
    text: 'Zadzwoń, napisz albo zostaw wiadomość w formularzu. Pierwsza rozmowa i analiza są bezpłatne i do niczego nie zobowiązują.',
    primary: { text: 'Przejdź do kontaktu', path: paths.contact },
    secondary: { text: 'Złóż wniosek', path: paths.application },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Szczera ocena szans, zanim złożymy wniosek',
    ],
  },
});
