import { articlePath, paths } from '@/config/paths';
import { creditWarning } from '@/content/credit-warning';
import { company } from '@/content/company';
import { creditExamples } from '@/content/figures';
import { consumerCredit, guideExamples } from '@/content/statutory-figures';
import {
  acts,
  actSource,
  consumerCreditLimit,
  consumerCreditScope,
  earlyRepaymentRule,
  earlyRepaymentThresholdText,
} from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import type { Article } from '@/content/types';
import {
  annuityInstalment,
  creditFigures,
  earlyRepaymentCommission,
  earlyRepaymentFigures,
  feeOf,
} from '@/lib/finance';
import { formatPercent, formatPln, pluralPl } from '@/lib/format';
import { earlyRepaymentSummary } from './wczesniejsza-splata-kredytu-ile-kosztuje.summary';

const { slug } = earlyRepaymentSummary;
const rule = earlyRepaymentRule;
const monthsText = (count: number) =>
  `${count} ${pluralPl(count, 'miesiąc', 'miesiące', 'miesięcy')}`;
const instalmentsText = (count: number) => `${count} ${pluralPl(count, 'rata', 'raty', 'rat')}`;

/** Variable rate: the consolidation example repaid in full, or in part, after some instalments. */
const variable = creditExamples.consolidation;
const variableFigures = creditFigures({
  ...variable,
  commission: feeOf(variable.amount, { percentOfAmount: variable.commissionPercent }),
});
const variableRepaid = earlyRepaymentFigures(variable, guideExamples.variableRateRepaidAfterMonths);
const lowerInstalment = annuityInstalment(
  variableRepaid.outstanding - guideExamples.partRepayment,
  variable.annualRatePercent,
  variableRepaid.monthsLeft,
);

/**
 * Fixed rate: the teacher example repaid in full after some instalments, and the commission the
 * lender may charge for it at most (art. 50), computed: below the threshold, none.
 */
const fixed = creditExamples.teacher;
const fixedFigures = creditFigures({
  ...fixed,
  commission: feeOf(fixed.amount, { percentOfAmount: fixed.commissionPercent }),
});
const fixedRepaid = earlyRepaymentFigures(fixed, guideExamples.fixedRateRepaidAfterMonths);
const fixedCommission = earlyRepaymentCommission(
  {
    repaid: fixedRepaid.outstanding,
    monthsLeft: fixedRepaid.monthsLeft,
    interestSaved: fixedRepaid.interestSaved,
    // The teacher example's rate is fixed for the whole term (figures.ts, creditExamples).
    fixedRate: true,
  },
  rule,
);
const periodLeft =
  fixedRepaid.monthsLeft > 12
    ? 'okres do końca umowy przekracza jeden rok'
    : 'okres do końca umowy nie przekracza jednego roku';
/** What the example's commission comes to: none below the threshold, else its two limits. */
const fixedCommissionText = fixedCommission.allowed
  ? `Spłacana kwota jest wyższa od progu, więc umowa może przewidywać prowizję. Ponieważ ${periodLeft}, jej limit to ${formatPercent(fixedCommission.percent)} spłacanej kwoty, czyli ${formatPln(fixedCommission.percentCap)}, a ponieważ nie może ona przekroczyć odsetek do końca umowy, najwyższa dopuszczalna prowizja wynosi ${formatPln(fixedCommission.maximum)}.`
  : `Spłacana kwota nie jest wyższa od progu, więc kredytodawca nie może pobrać za tę spłatę żadnej prowizji, nawet jeśli umowa ją przewiduje. Limit procentowy (${formatPercent(fixedCommission.percent)} spłacanej kwoty, bo ${periodLeft}) miałby znaczenie dopiero przy spłacie wyższej niż próg.`;

/** Trusted static HTML written here; every figure comes from src/content/figures.ts or finance.ts. */
const content = `
<p>Czasem sytuacja się poprawia: przychodzi premia, zwrot podatku, spadek albo po prostu udaje się odłożyć trochę pieniędzy. Wtedy pojawia się pytanie, czy warto spłacić kredyt wcześniej i czy bank nie każe za to dodatkowo zapłacić. Dobra wiadomość jest taka, że przy kredycie konsumenckim prawo chroni Cię w tej sprawie dość mocno. W tym poradniku wyjaśniamy, na czym polega wcześniejsza spłata, o ile maleje koszt kredytu i kiedy kredytodawca może pobrać prowizję za spłatę przed terminem. Wszystko pokazujemy na wyliczonych przykładach.</p>

<h2>Masz prawo spłacić kredyt wcześniej</h2>
<p>Ustawa o kredycie konsumenckim daje Ci prawo do spłaty całości lub części kredytu w każdym czasie przed terminem określonym w umowie (art. 48 ust. 1), a kredytodawca nie może uzależnić tej spłaty od wcześniejszego zawiadomienia go (art. 48 ust. 2). Nie musisz podawać powodu ani czekać na zgodę kredytodawcy. Dotyczy to kredytów i pożyczek konsumenckich: gotówkowych, konsolidacyjnych, ratalnych, także tych zaciągniętych w firmach pożyczkowych.</p>
<p>${consumerCreditScope}</p>
<p>Wcześniejsza spłata może przybrać dwie formy:</p>
<ul>
<li><strong>spłata całkowita</strong>: oddajesz cały kapitał pozostały do spłaty i umowa się kończy,</li>
<li><strong>spłata częściowa</strong>: wpłacasz dodatkową kwotę, która zmniejsza kapitał; dalej spłacasz kredyt, ale niższą ratą albo krócej.</li>
</ul>

<h2>O ile maleje koszt kredytu</h2>
<p>Gdy spłacasz kredyt przed terminem, całkowity koszt kredytu ulega obniżeniu o koszty, które dotyczą okresu, o który skrócono umowę (art. 49). W praktyce oznacza to dwie rzeczy.</p>
<p>Po pierwsze, <strong>nie płacisz odsetek za czas, w którym nie korzystasz już z pieniędzy</strong>. Odsetki nalicza się od kapitału, który pozostał do spłaty. Gdy go oddajesz, przestają rosnąć.</p>
<p>Po drugie, <strong>obniżeniu podlegają także koszty zapłacone z góry</strong>, na przykład prowizja czy opłata przygotowawcza, w części przypadającej na skrócony okres. Przesądził to Trybunał Sprawiedliwości Unii Europejskiej w wyroku z 11 września 2019 r. w sprawie Lexitor (C-383/18) i od tego czasu art. 49 rozumie się w Polsce właśnie tak. Sposób wyliczenia zwrotu zależy od umowy i rodzaju kosztu. Najprostsze i często stosowane rozliczenie jest proporcjonalne do czasu: jeśli w kredycie na ${monthsText(variable.months)} do końca umowy zostało ${monthsText(variableRepaid.monthsLeft)}, zwrotowi podlega taka część prowizji, jaką ten pozostały czas stanowi w całym okresie spłaty. Jeśli wyliczenie kredytodawcy budzi Twoje wątpliwości, poproś o jego wyjaśnienie na piśmie.</p>

<h2>Przykład: spłata całego kredytu ze zmiennym oprocentowaniem</h2>
<p>Weźmy kredyt konsolidacyjny z naszego przykładu reprezentatywnego: ${formatPln(variable.amount)} na ${monthsText(variable.months)}, oprocentowanie ${formatPercent(variable.annualRatePercent)} w skali roku (zmienne) i prowizja kredytodawcy ${formatPln(variableFigures.commission)}. Miesięczna rata wynosi ${formatPln(variableFigures.instalment)}, odsetki za cały okres ${formatPln(variableFigures.interest)}, a RRSO ${formatPercent(variableFigures.aprPercent)}.</p>
<p><strong>${creditWarning}</strong></p>
<p>Załóżmy, że po ${guideExamples.variableRateRepaidAfterMonths} ratach chcesz spłacić cały kredyt. Do końca umowy zostało ${instalmentsText(variableRepaid.monthsLeft)}. Wtedy:</p>
<ul>
<li>do spłaty zostaje kapitał ${formatPln(variableRepaid.outstanding)},</li>
<li>pozostałe raty zawierałyby jeszcze ${formatPln(variableRepaid.interestSaved)} odsetek; tych odsetek już nie zapłacisz,</li>
<li>oprocentowanie jest zmienne, więc kredytodawca nie może pobrać prowizji za spłatę przed terminem (art. 50 ust. 1),</li>
<li>do tego należy Ci się zwrot części prowizji przypadającej na ${monthsText(variableRepaid.monthsLeft)}, o które skraca się umowa.</li>
</ul>
<p>Nie każdy ma jednak pod ręką kwotę potrzebną do spłaty całości. Dlatego warto wiedzieć, że spłata częściowa też działa na Twoją korzyść.</p>

<h2>Przykład: spłata części kredytu</h2>
<p>W tym samym kredycie po ${guideExamples.variableRateRepaidAfterMonths} ratach wpłacasz dodatkowo ${formatPln(guideExamples.partRepayment)}. Kapitał do spłaty maleje, a Ty możesz zwykle wybrać jedną z dwóch dróg:</p>
<ul>
<li><strong>niższa rata przy tym samym okresie</strong>: jeśli zostawisz ${instalmentsText(variableRepaid.monthsLeft)}, nowa rata wyniesie ${formatPln(lowerInstalment)} zamiast ${formatPln(variableFigures.instalment)},</li>
<li><strong>krótszy okres przy podobnej racie</strong>: spłacisz kredyt szybciej, a łączne odsetki będą jeszcze niższe.</li>
</ul>
<p>Która droga jest lepsza? Krótszy okres zwykle oznacza mniejszy łączny koszt. Niższa rata daje więcej oddechu w budżecie. Jeśli Twoje dochody są niepewne, niższa rata bywa rozsądniejszym wyborem, bo zostawia zapas na gorszy miesiąc. Zapytaj kredytodawcę, które rozwiązanie przewiduje umowa, i poproś o nowy harmonogram spłat.</p>

<h2>Kiedy kredytodawca może pobrać prowizję za spłatę przed terminem</h2>
<p>Ustawa nazywa tę opłatę prowizją za spłatę kredytu przed terminem. Kredytodawca może ją pobrać tylko wtedy, gdy zastrzegł ją w umowie i spełnione są łącznie dwa warunki (art. 50 ust. 1 ustawy o kredycie konsumenckim):</p>
<ul>
<li><strong>Spłata przypada na okres, w którym stopa oprocentowania jest stała.</strong> Gdy oprocentowanie jest zmienne, kredytodawca nie może pobrać prowizji.</li>
<li><strong>Kwota spłacona w ciągu ${rule.windowMonths} kolejnych miesięcy jest wyższa niż ${earlyRepaymentThresholdText}.</strong> Dla spłat w ${rule.repaymentYear} r. liczy się wynagrodzenie z grudnia ${rule.repaymentYear - 1} r., ${formatPln(rule.averageWage)}, więc próg wynosi ${formatPln(rule.threshold)}. Przy spłacie nie wyższej niż próg prowizja w ogóle się nie należy.</li>
</ul>
<p>Nawet gdy oba warunki są spełnione, ustawa ogranicza wysokość prowizji:</p>
<ul>
<li><strong>najwyżej ${formatPercent(rule.moreThanYearLeftPercent)} spłacanej kwoty</strong>, jeśli okres między spłatą a terminem spłaty kredytu przekracza jeden rok (art. 50 ust. 2),</li>
<li><strong>najwyżej ${formatPercent(rule.upToYearLeftPercent)} spłacanej kwoty</strong>, jeśli ten okres nie przekracza jednego roku (art. 50 ust. 3),</li>
<li><strong>nie więcej niż odsetki</strong>, które przypadałyby do zapłaty od dnia spłaty do uzgodnionego końca umowy, i nie więcej niż bezpośrednie koszty kredytodawcy związane ze spłatą (art. 50 ust. 4).</li>
</ul>
<p>Prowizja nie należy się w ogóle przy kredycie w rachunku oszczędnościowo-rozliczeniowym ani wtedy, gdy kredyt spłaca ubezpieczyciel z umowy ubezpieczenia zawartej po to, żeby zabezpieczyć spłatę kredytu (art. 51). Po spłacie całości kredytodawca ma ${consumerCredit.settlementDays} dni na rozliczenie się z Tobą (art. 52).</p>

<h2>Przykład: spłata kredytu ze stałym oprocentowaniem</h2>
<p>Weźmy teraz kredyt ze stałym oprocentowaniem: ${formatPln(fixed.amount)} na ${monthsText(fixed.months)}, oprocentowanie ${formatPercent(fixed.annualRatePercent)} w skali roku (stałe przez cały okres), rata ${formatPln(fixedFigures.instalment)}, RRSO ${formatPercent(fixedFigures.aprPercent)}. Spłacasz go w całości po ${guideExamples.fixedRateRepaidAfterMonths} ratach, więc do końca umowy zostaje ${monthsText(fixedRepaid.monthsLeft)}.</p>
<ul>
<li>Kapitał do spłaty wynosi ${formatPln(fixedRepaid.outstanding)}.</li>
<li>Odsetki, których już nie zapłacisz, to ${formatPln(fixedRepaid.interestSaved)}.</li>
<li>Próg z art. 50 ust. 1 dla spłat w ${rule.repaymentYear} r. to ${formatPln(fixedCommission.threshold)}.</li>
<li>${fixedCommissionText}</li>
<li>Prowizja kredytodawcy wynosiła ${formatPln(fixedFigures.commission)}; jej część przypadająca na pozostały okres podlega zwrotowi, tak jak w poprzednim przykładzie.</li>
</ul>
<p>Prowizja za spłatę przed terminem dotyczy więc tylko większych spłat przy stałym oprocentowaniu, a i wtedy jest ograniczona do niewielkiej części spłacanej kwoty i do odsetek, których już nie zapłacisz. Umowa może też przewidywać niższą prowizję albo nie przewidywać jej wcale. Sprawdź to w swojej umowie.</p>

<h2>Jak to zrobić w praktyce</h2>
<ol>
<li><strong>Sprawdź umowę.</strong> Zobacz, czy oprocentowanie jest stałe, czy zmienne, i co umowa mówi o wcześniejszej spłacie.</li>
<li><strong>Zapytaj o kwotę do spłaty na konkretny dzień.</strong> Kredytodawca poda, ile trzeba wpłacić, żeby zamknąć kredyt albo zmniejszyć kapitał. Odsetki nalicza się za każdy dzień, więc kwota zależy od daty wpłaty.</li>
<li><strong>Złóż dyspozycję.</strong> Przy spłacie częściowej wskaż, czy chcesz niższej raty, czy krótszego okresu. Zachowaj potwierdzenie.</li>
<li><strong>Wpłać pieniądze</strong> na rachunek wskazany przez kredytodawcę, w uzgodnionym terminie.</li>
<li><strong>Poproś o rozliczenie.</strong> Przy spłacie całości poproś o zaświadczenie, że kredyt został spłacony, oraz o rozliczenie zwrotu kosztów przypadających na skrócony okres.</li>
<li><strong>Sprawdź po kilku tygodniach</strong>, czy kredyt w Biurze Informacji Kredytowej ma status zamkniętego.</li>
</ol>

<h2>Czy zawsze warto spłacać wcześniej?</h2>
<p>Zwykle tak, ale nie za wszelką cenę. Zanim przeznaczysz oszczędności na spłatę, zastanów się:</p>
<ul>
<li>czy po spłacie zostanie Ci rezerwa na nieprzewidziane wydatki; bez niej jedna awaria może skończyć się nową, droższą pożyczką,</li>
<li>czy nie masz innych, droższych długów; najczęściej najwięcej zyskasz, spłacając najpierw zobowiązanie o najwyższym koszcie, na przykład chwilówkę albo zadłużenie na karcie,</li>
<li>czy nie masz zaległości w rachunkach, czynszu czy alimentach; te sprawy są pilniejsze niż nadpłata kredytu, który spłacasz terminowo.</li>
</ul>

<h2>Ubezpieczenie, BIK i zdolność kredytowa</h2>
<p>Jeśli do kredytu wykupiono ubezpieczenie opłacone z góry, zapytaj, czy kończy się ono razem ze spłatą i jak zostanie rozliczona składka za okres, w którym ochrona nie będzie już potrzebna. Koszt ubezpieczenia wymaganego do uzyskania kredytu jest częścią całkowitego kosztu kredytu, więc także on podlega obniżeniu za skrócony okres. Poproś o wyliczenie na piśmie i porównaj je z umową.</p>
<p>Wcześniejsza spłata nie psuje historii kredytowej. Kredyt spłacony w całości zostaje w Biurze Informacji Kredytowej oznaczony jako zamknięty, a terminowa spłata jest dla kolejnych kredytodawców dobrą informacją. Jednocześnie znika rata, którą bank brałby pod uwagę przy ocenie Twojej zdolności kredytowej. Jeśli planujesz w przyszłości większy kredyt, spłata mniejszych zobowiązań bywa dobrym pierwszym krokiem.</p>
<p>Pamiętaj też o kartach kredytowych i limitach w koncie. Spłata zadłużenia na karcie nie zamyka jej automatycznie. Jeśli nie zamierzasz z niej korzystać, rozważ zamknięcie karty albo obniżenie limitu, bo przyznany limit także obciąża zdolność kredytową, nawet gdy z niego nie korzystasz.</p>

<h2>Konsolidacja to też wcześniejsza spłata</h2>
<p>Gdy łączysz kilka kredytów w jeden, nowy kredytodawca spłaca dotychczasowe zobowiązania przed terminem. Dla starych umów jest to więc wcześniejsza spłata, z tymi samymi prawami: koszty przypadające na skrócony okres podlegają obniżeniu. Po konsolidacji warto zwrócić się do każdego z dawnych kredytodawców o rozliczenie i zwrot części prowizji, jeśli się należy. Więcej o tym, jak działa łączenie zobowiązań, przeczytasz w poradniku <a href="${articlePath('co-to-jest-kredyt-konsolidacyjny-jak-dziala')}">o kredycie konsolidacyjnym</a>, a o tym, jak porównywać koszty, w poradniku <a href="${articlePath('jak-czytac-rrso-i-calkowity-koszt-kredytu')}">o RRSO i całkowitym koszcie kredytu</a>.</p>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>Kredyt konsumencki możesz spłacić wcześniej w każdej chwili, w całości lub w części.</li>
<li>Całkowity koszt kredytu maleje o koszty przypadające na okres, o który skracasz umowę, w tym o część prowizji.</li>
<li>Przy oprocentowaniu zmiennym kredytodawca nie może pobrać prowizji za spłatę przed terminem.</li>
<li>Przy stałym oprocentowaniu może ją pobrać tylko wtedy, gdy przewiduje ją umowa, a kwota spłacona w ciągu ${rule.windowMonths} miesięcy przekracza ${earlyRepaymentThresholdText}; wynosi wtedy najwyżej ${formatPercent(rule.moreThanYearLeftPercent)} spłacanej kwoty albo ${formatPercent(rule.upToYearLeftPercent)}, jeśli okres do końca umowy nie przekracza jednego roku, i nie więcej niż odsetki za ten okres.</li>
<li>Te zasady dotyczą kredytów konsumenckich do ${consumerCreditLimit}.</li>
<li>Przed spłatą zostaw sobie rezerwę i sprawdź, czy nie masz droższych długów.</li>
</ul>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową. Nie udzielamy kredytów i nie rozliczamy wcześniejszych spłat: robi to Twój kredytodawca. Możemy natomiast pomóc sprawdzić, czy zamiast nadpłacać jeden kredyt, nie lepiej uporządkować kilku zobowiązań naraz. Decyzję kredytową zawsze podejmuje kredytodawca.</p>
<p>Jeśli spłacasz kilka rat i chcesz sprawdzić, czy jedna rata byłaby niższa, zobacz, jak działa <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a>, i przelicz orientacyjną ratę w <a href="${paths.consolidationCalculator}">kalkulatorze konsolidacji</a>. Możesz też zamówić <a href="${paths.analysis}">bezpłatną analizę finansową</a>: doradca oddzwoni ${callbackPromise.forms} i spokojnie przejrzy z Tobą wszystkie raty.</p>
<ul>
<li>${promises.freeAnalysis}.</li>
<li>${promises.noUpfrontFee}.</li>
</ul>
`;

export const earlyRepaymentArticle: Article = {
  ...earlyRepaymentSummary,
  content,
  sources: [
    actSource(
      acts.consumerCredit,
      'art. 3 (zakres ustawy) i art. 48–52 (spłata kredytu przed terminem, obniżenie kosztów, prowizja za spłatę przed terminem)',
    ),
    {
      title:
        'Wyrok Trybunału Sprawiedliwości Unii Europejskiej z dnia 11 września 2019 r., sprawa C-383/18 (Lexitor)',
    },
    {
      title: 'Urząd Ochrony Konkurencji i Konsumentów – prawa konsumenta',
      url: 'https://uokik.gov.pl/',
    },
    {
      title: 'Rzecznik Finansowy – poradniki dla klientów instytucji finansowych',
      url: 'https://rf.gov.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Kalendarz ze skreślonymi polami i kropkowana strzałka prowadząca do chorągiewki na mecie',
    width: 1200,
    height: 630,
  },
};
