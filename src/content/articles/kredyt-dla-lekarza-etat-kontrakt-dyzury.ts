import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { doctor } from '@/content/figures';
import { acts, actSource, consumerCreditLimit, consumerCreditScope } from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import { exampleFigures, representativeExampleFor } from '@/content/representative-example';
import type { Article } from '@/content/types';
import { formatPln } from '@/lib/format';
import { doctorGuideSummary } from './kredyt-dla-lekarza-etat-kontrakt-dyzury.summary';
import { representativeExampleHtml } from './article-html';

const { slug } = doctorGuideSummary;

/** The doctor offer's own example, as the doctor page shows it: computed, never typed. */
const example = representativeExampleFor('doctor');
const figures = exampleFigures('doctor');
const processDays = doctor.averageProcessWorkingDays;
const exampleCaption = 'Przykład reprezentatywny kredytu dla lekarza';

/** Trusted static HTML written here; every figure comes from src/content/figures.ts. */
const content = `
<p>Lekarze rzadko mają jeden, prosty dochód. Etat w szpitalu, dyżury w innej placówce, kontrakt w przychodni, a do tego rezydentura albo praca w kilku miastach: dla lekarza to codzienność, dla banku zestaw dokumentów do sprawdzenia. Wiele banków ocenia pracę lekarza jako stabilną, ale wynik wniosku zależy od tego, jak dochód zostanie udokumentowany i który bank go oceni. W tym poradniku wyjaśniamy, jak kredytodawcy patrzą na etat, kontrakt, dyżury i rezydenturę oraz jak przygotować się do wniosku bez niepotrzebnego stresu.</p>

<h2>Etat w szpitalu lub przychodni</h2>
<p>Umowa o pracę to dla banku najprostsza sytuacja. Podstawą jest zaświadczenie od pracodawcy o zatrudnieniu i zarobkach oraz wyciągi z konta, na które wpływa pensja. Bank patrzy na trzy rzeczy: wysokość dochodu, rodzaj umowy (na czas nieokreślony czy określony, a przy tej drugiej do kiedy trwa) oraz staż u obecnego pracodawcy.</p>
<p>Wymagany staż różni się między bankami. W części z nich wystarczą ${doctor.minimumEmploymentMonths} miesiące zatrudnienia, inne oczekują dłuższego. Niedawna zmiana szpitala nie oznacza, że wniosek nie ma szans. Warto jednak wybrać bank, którego wymagania pasują do Twojej sytuacji, zamiast składać wniosek tam, gdzie masz konto.</p>

<h3>Dyżury w ramach etatu</h3>
<p>Dyżury pełnione w ramach umowy o pracę pracodawca wypłaca razem z wynagrodzeniem, więc widać je w zaświadczeniu i na wyciągach. Ich liczba zmienia się jednak z miesiąca na miesiąc, dlatego banki zwykle liczą średnią z kilku ostatnich miesięcy, a niektóre biorą pod uwagę tylko stałą część pensji. Miesiąc z urlopem albo zwolnieniem lekarskim, kiedy dyżurów było mniej, może obniżyć tę średnią. Jeśli to możliwe, złóż wniosek wtedy, gdy ostatnie miesiące dobrze pokazują Twoje typowe zarobki.</p>

<h2>Kontrakt, czyli praca na własnej działalności</h2>
<p>Lekarz na kontrakcie prowadzi zwykle działalność gospodarczą w formie praktyki zawodowej. Ma wpis w CEIDG i w rejestrze podmiotów wykonujących działalność leczniczą, który dla praktyk lekarskich prowadzi okręgowa rada lekarska. Placówka płaci na podstawie faktur, a lekarz sam rozlicza podatek i składki.</p>
<p>Banki akceptują taki dochód, ale liczą go inaczej niż pensję. Kilka rzeczy warto wiedzieć:</p>
<ul>
<li><strong>Okres prowadzenia działalności.</strong> Wiele banków oczekuje, że działalność trwa już od jakiegoś czasu, zwykle dłużej niż przy umowie o pracę. Część banków ma krótsze wymagania dla lekarzy, zwłaszcza gdy wcześniej pracowali w tym samym zawodzie na etacie.</li>
<li><strong>Dochód, a nie przychód.</strong> Przy rozliczeniu na zasadach ogólnych lub podatkiem liniowym bank patrzy zwykle na dochód, czyli przychód pomniejszony o koszty. Wysokie koszty zmniejszają podatek, ale też dochód, który bank uwzględni.</li>
<li><strong>Ryczałt.</strong> Przy ryczałcie od przychodów ewidencjonowanych nie ma w dokumentach podatkowych kosztów, więc każdy bank przelicza przychód na dochód według własnych zasad. Wyniki potrafią się między bankami wyraźnie różnić.</li>
<li><strong>Zobowiązania firmy.</strong> Raty leasingu samochodu czy sprzętu bank zwykle bierze pod uwagę przy ocenie zdolności kredytowej, tak jak raty prywatnych kredytów.</li>
<li><strong>Brak zaległości.</strong> Bank zwykle prosi o zaświadczenia o niezaleganiu z podatkami i składkami. Można je zamówić także przez internet, ale na wydanie trzeba chwilę poczekać, więc lepiej zrobić to wcześniej.</li>
</ul>

<h2>Rezydentura i początek drogi zawodowej</h2>
<p>Lekarz rezydent odbywa szkolenie specjalizacyjne na podstawie umowy o pracę zawartej na czas określony, na czas trwania specjalizacji. Dla banku to etat, więc oceniany jest podobnie jak inne umowy o pracę. Znaczenie ma data zakończenia umowy i wysokość dochodu, w tym dyżurów.</p>
<p>Gdy do końca rezydentury zostało jeszcze kilka lat, sytuacja jest dla banku prostsza. Gdy do końca zostało niewiele, część kredytodawców dopasuje okres spłaty do umowy albo weźmie pod uwagę całą dotychczasową historię pracy w zawodzie. Nie każdy bank tak podchodzi, dlatego tu wybór kredytodawcy ma szczególne znaczenie.</p>

<h2>Kilka miejsc pracy naraz</h2>
<p>Etat w szpitalu, kontrakt w przychodni, dyżury w nocnej i świątecznej opiece zdrowotnej, umowa zlecenie w innym mieście: każdy z tych dochodów może zwiększyć zdolność kredytową, ale każdy trzeba osobno udokumentować. Bank zsumuje je tylko wtedy, gdy uzna je za regularne. Zwykle oznacza to, że dana współpraca trwa już od kilku miesięcy i widać ją na koncie.</p>
<p>Często problemem nie jest brak dochodu, lecz rozproszone dokumenty. Dobrze jest zebrać je w jednym miejscu, zanim zaczniesz rozmowę z bankiem.</p>

<h2>Jakie dokumenty przygotować</h2>
<p>Poniżej lista, od której warto zacząć. Dokładny zestaw zależy od banku, dlatego przed złożeniem wniosku zawsze warto go potwierdzić.</p>
<ul>
<li><strong>Przy każdej formie pracy:</strong> dokument tożsamości, oświadczenie o dochodach i zobowiązaniach oraz wyciągi z konta za ostatnie ${doctor.incomeProofMonths} miesiące.</li>
<li><strong>Umowa o pracę, w tym rezydentura:</strong> zaświadczenie o zatrudnieniu i zarobkach; przy umowie na czas określony bank sprawdzi datę jej zakończenia.</li>
<li><strong>Kontrakt (działalność gospodarcza):</strong> zeznanie podatkowe za poprzedni rok (PIT-36, PIT-36L lub PIT-28, zależnie od formy opodatkowania), podatkowa księga przychodów i rozchodów lub ewidencja przychodów za bieżący rok, zaświadczenia o niezaleganiu z urzędu skarbowego i ZUS oraz umowy z placówkami.</li>
<li><strong>Umowa zlecenie:</strong> umowy, rachunki lub potwierdzenia wypłat i roczne zeznanie podatkowe.</li>
</ul>
<p>Jeśli kredyt ma spłacić inne zobowiązania, dochodzą umowy lub zaświadczenia o ich aktualnym saldzie i numerze rachunku do spłaty.</p>

<h2>Co pomaga przed złożeniem wniosku</h2>
<ul>
<li><strong>Sprawdź swój raport w BIK</strong> i upewnij się, że nie ma w nim błędów ani zapomnianych zobowiązań. Piszemy o tym w poradniku <a href="${articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy')}">o BIK i biurach informacji gospodarczej</a>.</li>
<li><strong>Zamknij nieużywane karty i limity w koncie.</strong> Bank liczy je jak zadłużenie, nawet gdy z nich nie korzystasz.</li>
<li><strong>Nie składaj wniosków w kilku bankach naraz.</strong> Seria zapytań i odmów widoczna w BIK utrudnia kolejne próby.</li>
<li><strong>Zbierz dokumenty ze wszystkich miejsc pracy</strong>, zanim złożysz wniosek. Brakujące zaświadczenie potrafi opóźnić decyzję bardziej niż cała analiza.</li>
<li><strong>Policz ratę od dochodu bez dyżurów.</strong> Jeśli dasz radę ją spłacać także w miesiącu z mniejszą liczbą dyżurów, kredyt będzie bezpieczny.</li>
<li><strong>Spłacasz kilka rat z czasów studiów?</strong> Sprawdź, czy <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a> obniży miesięczne obciążenie i ile będzie kosztować w całym okresie spłaty. Wyjaśniamy to w poradniku <a href="${articlePath('co-to-jest-kredyt-konsolidacyjny-jak-dziala')}">o kredycie konsolidacyjnym</a>.</li>
</ul>

<h2>Ile może kosztować kredyt? Przykład reprezentatywny</h2>
<p>Poniżej przykład kredytu dla lekarza, ten sam, który pokazujemy na stronie oferty. Ma charakter wyłącznie informacyjny. ${example.intro}</p>
${representativeExampleHtml(example, exampleCaption)}
<p>${example.disclaimer}</p>
<p>W tym przykładzie ${formatPln(figures.amount)} spłaca się w ${figures.months} ratach po ${formatPln(figures.instalment)}, a łącznie oddaje ${formatPln(figures.totalPayable)}. Oprocentowanie jest zmienne, więc rata może w przyszłości wzrosnąć albo spaść. Przy kredycie konsumenckim ze zmiennym oprocentowaniem kredytodawca nie może pobrać prowizji za spłatę przed terminem (art. 50 ustawy o kredycie konsumenckim), co ma znaczenie, jeśli spodziewasz się wyższych dochodów po specjalizacji (więcej w poradniku <a href="${articlePath('wczesniejsza-splata-kredytu-ile-kosztuje')}">o wcześniejszej spłacie kredytu</a>). Oferty najlepiej porównywać po RRSO i całkowitej kwocie do zapłaty; wyjaśniamy je w poradniku <a href="${articlePath('jak-czytac-rrso-i-calkowity-koszt-kredytu')}">o RRSO i całkowitym koszcie kredytu</a>.</p>
<p>Kredyty dla lekarzy bywają wyższe niż ${consumerCreditLimit}, dlatego warto znać granicę ustawy. ${consumerCreditScope} Przy wyższej kwocie przeczytaj więc w umowie, czy i na jakich warunkach możesz od niej odstąpić albo spłacić kredyt wcześniej. Ostateczne warunki, także oprocentowanie, ustala bank po ocenie zdolności kredytowej.</p>

<h2>Najważniejsze w skrócie</h2>
<ol>
<li>Etat jest dla banku najprostszy; liczą się rodzaj umowy, staż i wysokość dochodu.</li>
<li>Dyżury zwiększają dochód, ale banki często liczą je jako średnią albo tylko częściowo.</li>
<li>Przy kontrakcie bank patrzy na okres prowadzenia działalności, dochód po kosztach i zobowiązania firmy.</li>
<li>Rezydentura to umowa o pracę na czas określony; ważna jest data jej zakończenia.</li>
<li>Każde źródło dochodu trzeba udokumentować osobno; dokumenty zbierz przed wnioskiem.</li>
<li>Ratę planuj tak, żeby dało się ją spłacać także w słabszym miesiącu.</li>
</ol>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Nie udzielamy kredytów. Zbieramy z Tobą dokumenty z etatu, kontraktu i dyżurów, porównujemy oferty banków, z którymi współpracujemy, i składamy wniosek tam, gdzie Twoja sytuacja ma realne szanse. Decyzję kredytową zawsze podejmuje kredytodawca.</p>
<p>Na stronie <a href="${paths.doctor}">kredytu dla lekarza</a> znajdziesz warunki oferty: do ${formatPln(doctor.maxAmountUnsecured)} bez dodatkowych zabezpieczeń, na okres do ${doctor.maxPeriodMonths} miesięcy. Decyzja banku zapada zwykle w ciągu ${doctor.decisionHours} godzin od złożenia kompletu dokumentów, a cały proces od wniosku do wypłaty trwa zwykle ${processDays.from}–${processDays.to} dni roboczych. Jeśli pracujesz w ochronie zdrowia w innym zawodzie, zajrzyj na stronę <a href="${paths.medicalWorkers}">kredytu dla pracowników medycznych</a>.</p>
<p>Możesz też zacząć od <a href="${paths.analysis}">bezpłatnej analizy finansowej</a>. Doradca oddzwoni ${callbackPromise.forms}, a jeśli pracujesz w grafiku dyżurów, umówi rozmowę na dogodną porę. Zasady są jasne:</p>
<ul>
<li>${promises.freeAnalysis}</li>
<li>${promises.noUpfrontFee}</li>
<li>${promises.manyBanks}</li>
</ul>
`;

export const doctorGuideArticle: Article = {
  ...doctorGuideSummary,
  content,
  sources: [
    actSource(acts.doctors, '(szkolenie specjalizacyjne, rezydentura)'),
    actSource(
      acts.medicalActivity,
      '(praktyka zawodowa lekarza, rejestr podmiotów wykonujących działalność leczniczą)',
    ),
    actSource(
      acts.consumerCredit,
      'art. 3 (zakres ustawy), art. 7 (przykład reprezentatywny), art. 48–52 (spłata przed terminem), art. 53 (odstąpienie od umowy)',
    ),
    {
      title: 'Biuro Informacji Kredytowej – raport o historii kredytowej',
      url: 'https://www.bik.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Stetoskop obok kalendarza dyżurów i teczki z dokumentami',
    width: 1200,
    height: 630,
  },
};
