/** The six site locales (SPEC.md 1); en is the default and the fallback. */
export const LOCALES = ['en', 'pt-BR', 'pl', 'ca', 'af', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const toLocale = (value: string | undefined | null): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';

/** One text in every locale, in the order of LOCALES: en, pt-BR, pl, ca, af, ar. */
export type Translations = readonly [string, string, string, string, string, string];

/**
 * Every player-facing text the emulator serves, really translated. Platform entities (banners, offers,
 * tournaments, loyalty, popups) and the CMS read from here with the request's locale.
 */
const TEXTS = {
  // Banners
  'banner.welcome.title': ['Welcome package up to €500', 'Pacote de boas-vindas até €500', 'Pakiet powitalny do 500 €', 'Paquet de benvinguda fins a 500 €', 'Welkomspakket tot €500', 'باقة ترحيبية حتى 500 يورو'],
  'banner.welcome.subtitle': ['100% on your first deposit plus 50 free spins', '100% no primeiro depósito e 50 rodadas grátis', '100% do pierwszej wpłaty i 50 darmowych spinów', '100% al primer dipòsit i 50 tirades gratuïtes', '100% op jou eerste deposito plus 50 gratis draaie', '100% على إيداعك الأول و50 دورة مجانية'],
  'banner.reload.title': ['Weekend reload 50%', 'Recarga de fim de semana 50%', 'Weekendowe doładowanie 50%', 'Recàrrega de cap de setmana 50%', 'Naweek-herlaai 50%', 'إعادة شحن نهاية الأسبوع 50%'],
  'banner.reload.subtitle': ['Every Friday to Sunday with code RELOAD50', 'De sexta a domingo com o código RELOAD50', 'Od piątku do niedzieli z kodem RELOAD50', 'De divendres a diumenge amb el codi RELOAD50', 'Elke Vrydag tot Sondag met kode RELOAD50', 'من الجمعة إلى الأحد مع الرمز RELOAD50'],
  'banner.tournament.title': ['Spring Spin Race: €10,000 prize pool', 'Corrida de Primavera: €10.000 em prêmios', 'Wiosenny Wyścig: pula 10 000 €', 'Cursa de Primavera: 10.000 € en premis', 'Lente-draaiwedloop: €10 000 pryspot', 'سباق الربيع: جوائز بقيمة 10,000 يورو'],
  'banner.tournament.subtitle': ['Join now and climb the leaderboard', 'Participe agora e suba no ranking', 'Dołącz teraz i wspinaj się w rankingu', 'Uneix-te ara i puja a la classificació', 'Sluit nou aan en klim die ranglys', 'انضم الآن وتقدّم في لوحة المتصدرين'],
  'banner.loyalty.title': ['Loyalty shop is open', 'A loja de fidelidade está aberta', 'Sklep lojalnościowy jest otwarty', 'La botiga de fidelitat és oberta', 'Die lojaliteitswinkel is oop', 'متجر الولاء مفتوح'],
  'banner.loyalty.subtitle': ['Trade your points for free spins and bonuses', 'Troque seus pontos por rodadas grátis e bônus', 'Wymień punkty na darmowe spiny i bonusy', 'Bescanvia els punts per tirades gratuïtes i bonificacions', 'Ruil jou punte vir gratis draaie en bonusse', 'استبدل نقاطك بدورات مجانية ومكافآت'],
  'banner.button.play': ['Play now', 'Jogar agora', 'Graj teraz', 'Juga ara', 'Speel nou', 'العب الآن'],
  'banner.button.claim': ['Claim bonus', 'Resgatar bônus', 'Odbierz bonus', 'Reclama la bonificació', 'Eis bonus', 'احصل على المكافأة'],
  'banner.button.join': ['Join tournament', 'Participar do torneio', 'Dołącz do turnieju', 'Participa al torneig', 'Sluit by toernooi aan', 'انضم إلى البطولة'],
  'banner.button.shop': ['Open the shop', 'Abrir a loja', 'Otwórz sklep', 'Obre la botiga', 'Maak die winkel oop', 'افتح المتجر'],
  // Offers
  'offer.welcome.title': ['Welcome bonus 100%', 'Bônus de boas-vindas 100%', 'Bonus powitalny 100%', 'Bonificació de benvinguda 100%', 'Welkomsbonus 100%', 'مكافأة ترحيبية 100%'],
  'offer.welcome.description': ['Double your first deposit up to €500. Wager 30x within 14 days.', 'Dobre seu primeiro depósito até €500. Aposte 30x em 14 dias.', 'Podwój pierwszą wpłatę do 500 €. Obrót 30x w ciągu 14 dni.', 'Duplica el primer dipòsit fins a 500 €. Aposta 30x en 14 dies.', 'Verdubbel jou eerste deposito tot €500. Speel 30x deur binne 14 dae.', 'ضاعف إيداعك الأول حتى 500 يورو. راهن 30 مرة خلال 14 يومًا.'],
  'offer.reload.title': ['Weekend reload 50%', 'Recarga de fim de semana 50%', 'Weekendowe doładowanie 50%', 'Recàrrega de cap de setmana 50%', 'Naweek-herlaai 50%', 'إعادة شحن نهاية الأسبوع 50%'],
  'offer.reload.description': ['Get 50% up to €200 on any deposit from €20.', 'Ganhe 50% até €200 em qualquer depósito a partir de €20.', 'Otrzymaj 50% do 200 € przy każdej wpłacie od 20 €.', 'Obtén un 50% fins a 200 € en qualsevol dipòsit a partir de 20 €.', 'Kry 50% tot €200 op enige deposito vanaf €20.', 'احصل على 50% حتى 200 يورو على أي إيداع من 20 يورو.'],
  'offer.spins.title': ['20 free spins', '20 rodadas grátis', '20 darmowych spinów', '20 tirades gratuïtes', '20 gratis draaie', '20 دورة مجانية'],
  'offer.spins.description': ['Enter code SPIN20 and play Book of Ra for free.', 'Use o código SPIN20 e jogue Book of Ra de graça.', 'Wpisz kod SPIN20 i graj w Book of Ra za darmo.', 'Introdueix el codi SPIN20 i juga a Book of Ra de franc.', 'Voer kode SPIN20 in en speel Book of Ra verniet.', 'أدخل الرمز SPIN20 والعب Book of Ra مجانًا.'],
  'offer.betting.title': ['€10 free bet', 'Aposta grátis de €10', 'Darmowy zakład 10 €', 'Aposta gratuïta de 10 €', '€10 gratis weddenskap', 'رهان مجاني بقيمة 10 يورو'],
  'offer.betting.description': ['Your first sports bet is on us with code BETSTART.', 'Sua primeira aposta esportiva é por nossa conta com o código BETSTART.', 'Pierwszy zakład sportowy stawiamy my, z kodem BETSTART.', 'La primera aposta esportiva la paguem nosaltres amb el codi BETSTART.', 'Jou eerste sportweddenskap is op ons met kode BETSTART.', 'رهانك الرياضي الأول علينا مع الرمز BETSTART.'],
  'offer.cashback.title': ['Weekly cashback 10%', 'Cashback semanal de 10%', 'Cotygodniowy cashback 10%', 'Cashback setmanal del 10%', 'Weeklikse terugbetaling 10%', 'استرداد نقدي أسبوعي 10%'],
  'offer.cashback.description': ['Get back 10% of your weekly net losses every Monday.', 'Receba de volta 10% das perdas líquidas semanais toda segunda-feira.', 'Odzyskaj 10% tygodniowych strat netto w każdy poniedziałek.', 'Recupera el 10% de les pèrdues netes setmanals cada dilluns.', 'Kry elke Maandag 10% van jou weeklikse netto verliese terug.', 'استرد 10% من صافي خسائرك الأسبوعية كل يوم اثنين.'],
  // Tournaments
  'tournament.spring.title': ['Spring Spin Race', 'Corrida de Giros de Primavera', 'Wiosenny Wyścig Spinów', 'Cursa de Tirades de Primavera', 'Lente-draaiwedloop', 'سباق دورات الربيع'],
  'tournament.spring.description': ['Every euro you bet on slots scores a point. Top 10 share €10,000.', 'Cada euro apostado em slots vale um ponto. Os 10 melhores dividem €10.000.', 'Każde euro postawione na automatach to punkt. Najlepsza 10 dzieli 10 000 €.', 'Cada euro apostat a les escurabutxaques suma un punt. Els 10 millors es reparteixen 10.000 €.', 'Elke euro wat jy op slots wed, tel een punt. Die top 10 deel €10 000.', 'كل يورو تراهن به على السلوتس يمنحك نقطة. أفضل 10 يتقاسمون 10,000 يورو.'],
  'tournament.megaways.title': ['Megaways Marathon', 'Maratona Megaways', 'Maraton Megaways', 'Marató Megaways', 'Megaways-marathon', 'ماراثون ميغاويز'],
  'tournament.megaways.description': ['Play Megaways slots and climb the leaderboard for a share of €5,000.', 'Jogue slots Megaways e suba no ranking por uma parte de €5.000.', 'Graj na automatach Megaways i walcz o udział w 5 000 €.', 'Juga a Megaways i puja a la classificació per una part de 5.000 €.', 'Speel Megaways-slots en klim die ranglys vir ’n deel van €5 000.', 'العب سلوتس ميغاويز وتقدّم للفوز بحصة من 5,000 يورو.'],
  'tournament.summer.title': ['Summer Slots Cup', 'Copa de Slots de Verão', 'Letni Puchar Automatów', 'Copa d’Estiu d’Escurabutxaques', 'Somer-slotsbeker', 'كأس سلوتس الصيف'],
  'tournament.summer.description': ['Starts soon: €20,000 for the 50 best players.', 'Começa em breve: €20.000 para os 50 melhores jogadores.', 'Wkrótce start: 20 000 € dla 50 najlepszych graczy.', 'Comença aviat: 20.000 € per als 50 millors jugadors.', 'Begin binnekort: €20 000 vir die 50 beste spelers.', 'يبدأ قريبًا: 20,000 يورو لأفضل 50 لاعبًا.'],
  'tournament.winter.title': ['Winter Wonder Drop', 'Prêmios de Inverno', 'Zimowy Zrzut Nagród', 'Premis d’Hivern', 'Winterwonder-prystrekking', 'جوائز الشتاء الرائعة'],
  'tournament.winter.description': ['Finished. Thank you for playing, winners have been paid.', 'Encerrado. Obrigado por jogar, os vencedores já foram pagos.', 'Zakończony. Dziękujemy za grę, zwycięzcy otrzymali nagrody.', 'Finalitzat. Gràcies per jugar, els guanyadors ja han cobrat.', 'Afgehandel. Dankie dat jy gespeel het, wenners is betaal.', 'انتهت. شكرًا لمشاركتك، وتم الدفع للفائزين.'],
  // Game categories (games.getCategories)
  'category.popular': ['Popular', 'Populares', 'Popularne', 'Populars', 'Gewild', 'الأكثر شعبية'],
  'category.new': ['New', 'Novidades', 'Nowości', 'Novetats', 'Nuut', 'جديد'],
  'category.slots': ['Slots', 'Caça-níqueis', 'Automaty', 'Escurabutxaques', 'Slotmasjiene', 'ماكينات السلوت'],
  'category.megaways': ['Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways', 'ميغاويز'],
  'category.jackpot': ['Jackpot games', 'Jogos com jackpot', 'Gry z jackpotem', 'Jocs amb pot', 'Boerpot-speletjies', 'ألعاب الجوائز الكبرى'],
  'category.live': ['Live casino', 'Cassino ao vivo', 'Kasyno na żywo', 'Casino en directe', 'Regstreekse casino', 'الكازينو المباشر'],
  'category.roulette': ['Roulette', 'Roleta', 'Ruletka', 'Ruleta', 'Roulette', 'الروليت'],
  'category.blackjack': ['Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'بلاك جاك'],
  'category.table': ['Table games', 'Jogos de mesa', 'Gry stołowe', 'Jocs de taula', 'Tafelspeletjies', 'ألعاب الطاولة'],
  'category.crash': ['Crash games', 'Jogos crash', 'Gry typu crash', 'Jocs crash', 'Crash-speletjies', 'ألعاب الكراش'],
  'category.instant': ['Instant win', 'Prêmio instantâneo', 'Natychmiastowe wygrane', 'Premi instantani', 'Kitswen', 'الفوز الفوري'],
  'category.bonus-buy': ['Bonus buy', 'Compra de bônus', 'Zakup bonusu', 'Compra de bonificació', 'Bonuskoop', 'شراء المكافأة'],
  'category.fruit': ['Fruit slots', 'Caça-níqueis de frutas', 'Owocówki', 'Escurabutxaques de fruites', 'Vrugteslots', 'سلوتس الفواكه'],
  'category.egypt': ['Ancient Egypt', 'Egito Antigo', 'Starożytny Egipt', 'Antic Egipte', 'Antieke Egipte', 'مصر القديمة'],
  // Names of payment methods and of the other rows of the cashier history (cashier settings, cashier.gethistory)
  'method.card': ['Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard', 'Visa / Mastercard'],
  'method.applepay': ['Apple Pay', 'Apple Pay', 'Apple Pay', 'Apple Pay', 'Apple Pay', 'Apple Pay'],
  'method.googlepay': ['Google Pay', 'Google Pay', 'Google Pay', 'Google Pay', 'Google Pay', 'Google Pay'],
  'method.paypal': ['PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal'],
  'method.ewallet': ['Skrill', 'Skrill', 'Skrill', 'Skrill', 'Skrill', 'Skrill'],
  'method.neteller': ['Neteller', 'Neteller', 'Neteller', 'Neteller', 'Neteller', 'Neteller'],
  'method.pix': ['PIX', 'PIX', 'PIX', 'PIX', 'PIX', 'PIX'],
  'method.blik': ['BLIK', 'BLIK', 'BLIK', 'BLIK', 'BLIK', 'BLIK'],
  'method.bank_transfer': ['Bank transfer', 'Transferência bancária', 'Przelew bankowy', 'Transferència bancària', 'Bankoorplasing', 'تحويل بنكي'],
  'method.crypto': ['Bitcoin', 'Bitcoin', 'Bitcoin', 'Bitcoin', 'Bitcoin', 'بيتكوين'],
  'method.bonus': ['Bonus winnings', 'Ganhos de bônus', 'Wygrane z bonusu', 'Guanys de bonificació', 'Bonuswengeld', 'أرباح المكافأة'],
  'method.loyalty': ['Loyalty shop', 'Loja de fidelidade', 'Sklep lojalnościowy', 'Botiga de fidelitat', 'Lojaliteitswinkel', 'متجر الولاء'],
  'method.cashback': ['Cashback', 'Cashback', 'Cashback', 'Cashback', 'Terugbetaling', 'استرداد نقدي'],
  'method.casino': ['Casino bonus', 'Bônus de cassino', 'Bonus kasynowy', 'Bonificació de casino', 'Casinobonus', 'مكافأة الكازينو'],
  'method.betting': ['Sports bonus', 'Bônus de apostas esportivas', 'Bonus sportowy', 'Bonificació d’apostes esportives', 'Sportbonus', 'مكافأة المراهنات الرياضية'],
  'method.main': ['Main balance', 'Saldo principal', 'Saldo główne', 'Saldo principal', 'Hoofsaldo', 'الرصيد الرئيسي'],
  'method.betting_bonus': ['Betting bonus', 'Bônus de apostas', 'Bonus bukmacherski', 'Bonificació d’apostes', 'Weddenskapbonus', 'مكافأة الرهان'],
  // Jackpots
  'jackpot.mega': ['Mega Jackpot', 'Mega Jackpot', 'Mega Jackpot', 'Mega Pot', 'Mega-boerpot', 'الجائزة الكبرى الضخمة'],
  'jackpot.major': ['Major Jackpot', 'Jackpot Maior', 'Duży Jackpot', 'Pot Major', 'Groot boerpot', 'الجائزة الكبرى الرئيسية'],
  'jackpot.minor': ['Minor Jackpot', 'Jackpot Menor', 'Mały Jackpot', 'Pot Menor', 'Klein boerpot', 'الجائزة الكبرى الصغرى'],
  'jackpot.mini': ['Mini Jackpot', 'Mini Jackpot', 'Mini Jackpot', 'Mini Pot', 'Mini-boerpot', 'الجائزة الكبرى المصغّرة'],
  'jackpot.daily-drop': ['Daily Drop', 'Prêmio Diário', 'Codzienny Zrzut', 'Premi Diari', 'Daaglikse Prys', 'الجائزة اليومية'],
  'jackpot.hourly-hot': ['Hourly Hot', 'Prêmio da Hora', 'Gorąca Godzina', 'Premi de l’Hora', 'Uurlikse Prys', 'جائزة كل ساعة'],
  // Words drawn into the art in display type (Latin capitals): a locale whose script the face cannot set (Arabic) gets
  // the art without its word, never another language's (art/words.ts)
  'art.jackpot.mega': ['MEGA', 'MEGA', 'MEGA', 'MEGA', 'MEGA', 'ضخم'],
  'art.jackpot.major': ['MAJOR', 'MAIOR', 'DUŻY', 'MAJOR', 'GROOT', 'كبير'],
  'art.jackpot.minor': ['MINOR', 'MENOR', 'MAŁY', 'MENOR', 'KLEIN', 'صغير'],
  'art.jackpot.mini': ['MINI', 'MINI', 'MINI', 'MINI', 'MINI', 'مصغّر'],
  'art.jackpot.daily-drop': ['DAILY', 'DIÁRIO', 'CODZIENNY', 'DIARI', 'DAAGLIKS', 'يومي'],
  'art.jackpot.hourly-hot': ['HOT', 'DA HORA', 'GORĄCA', 'DE L’HORA', 'UURLIKS', 'كل ساعة'],
  'art.live': ['LIVE', 'AO VIVO', 'NA ŻYWO', 'EN DIRECTE', 'REGSTREEKS', 'مباشر'],
  // The demo game (/platform/game/{sysname}/{mode}?lang=)
  'game.demoMode': ['Demo mode: you play with fun money.', 'Modo demo: você joga com dinheiro de brincadeira.', 'Tryb demo: grasz wirtualnymi pieniędzmi.', 'Mode demo: jugues amb diners de joguina.', 'Demomodus: jy speel met speelgeld.', 'الوضع التجريبي: تلعب بأموال افتراضية.'],
  'game.realMode': ['Real money mode.', 'Modo dinheiro real.', 'Gra na prawdziwe pieniądze.', 'Mode de diners reals.', 'Regte geld-modus.', 'وضع المال الحقيقي.'],
  'game.balance': ['Balance', 'Saldo', 'Saldo', 'Saldo', 'Saldo', 'الرصيد'],
  'game.reels': ['Reels', 'Rolos', 'Bębny', 'Rodets', 'Rolle', 'البكرات'],
  'game.bet': ['Bet', 'Aposta', 'Zakład', 'Aposta', 'Inset', 'الرهان'],
  'game.spin': ['Spin', 'Girar', 'Zakręć', 'Gira', 'Draai', 'دوران'],
  'game.signIn': ['Sign in to play for real money.', 'Entre para jogar com dinheiro real.', 'Zaloguj się, aby grać na prawdziwe pieniądze.', 'Inicia la sessió per jugar amb diners reals.', 'Meld aan om vir regte geld te speel.', 'سجّل الدخول للعب بأموال حقيقية.'],
  'game.needDeposit': ['Not enough money: make a deposit.', 'Saldo insuficiente: faça um depósito.', 'Za mało środków: wpłać pieniądze.', 'No tens prou diners: fes un dipòsit.', 'Nie genoeg geld nie: maak ’n deposito.', 'رصيدك غير كافٍ: قم بالإيداع.'],
  'game.refused': ['Spin refused: {reason}', 'Giro recusado: {reason}', 'Spin odrzucony: {reason}', 'Tirada rebutjada: {reason}', 'Draai geweier: {reason}', 'تم رفض الدوران: {reason}'],
  'game.jackpot': ['JACKPOT! {name}', 'JACKPOT! {name}', 'JACKPOT! {name}', 'POT! {name}', 'BOERPOT! {name}', 'الجائزة الكبرى! {name}'],
  'game.win': ['You win {amount}', 'Você ganhou {amount}', 'Wygrywasz {amount}', 'Guanyes {amount}', 'Jy wen {amount}', 'ربحت {amount}'],
  'game.freeSpin': ['Free spin used', 'Rodada grátis usada', 'Wykorzystano darmowy spin', 'Tirada gratuïta utilitzada', 'Gratis draai gebruik', 'تم استخدام دورة مجانية'],
  'game.noWin': ['No win, try again', 'Sem prêmio, tente de novo', 'Bez wygranej, spróbuj jeszcze raz', 'Sense premi, torna-ho a provar', 'Geen wen nie, probeer weer', 'لا ربح، حاول مرة أخرى'],
  'game.notFound': ['Game not found', 'Jogo não encontrado', 'Nie znaleziono gry', 'No s’ha trobat el joc', 'Speletjie nie gevind nie', 'اللعبة غير موجودة'],
  'game.unknownMode': ['Unknown game mode', 'Modo de jogo desconhecido', 'Nieznany tryb gry', 'Mode de joc desconegut', 'Onbekende speelmodus', 'وضع لعب غير معروف'],
  'game.noDemo': ['This game has no demo mode', 'Este jogo não tem modo demo', 'Ta gra nie ma trybu demo', 'Aquest joc no té mode demo', 'Hierdie speletjie het geen demomodus nie', 'هذه اللعبة لا تتوفر بوضع تجريبي'],
  'game.custom': ['Custom game: {name}', 'Jogo personalizado: {name}', 'Gra niestandardowa: {name}', 'Joc personalitzat: {name}', 'Pasgemaakte speletjie: {name}', 'لعبة مخصصة: {name}'],
  // The sportsbook stand-in (/platform/betting)
  'book.title': ['Sportsbook', 'Apostas esportivas', 'Zakłady sportowe', 'Apostes esportives', 'Sportweddenskappe', 'المراهنات الرياضية'],
  'book.sports': ['Sports', 'Esportes', 'Dyscypliny', 'Esports', 'Sportsoorte', 'الرياضات'],
  'book.sport.all': ['All sports', 'Todos os esportes', 'Wszystkie', 'Tots els esports', 'Alle sportsoorte', 'كل الرياضات'],
  'book.sport.football': ['Football', 'Futebol', 'Piłka nożna', 'Futbol', 'Sokker', 'كرة القدم'],
  'book.sport.tennis': ['Tennis', 'Tênis', 'Tenis', 'Tennis', 'Tennis', 'التنس'],
  'book.sport.basketball': ['Basketball', 'Basquete', 'Koszykówka', 'Bàsquet', 'Basketbal', 'كرة السلة'],
  'book.sport.ice-hockey': ['Ice hockey', 'Hóquei no gelo', 'Hokej na lodzie', 'Hoquei sobre gel', 'Yshokkie', 'هوكي الجليد'],
  'book.sport.esports': ['Esports', 'eSports', 'E-sport', 'Esports electrònics', 'E-sport', 'الرياضات الإلكترونية'],
  'book.live': ['Live now', 'Ao vivo agora', 'Teraz na żywo', 'En directe ara', 'Nou regstreeks', 'مباشر الآن'],
  'book.today': ["Today's matches", 'Jogos de hoje', 'Dzisiejsze mecze', 'Partits d’avui', 'Vandag se wedstryde', 'مباريات اليوم'],
  'book.later': ['Coming up', 'Em breve', 'Wkrótce', 'Properament', 'Binnekort', 'قريبًا'],
  'book.versus': ['versus', 'contra', 'przeciw', 'contra', 'teen', 'ضد'],
  'book.noMatches': ['No matches of this sport in the next two days.', 'Nenhum jogo deste esporte nos próximos dois dias.', 'Brak meczów tej dyscypliny w ciągu najbliższych dwóch dni.', 'No hi ha partits d’aquest esport en els pròxims dos dies.', 'Geen wedstryde in hierdie sportsoort in die volgende twee dae nie.', 'لا توجد مباريات في هذه الرياضة خلال اليومين القادمين.'],
  'book.market.result': ['Match result', 'Resultado final', 'Wynik meczu', 'Resultat del partit', 'Wedstrydeuitslag', 'نتيجة المباراة'],
  'book.market.winner': ['Winner', 'Vencedor', 'Zwycięzca', 'Guanyador', 'Wenner', 'الفائز'],
  'book.market.total.goals': ['Total goals', 'Total de gols', 'Liczba goli', 'Total de gols', 'Totale doele', 'مجموع الأهداف'],
  'book.market.total.points': ['Total points', 'Total de pontos', 'Liczba punktów', 'Total de punts', 'Totale punte', 'مجموع النقاط'],
  'book.market.total.sets': ['Total sets', 'Total de sets', 'Liczba setów', 'Total de sets', 'Totale stelle', 'مجموع المجموعات'],
  'book.market.total.maps': ['Total maps', 'Total de mapas', 'Liczba map', 'Total de mapes', 'Totale kaarte', 'مجموع الخرائط'],
  'book.market.btts': ['Both teams to score', 'Ambas marcam', 'Obie drużyny strzelą', 'Marquen els dos equips', 'Albei spanne druk', 'تسجيل الفريقين'],
  'book.market.handicap': ['Handicap', 'Handicap', 'Handicap', 'Handicap', 'Voorgee', 'الهانديكاب'],
  'book.market.first.set': ['First set winner', 'Vencedor do 1º set', 'Zwycięzca 1. seta', 'Guanyador del primer set', 'Wenner van die eerste stel', 'الفائز بالمجموعة الأولى'],
  'book.market.first.map': ['First map winner', 'Vencedor do 1º mapa', 'Zwycięzca 1. mapy', 'Guanyador del primer mapa', 'Wenner van die eerste kaart', 'الفائز بالخريطة الأولى'],
  'book.selection.draw': ['Draw', 'Empate', 'Remis', 'Empat', 'Gelykop', 'تعادل'],
  'book.selection.over': ['Over {line}', 'Mais de {line}', 'Powyżej {line}', 'Més de {line}', 'Meer as {line}', 'أكثر من {line}'],
  'book.selection.under': ['Under {line}', 'Menos de {line}', 'Poniżej {line}', 'Menys de {line}', 'Minder as {line}', 'أقل من {line}'],
  'book.selection.yes': ['Yes', 'Sim', 'Tak', 'Sí', 'Ja', 'نعم'],
  'book.selection.no': ['No', 'Não', 'Nie', 'No', 'Nee', 'لا'],
  'book.more': ['More markets ({count})', 'Mais mercados ({count})', 'Więcej zakładów ({count})', 'Més mercats ({count})', 'Meer markte ({count})', 'أسواق أخرى ({count})'],
  'book.at': ['{selection} at {odds}', '{selection} a {odds}', '{selection} po kursie {odds}', '{selection} a {odds}', '{selection} teen {odds}', '{selection} باحتمال {odds}'],
  'book.suspended': ['{selection}: suspended', '{selection}: suspenso', '{selection}: zawieszony', '{selection}: suspès', '{selection}: opgeskort', '{selection}: معلّق'],
  'book.clock.break': ['Break', 'Intervalo', 'Przerwa', 'Descans', 'Pouse', 'استراحة'],
  'book.clock.quarter': ['Q{n}', '{n}º quarto', '{n}. kwarta', '{n}r quart', 'K{n}', 'الربع {n}'],
  'book.clock.period': ['Period {n}', '{n}º período', '{n}. tercja', '{n}r període', 'Periode {n}', 'الشوط {n}'],
  'book.clock.set': ['Set {n}', '{n}º set', '{n}. set', '{n}r set', 'Stel {n}', 'المجموعة {n}'],
  'book.clock.map': ['Map {n}', '{n}º mapa', '{n}. mapa', '{n}r mapa', 'Kaart {n}', 'الخريطة {n}'],
  'book.clock.fullTime': ['Full time', 'Fim de jogo', 'Koniec', 'Final', 'Uitgespeel', 'انتهت'],
  'book.liveBadge': ['Live', 'Ao vivo', 'Na żywo', 'En directe', 'Regstreeks', 'مباشر'],
  'book.slip': ['Bet slip', 'Cupom de apostas', 'Kupon', 'Butlleta', 'Weddenskapstrokie', 'قسيمة الرهان'],
  'book.slip.empty': ['Pick the odds of a match to add it here.', 'Escolha as odds de um jogo para adicioná-lo aqui.', 'Wybierz kurs meczu, aby dodać go tutaj.', 'Tria la cotització d’un partit per afegir-lo aquí.', 'Kies die uitbetaling van ’n wedstryd om dit hier by te voeg.', 'اختر احتمالات مباراة لإضافتها هنا.'],
  'book.slip.visitor': ['Sign in to place bets. You can browse every match and its odds.', 'Entre para apostar. Você pode ver todos os jogos e suas odds.', 'Zaloguj się, aby obstawiać. Możesz przeglądać wszystkie mecze i kursy.', 'Inicia sessió per apostar. Pots consultar tots els partits i les cotitzacions.', 'Meld aan om weddenskappe te plaas. Jy kan elke wedstryd en sy uitbetalings bekyk.', 'سجّل الدخول لوضع الرهانات. يمكنك تصفح كل المباريات واحتمالاتها.'],
  'book.signIn': ['Sign in to bet', 'Entrar para apostar', 'Zaloguj się, aby obstawiać', 'Inicia sessió per apostar', 'Meld aan om te wed', 'سجّل الدخول للمراهنة'],
  'book.mode': ['Bet type', 'Tipo de aposta', 'Rodzaj zakładu', 'Tipus d’aposta', 'Soort weddenskap', 'نوع الرهان'],
  'book.mode.singles': ['Singles', 'Simples', 'Pojedyncze', 'Simples', 'Enkel', 'فردي'],
  'book.mode.multiple': ['Multiple', 'Múltipla', 'Kombi', 'Combinada', 'Veelvoudig', 'مركّب'],
  'book.multipleNeeds': ['A multiple needs picks from at least two matches, one per match.', 'Uma múltipla precisa de seleções de pelo menos dois jogos, uma por jogo.', 'Kombi wymaga typów z co najmniej dwóch meczów, po jednym na mecz.', 'Una combinada necessita seleccions d’almenys dos partits, una per partit.', '’n Veelvoudige weddenskap het keuses uit minstens twee wedstryde nodig, een per wedstryd.', 'يحتاج الرهان المركّب إلى اختيارات من مباراتين على الأقل، اختيار واحد لكل مباراة.'],
  'book.payWith': ['Pay with', 'Pagar com', 'Zapłać z', 'Paga amb', 'Betaal met', 'الدفع من'],
  'book.wallet.betting_bonus': ['Betting bonus', 'Bônus de apostas', 'Bonus bukmacherski', 'Bonificació d’apostes', 'Weddenskapbonus', 'مكافأة الرهان'],
  'book.wallet.main': ['Main balance', 'Saldo principal', 'Saldo główne', 'Saldo principal', 'Hoofsaldo', 'الرصيد الرئيسي'],
  'book.stake': ['Stake ({currency})', 'Valor ({currency})', 'Stawka ({currency})', 'Import ({currency})', 'Inset ({currency})', 'قيمة الرهان ({currency})'],
  'book.stakeEach': ['Each single takes this stake.', 'Cada aposta simples usa este valor.', 'Każdy zakład pojedynczy ma tę stawkę.', 'Cada aposta simple té aquest import.', 'Elke enkel weddenskap kry hierdie inset.', 'كل رهان فردي بهذه القيمة.'],
  'book.totalStake': ['Total stake', 'Valor total', 'Łączna stawka', 'Import total', 'Totale inset', 'إجمالي الرهان'],
  'book.combined': ['Combined odds', 'Odds combinadas', 'Kurs łączny', 'Cotització combinada', 'Gekombineerde uitbetaling', 'الاحتمال المجمّع'],
  'book.returns': ['Potential win', 'Ganho potencial', 'Możliwa wygrana', 'Guany potencial', 'Moontlike wengeld', 'الربح المحتمل'],
  'book.place': ['Place bet', 'Fazer aposta', 'Postaw zakład', 'Fes l’aposta', 'Plaas weddenskap', 'ضع الرهان'],
  'book.remove': ['Remove {selection}', 'Remover {selection}', 'Usuń {selection}', 'Treu {selection}', 'Verwyder {selection}', 'إزالة {selection}'],
  'book.clear': ['Clear the slip', 'Limpar o cupom', 'Wyczyść kupon', 'Buida la butlleta', 'Maak die strokie skoon', 'مسح القسيمة'],
  'book.placing': ['Placing your bet…', 'Registrando sua aposta…', 'Przyjmujemy zakład…', 'Registrant l’aposta…', 'Jou weddenskap word geplaas…', 'جارٍ وضع رهانك…'],
  'book.placed': ['Bet placed: {selection} @ {odds} for {stake}.', 'Aposta feita: {selection} @ {odds} por {stake}.', 'Zakład przyjęty: {selection} @ {odds} za {stake}.', 'Aposta feta: {selection} @ {odds} per {stake}.', 'Weddenskap geplaas: {selection} @ {odds} vir {stake}.', 'تم وضع الرهان: {selection} @ {odds} بقيمة {stake}.'],
  'book.placedMany': ['{count} bets placed for {stake} in all.', '{count} apostas feitas por {stake} no total.', 'Przyjęto zakłady: {count}, łącznie {stake}.', '{count} apostes fetes per {stake} en total.', '{count} weddenskappe geplaas vir altesaam {stake}.', 'تم وضع {count} رهانات بإجمالي {stake}.'],
  'book.placedMultiple': ['Multiple placed: {count} selections @ {odds} for {stake}.', 'Múltipla feita: {count} seleções @ {odds} por {stake}.', 'Kombi przyjęta: {count} typy @ {odds} za {stake}.', 'Combinada feta: {count} seleccions @ {odds} per {stake}.', 'Veelvoudige weddenskap geplaas: {count} keuses @ {odds} vir {stake}.', 'تم وضع الرهان المركّب: {count} اختيارات @ {odds} بقيمة {stake}.'],
  'book.error.session': ['Your session has ended: sign in again to bet.', 'Sua sessão terminou: entre novamente para apostar.', 'Sesja wygasła: zaloguj się ponownie, aby obstawiać.', 'La sessió ha acabat: torna a iniciar sessió per apostar.', 'Jou sessie het verval: meld weer aan om te wed.', 'انتهت جلستك: سجّل الدخول مجددًا للمراهنة.'],
  'book.error.funds': ['Not enough money on your main balance: lower the stake or make a deposit.', 'Saldo principal insuficiente: diminua o valor ou faça um depósito.', 'Za mało środków na saldzie głównym: obniż stawkę lub wpłać pieniądze.', 'No tens prou diners al saldo principal: redueix l’import o fes un dipòsit.', 'Nie genoeg geld op jou hoofsaldo nie: verlaag die inset of maak ’n deposito.', 'رصيدك الرئيسي غير كافٍ: اخفض قيمة الرهان أو قم بالإيداع.'],
  'book.error.rejected': ['Bet not accepted: {reason}.', 'Aposta não aceita: {reason}.', 'Zakład nieprzyjęty: {reason}.', 'Aposta no acceptada: {reason}.', 'Weddenskap nie aanvaar nie: {reason}.', 'لم يُقبل الرهان: {reason}.'],
  'book.error.generic': ['Bet not accepted. Please try again.', 'Aposta não aceita. Tente novamente.', 'Zakład nieprzyjęty. Spróbuj ponownie.', 'Aposta no acceptada. Torna-ho a provar.', 'Weddenskap nie aanvaar nie. Probeer asseblief weer.', 'لم يُقبل الرهان. يرجى المحاولة مجددًا.'],
  'book.error.network': ['The sportsbook could not be reached. Check your connection and try again.', 'Não foi possível acessar as apostas. Verifique sua conexão e tente novamente.', 'Brak połączenia z zakładami. Sprawdź połączenie i spróbuj ponownie.', 'No s’ha pogut connectar amb les apostes. Comprova la connexió i torna-ho a provar.', 'Die sportboek kon nie bereik word nie. Gaan jou verbinding na en probeer weer.', 'تعذّر الوصول إلى المراهنات. تحقق من اتصالك وحاول مجددًا.'],
  'book.error.oddsChanged': ['The odds changed: check your bet slip and place it again.', 'As odds mudaram: confira o cupom e aposte novamente.', 'Kursy się zmieniły: sprawdź kupon i postaw ponownie.', 'Les cotitzacions han canviat: revisa la butlleta i torna a apostar.', 'Die uitbetalings het verander: kyk na jou strokie en plaas dit weer.', 'تغيّرت الاحتمالات: راجع قسيمتك وضع الرهان مجددًا.'],
  'book.open': ['My open bets', 'Minhas apostas abertas', 'Moje otwarte zakłady', 'Les meves apostes obertes', 'My oop weddenskappe', 'رهاناتي المفتوحة'],
  'book.noOpen': ['No open bets yet.', 'Nenhuma aposta aberta ainda.', 'Brak otwartych zakładów.', 'Encara no tens cap aposta oberta.', 'Nog geen oop weddenskappe nie.', 'لا توجد رهانات مفتوحة بعد.'],
  'book.settled': ['Settled bets', 'Apostas encerradas', 'Rozliczone zakłady', 'Apostes liquidades', 'Afgehandelde weddenskappe', 'الرهانات المسوّاة'],
  'book.won': ['Won {amount}', 'Ganhou {amount}', 'Wygrana {amount}', 'Guanyada: {amount}', 'Gewen: {amount}', 'ربح {amount}'],
  'book.lost': ['Lost', 'Perdida', 'Przegrany', 'Perduda', 'Verloor', 'خاسر'],
  'book.multiple': ['Multiple of {count}', 'Múltipla de {count}', 'Kombi z {count}', 'Combinada de {count}', 'Veelvoudig van {count}', 'مركّب من {count}'],
  'book.toWin': ['{stake} to win {win}', '{stake} para ganhar {win}', '{stake}, do wygrania {win}', '{stake} per guanyar {win}', '{stake} om {win} te wen', '{stake} لربح {win}'],
  // Jackpots
  'jackpot.description': ['A share of every bet feeds the pool until one lucky spin takes it all.', 'Uma parte de cada aposta alimenta o prêmio até que um giro de sorte leve tudo.', 'Część każdego zakładu zasila pulę, aż jeden szczęśliwy spin zgarnie wszystko.', 'Una part de cada aposta alimenta el pot fins que una tirada afortunada s’ho endú tot.', '’n Deel van elke weddenskap voed die pot totdat een gelukkige draai alles wen.', 'جزء من كل رهان يغذي الجائزة حتى تفوز بها دورة محظوظة واحدة.'],
  // Loyalty
  'loyalty.program.title': ['Loyalty club', 'Clube de fidelidade', 'Klub lojalnościowy', 'Club de fidelitat', 'Lojaliteitsklub', 'نادي الولاء'],
  'loyalty.points': ['Coins', 'Moedas', 'Monety', 'Monedes', 'Munte', 'عملات'],
  'loyalty.level.1': ['Bronze', 'Bronze', 'Brąz', 'Bronze', 'Brons', 'برونزي'],
  'loyalty.level.2': ['Silver', 'Prata', 'Srebro', 'Plata', 'Silwer', 'فضي'],
  'loyalty.level.3': ['Gold', 'Ouro', 'Złoto', 'Or', 'Goud', 'ذهبي'],
  'loyalty.level.4': ['Platinum', 'Platina', 'Platyna', 'Platí', 'Platinum', 'بلاتيني'],
  'loyalty.level.5': ['Diamond', 'Diamante', 'Diament', 'Diamant', 'Diamant', 'ماسي'],
  'loyalty.character.1': ['Knight', 'Cavaleiro', 'Rycerz', 'Cavaller', 'Ridder', 'الفارس'],
  'loyalty.character.2': ['Wizard', 'Mago', 'Czarodziej', 'Mag', 'Towenaar', 'الساحر'],
  'loyalty.character.3': ['Ranger', 'Guardião', 'Łowca', 'Guardabosc', 'Veldwagter', 'الحارس'],
  'loyalty.product.1': ['10 free spins', '10 rodadas grátis', '10 darmowych spinów', '10 tirades gratuïtes', '10 gratis draaie', '10 دورات مجانية'],
  'loyalty.product.2': ['€5 bonus', 'Bônus de €5', 'Bonus 5 €', 'Bonificació de 5 €', '€5-bonus', 'مكافأة 5 يورو'],
  'loyalty.product.3': ['€20 bonus', 'Bônus de €20', 'Bonus 20 €', 'Bonificació de 20 €', '€20-bonus', 'مكافأة 20 يورو'],
  'loyalty.product.4': ['50 free spins', '50 rodadas grátis', '50 darmowych spinów', '50 tirades gratuïtes', '50 gratis draaie', '50 دورة مجانية'],
  'loyalty.product.5': ['€5 free bet', 'Aposta grátis de €5', 'Darmowy zakład 5 €', 'Aposta gratuïta de 5 €', '€5 gratis weddenskap', 'رهان مجاني 5 يورو'],
  'loyalty.product.6': ['€100 cash', '€100 em dinheiro', '100 € w gotówce', '100 € en efectiu', '€100 kontant', '100 يورو نقدًا'],
  'loyalty.notification.credit.title': ['Coins credited', 'Moedas creditadas', 'Monety przyznane', 'Monedes abonades', 'Munte gekrediteer', 'تمت إضافة العملات'],
  'loyalty.notification.credit.message': ['You earned coins for playing. Keep going!', 'Você ganhou moedas jogando. Continue assim!', 'Zdobyłeś monety za grę. Tak trzymaj!', 'Has guanyat monedes jugant. Continua així!', 'Jy het munte verdien deur te speel. Hou aan!', 'لقد ربحت عملات باللعب. استمر!'],
  'loyalty.notification.level.title': ['New level reached', 'Novo nível alcançado', 'Osiągnięto nowy poziom', 'Nou nivell assolit', 'Nuwe vlak bereik', 'وصلت إلى مستوى جديد'],
  'loyalty.notification.level.message': ['Congratulations, your loyalty level went up.', 'Parabéns, seu nível de fidelidade subiu.', 'Gratulacje, Twój poziom lojalności wzrósł.', 'Enhorabona, el teu nivell de fidelitat ha pujat.', 'Baie geluk, jou lojaliteitsvlak het gestyg.', 'تهانينا، ارتفع مستوى ولائك.'],
  // Popups
  'popup.weekend.title': ['Your weekend reload is ready', 'Sua recarga de fim de semana está pronta', 'Twoje weekendowe doładowanie czeka', 'La teva recàrrega de cap de setmana és a punt', 'Jou naweek-herlaai is gereed', 'إعادة شحن نهاية الأسبوع جاهزة'],
  'popup.weekend.content': ['Deposit today and get 50% extra with code RELOAD50.', 'Deposite hoje e ganhe 50% extra com o código RELOAD50.', 'Wpłać dziś i zyskaj 50% więcej z kodem RELOAD50.', 'Diposita avui i obtén un 50% extra amb el codi RELOAD50.', 'Deponeer vandag en kry 50% ekstra met kode RELOAD50.', 'أودع اليوم واحصل على 50% إضافية مع الرمز RELOAD50.'],
  // Mail and SMS (development outbox)
  'mail.code.subject': ['Your verification code', 'Seu código de verificação', 'Twój kod weryfikacyjny', 'El teu codi de verificació', 'Jou verifikasiekode', 'رمز التحقق الخاص بك'],
  'mail.code.body': ['Your code is {code}. It expires in 5 minutes.', 'Seu código é {code}. Ele expira em 5 minutos.', 'Twój kod to {code}. Wygasa za 5 minut.', 'El teu codi és {code}. Caduca d’aquí a 5 minuts.', 'Jou kode is {code}. Dit verval oor 5 minute.', 'رمزك هو {code}. تنتهي صلاحيته خلال 5 دقائق.'],
  'mail.restore.subject': ['Reset your password', 'Redefina sua senha', 'Zresetuj hasło', 'Restableix la contrasenya', 'Stel jou wagwoord terug', 'إعادة تعيين كلمة المرور'],
  'mail.restore.body': ['Open this link within 30 minutes to choose a new password: {link} If you did not ask for it, ignore this message: your password stays as it is.', 'Abra este link em até 30 minutos para escolher uma nova senha: {link} Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.', 'Otwórz ten link w ciągu 30 minut, aby ustawić nowe hasło: {link} Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.', 'Obre aquest enllaç en 30 minuts per triar una contrasenya nova: {link} Si no ho has demanat, ignora aquest missatge: la teva contrasenya no canvia.', 'Maak hierdie skakel binne 30 minute oop om ’n nuwe wagwoord te kies: {link} As jy dit nie gevra het nie, ignoreer hierdie boodskap: jou wagwoord bly dieselfde.', 'افتح هذا الرابط خلال 30 دقيقة لاختيار كلمة مرور جديدة: {link} إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.'],
  'mail.fast.subject': ['Your new account', 'Sua nova conta', 'Twoje nowe konto', 'El teu compte nou', 'Jou nuwe rekening', 'حسابك الجديد'],
  'mail.fast.body': ['Login {login}, password {code}.', 'Login {login}, senha {code}.', 'Login {login}, hasło {code}.', 'Usuari {login}, contrasenya {code}.', 'Aanmelding {login}, wagwoord {code}.', 'اسم المستخدم {login}، كلمة المرور {code}.'],
  // The platform's password reset page (/platform/password-reset/{token})
  'reset.title': ['Choose a new password', 'Escolha uma nova senha', 'Ustaw nowe hasło', 'Tria una contrasenya nova', 'Kies ’n nuwe wagwoord', 'اختر كلمة مرور جديدة'],
  'reset.intro': ['For {login}.', 'Para {login}.', 'Dla {login}.', 'Per a {login}.', 'Vir {login}.', 'للحساب {login}.'],
  'reset.rules': ['6 to 20 characters: Latin letters, digits and symbols, no spaces.', 'De 6 a 20 caracteres: letras latinas, números e símbolos, sem espaços.', 'Od 6 do 20 znaków: litery łacińskie, cyfry i symbole, bez spacji.', 'De 6 a 20 caràcters: lletres llatines, xifres i símbols, sense espais.', '6 tot 20 karakters: Latynse letters, syfers en simbole, geen spasies nie.', 'من 6 إلى 20 حرفًا: حروف لاتينية وأرقام ورموز، بدون مسافات.'],
  'reset.password': ['New password', 'Nova senha', 'Nowe hasło', 'Contrasenya nova', 'Nuwe wagwoord', 'كلمة المرور الجديدة'],
  'reset.repeat': ['Repeat the new password', 'Repita a nova senha', 'Powtórz nowe hasło', 'Repeteix la contrasenya nova', 'Herhaal die nuwe wagwoord', 'أعد كتابة كلمة المرور الجديدة'],
  'reset.submit': ['Save the new password', 'Salvar a nova senha', 'Zapisz nowe hasło', 'Desa la contrasenya nova', 'Stoor die nuwe wagwoord', 'احفظ كلمة المرور الجديدة'],
  'reset.invalidPassword': ['The password does not follow these rules.', 'A senha não segue estas regras.', 'Hasło nie spełnia tych zasad.', 'La contrasenya no compleix aquestes regles.', 'Die wagwoord volg nie hierdie reëls nie.', 'كلمة المرور لا تتبع هذه القواعد.'],
  'reset.mismatch': ['The passwords are not the same.', 'As senhas não são iguais.', 'Hasła nie są takie same.', 'Les contrasenyes no coincideixen.', 'Die wagwoorde is nie dieselfde nie.', 'كلمتا المرور غير متطابقتين.'],
  'reset.expiredTitle': ['This link no longer works', 'Este link não funciona mais', 'Ten link już nie działa', 'Aquest enllaç ja no funciona', 'Hierdie skakel werk nie meer nie', 'هذا الرابط لم يعد صالحًا'],
  'reset.expiredText': ['A link works once and for 30 minutes. Ask for a new one from the sign-in form.', 'Um link vale uma vez e por 30 minutos. Peça um novo no formulário de entrada.', 'Link działa raz i przez 30 minut. Poproś o nowy w formularzu logowania.', 'Un enllaç funciona una sola vegada i durant 30 minuts. Demana’n un de nou des del formulari d’inici de sessió.', '’n Skakel werk een keer en vir 30 minute. Vra ’n nuwe een by die aanmeldvorm.', 'يعمل الرابط مرة واحدة ولمدة 30 دقيقة. اطلب رابطًا جديدًا من نموذج تسجيل الدخول.'],
  'reset.doneTitle': ['Your password is changed', 'Sua senha foi alterada', 'Hasło zostało zmienione', 'La contrasenya s’ha canviat', 'Jou wagwoord is verander', 'تم تغيير كلمة المرور'],
  'reset.doneText': ['Sign in with the new password. Every device that was signed in has been signed out.', 'Entre com a nova senha. Todos os dispositivos conectados foram desconectados.', 'Zaloguj się nowym hasłem. Wszystkie zalogowane urządzenia zostały wylogowane.', 'Inicia la sessió amb la contrasenya nova. S’ha tancat la sessió a tots els dispositius.', 'Meld aan met die nuwe wagwoord. Alle toestelle wat aangemeld was, is afgemeld.', 'سجّل الدخول بكلمة المرور الجديدة. تم تسجيل الخروج من جميع الأجهزة التي كانت مسجّلة الدخول.'],
  'reset.signIn': ['Sign in', 'Entrar', 'Zaloguj się', 'Inicia la sessió', 'Meld aan', 'تسجيل الدخول'],
} as const satisfies Record<string, Translations>;

export type TextKey = keyof typeof TEXTS;

export const hasText = (key: string): key is TextKey => key in TEXTS;
export const TEXT_KEYS = Object.keys(TEXTS) as TextKey[];

/** One text of a set of translations in the locale (en when the locale is unknown). */
export const inLocale = (texts: Translations, locale: string): string => texts[LOCALES.indexOf(toLocale(locale))] ?? texts[0];

/** The text in the locale (en when the locale is unknown), with `{name}` placeholders filled. */
export function t(key: TextKey, locale: string, values: Record<string, string | number> = {}): string {
  const text = inLocale(TEXTS[key], locale);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The text in every locale, keyed by locale, for content that carries all translations at once. */
export const allLocales = (key: TextKey): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, t(key, locale)])) as Record<Locale, string>;

/** A stored name that may be a text key ("offer.welcome" -> its title), localised; other names as they are. */
export function localisedName(name: string, locale: string): string {
  if (`${name}.title` in TEXTS) return t(`${name}.title` as TextKey, locale);
  if (name in TEXTS) return t(name as TextKey, locale);
  return name;
}
