import { inLocale, type Translations } from './texts';


/** CMS texts in en, pt-BR, pl, ca, af, ar (the order of LOCALES). */
const CMS_TEXTS = {
  'menu.home': ['Home', 'Início', 'Strona główna', 'Inici', 'Tuis', 'الرئيسية'],
  'menu.gamehall': ['Game hall', 'Salão de jogos', 'Sala gier', 'Sala de jocs', 'Speelsaal', 'صالة الألعاب'],
  'menu.live': ['Live casino', 'Cassino ao vivo', 'Kasyno na żywo', 'Casino en directe', 'Regstreekse casino', 'الكازينو المباشر'],
  'menu.jackpots': ['Jackpots', 'Jackpots', 'Jackpoty', 'Pots', 'Boerpotte', 'الجوائز الكبرى'],
  'menu.tournaments': ['Tournaments', 'Torneios', 'Turnieje', 'Tornejos', 'Toernooie', 'البطولات'],
  'menu.promotions': ['Promotions', 'Promoções', 'Promocje', 'Promocions', 'Promosies', 'العروض الترويجية'],
  'menu.offers': ['Offers', 'Ofertas', 'Oferty', 'Ofertes', 'Aanbiedinge', 'العروض'],
  'menu.loyalty': ['Loyalty', 'Fidelidade', 'Lojalność', 'Fidelitat', 'Lojaliteit', 'الولاء'],
  'menu.winners': ['Winners', 'Vencedores', 'Zwycięzcy', 'Guanyadors', 'Wenners', 'الفائزون'],
  'menu.providers': ['Providers', 'Provedores', 'Dostawcy', 'Proveïdors', 'Verskaffers', 'المزودون'],
  'menu.betting': ['Sports betting', 'Apostas esportivas', 'Zakłady sportowe', 'Apostes esportives', 'Sportweddenskappe', 'المراهنات الرياضية'],
  'menu.support': ['Support', 'Suporte', 'Pomoc', 'Suport', 'Ondersteuning', 'الدعم'],
  'menu.cashier': ['Cashier', 'Caixa', 'Kasa', 'Caixa', 'Kassier', 'الصندوق'],
  'menu.menu': ['Menu', 'Menu', 'Menu', 'Menú', 'Kieslys', 'القائمة'],
  'menu.responsible': ['Responsible gaming', 'Jogo responsável', 'Odpowiedzialna gra', 'Joc responsable', 'Verantwoordelike speel', 'اللعب المسؤول'],
  'menu.terms': ['Terms and conditions', 'Termos e condições', 'Regulamin', 'Termes i condicions', 'Bepalings en voorwaardes', 'الشروط والأحكام'],
  'menu.privacy': ['Privacy policy', 'Política de privacidade', 'Polityka prywatności', 'Política de privadesa', 'Privaatheidsbeleid', 'سياسة الخصوصية'],
  'menu.about': ['About us', 'Sobre nós', 'O nas', 'Qui som', 'Oor ons', 'من نحن'],
  'menu.faq': ['Questions and answers', 'Perguntas e respostas', 'Pytania i odpowiedzi', 'Preguntes i respostes', 'Vrae en antwoorde', 'أسئلة وأجوبة'],
  'validator.wrongField': ['Wrong field', 'Campo inválido', 'Nieprawidłowe pole', 'Camp incorrecte', 'Verkeerde veld', 'حقل غير صحيح'],
  'validator.requiredField': ['Field is required', 'Campo obrigatório', 'Pole jest wymagane', 'El camp és obligatori', 'Veld is verpligtend', 'هذا الحقل مطلوب'],
  'validator.sumError': ['Enter an amount from $$min$$ to $$max$$', 'Insira um valor de $$min$$ a $$max$$', 'Wpisz kwotę od $$min$$ do $$max$$', 'Introdueix un import de $$min$$ a $$max$$', 'Voer ’n bedrag van $$min$$ tot $$max$$ in', 'أدخل مبلغًا من $$min$$ إلى $$max$$'],
  'validator.wrongPhoneFormat': ['Wrong phone number', 'Número de telefone inválido', 'Nieprawidłowy numer telefonu', 'Número de telèfon incorrecte', 'Verkeerde telefoonnommer', 'رقم هاتف غير صحيح'],
  'validator.insertPhoneNumber': ['Enter your phone number', 'Insira seu número de telefone', 'Wpisz numer telefonu', 'Introdueix el teu número de telèfon', 'Voer jou telefoonnommer in', 'أدخل رقم هاتفك'],
  'validator.wrongEmailAddress': ['Wrong email address', 'Endereço de e-mail inválido', 'Nieprawidłowy adres e-mail', 'Adreça electrònica incorrecta', 'Verkeerde e-posadres', 'بريد إلكتروني غير صحيح'],
  'validator.insertEmailAddress': ['Enter your email address', 'Insira seu e-mail', 'Wpisz adres e-mail', 'Introdueix la teva adreça electrònica', 'Voer jou e-posadres in', 'أدخل بريدك الإلكتروني'],
  'validator.insertPassword': ['Enter your password', 'Insira sua senha', 'Wpisz hasło', 'Introdueix la contrasenya', 'Voer jou wagwoord in', 'أدخل كلمة المرور'],
  'validator.shortPassword': ['Min length is $$min$$', 'O tamanho mínimo é $$min$$', 'Minimalna długość to $$min$$', 'La longitud mínima és $$min$$', 'Minimum lengte is $$min$$', 'الحد الأدنى للطول هو $$min$$'],
  'validator.notWalidPassword': ['Wrong password', 'Senha inválida', 'Nieprawidłowe hasło', 'Contrasenya incorrecta', 'Verkeerde wagwoord', 'كلمة مرور غير صحيحة'],
  'validator.passwordsNotEqual': ['Passwords do not match', 'As senhas não coincidem', 'Hasła nie są zgodne', 'Les contrasenyes no coincideixen', 'Wagwoorde stem nie ooreen nie', 'كلمتا المرور غير متطابقتين'],
  'validator.minCountSymbolsFakename': ['At least 4 characters', 'Pelo menos 4 caracteres', 'Co najmniej 4 znaki', 'Almenys 4 caràcters', 'Minstens 4 karakters', '4 أحرف على الأقل'],
  'validator.specialSymbolsFakename': ['Wrong fake name', 'Apelido inválido', 'Nieprawidłowy pseudonim', 'Sobrenom incorrecte', 'Verkeerde skuilnaam', 'اسم مستعار غير صحيح'],
  'validator.uncheckedCheckbox': ['Please tick this box', 'Marque esta caixa', 'Zaznacz to pole', 'Marca aquesta casella', 'Merk asseblief hierdie blokkie', 'يرجى تحديد هذا المربع'],
  'validator.useSpace': ['Spaces are not allowed', 'Espaços não são permitidos', 'Spacje są niedozwolone', 'No es permeten espais', 'Spasies word nie toegelaat nie', 'المسافات غير مسموح بها'],
  'promo.NOT_FOUND': ['This promo code does not exist', 'Este código promocional não existe', 'Ten kod promocyjny nie istnieje', 'Aquest codi promocional no existeix', 'Hierdie promosiekode bestaan nie', 'رمز العرض هذا غير موجود'],
  'promo.EXPIRED': ['This promo code has expired', 'Este código promocional expirou', 'Ten kod promocyjny wygasł', 'Aquest codi promocional ha caducat', 'Hierdie promosiekode het verval', 'انتهت صلاحية رمز العرض هذا'],
  'promo.ALREADY_ACTIVATED': ['You have already used this code', 'Você já usou este código', 'Ten kod został już użyty', 'Ja has utilitzat aquest codi', 'Jy het hierdie kode reeds gebruik', 'لقد استخدمت هذا الرمز من قبل'],
  'promo.NOT_STARTED': ['This promotion has not started yet', 'Esta promoção ainda não começou', 'Ta promocja jeszcze się nie zaczęła', 'Aquesta promoció encara no ha començat', 'Hierdie promosie het nog nie begin nie', 'لم يبدأ هذا العرض بعد'],
  'promo.INVALID': ['Invalid promo code', 'Código promocional inválido', 'Nieprawidłowy kod promocyjny', 'Codi promocional no vàlid', 'Ongeldige promosiekode', 'رمز عرض غير صالح'],
  'auth.bannerLabel': ['New players', 'Novos jogadores', 'Nowi gracze', 'Jugadors nous', 'Nuwe spelers', 'اللاعبون الجدد'],
  'auth.bannerValue': ['100% up to €500', '100% até € 500', '100% do 500 €', '100% fins a 500 €', '100% tot €500', '100% حتى 500 يورو'],
  'auth.bannerAddition': ['+ 50 free spins', '+ 50 rodadas grátis', '+ 50 darmowych spinów', '+ 50 tirades gratuïtes', '+ 50 gratis draaie', '+ 50 دورة مجانية'],
  'auth.terms': ['I am over 18 and accept the terms and conditions', 'Tenho mais de 18 anos e aceito os termos e condições', 'Mam ukończone 18 lat i akceptuję regulamin', 'Soc major de 18 anys i accepto els termes i condicions', 'Ek is ouer as 18 en aanvaar die bepalings en voorwaardes', 'عمري أكثر من 18 عامًا وأوافق على الشروط والأحكام'],
  'auth.notify': ['Send me news and offers', 'Envie-me novidades e ofertas', 'Wysyłaj mi nowości i oferty', 'Envieu-me novetats i ofertes', 'Stuur vir my nuus en aanbiedinge', 'أرسل لي الأخبار والعروض'],
  'cashier.depositTitle': ['Deposit', 'Depósito', 'Wpłata', 'Dipòsit', 'Deposito', 'إيداع'],
  'cashier.withdrawTitle': ['Withdrawal', 'Saque', 'Wypłata', 'Retirada', 'Onttrekking', 'سحب'],
  'cashier.limitHint': ['Your deposit limit protects your budget. You can change it in responsible gaming.', 'Seu limite de depósito protege seu orçamento. Você pode alterá-lo em jogo responsável.', 'Limit wpłat chroni Twój budżet. Możesz go zmienić w sekcji odpowiedzialnej gry.', 'El límit de dipòsit protegeix el teu pressupost. El pots canviar a joc responsable.', 'Jou depositolimiet beskerm jou begroting. Jy kan dit by verantwoordelike speel verander.', 'حد الإيداع يحمي ميزانيتك. يمكنك تغييره من قسم اللعب المسؤول.'],
  'search.placeholder': ['Search games or providers', 'Buscar jogos ou provedores', 'Szukaj gier lub dostawców', 'Cerca jocs o proveïdors', 'Soek speletjies of verskaffers', 'ابحث عن الألعاب أو المزودين'],
  'search.empty': ['Nothing found. Try another name.', 'Nada encontrado. Tente outro nome.', 'Nic nie znaleziono. Spróbuj innej nazwy.', 'No s’ha trobat res. Prova un altre nom.', 'Niks gevind nie. Probeer ’n ander naam.', 'لم يتم العثور على شيء. جرّب اسمًا آخر.'],
  'loyalty.shopTitle': ['Loyalty shop', 'Loja de fidelidade', 'Sklep lojalnościowy', 'Botiga de fidelitat', 'Lojaliteitswinkel', 'متجر الولاء'],
  'loyalty.insufficient': ['Not enough coins yet. Keep playing to earn more.', 'Moedas insuficientes. Continue jogando para ganhar mais.', 'Za mało monet. Graj dalej, aby zdobyć więcej.', 'Encara no tens prou monedes. Continua jugant per guanyar-ne més.', 'Nog nie genoeg munte nie. Speel verder om meer te verdien.', 'لا تملك عملات كافية بعد. واصل اللعب لتربح المزيد.'],
  'seo.home.title': ['Online casino and sports betting', 'Cassino online e apostas esportivas', 'Kasyno online i zakłady sportowe', 'Casino en línia i apostes esportives', 'Aanlyn casino en sportweddenskappe', 'كازينو على الإنترنت ومراهنات رياضية'],
  'seo.home.description': ['Thousands of games, jackpots, tournaments and fast payouts.', 'Milhares de jogos, jackpots, torneios e pagamentos rápidos.', 'Tysiące gier, jackpoty, turnieje i szybkie wypłaty.', 'Milers de jocs, pots, tornejos i pagaments ràpids.', 'Duisende speletjies, boerpotte, toernooie en vinnige uitbetalings.', 'آلاف الألعاب والجوائز الكبرى والبطولات والسحوبات السريعة.'],
  'seo.gamehall.title': ['Game hall: slots, live casino and more', 'Salão de jogos: slots, cassino ao vivo e mais', 'Sala gier: automaty, kasyno na żywo i więcej', 'Sala de jocs: escurabutxaques, casino en directe i més', 'Speelsaal: slots, regstreekse casino en meer', 'صالة الألعاب: سلوتس وكازينو مباشر والمزيد'],
  'seo.promotions.title': ['Promotions and bonuses', 'Promoções e bônus', 'Promocje i bonusy', 'Promocions i bonificacions', 'Promosies en bonusse', 'العروض والمكافآت'],
  'seo.tournaments.title': ['Tournaments with real prizes', 'Torneios com prêmios reais', 'Turnieje z prawdziwymi nagrodami', 'Tornejos amb premis reals', 'Toernooie met regte pryse', 'بطولات بجوائز حقيقية'],
  'seo.jackpots.title': ['Jackpots growing every second', 'Jackpots que crescem a cada segundo', 'Jackpoty rosnące z każdą sekundą', 'Pots que creixen cada segon', 'Boerpotte wat elke sekonde groei', 'جوائز كبرى تنمو كل ثانية'],
  'seo.faq.question': ['How fast are withdrawals?', 'Quão rápidos são os saques?', 'Jak szybkie są wypłaty?', 'Com de ràpides són les retirades?', 'Hoe vinnig is onttrekkings?', 'ما مدى سرعة السحب؟'],
  'seo.faq.answer': ['Most withdrawals are processed within 24 hours.', 'A maioria dos saques é processada em até 24 horas.', 'Większość wypłat realizujemy w ciągu 24 godzin.', 'La majoria de retirades es processen en 24 hores.', 'Die meeste onttrekkings word binne 24 uur verwerk.', 'تتم معالجة معظم عمليات السحب خلال 24 ساعة.'],
  'common.maintenance': ['We are improving the site. Please come back soon.', 'Estamos melhorando o site. Volte em breve.', 'Ulepszamy stronę. Wróć wkrótce.', 'Estem millorant el web. Torna aviat.', 'Ons verbeter die webwerf. Kom asseblief binnekort terug.', 'نعمل على تحسين الموقع. يرجى العودة قريبًا.'],
  'common.idleWarning': ['You will be signed out soon because you are inactive.', 'Você será desconectado em breve por inatividade.', 'Wkrótce zostaniesz wylogowany z powodu braku aktywności.', 'Aviat tancarem la sessió per inactivitat.', 'Jy sal binnekort afgemeld word omdat jy onaktief is.', 'سيتم تسجيل خروجك قريبًا بسبب عدم النشاط.'],
} as const satisfies Record<string, Translations>;

export type CmsTextKey = keyof typeof CMS_TEXTS;
export const CMS_TEXT_KEYS = Object.keys(CMS_TEXTS) as CmsTextKey[];

export const ct = (key: CmsTextKey, locale: string) => inLocale(CMS_TEXTS[key], locale);

/** Every key of a group (`validator.` -> { wrongField: ..., ... }) in one locale. */
export const group = (prefix: string, locale: string) =>
  Object.fromEntries(
    (Object.keys(CMS_TEXTS) as CmsTextKey[]).filter((key) => key.startsWith(prefix)).map((key) => [key.slice(prefix.length), ct(key, locale)]),
  );
