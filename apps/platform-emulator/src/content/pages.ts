import { LOCALES, toLocale, type Translations } from './texts';

type ContentPageTexts = {
  url: string;
  title: Translations;
  description: Translations;
  /** Shown as separate paragraphs (joined with a blank line, as an editor writes them). */
  paragraphs: readonly Translations[];
  faq?: ReadonlyArray<{ question: Translations; answer: Translations }>;
  /** When an editor last changed the page. */
  updatedAt: string;
};

/**
 * The generic content pages (SPEC.md 2.1 /{slug}) the CMS `seos` collection holds beside the SEO entries of other
 * pages: the footer's slug links and a few more. `{brand}` is filled from the entry's replacements by the site.
 */
const CONTENT_PAGES: readonly ContentPageTexts[] = [
  {
    url: '/terms',
    title: ['Terms and conditions', 'Termos e condições', 'Regulamin', 'Termes i condicions', 'Bepalings en voorwaardes', 'الشروط والأحكام'],
    description: [
      'The rules for playing at {brand}.',
      'As regras para jogar no {brand}.',
      'Zasady gry w {brand}.',
      'Les normes per jugar a {brand}.',
      'Die reëls om by {brand} te speel.',
      'قواعد اللعب في {brand}.',
    ],
    paragraphs: [
      [
        'These terms apply to everyone who plays at {brand}. By opening an account you accept them.',
        'Estes termos se aplicam a todos que jogam no {brand}. Ao abrir uma conta, você os aceita.',
        'Ten regulamin dotyczy każdego, kto gra w {brand}. Zakładając konto, akceptujesz go.',
        'Aquests termes s’apliquen a tothom qui juga a {brand}. En obrir un compte, els acceptes.',
        'Hierdie bepalings geld vir almal wat by {brand} speel. Deur ’n rekening oop te maak, aanvaar jy dit.',
        'تنطبق هذه الشروط على كل من يلعب في {brand}. بفتح حساب فإنك توافق عليها.',
      ],
      [
        'You must be at least 18 years old to play. Each person may hold one account only.',
        'Você deve ter pelo menos 18 anos para jogar. Cada pessoa pode ter apenas uma conta.',
        'Aby grać, musisz mieć ukończone 18 lat. Każda osoba może mieć tylko jedno konto.',
        'Has de tenir almenys 18 anys per jugar. Cada persona pot tenir un sol compte.',
        'Jy moet minstens 18 jaar oud wees om te speel. Elke persoon mag net een rekening hê.',
        'يجب أن يكون عمرك 18 عامًا على الأقل للعب. يحق لكل شخص امتلاك حساب واحد فقط.',
      ],
      [
        'Bonuses come with wagering requirements that are shown with each offer. We may change these terms and will show the date of the last change on this page.',
        'Os bônus têm requisitos de apostas indicados em cada oferta. Podemos alterar estes termos e mostraremos a data da última alteração nesta página.',
        'Bonusy mają wymagania obrotu podane przy każdej ofercie. Możemy zmienić regulamin, a datę ostatniej zmiany pokażemy na tej stronie.',
        'Les bonificacions tenen requisits d’aposta que es mostren a cada oferta. Podem canviar aquests termes i mostrarem la data de l’últim canvi en aquesta pàgina.',
        'Bonusse het deurspeelvereistes wat by elke aanbod gewys word. Ons kan hierdie bepalings verander en sal die datum van die laaste verandering op hierdie bladsy wys.',
        'تخضع المكافآت لشروط رهان تظهر مع كل عرض. قد نغيّر هذه الشروط وسنعرض تاريخ آخر تغيير في هذه الصفحة.',
      ],
    ],
    updatedAt: '2026-02-10T10:00:00.000Z',
  },
  {
    url: '/privacy',
    title: ['Privacy policy', 'Política de privacidade', 'Polityka prywatności', 'Política de privadesa', 'Privaatheidsbeleid', 'سياسة الخصوصية'],
    description: [
      'How {brand} collects, uses and protects your data.',
      'Como o {brand} coleta, usa e protege seus dados.',
      'Jak {brand} zbiera, wykorzystuje i chroni Twoje dane.',
      'Com {brand} recull, utilitza i protegeix les teves dades.',
      'Hoe {brand} jou data insamel, gebruik en beskerm.',
      'كيف يجمع {brand} بياناتك ويستخدمها ويحميها.',
    ],
    paragraphs: [
      [
        '{brand} keeps only the data it needs to run your account: your contact details, your payments and your game history.',
        'O {brand} guarda apenas os dados necessários para sua conta: seus contatos, seus pagamentos e seu histórico de jogos.',
        '{brand} przechowuje tylko dane potrzebne do prowadzenia konta: dane kontaktowe, płatności i historię gier.',
        '{brand} només conserva les dades que necessita per al teu compte: les dades de contacte, els pagaments i l’historial de jocs.',
        '{brand} hou net die data wat nodig is vir jou rekening: jou kontakbesonderhede, betalings en speelgeskiedenis.',
        'يحتفظ {brand} فقط بالبيانات اللازمة لتشغيل حسابك: بيانات الاتصال والمدفوعات وسجل الألعاب.',
      ],
      [
        'We never sell your data. Payment providers and identity checks receive only what the law requires.',
        'Nunca vendemos seus dados. Provedores de pagamento e verificação de identidade recebem apenas o que a lei exige.',
        'Nigdy nie sprzedajemy Twoich danych. Operatorzy płatności i weryfikacji tożsamości otrzymują tylko to, czego wymaga prawo.',
        'Mai no venem les teves dades. Els proveïdors de pagament i de verificació d’identitat només reben el que exigeix la llei.',
        'Ons verkoop nooit jou data nie. Betalingsverskaffers en identiteitskontroles kry net wat die wet vereis.',
        'لا نبيع بياناتك أبدًا. يتلقى مزودو الدفع والتحقق من الهوية ما يتطلبه القانون فقط.',
      ],
      [
        'You can ask support for a copy of your data or for its deletion at any time.',
        'Você pode pedir ao suporte uma cópia dos seus dados ou a exclusão deles a qualquer momento.',
        'W każdej chwili możesz poprosić pomoc o kopię swoich danych lub ich usunięcie.',
        'Pots demanar al suport una còpia de les teves dades o que les esborrin en qualsevol moment.',
        'Jy kan ondersteuning enige tyd vra vir ’n afskrif van jou data of om dit uit te vee.',
        'يمكنك في أي وقت أن تطلب من الدعم نسخة من بياناتك أو حذفها.',
      ],
    ],
    updatedAt: '2026-01-20T10:00:00.000Z',
  },
  {
    url: '/about-us',
    title: ['About {brand}', 'Sobre o {brand}', 'O {brand}', 'Sobre {brand}', 'Oor {brand}', 'عن {brand}'],
    description: [
      'Who we are and how we play fair.',
      'Quem somos e como jogamos limpo.',
      'Kim jesteśmy i jak dbamy o uczciwą grę.',
      'Qui som i com juguem net.',
      'Wie ons is en hoe ons regverdig speel.',
      'من نحن وكيف نضمن اللعب النظيف.',
    ],
    paragraphs: [
      [
        '{brand} is an online casino and sportsbook with thousands of games from dozens of providers.',
        'O {brand} é um cassino online e casa de apostas com milhares de jogos de dezenas de provedores.',
        '{brand} to kasyno online i bukmacher z tysiącami gier od kilkudziesięciu dostawców.',
        '{brand} és un casino en línia i una casa d’apostes amb milers de jocs de desenes de proveïdors.',
        '{brand} is ’n aanlyn casino en sportboek met duisende speletjies van dosyne verskaffers.',
        '{brand} كازينو على الإنترنت ومنصة مراهنات رياضية تضم آلاف الألعاب من عشرات المزودين.',
      ],
      [
        'Every game result comes from a certified random number generator, and winnings are paid out fast.',
        'Cada resultado vem de um gerador de números aleatórios certificado, e os ganhos são pagos rapidamente.',
        'Każdy wynik gry pochodzi z certyfikowanego generatora liczb losowych, a wygrane wypłacamy szybko.',
        'Cada resultat prové d’un generador de nombres aleatoris certificat, i els guanys es paguen ràpidament.',
        'Elke speluitslag kom van ’n gesertifiseerde ewekansige getalgenerator, en wengeld word vinnig uitbetaal.',
        'تأتي كل نتيجة من مولد أرقام عشوائية معتمد، ويتم دفع الأرباح بسرعة.',
      ],
    ],
    updatedAt: '2026-03-02T10:00:00.000Z',
  },
  {
    url: '/responsible-gaming',
    title: ['Responsible gaming', 'Jogo responsável', 'Odpowiedzialna gra', 'Joc responsable', 'Verantwoordelike speel', 'اللعب المسؤول'],
    description: [
      'Tools and advice to keep playing fun at {brand}.',
      'Ferramentas e conselhos para que jogar no {brand} continue divertido.',
      'Narzędzia i porady, by gra w {brand} pozostała rozrywką.',
      'Eines i consells perquè jugar a {brand} continuï sent divertit.',
      'Hulpmiddels en raad om speel by {brand} pret te hou.',
      'أدوات ونصائح ليبقى اللعب في {brand} ممتعًا.',
    ],
    paragraphs: [
      [
        'Playing should be entertainment, never a way to make money. Set a budget before you start and stop when it is spent.',
        'Jogar deve ser diversão, nunca uma forma de ganhar dinheiro. Defina um orçamento antes de começar e pare quando ele acabar.',
        'Gra ma być rozrywką, nie sposobem na zarabianie. Ustal budżet przed rozpoczęciem i przestań, gdy się skończy.',
        'Jugar ha de ser entreteniment, mai una manera de guanyar diners. Fixa un pressupost abans de començar i para quan s’acabi.',
        'Speel moet vermaak wees, nooit ’n manier om geld te maak nie. Stel ’n begroting voor jy begin en hou op wanneer dit op is.',
        'يجب أن يكون اللعب ترفيهًا لا وسيلة لكسب المال. حدّد ميزانية قبل البدء وتوقف عند نفادها.',
      ],
      [
        'In your profile you can set deposit limits, take a break or exclude yourself for a longer time.',
        'No seu perfil você pode definir limites de depósito, fazer uma pausa ou se autoexcluir por mais tempo.',
        'W profilu możesz ustawić limity wpłat, zrobić przerwę lub wykluczyć się na dłużej.',
        'Al teu perfil pots fixar límits de dipòsit, fer una pausa o autoexcloure’t durant més temps.',
        'In jou profiel kan jy depositolimiete stel, ’n breek neem of jouself vir langer uitsluit.',
        'يمكنك من ملفك الشخصي وضع حدود للإيداع أو أخذ استراحة أو استبعاد نفسك لفترة أطول.',
      ],
    ],
    faq: [
      {
        question: ['How do I set a deposit limit?', 'Como defino um limite de depósito?', 'Jak ustawić limit wpłat?', 'Com fixo un límit de dipòsit?', 'Hoe stel ek ’n depositolimiet?', 'كيف أضع حدًا للإيداع؟'],
        answer: [
          'Open your profile, choose responsible gaming and pick a daily, weekly or monthly limit.',
          'Abra seu perfil, escolha jogo responsável e selecione um limite diário, semanal ou mensal.',
          'Otwórz profil, wybierz odpowiedzialną grę i ustaw limit dzienny, tygodniowy lub miesięczny.',
          'Obre el teu perfil, tria joc responsable i escull un límit diari, setmanal o mensual.',
          'Maak jou profiel oop, kies verantwoordelike speel en kies ’n daaglikse, weeklikse of maandelikse limiet.',
          'افتح ملفك الشخصي واختر اللعب المسؤول ثم حدّد حدًا يوميًا أو أسبوعيًا أو شهريًا.',
        ],
      },
      {
        question: ['Where can I get help?', 'Onde posso obter ajuda?', 'Gdzie mogę uzyskać pomoc?', 'On puc trobar ajuda?', 'Waar kan ek hulp kry?', 'أين يمكنني الحصول على المساعدة؟'],
        answer: [
          'Our support team is there around the clock, and independent help lines offer free, confidential advice.',
          'Nossa equipe de suporte está disponível 24 horas, e linhas de ajuda independentes oferecem apoio gratuito e confidencial.',
          'Nasz zespół pomocy działa całą dobę, a niezależne infolinie udzielają bezpłatnych i poufnych porad.',
          'El nostre equip de suport hi és a tota hora, i línies d’ajuda independents ofereixen consell gratuït i confidencial.',
          'Ons ondersteuningspan is dag en nag daar, en onafhanklike hulplyne bied gratis, vertroulike raad.',
          'فريق الدعم لدينا متاح على مدار الساعة، وتقدم خطوط مساعدة مستقلة مشورة مجانية وسرية.',
        ],
      },
    ],
    updatedAt: '2026-02-24T10:00:00.000Z',
  },
  {
    url: '/faq',
    title: ['Questions and answers', 'Perguntas e respostas', 'Pytania i odpowiedzi', 'Preguntes i respostes', 'Vrae en antwoorde', 'أسئلة وأجوبة'],
    description: [
      'Quick answers about accounts, payments and games at {brand}.',
      'Respostas rápidas sobre contas, pagamentos e jogos no {brand}.',
      'Szybkie odpowiedzi o kontach, płatnościach i grach w {brand}.',
      'Respostes ràpides sobre comptes, pagaments i jocs a {brand}.',
      'Vinnige antwoorde oor rekeninge, betalings en speletjies by {brand}.',
      'إجابات سريعة عن الحسابات والمدفوعات والألعاب في {brand}.',
    ],
    paragraphs: [
      [
        'Here are the questions players ask {brand} most often. Did not find yours? Our support team is happy to help.',
        'Estas são as perguntas que os jogadores mais fazem ao {brand}. Não encontrou a sua? Nossa equipe de suporte ajuda com prazer.',
        'Oto pytania, które gracze najczęściej zadają {brand}. Nie ma Twojego? Nasz zespół pomocy chętnie pomoże.',
        'Aquestes són les preguntes que els jugadors fan més sovint a {brand}. No hi trobes la teva? El nostre equip de suport t’ajudarà.',
        'Hier is die vrae wat spelers {brand} die meeste vra. Nie joune gekry nie? Ons ondersteuningspan help graag.',
        'هذه أكثر الأسئلة التي يطرحها اللاعبون على {brand}. لم تجد سؤالك؟ فريق الدعم سعيد بمساعدتك.',
      ],
      [
        'Tap a question to read its answer.',
        'Toque em uma pergunta para ler a resposta.',
        'Kliknij pytanie, aby przeczytać odpowiedź.',
        'Toca una pregunta per llegir-ne la resposta.',
        'Tik op ’n vraag om die antwoord te lees.',
        'اضغط على سؤال لقراءة إجابته.',
      ],
    ],
    faq: [
      {
        question: ['How fast are withdrawals?', 'Quão rápidos são os saques?', 'Jak szybkie są wypłaty?', 'Com de ràpides són les retirades?', 'Hoe vinnig is onttrekkings?', 'ما مدى سرعة السحب؟'],
        answer: [
          'Most withdrawals are processed within 24 hours.',
          'A maioria dos saques é processada em até 24 horas.',
          'Większość wypłat realizujemy w ciągu 24 godzin.',
          'La majoria de retirades es processen en 24 hores.',
          'Die meeste onttrekkings word binne 24 uur verwerk.',
          'تتم معالجة معظم عمليات السحب خلال 24 ساعة.',
        ],
      },
      {
        question: ['Can I play for free?', 'Posso jogar de graça?', 'Czy mogę grać za darmo?', 'Puc jugar de franc?', 'Kan ek verniet speel?', 'هل يمكنني اللعب مجانًا؟'],
        answer: [
          'Many games have a demo mode that needs no deposit and no account.',
          'Muitos jogos têm um modo demo que não exige depósito nem conta.',
          'Wiele gier ma tryb demo, który nie wymaga wpłaty ani konta.',
          'Molts jocs tenen un mode demo que no necessita dipòsit ni compte.',
          'Baie speletjies het ’n demomodus wat geen deposito of rekening nodig het nie.',
          'تتوفر في كثير من الألعاب نسخة تجريبية لا تتطلب إيداعًا ولا حسابًا.',
        ],
      },
      {
        question: ['Why must I verify my identity?', 'Por que devo verificar minha identidade?', 'Dlaczego muszę potwierdzić tożsamość?', 'Per què he de verificar la meva identitat?', 'Hoekom moet ek my identiteit bevestig?', 'لماذا يجب أن أتحقق من هويتي؟'],
        answer: [
          'The law asks us to know who our players are before paying out, which also keeps your account safe.',
          'A lei exige que saibamos quem são nossos jogadores antes de pagar, o que também protege sua conta.',
          'Prawo wymaga, abyśmy znali graczy przed wypłatą, co chroni też Twoje konto.',
          'La llei ens demana saber qui són els jugadors abans de pagar, cosa que també protegeix el teu compte.',
          'Die wet vereis dat ons weet wie ons spelers is voor ons uitbetaal, wat ook jou rekening veilig hou.',
          'يلزمنا القانون بمعرفة هوية لاعبينا قبل الدفع، وهذا يحمي حسابك أيضًا.',
        ],
      },
    ],
    updatedAt: '2026-03-05T10:00:00.000Z',
  },
];

/** The urls of the content pages, for the footer menu and tests. */
export const CONTENT_PAGE_URLS = CONTENT_PAGES.map((page) => page.url);

/** The content pages as `seos` entries of one locale (SPEC.md 2.8 fields), `{brand}` left for the site to fill. */
export function contentPageEntries(locale: string) {
  const index = LOCALES.indexOf(toLocale(locale));
  const pick = (texts: Translations) => texts[index] ?? texts[0];
  return CONTENT_PAGES.map((page) => {
    const title = pick(page.title);
    const description = pick(page.description);
    const faq = (page.faq ?? []).map(({ question, answer }) => ({ question: pick(question), answer: pick(answer) }));
    return {
      url: page.url,
      title,
      description,
      openGraph: { title, description, image: null, type: 'article' },
      meta: [],
      robots: 'index, follow',
      canonicalUrl: page.url,
      faqSchema: faq,
      articleSchema: { headline: title, dateModified: page.updatedAt },
      organization: null,
      product: null,
      text: page.paragraphs.map(pick).join('\n\n'),
      replacements: { brand: 'Casino Demo' },
      updatedAt: page.updatedAt,
    };
  });
}
