import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { requiredDocuments, teacher } from '@/content/figures';
import { consumerCredit } from '@/content/statutory-figures';
import {
  acts,
  actSource,
  consumerCreditLimit,
  earlyRepaymentRule,
  earlyRepaymentText,
} from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import { exampleFigures, representativeExampleFor } from '@/content/representative-example';
import type { Article } from '@/content/types';
import { formatPln } from '@/lib/format';
import { teacherGuideSummary } from './kredyt-dla-nauczyciela-dochody-i-dokumenty.summary';
import { representativeExampleHtml } from './article-html';

const { slug } = teacherGuideSummary;

/** The teacher offer's own example, as the teacher page shows it: computed, never typed. */
const example = representativeExampleFor('teacher');
const figures = exampleFigures('teacher');
const rule = earlyRepaymentRule;
/** Whether the whole example credit, repaid early, could reach the art. 50 threshold at all. */
const exampleAboveThreshold = figures.amount > rule.threshold;
const exampleCaption = 'Przykład reprezentatywny kredytu dla nauczyciela';

/** Trusted static HTML written here; every figure comes from src/content/figures.ts. */
const content = `
<p>Praca w szkole lub przedszkolu daje zwykle stały dochód, wypłacany co miesiąc przez tego samego pracodawcę. Dla banku to ważny argument. Mimo to wielu nauczycieli słyszy w swoim banku, że ich zdolność kredytowa jest niższa, niż się spodziewali. Często powodem nie jest sama wysokość pensji, lecz to, które składniki wynagrodzenia bank uwzględnił, jak ocenił rodzaj umowy i jakie dokumenty dostał. W tym poradniku spokojnie wyjaśniamy, jak kredytodawcy patrzą na dochody nauczyciela i jak dobrze przygotować się do wniosku.</p>

<h2>Z czego składa się wynagrodzenie nauczyciela</h2>
<p>Wynagrodzenie nauczyciela zatrudnionego na podstawie Karty Nauczyciela ma kilka części (art. 30 Karty Nauczyciela). Są to:</p>
<ul>
<li><strong>wynagrodzenie zasadnicze</strong>, którego wysokość zależy między innymi od stopnia awansu zawodowego i kwalifikacji,</li>
<li><strong>dodatki</strong>: za wysługę lat, motywacyjny, funkcyjny (w tym za wychowawstwo klasy) i za warunki pracy,</li>
<li><strong>wynagrodzenie za godziny ponadwymiarowe</strong> i za godziny doraźnych zastępstw,</li>
<li><strong>nagrody i inne świadczenia</strong> wynikające ze stosunku pracy.</li>
</ul>
<p>Dla banku najważniejsze jest to, co wpływa regularnie. Wynagrodzenie zasadnicze i stałe dodatki, na przykład dodatek za wysługę lat, zwykle nie budzą wątpliwości. Składniki zmienne, takie jak godziny ponadwymiarowe, doraźne zastępstwa czy dodatek motywacyjny, którego wysokość może się zmieniać, banki liczą różnie. Jedne biorą średnią z kilku ostatnich miesięcy, inne uwzględniają je tylko w części albo wcale. Dlatego ta sama pensja może dać w dwóch bankach wyraźnie różną zdolność kredytową.</p>

<h3>Pensja wypłacana z góry</h3>
<p>W szkołach i przedszkolach publicznych wynagrodzenie nauczyciela jest wypłacane miesięcznie z góry, na początku miesiąca. Składniki, które można ustalić dopiero po wykonaniu pracy, na przykład za godziny ponadwymiarowe, wypłaca się z dołu (art. 39 Karty Nauczyciela). Warto to wykorzystać przy planowaniu spłaty: termin raty dobrze jest ustawić kilka dni po wpływie pensji, a nie pod koniec miesiąca, kiedy na koncie zostaje najmniej.</p>

<h3>„Trzynastka”</h3>
<p>Nauczyciele szkół i przedszkoli publicznych mają też prawo do dodatkowego wynagrodzenia rocznego, potocznie nazywanego „trzynastką”, na zasadach ustawy o dodatkowym wynagrodzeniu rocznym dla pracowników jednostek sfery budżetowej. Wypłaca się je raz w roku, w pierwszych trzech miesiącach roku, za rok poprzedni.</p>
<p>Banki traktują „trzynastkę” różnie. Niektóre nie wliczają jej do dochodu branego pod uwagę przy racie, inne mogą ją uwzględnić, jeśli widać ją w zaświadczeniu lub w rocznym rozliczeniu podatkowym. Bezpieczniej jest nie planować raty tak, jakby była częścią każdej pensji. Lepiej potraktować ją jako rezerwę na nieprzewidziane wydatki albo jako pieniądze na nadpłatę kredytu.</p>

<h2>Mianowanie, umowa na czas nieokreślony, umowa na zastępstwo</h2>
<p>Drugą rzeczą, którą bank sprawdza, jest podstawa zatrudnienia. Karta Nauczyciela przewiduje dwie: umowę o pracę i mianowanie (art. 10). W praktyce banki patrzą na nie mniej więcej tak:</p>
<ul>
<li><strong>Mianowanie.</strong> Karta Nauczyciela szczegółowo określa, kiedy taki stosunek pracy może się zakończyć, dlatego daje on dużą stabilność zatrudnienia. Banki zwykle oceniają go bardzo dobrze.</li>
<li><strong>Umowa o pracę na czas nieokreślony.</strong> Dla banku to również stabilne zatrudnienie, oceniane podobnie jak mianowanie.</li>
<li><strong>Umowa na czas określony</strong>, w tym umowa na zastępstwo nieobecnego nauczyciela. Tu bank sprawdza, do kiedy trwa umowa. Część kredytodawców dopasowuje okres kredytowania do końca umowy, inne biorą pod uwagę dłuższą historię pracy w oświacie albo oczekują, że do końca umowy zostało jeszcze kilka miesięcy.</li>
<li><strong>Niepełny etat lub praca w dwóch szkołach.</strong> Każdy dochód trzeba osobno udokumentować. Bank może je zsumować, jeśli uzna oba za stabilne.</li>
</ul>
<p>Umowa na czas określony nie przekreśla szans na kredyt. Oznacza raczej, że wybór banku ma większe znaczenie, a kwota i okres spłaty mogą być ostrożniejsze. Jeśli wiesz, że dyrektor planuje przedłużyć Twoją umowę, możesz zapytać, czy potwierdzi to na piśmie. Nie każdy bank weźmie takie pismo pod uwagę, ale warto je mieć.</p>
<p>Stopień awansu zawodowego nie jest dla banku osobnym kryterium, ale wpływa na wysokość wynagrodzenia zasadniczego, a przez to na kwotę, którą bank uzna za bezpieczną.</p>

<h2>Dodatkowe zarobki: zajęcia, egzaminy, korepetycje</h2>
<p>Wielu nauczycieli dorabia. Prowadzą zajęcia pozalekcyjne na umowę zlecenie, sprawdzają prace egzaminacyjne na podstawie osobnych umów, udzielają korepetycji albo prowadzą działalność gospodarczą. Taki dochód może zwiększyć zdolność kredytową, ale tylko wtedy, gdy da się go udokumentować i gdy jest w miarę regularny.</p>
<p>Banki zwykle oczekują, że dodatkowa umowa trwa już od jakiegoś czasu, i chcą zobaczyć wpływy na konto oraz rozliczenie podatkowe. Dochód przyjmowany do ręki, bez umowy i bez rozliczenia, bank po prostu pominie. Jeśli znaczną część Twoich zarobków stanowi umowa zlecenie, zajrzyj też na stronę o <a href="${paths.civilContract}">kredycie dla osób na umowie zlecenie</a>.</p>

<h2>Jakie dokumenty przygotować</h2>
<p>Lista zależy od banku, ale przy umowie o pracę lub mianowaniu zwykle wystarczą cztery dokumenty:</p>
<ol>
<li>dokument tożsamości (dowód osobisty),</li>
<li>zaświadczenie od pracodawcy o zatrudnieniu i wysokości dochodów, często na formularzu banku,</li>
<li>wyciągi z konta, na które wpływa wynagrodzenie, za ostatnie ${requiredDocuments.bankStatementMonths} miesiące,</li>
<li>oświadczenie o dochodach i zobowiązaniach, wypełniane zwykle razem z wnioskiem.</li>
</ol>
<p>Przy dodatkowych źródłach dochodu mogą być potrzebne także umowy zlecenie lub o dzieło, rachunki do nich, roczne zeznanie podatkowe (PIT) albo dokumenty z działalności gospodarczej. Jeśli kredyt ma spłacić inne zobowiązania, dochodzą umowy lub zaświadczenia o ich aktualnym saldzie.</p>
<p>Jedna praktyczna uwaga: w wielu gminach sprawy płacowe szkół i przedszkoli prowadzi nie sama placówka, lecz jednostka obsługująca kilka z nich, na przykład centrum usług wspólnych. Zapytaj w sekretariacie, kto wystawia zaświadczenia o zarobkach i ile to trwa. Zaświadczenie powinno być aktualne, więc najlepiej zamówić je wtedy, gdy wiesz już, do którego banku trafi wniosek. W czasie ferii i wakacji może to potrwać dłużej.</p>

<h2>Co jeszcze wpływa na zdolność kredytową</h2>
<p>Wysokość pensji to dopiero początek. Bank sprawdza też:</p>
<ul>
<li><strong>obecne zobowiązania</strong>: raty kredytów i pożyczek, a także limity na kartach kredytowych i limity w koncie, nawet jeśli z nich nie korzystasz,</li>
<li><strong>historię w BIK</strong>: terminowa spłata pomaga, a opóźnienia mogą utrudnić uzyskanie kredytu; więcej piszemy w poradniku <a href="${articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy')}">o BIK i biurach informacji gospodarczej</a>,</li>
<li><strong>koszty utrzymania</strong>: liczbę osób w gospodarstwie domowym i stałe wydatki,</li>
<li><strong>okres kredytowania</strong>: dłuższy obniża ratę, ale podnosi całkowity koszt kredytu.</li>
</ul>

<h2>Co pomaga przed złożeniem wniosku</h2>
<ul>
<li><strong>Spisz wszystkie zobowiązania</strong> razem z ratami, terminami i kwotami do spłaty. Pomoże Ci w tym poradnik <a href="${articlePath('budzet-domowy-i-lista-dlugow-przed-wnioskiem')}">o budżecie domowym i liście długów</a>.</li>
<li><strong>Zamknij nieużywane karty kredytowe i limity w koncie</strong> albo obniż ich wysokość. Bank liczy je jak zadłużenie, nawet gdy są puste.</li>
<li><strong>Sprawdź swój raport w BIK</strong> przed złożeniem wniosku. Jeśli znajdziesz w nim błąd, możesz poprosić o jego poprawienie.</li>
<li><strong>Nie składaj wielu wniosków naraz.</strong> Każde zapytanie kredytowe jest widoczne dla kolejnych banków, a seria odmów nie pomaga.</li>
<li><strong>Policz ratę z zapasem.</strong> Opieraj się na stałej części pensji, a godziny ponadwymiarowe i „trzynastkę” traktuj jako nadwyżkę.</li>
<li><strong>Jeśli spłacasz kilka rat naraz,</strong> sprawdź, czy <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a> obniżyłby miesięczne obciążenie, i policz to w <a href="${paths.consolidationCalculator}">kalkulatorze konsolidacji</a>. Pamiętaj, że dłuższa spłata zwykle oznacza wyższy całkowity koszt.</li>
</ul>

<h2>Ile może kosztować kredyt? Przykład reprezentatywny</h2>
<p>Poniżej przykład kredytu dla nauczyciela, ten sam, który pokazujemy na stronie oferty. Ma charakter wyłącznie informacyjny. ${example.intro}</p>
${representativeExampleHtml(example, exampleCaption)}
<p>${example.disclaimer}</p>
<p>Jak to czytać? Pożyczasz ${formatPln(figures.amount)} i spłacasz je w ${figures.months} ratach po ${formatPln(figures.instalment)}. Łącznie oddasz ${formatPln(figures.totalPayable)}, a różnica, czyli ${formatPln(figures.totalCost)}, to całkowity koszt kredytu: odsetki i prowizja kredytodawcy. Najlepiej porównuje się oferty właśnie po RRSO i całkowitej kwocie do zapłaty, a nie po samej racie. Wyjaśniamy to szerzej w poradniku <a href="${articlePath('jak-czytac-rrso-i-calkowity-koszt-kredytu')}">o RRSO i całkowitym koszcie kredytu</a>.</p>
<p>W tym przykładzie oprocentowanie jest stałe, więc rata nie zmieni się przez cały okres spłaty. ${earlyRepaymentText} W tym przykładzie cała kwota kredytu, ${formatPln(figures.amount)}, ${exampleAboveThreshold ? 'przekracza' : 'nie przekracza'} progu obowiązującego dla spłat w ${rule.repaymentYear} r. (${formatPln(rule.threshold)}), ${exampleAboveThreshold ? 'więc prowizja może wchodzić w grę przy spłacie wyższej niż ten próg' : 'więc prowizja za jego wcześniejszą spłatę w ogóle nie wchodzi w grę'}. Szczegóły opisujemy w poradniku <a href="${articlePath('wczesniejsza-splata-kredytu-ile-kosztuje')}">o wcześniejszej spłacie kredytu</a>. Od umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, możesz też odstąpić w ciągu ${consumerCredit.withdrawalDays} dni bez podawania przyczyny (art. 53; zobacz poradnik <a href="${articlePath('odstapienie-od-umowy-kredytu-w-14-dni')}">o odstąpieniu od umowy kredytu</a>).</p>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>Bank najchętniej liczy stałe składniki pensji; godziny ponadwymiarowe i dodatki zmienne uwzględnia różnie.</li>
<li>Mianowanie i umowa na czas nieokreślony są oceniane najkorzystniej, ale umowa na zastępstwo nie przekreśla szans.</li>
<li>Dodatkowe zarobki pomagają tylko wtedy, gdy są udokumentowane i regularne.</li>
<li>Zwykle wystarczą cztery dokumenty; zaświadczenie o zarobkach zamów z wyprzedzeniem.</li>
<li>Przed wnioskiem zamknij zbędne limity, sprawdź BIK i policz ratę z zapasem.</li>
<li>Porównuj oferty po RRSO i całkowitej kwocie do zapłaty, a nie tylko po racie.</li>
</ul>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Nie udzielamy kredytów. Pomagamy ocenić sytuację, pokazać bankowi cały Twój dochód i wybrać ofertę spośród banków, z którymi współpracujemy. Decyzję kredytową zawsze podejmuje kredytodawca, dlatego nie obiecujemy, że kredyt zostanie przyznany.</p>
<p>Na stronie <a href="${paths.teacher}">kredytu dla nauczyciela</a> znajdziesz warunki oferty: kwotę do ${formatPln(teacher.maxAmount)} i okres spłaty do ${teacher.maxPeriodYears} lat. Przy komplecie dokumentów decyzja banku i wypłata są możliwe w ciągu ${teacher.decisionAndPayoutHours} godzin, choć termin zależy od banku. Jeśli pracujesz w oświacie, ale nie jako nauczyciel, zajrzyj na stronę <a href="${paths.educationWorkers}">kredytu dla pracowników oświaty</a> i do poradnika <a href="${articlePath('kredyt-dla-pracownikow-oswiaty-bez-tajemnic')}">dla pracowników oświaty</a>.</p>
<p>Jeśli nie wiesz, od czego zacząć, zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms} i razem sprawdzicie, na jaki kredyt i jaką ratę możesz sobie pozwolić. Nasze zasady są proste:</p>
<ul>
<li>${promises.freeAnalysis}</li>
<li>${promises.noUpfrontFee}</li>
<li>${promises.manyBanks}</li>
</ul>
`;

export const teacherGuideArticle: Article = {
  ...teacherGuideSummary,
  content,
  sources: [
    actSource(
      acts.teachersCharter,
      'art. 10 (podstawy nawiązania stosunku pracy), art. 30 (składniki wynagrodzenia), art. 39 (termin wypłaty wynagrodzenia)',
    ),
    actSource(acts.annualBonus, 'art. 5 (termin wypłaty „trzynastki”)'),
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
    alt: 'Tablica szkolna i stos książek obok kalendarza z zaznaczonym pierwszym dniem miesiąca',
    width: 1200,
    height: 630,
  },
};
