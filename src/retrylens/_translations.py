"""How apps translate the failures of a model call, by concept and language (SPEC §8).

Chat apps, IDE extensions, bots and gateways show their users the failure in the user's
language ("API 密钥无效", "Sitzung abgelaufen", "요청이 너무 많습니다"), from their locale
files. The rules of :mod:`retrylens._patterns` hold the wordings found in real error texts;
this table holds the words for each concept that software in 47 languages (Chinese in both
scripts) commonly uses, so that a translation no real text showed yet is still recognised. Each entry is the
lower-cased pattern of one language (RE2 and Python ``re`` syntax, as in ``_patterns``); the
Danish one also holds Norwegian Bokmål's words where they differ, the Croatian one Serbian's
(in Latin and Cyrillic script) and Bosnian's.

Indic scripts' vowel signs are no word characters for a word boundary: their entries are
plain substrings. A letter that Unicode spells two ways (Bengali য় and ড়, with or without a nukta)
are matched in either spelling; a capital İ (Turkish, Azerbaijani), which lower-cases to an i
and a dot above, is read as an i (``_learned.lower`` drops the dot for every rule).

Words that also fit another failure are paired with the noun they describe: "too long" is
an overflow only of a message, an input or a conversation ("等待时间过长" is a timeout),
and "too large" is left out (an image can be too large as well).

``tests/data/translated_messages.jsonl`` holds three hand-written messages per concept and
language (not real texts: their test says how many of the third ones, which no pattern here
was written from, are recognised).
"""

from __future__ import annotations

from typing import Final

_APOS = "(?:'|’)"
#: Bengali য় and ড় as one letter or as a letter and its nukta (NFC writes the second).
_BN_YA = "(?:\u09af\u09bc|\u09df)"
_BN_RRA = "(?:\u09a1\u09bc|\u09dc)"

#: A key that is invalid or missing (``permanent`` / ``api_key``).
API_KEY: Final[dict[str, str]] = {
    "zh": r"(?:api ?(?:key|密钥|密鑰|金鑰|秘钥)|密钥|密鑰|金鑰|秘钥)\s?(?:无效|無效|错误|錯誤|不正确|不正確|"
    r"有误|有誤|不能为空|不能為空|为空|為空)|(?:未设置|未設定|尚未設定|缺少|未配置|未填写|未填寫|未提供|"
    r"请先配置|請先設定|请先设置|请输入|請輸入|请填写|請填寫)(?:您的)?\s?(?:api|密钥|密鑰|金鑰)|"
    r"(?:无效|無效)的?(?:令牌|密钥|密鑰|金鑰)|令牌(?:无效|無效|不存在|错误|錯誤)",
    # (Japanese and Korean put the negation after the verb: 必要ありません, 필요하지 않습니다)
    "ja": r"api ?キー(?:が|は)?(?:無効|正しくありません|間違|設定されていません|未設定|必要です|入力されていません|"
    r"見つかりません)|api ?キーを入力|認証キー(?:が|は)?(?:無効|正しくありません)",
    "ko": r"api ?키(?:가|를)? ?(?:유효하지 않|올바르지 않|잘못|설정되지 않|입력해|입력하세요|필요합니다|없습니다)|"
    r"(?:유효하지 않은|잘못된|올바르지 않은) api ?키|인증 ?키(?:가|를)? ?(?:유효하지 않|올바르지 않|잘못)",
    "vi": r"(?:api key|khóa api|khoá api)[^\n]{0,16}(?:không hợp lệ|không đúng|không chính xác|bị sai)|"
    r"(?:chưa (?:thiết lập|cài đặt|nhập|cấu hình|cung cấp)|vui lòng nhập|thiếu)[^\n]{0,6}"
    r"(?:api key|khóa api|khoá api)"
    r"|xác thực api[^\n]{0,20}thất bại|kiểm tra khóa api",
    "id": r"(?:api key|kunci api)[^\n]{0,16}(?:tidak valid|salah|belum diatur|belum diisi)|"
    r"(?:api key|kunci api) (?:diperlukan|wajib diisi)|masukkan (?:api key|kunci api)",
    "th": r"(?:api key|คีย์ api)[^\n]{0,12}(?:ไม่ถูกต้อง|ไม่ได้ตั้งค่า)|ยังไม่ได้ตั้งค่า[^\n]{0,4}"
    r"(?:api key|คีย์ api)|(?:ระบุ|กรอก)(?:คีย์ api|api key)",
    "ar": r"مفتاح (?:ال)?api[^\n]{0,20}(?:غير صالح|غير صحيح|خاطئ)|مفتاح (?:ال)?api مطلوب|"
    r"(?:لم يتم (?:تعيين|إدخال|توفير)|يرجى إدخال|أدخل)[^\n]{0,6}مفتاح (?:ال)?api",
    "fa": r"کلید api[^\n]{0,20}(?:نامعتبر|نادرست|اشتباه|تنظیم نشده|وارد نشده)|کلید api خود را وارد",
    "hi": r"api (?:कुंजी|key)[^\n]{0,12}(?:अमान्य|गलत|सेट नहीं|दर्ज करें)|अमान्य api (?:कुंजी|key)",
    "he": r"מפתח (?:ה-)?api[^\n]{0,12}(?:לא תקין|שגוי|לא חוקי)|(?:לא הוגדר|יש להזין|חסר) מפתח (?:ה-)?api",
    # A word for "required" counts only right by the key and not after a negation ("не
    # требуется", "nicht erforderlich", "não é necessária"): "no key needed" is no error.
    "ru": r"(?:api[- ]?ключ|ключ api)[^\n]{0,12}(?:недействител|неверн|не указан|не задан|отсутствует|"
    r"отключ)|"
    r"(?:недействительный|неверный|неправильный) (?:api[- ]?)?ключ|(?:^|[^е] )требуется (?:api[- ]?)?ключ",
    "uk": r"(?:api[- ]?ключ|ключ api)[^\n]{0,12}(?:недійсн|неправильн|не вказано|відсутн)|"
    r"(?:недійсний|неправильний) (?:api[- ]?)?ключ|(?:^|[^е] )потрібен (?:api[- ]?)?ключ",
    "de": r"api-?(?:schlüssel|key)[^\n]{0,20}(?:ungültig|falsch|fehlt|nicht angegeben|nicht gesetzt)|"
    r"api-?(?:schlüssel|key) (?:ist )?erforderlich|(?:ungültiger|falscher|fehlender) api-?(?:schlüssel|key)|"
    r"kein api-?(?:schlüssel|key) (?:angegeben|gesetzt|konfiguriert|hinterlegt|gefunden)|"
    r"keinen api-?(?:schlüssel|key)[^\n]{0,40}(?:hinzugefügt|angegeben|eingegeben|hinterlegt)",
    "fr": rf"clé (?:d{_APOS})?api[^\n]{{0,20}}(?:invalide|incorrecte|manquante|non valide)|"
    rf"clé (?:d{_APOS})?api (?:est )?requise|une clé (?:d{_APOS})?api est requise|"
    rf"aucune clé (?:d{_APOS})?api (?:n{_APOS}a été )?fournie",
    "es": r"clave (?:de )?api[^\n]{0,20}(?:no válida|inválida|incorrecta|no es válida)|"
    r"clave (?:de )?api (?:es )?requerida|falta (?:la |una )?clave (?:de )?api|"
    r"(?:^|[^o] )se requiere (?:la |una )?clave (?:de )?api"
    r"|clave (?:proporcionada|de acceso) no válida|clave inválida",
    "pt": r"chave (?:de |da )?api[^\n]{0,20}(?:inválida|incorreta|não informada|ausente)|"
    r"chave (?:de |da )?api (?:é )?(?:necessária|obrigatória)|"
    r"chave de (?:subscrição|assinatura)[^\n]{0,30}(?:obrigatória|inválida|necessária)|falta (?:uma |a )?chave (?:de |da )?api|"
    r"não (?:adicionou|informou|inseriu|configurou) (?:uma |a |sua )?chave (?:de |da )?api|"
    r"(?:^|[^o] )é necessária (?:uma |a )?chave (?:de |da )?api",
    "it": r"chiave api[^\n]{0,20}(?:non (?:è )?valida|errata|non (?:è )?corretta|mancante)|"
    r"chiave api (?:è )?(?:necessaria|richiesta)|manca (?:una |la )?chiave api|"
    r"(?:^|[^n] )è necessaria (?:una |la )?chiave api",
    "pl": r"klucz(?:a)? api[^\n]{0,20}(?:nieprawidłow|niepoprawn)|klucz(?:a)? api (?:jest )?wymagany|"
    r"(?:nieprawidłowy|niepoprawny|brak|wymagany(?: jest)?) klucz(?:a)? api",
    "tr": r"api anahtar[^\n]{0,20}(?:geçersiz|hatalı|yanlış|eksik|girilmedi|ayarlanmadı)|"
    r"api anahtar(?:ı)? gerekli(?:dir)?(?:[.!]|$)|geçersiz api anahtar",
    "nl": r"api-?sleutel[^\n]{0,20}(?:ongeldig|onjuist|ontbreekt)|api-?sleutel (?:is )?vereist|"
    r"(?:ongeldige|onjuiste) api-?sleutel|geen api-?sleutel (?:opgegeven|ingesteld|gevonden)",
    "cs": r"(?:api klíč|klíč api)[^\n]{0,20}(?:neplatn|chybí|nesprávn)|(?:api klíč|klíč api) (?:je )?vyžadován|"
    r"(?:neplatný|chybějící|chybí) (?:api klíč|klíč api)|(?:^|[^í] )(?:je )?vyžadován (?:api klíč|klíč api)",
    "el": r"κλειδί api[^\n]{0,20}(?:μη έγκυρο|άκυρο|λανθασμένο|λείπει)|"
    r"δεν έχετε (?:προσθέσει|ορίσει|εισαγάγει|καταχωρίσει) (?:ένα )?κλειδί api|"
    r"(?:μη έγκυρο|άκυρο|δεν έχει οριστεί|λείπει) κλειδί api|(?:^|[^ν] )απαιτείται κλειδί api",
    "sv": r"api-?nyckel[^\n]{0,20}(?:ogiltig|felaktig|saknas)|api-?nyckel krävs(?:[.!]|$)|"
    r"(?:ogiltig|felaktig) api-?nyckel|ingen api-?nyckel (?:angiven|angavs|hittades|konfigurerad)",
    "bg": r"(?:невалиден|неправилен|грешен|липсващ) (?:api ключ|ключ за api)|(?:api ключ|ключ за api)(?:ът)?[^\n]{0,20}(?:невалиден|неправилен|липсва|не е зададен)|не е зададен (?:api ключ|ключ за api)|изисква се (?:api ключ|ключ за api)|въведете (?:своя |вашия )?(?:api ключ|ключ за api)",
    "hu": r"(?:érvénytelen|hibás|hiányzó) api-?kulcs|nem található (?:api-?)?kulcs|adjon meg egy (?:api-?)?kulcsot|api-?kulcs[^\n]{0,20}(?:érvénytelen|hibás|hiányzik|nincs megadva)|nincs megadva api-?kulcs|api-?kulcs szükséges|add meg (?:az )?api-?kulcs",
    "ro": r"cheie(?:a)? api[^\n]{0,20}(?:invalidă|incorectă|nu este validă|lipsește|lipsă)|asigurați-vă că cheia|nicio cheie api|este necesară (?:o )?cheie api|introdu(?:ceți)? cheia api",
    "da": r"(?:ugyldig|forkert|manglende) (?:api-?)?n(?:øgle|økkel)|angiv (?:venligst )?en gyldig (?:api-?)?nøgle|api-?n(?:øgle|økkel)(?:n|en)?[^\n]{0,20}(?:er ugyldig|mangler|er ikke angivet)|ingen api-?n(?:øgle|økkel) (?:angivet|angitt|fundet|funnet)|angive en api-?n(?:øgle|økkel)|api-?n(?:øgle|økkel) (?:er )?påkrævet",
    "fi": r"virheellinen api-?avain|api-?avain (?:on )?(?:virheellinen|puuttuu)|api-?avainta ei (?:ole annettu|ole määritetty|löytynyt)|api-?avain vaaditaan|anna api-?avai",
    "hr": r"(?:nevažeći|neispravan|pogrešan) api ključ|api ključ[^\n]{0,20}(?:nije valjan|nije ispravan|nedostaje|nije naveden|nije postavljen)|potreban je api ključ|unesite (?:svoj )?api ključ|(?:неважећи|неисправан|погрешан) api кључ|api кључ[^\n]{0,20}(?:није важећи|није исправан|недостаје|није наведен|није постављен)|потребан је api кључ|унесите (?:свој )?api кључ",
    "ca": r"clau d(?:'|’)api[^\n]{0,20}(?:no (?:és )?vàlida|incorrecta)|cap clau d(?:'|’)api|cal una clau d(?:'|’)api|(?:comproveu|introduïu) (?:la )?(?:vostra )?clau d(?:'|’)api",
    "sk": r"(?:neplatný|nesprávny|chýbajúci) (?:kľúč api|api kľúč)|(?:kľúč api|api kľúč)[^\n]{0,20}(?:je neplatný|chýba|nebol zadaný)|nebol zadaný (?:žiadny )?(?:kľúč api|api kľúč)|vyžaduje sa (?:kľúč api|api kľúč)",
    "sl": r"neveljaven (?:ključ api|api ključ)|(?:ključ api|api ključ)[^\n]{0,20}(?:ni veljaven|ni bil podan|manjka)|zahtevan je (?:ključ api|api ključ)|vnesite (?:svoj )?(?:ključ api|api ključ)",
    "et": r"vigane api-?võti|api-?võti[^\n]{0,12}(?:on kehtetu|on vigane|puudub)|api-?võtit pole määratud|api-?võti on nõutav|sisesta api-?võti",
    "lt": r"neteisingas api raktas|api raktas[^\n]{0,12}(?:negalioja|neteisingas|nenurodytas)|nenurodytas api raktas|būtinas api raktas|įveskite api raktą",
    "lv": r"nederīga api atslēga|api atslēga[^\n]{0,12}(?:nav derīga|nav norādīta|trūkst)|nav norādīta api atslēga|nepieciešama api atslēga|ievadiet api atslēgu",
    "bn": rf"(?:অবৈধ|ভুল|অকার্যকর) api (?:কী|key|চাবি)|api (?:কী|key|চাবি)[^\n]{{0,16}}(?:সঠিক ন{_BN_YA}|অবৈধ|ভুল|বৈধ ন{_BN_YA}|সেট করা হ{_BN_YA}নি|সেট করা নেই|দেও{_BN_YA}া হ{_BN_YA}নি)|api (?:কী|key|চাবি)[^\n]{{0,4}} (?:লিখুন|দিন|প্রবেশ করান)|api (?:কী|key|চাবি) প্র{_BN_YA}োজন(?:[।.,!]|$)|"
    r"api (?:কোড|কী|কি) আবশ্যক",
    "ta": r"(?:தவறான|செல்லாத|செல்லுபடியாகாத) api (?:விசை|சாவி|key)|api (?:விசை|சாவி|key)[^\n]{0,16}(?:செல்லாது|தவறானது|செல்லுபடியாகாது|அமைக்கப்படவில்லை|வழங்கப்படவில்லை)|api (?:விசை|சாவி|key)[^\n]{0,6}(?:உள்ளிடவும்|உள்ளிடுக)|api (?:விசை|சாவி|key) தேவை(?:ப்படுகிறது)?(?:[.,!]|$)",
    "te": r"(?:చెల్లని|తప్పు) api (?:కీ|key)|api (?:కీ|key)[^\n]{0,16}(?:సరైనది కాదు|చెల్లదు|చెల్లనిది|సెట్ చేయబడలేదు|సెట్ చేయలేదు|అందించబడలేదు)|api (?:కీ|key)[^\n]{0,6}నమోదు చేయండి|api (?:కీ|key) అవసరం(?:[.,!]|$)",
    "ml": r"(?:അസാധുവായ|തെറ്റായ) api (?:കീ|key)|api (?:കീ|key)[^\n]{0,16}(?:തെറ്റാണ്|അസാധുവാണ്|സജ്ജമാക്കിയിട്ടില്ല|നൽകിയിട്ടില്ല)|api (?:കീ|key)[^\n]{0,6} നൽകുക|api (?:കീ|key) ആവശ്യമാണ്",
    "kn": r"(?:ಅಮಾನ್ಯ|ತಪ್ಪಾದ) api (?:ಕೀ|key)|api (?:ಕೀ|key)[^\n]{0,16}(?:ತಪ್ಪಾಗಿದೆ|ಅಮಾನ್ಯವಾಗಿದೆ|ಹೊಂದಿಸಲಾಗಿಲ್ಲ|ಒದಗಿಸಲಾಗಿಲ್ಲ)|api (?:ಕೀ|key)[^\n]{0,6} ನಮೂದಿಸಿ|api (?:ಕೀ|key) ಅಗತ್ಯವಿದೆ",
    "mr": r"(?:अवैध|चुकीची|अमान्य) api (?:की|key)|api key[^\n]{0,16}(?:चुकीची|अवैध|अमान्य|सेट केलेली नाही|दिलेली नाही)|api की[^\n]{0,6}(?:चुकीची|अवैध आहे|अमान्य आहे|सेट केलेली नाही|दिलेली नाही)|api (?:की|key)[^\n]{0,6}(?:प्रविष्ट करा|टाका)|api (?:की|key) आवश्यक आहे",
    "gu": r"(?:અમાન્ય|ખોટી) api (?:કી|key)|api (?:કી|key)[^\n]{0,16}(?:ખોટી|અમાન્ય|સેટ કરેલી નથી|સેટ નથી|આપેલી નથી)|api (?:કી|key)[^\n]{0,6}દાખલ કરો|api (?:કી|key) જરૂરી છે",
    "ur": r"(?:غلط|نامعتبر) api (?:کلید|key)|api (?:کلید|key)[^\n]{0,16}(?:درست نہیں|غلط|نامعتبر|سیٹ نہیں|فراہم نہیں)|api (?:کلید|key)[^\n]{0,4} درج کریں|api (?:کلید|key) (?:درکار|ضروری) ہے",
    "ms": r"(?:kunci api|api key)[^\n]{0,16}(?:tidak sah|belum ditetapkan|tidak ditetapkan|tidak betul)",
    "ka": r"api (?:გასაღები|key)[^\n]{0,16}(?:არასწორია|არავალიდურია|არაკორექტულია|არ არის მითითებული|არ არის შეყვანილი)|(?:არასწორი|არავალიდური|არაკორექტული) api (?:გასაღები|key)|(?:შეიყვანეთ|შეიყვანოთ|მიუთითეთ)[^\n]{0,10}api (?:გასაღებ|key)",
    "az": r"(?:yanlış|etibarsız|səhv) api (?:açarı|key)|api (?:açar|key)[^\n]{0,16}(?:etibarsız|yanlışdır|səhvdir|təyin edilməyib|göstərilməyib)|api (?:açarınızı|açarını|açarı)[^\n]{0,4} daxil edin",
    "be": r"(?:несапраўдны|няправільны) (?:api[- ]?ключ|ключ api)|(?:api[- ]?ключ|ключ api)[^\n]{0,12}(?:несапраўдны|няправільны|не ўказаны|не зададзены|адсутнічае)|увядзіце (?:свой |ваш )?(?:api[- ]?ключ|ключ api)",
}

#: A login or session that expired, or none at all (``permanent`` / ``auth``).
LOGIN: Final[dict[str, str]] = {
    "zh": r"登(?:录|錄|入)(?:状态|狀態|階段)?已(?:过期|過期|失效)|(?:会话|會話|工作階段)已(?:过期|過期|失效|逾時)|"
    r"请重新登(?:录|入)|請重新登(?:入|錄)|尚未登(?:录|入)|未登(?:录|入)"
    r"|登(?:录|入)失效|身份(?:验证|驗證)失败|身份驗證失敗|认证失败|認證失敗|请先登(?:录|入)|請先登(?:入|錄)|(?:token|令牌|凭证|憑證)已(?:过期|過期|失效)",
    "ja": r"セッション[^\n]{0,8}(?:有効期限|期限切れ)|再度ログイン|再ログイン|ログインしていません|"
    r"ログインが必要"
    r"|ログインの有効期限|再認証|認証の有効期限が切れ|トークンの有効期限",
    "ko": r"세션이 만료|다시 로그인|로그인이 필요|로그인되지 않"
    r"|(?:로그인|인증|토큰)(?:이)? 만료|재로그인|다시 인증"
    r"|인증에 실패",
    "vi": r"phiên (?:đăng nhập )?(?:đã )?hết hạn|đăng nhập lại|chưa đăng nhập"
    r"|token đã hết hạn|xác thực thất bại",
    "id": r"sesi (?:anda )?(?:telah )?(?:berakhir|kedaluwarsa)|(?:masuk|login) kembali|"
    r"belum (?:masuk|login)"
    r"|token (?:telah )?kedaluwarsa|autentikasi gagal",
    "th": r"เซสชัน(?:ของคุณ)?หมดอายุ|เข้าสู่ระบบอีกครั้ง|ยังไม่ได้เข้าสู่ระบบ"
    r"|โทเค็นหมดอายุ|การยืนยันตัวตนล้มเหลว",
    "ar": r"انتهت صلاحية (?:الجلسة|تسجيل الدخول)|تسجيل الدخول مرة أخرى|لم تقم بتسجيل الدخول"
    r"|انتهت صلاحية الرمز|فشل(?:ت)? المصادقة",
    "fa": r"نشست[^\n]{0,10}منقضی|دوباره وارد شوید|ورود مجدد|وارد حساب کاربری نشده"
    r"|توکن منقضی",
    "hi": r"सत्र समाप्त|फिर से लॉग ?इन|लॉग ?इन नहीं"
    r"|टोकन की समय सीमा|प्रमाणीकरण विफल",
    "he": r"פג תוקף (?:ההתחברות|החיבור|הסשן|ההפעלה)|להתחבר מחדש|לא מחובר לחשבון"
    r"|האסימון פג|האימות נכשל",
    "ru": r"(?:сеанс|сессия|сессии)[^\n]{0,20}(?:истек|истёк|завершен|завершён)|"
    r"войдите (?:снова|повторно|заново)|авторизуйтесь (?:повторно|заново|снова)|необходимо войти"
    r"|токен (?:истёк|истек|просрочен|устарел)|требуется авторизация"
    r"|срок действия (?:токена|сессии|сеанса|ключа)[^\n]{0,12}(?:истёк|истек)",
    "uk": r"(?:сеанс|сесі)[^\n]{0,20}(?:завершився|минув|закінчи)|увійдіть (?:знову|повторно)",
    "de": r"sitzung (?:ist )?abgelaufen|melde dich erneut an|melden sie sich erneut an|"
    r"erneut anmelden|"
    r"nicht angemeldet"
    r"|token (?:ist )?abgelaufen|anmeldung (?:ist )?abgelaufen|bitte erneut anmelden|erneut einloggen"
    r"|anmeldung[^\n]{0,30}(?:abgelaufen|widerrufen|nicht aktualisiert|ungültig)",
    "fr": r"session (?:a )?expirée?|(?:veuillez )?vous reconnecter|connectez-vous à nouveau"
    r"|jeton (?:a )?expiré|jeton invalide|authentification (?:a )?échoué"
    r"|connexion[^\n]{0,24}(?:a expiré|expirée|a été révoquée|révoquée)",
    "es": r"sesión (?:caducada|expirada|ha expirado|ha caducado)|"
    r"(?:vuelve|volver) a iniciar sesión|"
    r"inicia sesión de nuevo|no has iniciado sesión"
    r"|token (?:expirado|caducado|inválido|no válido)|autenticación fallida",
    "pt": r"sessão (?:expirada|expirou)|faça login novamente|entre novamente|não está logado"
    r"|token (?:expirado|inválido)|falha na autenticação|erro de autenticação",
    "it": rf"sessione (?:è )?scaduta|accedi di nuovo|effettua di nuovo l{_APOS}accesso|"
    rf"non hai effettuato l{_APOS}accesso"
    r"|token (?:scaduto|non valido)|autenticazione (?:non riuscita|fallita)",
    "pl": r"sesja (?:wygasła|wygasla)|zaloguj się ponownie|nie jesteś zalogowany"
    r"|token wygasł|uwierzytelnianie nie powiodło|błąd uwierzytelniania",
    "tr": r"oturum(?:unuzun)?[^\n]{0,12}(?:süresi doldu|sona erdi)|(?:tekrar|yeniden) giriş yap|"
    r"giriş yapmadınız"
    r"|kimlik doğrulama başarısız|token(?:ın)? süresi doldu|(?:yeniden|tekrar) oturum aç",
    "nl": r"sessie (?:is )?verlopen|log opnieuw in|opnieuw inloggen|niet ingelogd"
    r"|token (?:is )?verlopen|authenticatie mislukt|opnieuw aanmelden",
    "cs": r"relace vypršela|přihlaste se (?:prosím )?znovu|nejste přihlášen"
    r"|přihlášení vypršel[oa]|ověření selhalo|token vypršel",
    "el": r"η συνεδρία (?:έληξε|έχει λήξει)|συνδεθείτε ξανά|δεν έχετε συνδεθεί"
    r"|η σύνδεση έληξε|έληξε η συνεδρία|αποτυχία ελέγχου ταυτότητας",
    "sv": r"session(?:en)? har (?:gått ut|löpt ut)|logga in (?:igen|på nytt)|inte inloggad"
    r"|token(?:en)? har gått ut|autentisering(?:en)? misslyckades",
    "bg": r"сесия(?:та)? (?:ви )?(?:е )?изтек(?:ла|е)|влезте отново|не сте влезли|влизането е изтекло",
    "hu": r"munkamenet(?:e|ed)? lejárt|jelentkezz(?:en)? be újra|nincs bejelentkezve|bejelentkezés lejárt",
    "ro": r"sesiunea (?:dvs\. |ta )?a expirat|autentifici din nou|autentificați-vă din nou|(?:vă )?conectați din nou|nu (?:ești|sunteți) (?:conectat|autentificat)",
    "da": r"session(?:en)? er udløbet|log (?:venligst )?ind igen|logg inn (?:igjen|på nytt)|ikke logget (?:ind|inn)|(?:økten|sesjonen) (?:har )?utløpt",
    "fi": r"istunto(?:si)? (?:on )?vanhentu|kirjaudu (?:sisään )?uudelleen|et ole kirjautunut|kirjautuminen vanhentui",
    "hr": r"sesija (?:vam )?je istekla|ponovno se prijavite|prijavite se ponovno|prijavite se ponovo|niste prijavljeni|сесија (?:вам )?је истекла|поново се пријавите|пријавите се поново|нисте пријављени",
    "ca": r"sessió ha (?:caducat|expirat)|torneu a iniciar (?:la )?sessió|no heu iniciat (?:la )?sessió|ha fallat l(?:'|’)autenticació",
    "sk": r"relácia (?:vypršala|skončila)|prihláste sa (?:prosím )?znova|nie ste prihlásen",
    "sl": r"seja je potekla|znova se prijavite|prijavite se znova|niste prijavljeni",
    "et": r"seanss on aegunud|logi(?:ge)? uuesti sisse|pole sisse logitud",
    "lt": r"(?:seansas|sesija) baigėsi|prisijunkite (?:iš naujo|dar kartą)|neprisijungę",
    "lv": r"sesija (?:ir )?beigusies|sesijas derīguma termiņš ir beidzies|(?:piesakieties|pierakstieties) (?:vēlreiz|atkārtoti)|neesat pieteicies",
    "bn": rf"সেশনের (?:মে{_BN_YA}াদ|সম{_BN_YA}সীমা) (?:শেষ|ফুরি{_BN_YA}ে|উত্তীর্ণ)|সেশন (?:শেষ|মে{_BN_YA}াদোত্তীর্ণ)|(?:আবার|পুনরা{_BN_YA}) লগ ?ইন করুন|লগ ?ইন করেননি|লগ ?ইন করা নেই",
    "ta": r"அமர்வு[^\n]{0,8}(?:காலாவதி|முடிந்தது)|மீண்டும் உள்நுழை|உள்நுழையவில்லை|"
    r"திறவுகோல்[^\n]{0,40}காலாவதியா",
    "te": r"సెషన్[^\n]{0,8}ముగిసింది|మళ్(?:లీ|ళీ) లాగిన్|లాగిన్ చేయలేదు|లాగిన్ అవ్వలేదు",
    "ml": r"സെഷൻ[^\n]{0,8}(?:കാലഹരണപ്പെട്ടു|അവസാനിച്ചു)|വീണ്ടും ലോഗിൻ|ലോഗിൻ ചെയ്തിട്ടില്ല",
    "kn": r"ಸೆಷನ್ ಅವಧಿ (?:ಮುಗಿದಿದೆ|ಮುಕ್ತಾಯ)|ಮತ್ತೆ ಲಾಗಿನ್|ಮರು ?ಲಾಗಿನ್|ಲಾಗಿನ್ ಆಗಿಲ್ಲ|ಲಾಗಿನ್ ಮಾಡಿಲ್ಲ",
    "mr": r"सत्र(?:ाची)? (?:कालबाह्य|संपले|वेळ संपली)|पुन्हा लॉग ?इन करा|लॉग ?इन केलेले नाही|लॉग ?इन केले नाही",
    "gu": r"સત્ર(?:નો સમય)? (?:સમાપ્ત|પૂરું)|ફરી(?:થી)? લ(?:ૉ|ો)ગ ?ઇન|લ(?:ૉ|ો)ગ ?ઇન (?:કરેલ|કર્યું) નથી",
    "ur": r"سیشن[^\n]{0,12}ختم|دوبارہ لاگ ?ان کریں|لاگ ?ان نہیں (?:ہیں|کیا)",
    "ms": r"sesi (?:anda )?(?:telah )?tamat|log masuk semula|belum log masuk",
    "ka": r"სესიის (?:ვადა|დრო) (?:ამოიწურა|გავიდა)|სესია (?:ამოიწურა|დასრულდა)|ხელახლა (?:შეხვიდეთ|შედით)|არ ხართ (?:შესული|ავტორიზებული)",
    "az": r"sessiya(?:nın)? (?:müddəti |vaxtı )?(?:bitib|bitdi|başa çat)|yenidən daxil olun|daxil olmamısınız",
    "be": r"(?:сесі[ія]|сеанс)[^\n]{0,20}скончы|тэрмін дзеяння сесіі|увайдзіце (?:зноў|паўторна|яшчэ раз)|не ўвайшлі",
}

#: No permission for the model or resource (``permanent`` / ``auth``).
PERMISSION: Final[dict[str, str]] = {
    "zh": r"访问被拒绝|存取遭拒|拒绝访问|拒絕存取|拒絕訪問|没有权限|沒有權限|无权(?:访问|使用)|"
    r"無權(?:存取|使用|訪問)|权限不足|權限不足"
    r"|(?:账户|账号|帐号|帳號|帳戶)(?:已)?被(?:封禁|禁用|冻结|凍結|停用)",
    "ja": r"アクセスが拒否|アクセス拒否|権限がありません|権限が不足",
    "ko": r"(?:접근|액세스)이 거부|권한이 없|권한 없음",
    "vi": r"truy cập bị từ chối|không có quyền",
    "id": r"akses ditolak|tidak (?:memiliki|punya) izin",
    "th": r"การเข้าถึงถูกปฏิเสธ|ไม่มีสิทธิ์",
    "ar": r"تم رفض الوصول|ليس لديك (?:صلاحية|إذن)"
    r"|لا يدعم موقعك|قيود المنطقة",
    "fa": r"دسترسی رد شد|اجازه[^\n]{0,30}ندارید|دسترسی ندارید",
    "hi": r"पहु(?:ँ|ं)च अस्वीकृत|अनुमति नहीं है",
    "he": r"הגישה נדחתה|אין לך הרשאה",
    "ru": r"доступ запрещ|нет прав|недостаточно прав|отказано в доступе",
    "uk": r"доступ заборонено|немає (?:дозволу|прав)|відмовлено в доступі",
    "de": r"zugriff verweigert|keine berechtigung",
    "fr": rf"accès refusé|pas l{_APOS}autorisation|pas les droits",
    "es": r"acceso denegado|no tienes permiso|no tiene permiso",
    "pt": r"acesso negado|não tem permissão",
    "it": rf"accesso negato|non hai l{_APOS}autorizzazione|non hai i permessi|permesso negato",
    "pl": r"odmowa dostępu|brak uprawnień|nie masz uprawnień|dostęp zabroniony",
    "tr": r"erişim reddedildi|yetkiniz yok|izniniz yok",
    "nl": r"toegang geweigerd|geen toestemming|geen rechten",
    "cs": r"přístup odepřen|nemáte oprávnění",
    "el": r"η πρόσβαση απορρίφθηκε|άρνηση πρόσβασης|δεν έχετε (?:δικαίωμα|άδεια)",
    "sv": r"åtkomst nekad|behörighet saknas|har inte behörighet",
    "bg": r"достъпът (?:е |беше )?отказан|отказан достъп|нямате (?:разрешение|права)",
    "hu": r"hozzáférés megtagadva|nincs jogosultság|nincs engedély",
    "ro": r"acces(?:ul)? (?:a fost )?refuzat|nu (?:ai|aveți) permisiun|nu (?:ai|aveți) drepturi",
    "da": r"adgang nægtet|tilgang nektet|ikke tillad(?:else|t)|ikke tillatelse|ikke (?:adgang|tilgang) til",
    "fi": r"pääsy (?:estetty|evätty)|ei (?:ole )?(?:oikeutta|käyttöoikeutta|lupaa)",
    "hr": r"pristup (?:je )?odbijen|nemate (?:dopuštenje|dozvolu|ovlasti)|nemate ovlašćenj|приступ (?:је )?одбијен|немате (?:дозволу|овлашћењ)|"
    r"nije dostupn[a-z]{0,2} u vašoj (?:zemlji|regiji)|није доступн[а-я]{0,2} у вашој (?:земљи|регији)",
    "ca": r"accés denegat|no teniu (?:permís|permisos)",
    "sk": r"prístup (?:bol )?zamietnutý|nemáte (?:oprávnenie|povolenie)",
    "sl": r"dostop (?:je )?zavrnjen|nimate (?:dovoljenja|pravic)",
    "et": r"juurdepääs (?:on )?keelatud|(?:sul|teil) pole (?:luba|õigusi)",
    "lt": r"prieiga uždrausta|neturite (?:leidimo|teisių)",
    "lv": r"piekļuve liegta|jums nav (?:atļaujas|tiesību)",
    "bn": rf"অ্যাক্সেস (?:অস্বীকার|প্রত্যাখ্যা)|অনুমতি (?:আপনার )?নেই|অনুমতি দেও{_BN_YA}া হ{_BN_YA}নি",
    "ta": r"அணுகல் மறுக்கப்பட்டது|அனுமதி இல்லை|அனுமதி மறுக்கப்பட்டது",
    "te": r"యాక్సెస్ నిరాకరించబడింది|అనుమతి లేదు|అనుమతి నిరాకరించబడింది",
    "ml": r"ആക്.?സസ് (?:നിരസിച്ചു|നിഷേധിച്ചു)|പ്രവേശനം നിഷേധിച്ചു|അനുമതിയില്ല|അനുമതി ഇല്ല",
    "kn": r"ಪ್ರವೇಶ(?:ವನ್ನು)? ನಿರಾಕರಿಸಲಾಗಿದೆ|ಅನುಮತಿ ಇಲ್ಲ|ಅನುಮತಿಯಿಲ್ಲ",
    "mr": r"प्रवेश नाकारला|(?:ॲ|अॅ)क्सेस नाकारला|परवानगी नाही",
    "gu": r"(?:ઍક્સેસ|એક્સેસ|પ્રવેશ) નકાર|પરવાનગી નથી|મંજૂરી નથી",
    "ur": r"رسائی (?:سے )?انکار|اجازت نہیں",
    "ms": r"akses (?:telah )?dinafikan|tidak mempunyai kebenaran",
    "ka": r"წვდომა (?:აკრძალულია|შეზღუდულია)|არ გაქვთ[^\n]{0,30}უფლება|უფლება არ გაქვთ",
    "az": r"giriş qadağandır|giriş rədd edildi|icazəniz yoxdur|icazə verilmir",
    "be": r"доступ (?:забаронены|забаронена)|няма (?:дазволу|правоў)|недастаткова правоў",
}

#: Balance, credits or a quota used up, a daily limit reached (``permanent`` / ``quota``).
QUOTA: Final[dict[str, str]] = {
    "zh": r"(?:积分|點數|积分余额|额度|額度)(?:不足|已用(?:尽|完|盡))|请充值|請(?:儲值|充值)|请续费|請續費|"
    r"免(?:费|費)(?:额度|額度)|套餐已用完|(?:订阅|訂閱)已(?:过期|過期)|(?:每日|今日|本月)[^\n]{0,8}上限",
    "ja": r"残高が不足|クレジットが不足|チャージしてください|残高不足|クレジット残高|無料枠を使い切|"
    r"(?:本日|今月|1日)の[^\n]{0,8}上限",
    "ko": r"잔액이 부족|크레딧이 부족|충전 후|충전해 주세요|크레딧을 모두|잔액 부족|무료 사용량|"
    r"(?:오늘|일일|이번 달)[^\n]{0,8}(?:사용량|한도)",
    "vi": r"số dư (?:tài khoản )?không đủ|hết (?:credit|tín dụng)|nạp thêm|trong ngày",
    "id": r"kredit (?:anda )?(?:sudah |telah )?habis|isi ulang (?:saldo|kredit)|kredit tidak cukup|"
    r"batas penggunaan harian",
    "th": r"ยอดเงินคงเหลือไม่เพียงพอ|เครดิต[^\n]{0,8}หมด|เติมเงิน|เครดิตไม่เพียงพอ|ขีดจำกัดรายวัน",
    "ar": r"الرصيد غير كا|نفد رصيد|إعادة الشحن|الحد اليومي|لا يوجد رصيد كا",
    "fa": r"موجودی کافی نیست|اعتبار[^\n]{0,10}تمام شده|شارژ کنید|اعتبار کافی نیست|موجودی ناکافی|"
    r"سقف استفاده روزانه",
    "hi": r"अपर्याप्त शेष|क्रेडिट खत्म|रिचार्ज करें|क्रेडिट अपर्याप्त|शेष राशि अपर्याप्त|दैनिक उपयोग सीमा",
    "he": r"אין מספיק יתרה|הקרדיטים[^\n]{0,8}נגמרו|נגמרו הקרדיטים|אין מספיק קרדיטים|"
    r"מגבלת השימוש היומית",
    "ru": r"недостаточно (?:средств|кредитов)|пополните (?:баланс|счёт|счет)|дневной лимит|"
    r"закончились (?:кредиты|средства)|баланс исчерпан",
    "uk": r"недостатньо кредитів|поповніть (?:рахунок|баланс)|денного ліміту",
    "de": r"lade (?:dein|ihr) konto auf|tageslimit|guthaben (?:ist )?aufgebraucht|nicht genügend guthaben",
    "fr": r"crédits insuffisants|recharge[rz] votre compte|limite quotidienne|"
    r"crédits? épuisés?|plus de crédits|solde épuisé",
    "es": r"créditos insuficientes|no tienes créditos suficientes|recarga tu cuenta|límite diario|"
    r"sin créditos|créditos agotados|saldo agotado",
    "pt": r"créditos insuficientes|recarregue sua conta|limite diário|sem créditos|créditos esgotados|"
    r"saldo esgotado",
    "it": r"crediti insufficienti|ricarica il tuo (?:account|credito|conto)|limite giornaliero|"
    r"credit(?:i|o) esaurit(?:i|o)",
    "pl": r"brak środków|niewystarczające saldo|doładuj (?:konto|saldo)|(?:limit dzienny|dzienny limit)|"
    r"brak kredytów",
    "tr": r"bakiye(?:niz)? yetersiz|kredi(?:niz)? (?:yetersiz|bitti)|günlük (?:kullanım )?limit",
    "nl": r"onvoldoende (?:saldo|tegoed|credits)|waardeer (?:je|uw) (?:account|tegoed) op|daglimiet|"
    r"geen tegoed",
    "cs": r"nedostatečný (?:zůstatek|kredit)|nedostatek kredit(?:u|ů)|nemáte dostatek kredit|"
    r"dobijte (?:si )?(?:prosím )?(?:kredit|účet)|denn(?:í|ího|ím) limit",
    "el": r"ανεπαρκές υπόλοιπο|υπόλοιπο[^\n]{0,24}δεν επαρκεί|ημερήσιο όριο",
    "sv": r"otillräckligt saldo|otillräckliga krediter|fyll på (?:ditt )?(?:saldo|konto)|dagsgräns|"
    r"daglig gräns|dagliga gränsen|slut på krediter",
    "bg": r"недостатъчен баланс|недостатъчна наличност|(?:баланс|наличност)(?:ът|та)? (?:в акаунта ви )?не е достатъч|заредете (?:сметката|акаунта|баланса)|(?:дневният|седмичният|месечният) лимит|дневен лимит|кредитите (?:са )?изчерпани",
    "hu": r"elégtelen egyenleg|egyenleg(?:ed|e)? nem elegendő|töltsd fel|töltse fel|napi (?:limit|korlát)|elfogyott (?:a )?kredit",
    "ro": r"sold insuficient|perioada de (?:încercare|probă) a expirat|soldul[^\n]{0,20}nu este suficient|reîncarc|limita zilnică|credite(?:le)? (?:s-au )?epuizat",
    "da": r"utilstrækkelig saldo|saldo er for lav|for lav saldo|fyld (?:venligst )?(?:din )?konto op|daglig(?:e)? grænse|dagsgrænse|ikke nok kredit",
    "fi": r"saldo ei riitä|riittämätön saldo|lisää tilillesi saldoa|päivittäinen raja|päiväraja",
    "hr": r"nedovoljno (?:stanje|sredstava)|nemate dovoljno sredstava|nadoplatite|dnevno ograničenje|dnevni limit|dopunite (?:račun|nalog|kredit)|недовољно (?:средстава|стање)|немате довољно средстава|допуните (?:рачун|налог|кредит)|дневно ограничење|дневни лимит",
    "ca": r"saldo insuficient|no teniu prou saldo|recarregueu|límit diari",
    "sk": r"nedostatočný zostatok|zostatok nie je dostatočný|dobite si|denný limit",
    "sl": r"nezadostno stanje|dobroimetje ne zadošča|napolnite (?:svoj )?račun|dnevna omejitev",
    "et": r"ebapiisav saldo|saldost ei piisa|täienda(?:ge)? oma kontot|päevalimiit",
    "lt": r"nepakankamas likutis|likučio nepakanka|papildykite sąskaitą|dienos limitas",
    "lv": r"nepietiekams atlikums|nepietiek līdzekļu|papildiniet kontu|dienas limits",
    "bn": r"অপর্যাপ্ত ব্যালেন্স|ব্যালেন্স (?:অপর্যাপ্ত|শেষ)|পর্যাপ্ত (?:ক্রেডিট|ব্যালেন্স) নেই|ক্রেডিট শেষ|রিচার্জ করুন|দৈনিক (?:ব্যবহারের )?সীমা",
    "ta": r"போதிய இருப்பு இல்லை|இருப்பு போதவில்லை|போதுமான (?:இருப்பு|கிரெடிட்|நிதி) இல்லை|கிரெடிட்(?:கள்)? தீர்ந்து|ரீசார்ஜ் செய்யவும்|தினசரி (?:பயன்பாட்டு )?வரம்ப",
    "te": r"తగినంత (?:బ్యాలెన్స్|క్రెడిట్.?లు) లేదు|బ్యాలెన్స్ సరిపోదు|క్రెడిట్.?లు అయిపోయాయి|రీఛార్జ్ చేయండి|రోజువారీ (?:వినియోగ )?పరిమితి",
    "ml": r"അപര്യാപ്തമായ ബാലൻസ്|ബാലൻസ് (?:അപര്യാപ്തം|തീർന്നു)|മതിയായ (?:ബാലൻസ്|ക്രെഡിറ്റ്)|ക്രെഡിറ്റ്(?:ുകൾ)? തീർന്നു|റീചാർജ് ചെയ്യുക|(?:പ്രതിദിന|ദൈനംദിന) (?:ഉപയോഗ )?പരിധി",
    "kn": r"ಸಾಕಷ್ಟು (?:ಬ್ಯಾಲೆನ್ಸ್|ಕ್ರೆಡಿಟ್)|ಕ್ರೆಡಿಟ್(?:.?ಗಳು)? ಖಾಲಿ|ರೀಚಾರ್ಜ್ ಮಾಡಿ|ದೈನಂದಿನ (?:ಬಳಕೆಯ )?ಮಿತಿ",
    "mr": r"अपुरी शिल्लक|शिल्लक (?:अपुरी|संपली)|क्रेडिट संपले|रिचार्ज करा|दैनिक (?:वापर )?मर्याद",
    "gu": r"અપૂરતું બેલેન્સ|બેલેન્સ (?:અપૂરતું|પૂરતું નથી)|ક્રેડિટ (?:પૂરી થઈ|સમાપ્ત)|રિચાર્જ કરો|દૈનિક (?:વપરાશ )?મર્યાદા",
    "ur": r"ناکافی (?:بیلنس|بیلینس|کریڈٹ)|بیلنس (?:ناکافی|ختم)|کریڈٹس? ختم|ری ?چارج کریں|روزانہ (?:استعمال کی )?حد",
    "ms": r"baki (?:akaun )?(?:anda )?tidak (?:mencukupi|cukup)|kredit (?:anda )?(?:telah |sudah )?habis|tambah nilai|had (?:penggunaan )?harian",
    "ka": r"არასაკმარისი (?:ბალანსი|თანხა|კრედიტ)|ბალანსი არასაკმარისია|კრედიტები ამოიწურა|შეავს(?:ეთ|ოთ) (?:ანგარიში|ბალანსი)|დღიურ(?:ი)? ლიმიტ",
    "az": r"balans(?:ınız)? kifayət deyil|kifayət qədər (?:balans|vəsait|kredit)|kreditlər(?:iniz)? bitib|hesabınızı (?:artırın|doldurun)|gündəlik (?:istifadə )?limit",
    "be": r"недастаткова сродкаў|недастатковы баланс|крэдыты скончыліся|папоўніце (?:рахунак|баланс)|дзённ(?:ы|ага|ым) ліміт",
}

#: A quota or usage limit reached, with no word of a balance or a day (``quota_weak``: a
#: per-minute window or a "retry in 30 s" makes it a rate limit instead).
QUOTA_WEAK: Final[dict[str, str]] = {
    "zh": r"配(?:额|額)(?:已用(?:尽|完|盡)|不足)|(?:超出|超过|超過)[^\n]{0,10}配(?:额|額)|次(?:数|數)已(?:达|達)(?:到)?上限|"
    r"(?:用量|使用|调用|調用)(?:已(?:达|達)(?:到)?)?上限|(?:用量|使用次(?:数|數))已用完",
    "ja": r"(?:利用|使用)(?:回数の)?上限に達|上限に達しました|利用上限|使用上限"
    r"|利用制限に達",
    "ko": r"사용 ?한도|한도에 도달|사용량을 모두 소진|할당량|사용 한도를 초과",
    "vi": r"hết hạn mức|giới hạn sử dụng|vượt quá hạn mức|hết lượt",
    "id": r"kuota (?:sudah |telah )?habis|batas penggunaan|kuota terlampaui",
    "th": r"โควตา[^\n]{0,8}หมด|ครบขีดจำกัด",
    "ar": r"استنفاد الحصة|(?:تجاوزت|تم تجاوز) الحصة",
    "fa": r"سهمیه[^\n]{0,12}(?:به پایان|تمام)|سقف استفاده",
    "hi": r"कोटा समाप्त|उपयोग सीमा|कोटा पार",
    "he": r"המכסה נוצלה|מגבלת השימוש|חריגה מהמכסה",
    "ru": r"лимит (?:использования )?исчерпан|превышен лимит использования|квота исчерпана",
    "uk": r"квоту вичерпано|ліміт вичерпано",
    "de": r"kontingent (?:ist )?aufgebraucht|nutzungslimit (?:ist )?erreicht|nutzungsgrenze",
    "fr": rf"quota épuisé|quota dépassé|limite d{_APOS}utilisation atteinte",
    "es": r"límite de uso|cuota (?:agotada|excedida)",
    "pt": r"cota esgotada|limite de uso|cota excedida",
    "it": r"quota esaurita|limite di utilizzo|quota superata",
    "pl": r"limit[^\n]{0,12}wyczerpany|limit (?:został )?wykorzystany",
    "tr": r"kota(?:nız)? (?:doldu|aşıldı|tükendi)",
    "nl": r"quotum (?:is )?(?:op|verbruikt|bereikt)|quotum overschreden",
    "cs": r"kvóta (?:byla )?vyčerpána|kvóta (?:byla )?překročena|limit (?:byl )?vyčerpán",
    "el": r"όριο χρήσης|όριο ποσόστωσης|εξαντλήθηκε (?:το όριο χρήσης|η ποσόστωση)",
    "sv": r"kvoten är (?:slut|förbrukad)|gränsen har nåtts|kvoten (?:har )?överskridits",
    "bg": r"квотата (?:е )?изчерпана|изчерпана квота|лимит(?:а|ът)? за използване",
    "hu": r"elfogyott a kvóta|kvóta (?:elfogyott|kimerült|túllépve)|használati (?:korlát|limit)",
    "ro": r"cot(?:ă|a) (?:epuizată|depășită)|cota a fost (?:epuizată|depășită)|limita de utilizare",
    "da": r"kvoten er (?:opbrugt|brugt op|overskredet|oppbrukt)|kvote(?:n)? (?:for [a-zæøå]+ )?overskredet|forbrugsgrænse|brugsgrænse",
    "fi": r"kiintiö (?:on )?(?:käytetty loppuun|täynnä|ylitetty)|käyttöraja",
    # (with Serbian's words, in Latin and Cyrillic)
    "hr": r"kvota je (?:potrošena|iskorištena|prekoračena|premašena)|prekoračena (?:je )?kvota|(?:limit|ograničenje) korištenja|прекорачена је квота|квота је (?:прекорачена|потрошена)|(?:ograničenje|limit) korišćenja|(?:ограничење|лимит) коришћења",
    "ca": r"quota (?:esgotada|exhaurida|superada)|límit d(?:'|’)ús",
    "sk": r"kvóta (?:je )?vyčerpaná|limit (?:využitia|používania)",
    "sl": r"kvota je (?:porabljena|izčrpana|presežena)|omejitev uporabe",
    "et": r"kvoot (?:on )?(?:ammendatud|täis|ületatud)|kasutuslimiit",
    "lt": r"kvota (?:išnaudota|viršyta)|naudojimo limitas",
    "lv": r"kvota (?:ir )?(?:izsmelta|pārsniegta)|lietojuma (?:limits|ierobežojums)",
    "bn": r"কোটা (?:শেষ|অতিক্রম|পূর্ণ)|ব্যবহারের সীমা",
    "ta": r"ஒதுக்கீடு (?:தீர்ந்து|முடிந்து|மீறப்பட்ட)|பயன்பாட்டு வரம்ப",
    "te": r"కోటా (?:అయిపోయింది|ముగిసింది|మించిపోయింది)|వినియోగ పరిమితి",
    "ml": r"ക്വാട്ട (?:തീർന്നു|കവിഞ്ഞു|അവസാനിച്ചു)|ഉപയോഗ പരിധി",
    "kn": r"ಕೋಟಾ (?:ಮುಗಿದಿದೆ|ಖಾಲಿ|ಮೀರಿದೆ)|ಬಳಕೆಯ ಮಿತಿ",
    "mr": r"कोटा (?:संपला|संपले|ओलांडला|संपुष्टात)|वापर मर्याद",
    "gu": r"ક્વોટા (?:પૂરો|સમાપ્ત|ઓળંગ)|વપરાશ(?:ની)? મર્યાદા",
    "ur": r"کوٹہ (?:ختم|پورا)|کوٹے سے تجاوز|استعمال کی حد",
    "ms": r"kuota (?:telah |sudah )?(?:habis|dilampaui)|had penggunaan",
    "ka": r"კვოტა (?:ამოიწურა|ამოწურულია|გადაჭარბებულია)|გამოყენების ლიმიტ",
    "az": r"kvota (?:bitib|bitdi|aşılıb|tükənib)|istifadə limit",
    "be": r"квота (?:вычарпана|перавышана)|ліміт[а-яў]{0,2} выкарыстання",
}

#: An unknown or unsupported model (``permanent`` / ``not_found``).
MODEL: Final[dict[str, str]] = {
    "zh": r"(?:未找到|找不到)[^\n]{0,6}模型|不支持(?:该|此|这个)?模型|不支援(?:此|該|這個)?模型"
    r"|无此模型|沒有此模型|模型名(?:称|稱)(?:错误|錯誤)|模型已(?:下线|下線|停用)"
    r"|没有(?:这个|该|此)[^\n]{0,6}模型",
    "ja": r"モデルは存在しません|存在しないモデル|サポートされていないモデル"
    r"|モデルはサポートされていません|モデルが存在しません",
    "ko": r"존재하지 않는 모델|지원되지 않는 모델|모델이 존재하지 않"
    r"|모델이 지원되지|사용할 수 없는 모델|모델을 사용할 수 없",
    "vi": r"mô hình (?:không tồn tại|không được hỗ trợ)",
    "id": r"model[^\n]{0,20}tidak ada|model tidak didukung",
    "th": r"ไม่พบโมเดล|ไม่มีโมเดล|ไม่รองรับโมเดล",
    "ar": r"النموذج غير موجود|تعذر العثور على النموذج|النموذج غير مدعوم",
    "fa": r"مدل یافت نشد|مدل[^\n]{0,15}وجود ندارد|مدل پشتیبانی نمی|مدل در دسترس نیست",
    "hi": r"मॉडल नहीं मिला|मॉडल मौजूद नहीं|मॉडल समर्थित नहीं",
    "he": r"המודל לא נמצא|המודל[^\n]{0,12}אינו קיים|המודל אינו נתמך",
    "ru": r"модель не поддерживается"
    r"|неизвестная модель",
    "uk": r"модель не існує|модель не підтримується",
    "de": r"modell wird nicht unterstützt",
    "fr": rf"modèle[^\n]{{0,20}}n{_APOS}existe pas|modèle non (?:pris en charge|supporté)",
    "es": r"modelo[^\n]{0,20}no existe|modelo no (?:compatible|soportado)",
    "pt": r"modelo[^\n]{0,20}não existe|modelo não (?:suportado|compatível)",
    "it": r"modello[^\n]{0,20}non esiste|modello non supportato",
    "pl": r"model nie istnieje|model nie jest obsługiwany",
    "tr": r"model mevcut değil|model desteklenmiyor",
    "nl": r"model niet gevonden|model bestaat niet|model wordt niet ondersteund"
    r"|model[^\n]{0,20}niet gevonden",
    "cs": r"model nebyl nalezen|model neexistuje|model není podporován",
    "el": r"το μοντέλο δεν βρέθηκε|μοντέλο δεν υπάρχει|μοντέλο δεν υποστηρίζεται",
    "sv": r"modellen hittades inte|modellen finns inte|modellen stöds inte",
    "bg": r"моделът не е намерен|модел(?:ът)? не съществува|моделът не се поддържа",
    "hu": r"a modell nem található|modell nem létezik|a modell nem támogatott",
    "ro": r"modelul nu a fost găsit|modelul[^\n]{0,15}nu există|modelul nu este (?:acceptat|suportat)",
    "da": r"modellen (?:blev|ble) ikke fundet|model(?:len)? (?:findes|finnes) ikke|modellen understøttes ikke",
    "fi": r"mallia ei (?:löytynyt|löydy|ole olemassa|tueta)",
    "hr": r"model nije pronađen|model ne postoji|model nije podržan|модел није пронађен|модел не постоји|модел није подржан",
    "ca": r"no s(?:'|’)ha trobat el model|el model[^\n]{0,15}no existeix|model no (?:és )?compatible",
    "sk": r"model sa nenašiel|model[^\n]{0,12}neexistuje|model nie je podporovaný",
    "sl": r"modela ni (?:bilo )?mogoče najti|model[^\n]{0,12}ne obstaja|model ni podprt",
    "et": r"mudelit ei (?:leitud|toetata)|mudelit pole olemas",
    "lt": r"modelis (?:nerastas|neegzistuoja|nepalaikomas)",
    "lv": r"modelis (?:nav atrasts|neeksistē|netiek atbalstīts)",
    "bn": rf"মডেল(?:টি)? (?:পাও{_BN_YA}া যা{_BN_YA}নি|খুঁজে পাও{_BN_YA}া যা{_BN_YA}নি|বিদ্যমান নেই|সমর্থিত ন{_BN_YA})|অসমর্থিত মডেল",
    "ta": r"(?:மாடல்|மாதிரி) (?:கிடைக்கவில்லை|கண்டறியப்படவில்லை|கண்டுபிடிக்கப்படவில்லை|ஆதரிக்கப்படவில்லை)",
    "te": r"మోడల్ (?:కనుగొనబడలేదు|ఉనికిలో లేదు)|మద్దతు లేని మోడల్|మోడల్.?కు మద్దతు లేదు",
    "ml": r"മോഡൽ (?:കണ്ടെത്തിയില്ല|കണ്ടെത്താനായില്ല|നിലവിലില്ല|പിന്തുണയ്ക്കുന്നില്ല)|പിന്തുണയ്ക്കാത്ത മോഡൽ",
    "kn": r"(?:ಮಾದರಿ|ಮಾಡೆಲ್) (?:ಕಂಡುಬಂದಿಲ್ಲ|ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ)|ಬೆಂಬಲಿಸದ (?:ಮಾದರಿ|ಮಾಡೆಲ್)",
    "mr": r"मॉडेल (?:सापडले नाही|सापडला नाही|अस्तित्वात नाही|समर्थित नाही)|असमर्थित मॉडेल",
    "gu": r"મોડેલ (?:મળ્યું નથી|મળ્યો નથી|અસ્તિત્વમાં નથી|સમર્થિત નથી)|અસમર્થિત મોડેલ",
    "ur": r"ماڈل (?:نہیں ملا|موجود نہیں)|غیر معاون ماڈل",
    "ms": r"model[^\n]{0,20}tidak (?:ditemui|dijumpai|wujud|disokong)",
    "ka": r"მოდელი (?:ვერ მოიძებნა|არ არსებობს|არ მოიძებნა|არ არის მხარდაჭერილი)|მხარდაუჭერელი მოდელი",
    "az": r"model (?:tapılmadı|mövcud deyil|dəstəklənmir)|dəstəklənməyən model",
    "be": r"мадэль (?:не знойдзена|не існуе|не падтрымліваецца)|невядомая мадэль",
}

#: Content blocked by a safety filter or policy (``permanent`` / ``content_filter``).
CONTENT_FILTER: Final[dict[str, str]] = {
    "zh": r"违反[^\n]{0,8}(?:内容|安全)(?:策略|政策|规范)|違反[^\n]{0,8}(?:內容|安全)(?:政策|規範)|"
    r"未通过(?:安全)?审核|未通過(?:安全)?審核|安全审核|内容审核|已被拦截|已遭封鎖"
    r"|涉及敏感|包含违规|内容安全|內容安全|(?:审核|審核)不通(?:过|過)|被(?:过滤|過濾)",
    "ja": r"コンテンツポリシーに違反|ポリシーに違反|ポリシー違反"
    r"|安全フィルター|ガイドラインに違反|利用規約に違反",
    "ko": r"(?:콘텐츠 )?정책을 위반|민감한 (?:내용|콘텐츠)"
    r"|콘텐츠 정책|안전 정책",
    "vi": r"vi phạm chính sách|nội dung nhạy cảm"
    r"|bị chặn do[^\n]{0,20}an toàn|cài đặt an toàn",
    "id": r"melanggar kebijakan|konten sensitif|konten[^\n]{0,10}diblokir",
    "th": r"ละเมิดนโยบาย|เนื้อหาไม่เหมาะสม",
    "ar": r"ينتهك سياسة|سياسة المحتوى|مواد حساسة|تم حظر المحتوى",
    "fa": r"سیاست[^\n]{0,4}های محتوایی|سیاست محتوا|محتوای حساس|مغایر با سیاست",
    "hi": r"सामग्री नीति|संवेदनशील सामग्री",
    "he": r"מפר את מדיניות|מדיניות התוכן|חומר רגיש|התוכן נחסם",
    "ru": r"(?:контент|содержимое)[^\n]{0,20}заблокирован|фильтр(?:ом)? безопасности|"
    r"правила использования контента|заблокирован[а-я]{0,2} (?:модерацией|фильтром)",
    "uk": r"вміст заблоковано|фільтр(?:ом)? безпеки|порушує правила (?:щодо вмісту|використання)",
    "de": r"sicherheitsfilter|inhaltsrichtlinie|verstößt gegen (?:die |unsere )?(?:nutzungs|inhalts)?"
    r"(?:richtlinien|bedingungen)"
    r"|wurde[^\n]{0,20}gefiltert|verantwortungsvolle ki",
    "fr": r"filtre de sécurité|politique de contenu|enfreint (?:la |les |nos )?(?:politique|règles|conditions)"
    r"|a été filtrée? par|ia responsable",
    "es": r"filtro de seguridad|política de contenido|infringe (?:la |las |nuestras )?(?:política|normas)"
    r"|fue filtrad[ao] por|ia responsable",
    "pt": r"filtro de segurança|política de conteúdo|viola a política"
    r"|foi filtrad[ao] pelo|ia responsável",
    "it": r"filtro di sicurezza|norme sui contenuti|sistema di moderazione|viola le norme"
    r"|è stat[ao] filtrat[ao]|ia responsabile",
    "pl": r"filtr bezpieczeństwa|narusza zasady|treść (?:została )?zablokowana",
    "tr": r"içerik politikası|güvenlik filtresi|(?:politikasını|politikalarını|kurallarını) ihlal ediyor|"
    r"içerik engellendi",
    "nl": r"veiligheidsfilter|inhoudsbeleid|schendt (?:het |ons |de )?(?:beleid|richtlijnen|voorwaarden)|"
    r"inhoud (?:is )?geblokkeerd",
    "cs": r"bezpečnostní filtr|zásady obsahu|porušuje (?:zásady|pravidla)|obsah (?:byl )?zablokován",
    "el": r"φίλτρο ασφαλείας|πολιτική περιεχομένου|παραβιάζει (?:την |τις |τους )?(?:πολιτικ|κανόν)|"
    r"περιεχόμενο αποκλείστηκε",
    "sv": r"säkerhetsfilter|innehållspolicy|bryter mot (?:vår |våra )?(?:policy|regler|riktlinjer|"
    r"villkor)|innehållet blockerades",
    "bg": r"филтъра? за безопасност|правила(?:та)? за съдържание|нарушава (?:правилата|политиката|условията)|съдържанието е блокирано",
    "hu": r"biztonsági szűrő|tartalmi irányelv|sérti a (?:tartalmi |felhasználási )?(?:irányelveket|szabályokat|feltételeket)|tartalom letiltva|letiltotta a (?:biztonsági )?szűrő",
    "ro": r"filtrul de siguranță|politica privind conținutul|politicile de conținut|încalcă (?:politica|politicile|regulile|termenii)|conținut blocat",
    "da": r"sikkerhe(?:ds|ts)filter|retningslinjer(?:ne)? for indhold|indholdspolitik|overtræder (?:retningslinjerne|politikken|reglerne|vilkårene)|indholdet blev blokeret",
    "fi": r"turvasuodatin|sisältökäytäntö|rikkoo (?:sisältö)?käytäntöjä|sisältö estettiin",
    "hr": r"sigurnosni filt(?:a)?r|pravila o sadržaju|krši (?:pravila|uvjete|smjernice)|sadržaj je blokiran|bezbednosni filter|smernice o sadržaju|безбедносни филтер|правила о садржају|крши (?:правила|услове|смернице)|садржај је блокиран",
    "ca": r"filtre de seguretat|política de contingut|infringeix (?:la |les )?(?:política|polítiques|normes)|contingut bloquejat",
    "sk": r"bezpečnostn(?:ý|ým) filt|zásady obsahu|porušuje (?:zásady|pravidlá|podmienky)|obsah bol zablokovaný",
    "sl": r"varnostni filter|pravilnik o vsebini|krši (?:pravilnik|pravila|pogoje)|vsebina je blokirana",
    "et": r"turvafilter|sisupoliitika|rikub (?:sisupoliitikat|reegleid|tingimusi)|sisu blokeeriti",
    "lt": r"saugos filtr|turinio politik|pažeidžia (?:turinio )?(?:politiką|taisykles|sąlygas)|turinys užblokuotas",
    "lv": r"drošības filtr|satura politik|pārkāpj (?:satura )?(?:politiku|noteikumus)|saturs (?:tika )?bloķēts",
    "bn": rf"বিষ{_BN_YA}বস্তু নীতি|নীতি লঙ্ঘন|সংবেদনশীল বিষ{_BN_YA}বস্তু|নিরাপত্তা ফিল্টার|কনটেন্ট নীতি",
    "ta": r"உள்ளடக்கக்? கொள்கை|கொள்கை மீறல்|கொள்கையை மீறு|உணர்திறன் மிக்க உள்ளடக்கம்|பாதுகாப்பு வடிகட்டி",
    "te": r"కంటెంట్ విధాన|విధాన ఉల్లంఘన|విధానాన్ని ఉల్లంఘి|సున్నితమైన కంటెంట్|భద్రతా ఫిల్టర్|"
    r"మోడరేషన్[^\n]{0,40}ఫ్లాగ్",
    "ml": r"ഉള്ളടക്ക നയ|നയ ലംഘനം|നയം ലംഘി|സെൻസിറ്റീവ് ഉള്ളടക്കം|സുരക്ഷാ ഫിൽട്ടർ",
    "kn": r"ವಿಷಯ ನೀತಿ|ನೀತಿ(?:ಯ)? ಉಲ್ಲಂಘನೆ|ಸೂಕ್ಷ್ಮ ವಿಷಯ|ಸುರಕ್ಷತಾ ಫಿಲ್ಟರ್",
    "mr": r"सामग्री धोरण|धोरणाचे उल्लंघन|संवेदनशील सामग्री|सुरक्षा फिल्टर|"
    r"मॉडरेशन[^\n]{0,120}फ्लॅग",
    "gu": r"સામગ્રી નીતિ|નીતિનું ઉલ્લંઘન|સંવેદનશીલ સામગ્રી|(?:સલામતી|સુરક્ષા) ફિલ્ટર",
    "ur": r"مواد کی پالیسی|پالیسی کی خلاف ورزی|حساس مواد|حفاظتی فلٹر",
    "ms": r"dasar kandungan|melanggar dasar|kandungan sensitif|penapis keselamatan|kandungan[^\n]{0,10}disekat",
    "ka": r"(?:შინაარსის|კონტენტის) პოლიტიკ|პოლიტიკის დარღვევ|სენსიტიური შინაარს|უსაფრთხოების ფილტრ",
    "az": r"məzmun siyasət|siyasətinin pozulması|siyasəti pozur|həssas məzmun|təhlükəsizlik filtr",
    "be": r"палітык[іа] (?:кантэнту|змесціва)|адчувальн[а-яў]{0,3} змесціва|фільтр(?:ам)? бяспекі|парушае правілы",
}

#: An image the provider cannot take (``permanent`` / ``image``).
IMAGE: Final[dict[str, str]] = {
    "zh": r"不支(?:持|援)的?(?:图片|圖片|图像|圖像)|(?:图片|圖片|图像|圖像)(?:檔案|文件)?(?:格式不支(?:持|援)|"
    r"过大|過大|太大|处理失败|處理失敗)"
    r"|(?:图片|圖片|图像|圖像)格式(?:无效|無效|错误|錯誤)"
    r"|(?:图片|圖片|图像|圖像)分辨率(?:过大|過大|太大|超过|超過|超出)",
    "ja": r"サポートされていない画像|画像(?:サイズ|ファイル)?が大きすぎ|画像を処理でき|画像の処理に失敗",
    "ko": r"지원되지 않는 이미지|이미지 (?:크기가|파일이) 너무|이미지를 처리할 수 없",
    "vi": r"định dạng hình ảnh không|hình ảnh quá lớn|không thể xử lý hình ảnh",
    "id": r"format gambar tidak didukung|gambar terlalu besar|tidak dapat memproses gambar",
    "th": r"ไม่รองรับรูปแบบ(?:ไฟล์)?ภาพ|รูปแบบ(?:ไฟล์)?ภาพ(?:นี้)?ไม่รองรับ|รูปภาพมีขนาดใหญ่เกินไป|ไม่สามารถประมวลผลรูปภาพ",
    "ar": r"تنسيق الصورة غير مدعوم|حجم الصورة كبير|تعذرت معالجة الصورة",
    "fa": r"فرمت تصویر پشتیبانی نمی|حجم تصویر بیش از|پردازش تصویر (?:ممکن نیست|انجام نشد|ناموفق)",
    "hi": r"असमर्थित छवि|छवि का आकार|छवि को संसाधित",
    "he": r"פורמט התמונה אינו נתמך|התמונה גדולה מדי|לא ניתן לעבד את התמונה",
    "ru": r"(?:неподдерживаемый|недопустимый|неверный) формат изображения|"
    r"формат изображения не поддерживается|изображение слишком больш|не удалось обработать изображение",
    "uk": r"(?:непідтримуваний|неприпустимий) формат зображення|формат зображення не підтримується|зображення (?:завелике|надто велике)",
    "de": r"(?:nicht unterstütztes|ungültiges) bildformat|bildformat (?:wird )?nicht unterstützt|bild ist zu groß|bild konnte nicht verarbeitet",
    "fr": rf"format d{_APOS}image (?:non (?:pris en charge|supporté|valide)|invalide)|image (?:est )?trop volumineuse|"
    rf"impossible de traiter l{_APOS}image",
    "es": r"formato de imagen (?:no (?:compatible|soportado|válido)|inválido)|imagen es demasiado grande|no se pudo procesar la imagen",
    "pt": r"formato de imagem (?:não (?:suportado|compatível)|inválido)|imagem é muito grande|não foi possível processar a imagem",
    "it": rf"formato (?:dell{_APOS})?immagine non (?:supportato|valido)|immagine è troppo grande|"
    rf"impossibile elaborare l{_APOS}immagine",
    "pl": r"nieobsługiwany format obrazu|(?:załącznik|plik|typ pliku) nieobsługiwany|nieobsługiwany (?:załącznik|typ pliku)|format obrazu nie jest obsługiwany|obraz jest (?:za|zbyt) duży|nie można przetworzyć obrazu",
    "tr": r"(?:görüntü|resim|görsel) (?:formatı|biçimi) desteklenmiyor|desteklenmeyen (?:görüntü|resim|görsel)|"
    r"(?:görüntü|resim|görsel) çok büyük",
    "nl": r"(?:niet-ondersteunde|ongeldige) (?:afbeeldingsformaat|afbeeldingsindeling)|"
    r"(?:afbeeldingsformaat|afbeeldingsindeling) (?:wordt niet ondersteund|is ongeldig)|afbeelding is te groot|"
    r"kan afbeelding niet verwerken",
    "cs": r"nepodporovaný formát obrázku|formát obrázku (?:není podporován|je neplatný)|obrázek je příliš velký|nelze zpracovat obrázek",
    "el": r"μη υποστηριζόμενη μορφή εικόνας|μορφή εικόνας δεν υποστηρίζεται|εικόνα είναι πολύ μεγάλη|"
    r"δεν ήταν δυνατή η επεξεργασία της εικόνας",
    "sv": r"bildformat(?:et)? (?:stöds inte|är ogiltigt)|ogiltigt bildformat|bildformat som inte stöds|bilden är för stor|kunde inte bearbeta bilden",
    "bg": r"неподдържан формат на изображени|форматът на изображението не се поддържа|изображението е твърде голямо|изображението не (?:може|можа) да бъде обработено",
    "hu": r"nem támogatott képformátum|képformátum nem támogatott|a kép túl nagy|a képet nem sikerült feldolgozni",
    "ro": r"format de imagine neacceptat|formatul imaginii nu este (?:acceptat|suportat)|imaginea este prea mare|imaginea nu a putut fi procesată",
    "da": r"billedformat(?:et)? understøttes ikke|ikke-understøttet billedformat|ugyldigt billedformat|billedet er for stort|billedet kunne ikke behandles",
    "fi": r"kuvamuotoa ei tueta|kuva on liian suuri|kuvaa ei voitu käsitellä",
    "hr": r"nepodržani format slike|format slike nije podržan|slika je prevelika|sliku nije moguće obraditi|nepodržan format slike|неподржан(?:и)? формат слике|формат слике није подржан|слика је превелика|слику није могуће обрадити",
    "ca": r"format d(?:'|’)imatge no (?:compatible|admès|vàlid)|la imatge és massa gran|no s(?:'|’)ha pogut processar la imatge",
    "sk": r"nepodporovaný formát obrázka|formát obrázka nie je podporovaný|obrázok je príliš veľký|obrázok (?:sa )?nepodarilo spracovať",
    "sl": r"nepodprta oblika slike|oblika slike ni podprta|slika je prevelika|slike ni mogoče obdelati",
    "et": r"toetamata pildivorming|pildivormingut ei toetata|pilt on liiga suur|pilti ei õnnestunud töödelda|mõõdud ületavad",
    "lt": r"nepalaikomas vaizdo formatas|vaizdo formatas nepalaikomas|(?:vaizdas|paveikslėlis) per didelis|nepavyko apdoroti vaizdo",
    "lv": r"neatbalstīts attēla formāts|attēla formāts netiek atbalstīts|attēls ir pārāk liels|attēlu nevarēja apstrādāt",
    "bn": rf"অসমর্থিত ছবি|ছবির ফরম্যাট (?:সমর্থিত ন{_BN_YA}|অসমর্থিত)|ছবি(?:টি)? খুব ব{_BN_RRA}|ছবি(?:টি)? প্রক্রি{_BN_YA}া করা যা{_BN_YA}নি",
    "ta": r"ஆதரிக்கப்படாத பட|படம் மிகவும் பெரிய|படத்தின் அளவு மிகப் பெரிய|படத்தைச் செயலாக்க முடியவில்லை",
    "te": r"మద్దతు లేని చిత్ర|చిత్రం చాలా పెద్ద|చిత్రాన్ని ప్రాసెస్ చేయ(?:లేక|లేము|డం (?:సాధ్యం కాలేదు|విఫల))",
    "ml": r"പിന്തുണയ്ക്കാത്ത ചിത്ര|ചിത്രം വളരെ വലുത|ചിത്രം പ്രോസസ്സ് ചെയ്യാൻ (?:കഴിഞ്ഞില്ല|കഴിയില്ല|സാധിച്ചില്ല)",
    "kn": r"ಬೆಂಬಲಿಸದ ಚಿತ್ರ|ಚಿತ್ರ ತುಂಬಾ ದೊಡ್ಡ|ಚಿತ್ರವನ್ನು ಪ್ರಕ್ರಿಯೆಗೊಳಿಸ[^\n]{0,8}(?:ಸಾಧ್ಯವಾಗಲಿಲ್ಲ|ಆಗಲಿಲ್ಲ|ವಿಫಲ)",
    "mr": r"असमर्थित प्रतिमा|प्रतिमा खूप मोठी|प्रतिमेवर प्रक्रिया (?:करता आली नाही|करता येत नाही|करण्यात अयशस्वी|अयशस्वी)",
    "gu": r"અસમર્થિત છબી|છબી ખૂબ મોટી|છબી પર પ્રક્રિયા[^\n]{0,16}(?:શકાઈ નથી|શકાતી નથી|થઈ શકી નથી|નિષ્ફળ)",
    "ur": r"غیر معاون تصویر|تصویر بہت بڑی|تصویر پر کارروائی[^\n]{0,16}(?:نہیں|ناکام)",
    "ms": r"format imej tidak disokong|imej terlalu besar|imej tidak dapat diproses|tidak dapat memproses imej",
    "ka": r"სურათის ფორმატი (?:არ არის მხარდაჭერილი|მიუღებელია)|სურათი ძალიან დიდია|სურათის დამუშავება ვერ",
    "az": r"dəstəklənməyən şəkil|şəkil formatı dəstəklənmir|şəkil çox böyükdür|şəkli emal etmək mümkün (?:deyil|olmadı)",
    "be": r"фармат выявы не падтрымліваецца|непадтрымліваемы фармат выявы|выява занадта вялікая|не ўдалося апрацаваць выяву",
}

#: A request the provider cannot take as sent (``permanent`` / ``bad_request``).
BAD_REQUEST: Final[dict[str, str]] = {
    "zh": r"(?:请求|請求)?(?:参数|參數)(?:错误|錯誤|不合法|无效|無效|有误|有誤)|(?:无效|無效|非法)的(?:请求|請求)|"
    r"(?:请求|請求)格式(?:错误|錯誤|无效|無效)",
    "ja": r"無効なリクエスト|不正なリクエスト|リクエストが(?:不正|無効)|パラメータが(?:不正|無効)",
    "ko": r"잘못된 요청|매개변수가 (?:올바르지 않|잘못)|요청 형식이 (?:잘못|올바르지)",
    "vi": r"yêu cầu không hợp lệ|tham số[^\n]{0,15}không hợp lệ",
    "id": r"permintaan tidak valid|parameter[^\n]{0,15}tidak valid",
    "th": r"คำขอไม่ถูกต้อง|พารามิเตอร์[^\n]{0,12}ไม่ถูกต้อง",
    "ar": r"طلب غير صالح|معلمات (?:الطلب )?غير صالحة",
    "fa": r"درخواست نامعتبر|پارامترهای درخواست نامعتبر",
    "hi": r"अमान्य अनुरोध|पैरामीटर अमान्य",
    "he": r"בקשה לא תקינה|פרמטרים לא (?:חוקיים|תקינים)",
    "ru": r"неверный запрос|некорректный запрос|(?:недопустимые|неверные) параметры",
    "uk": r"недійсний запит|некоректний запит|(?:неприпустимі|неправильні) параметри",
    "de": r"ungültige anfrage|ungültige (?:anfrage)?parameter",
    "fr": r"requête (?:invalide|non valide)|paramètres[^\n]{0,15}(?:invalides|non valides)",
    "es": r"solicitud (?:no válida|inválida)|parámetros[^\n]{0,15}no válidos",
    "pt": r"(?:requisição|solicitação) inválida|parâmetros[^\n]{0,20}inválidos",
    "it": r"richiesta non valida|parametri[^\n]{0,20}non validi",
    "pl": r"nieprawidłowe (?:żądanie|parametry)",
    "tr": r"geçersiz (?:istek|parametre)",
    "nl": r"ongeldig verzoek|ongeldige (?:verzoek)?parameters",
    "cs": r"neplatný požadavek|neplatné parametry",
    "el": r"μη έγκυρο αίτημα|μη έγκυρες παράμετροι",
    "sv": r"ogiltig begäran|ogiltiga parametrar",
    "bg": r"невалидна заявка|невалидни параметри",
    "hu": r"érvénytelen kérés|érvénytelen (?:kérés)?paraméter",
    "ro": r"(?:cerere|solicitare) invalidă|parametrii[^\n]{0,20}invalizi|parametri invalizi",
    "da": r"ugyldig anmodning|ugyldige parametre|ugyldig forespørsel",
    "fi": r"virheellinen pyyntö|parametrit ovat virheelliset|virheelliset parametrit",
    "hr": r"nevažeći zahtjev|nevažeći parametri|nevažeći zahtev|neispravan zahtj?ev|неважећи захтј?ев|неисправан захтј?ев|неважећи параметри",
    "ca": r"sol·licitud no vàlida|paràmetres[^\n]{0,20}no vàlids|petició no vàlida",
    "sk": r"neplatná požiadavka|neplatné parametre",
    "sl": r"neveljavna zahteva|neveljavni parametri",
    "et": r"vigane päring|parameetrid on vigased|vigased parameetrid",
    "lt": r"neteisinga užklausa|netinkami (?:užklausos )?parametrai",
    "lv": r"nederīgs pieprasījums|nederīgi (?:pieprasījuma )?parametri",
    "bn": rf"অবৈধ অনুরোধ|অনুরোধের প্যারামিটার[^\n]{{0,12}}(?:সঠিক ন{_BN_YA}|অবৈধ|ভুল)|অবৈধ প্যারামিটার",
    "ta": r"(?:தவறான|செல்லாத) கோரிக்கை|கோரிக்கை அளவுருக்கள்[^\n]{0,6}(?:செல்லாதவை|தவறானவை)|தவறான அளவுருக்கள்",
    "te": r"చెల్లని అభ్యర్థన|అభ్యర్థన పారామితులు[^\n]{0,6}(?:చెల్లవు|తప్పు)|చెల్లని పారామితులు",
    "ml": r"അസാധുവായ അഭ്യർത്ഥന|പാരാമീറ്ററുകൾ അസാധുവാണ്|അസാധുവായ പാരാമീറ്റർ|"
    r"പിന്തുണയ്ക്കാത്ത ഫയൽ",
    "kn": r"ಅಮಾನ್ಯ ವಿನಂತಿ|ಪ್ಯಾರಾಮೀಟರ್.?ಗಳು ಅಮಾನ್ಯ|ಅಮಾನ್ಯ ಪ್ಯಾರಾಮೀಟರ್",
    "mr": r"अवैध विनंती|पॅरामीटर्स? अवैध|अवैध पॅरामीटर",
    "gu": r"અમાન્ય વિનંતી|પેરામીટર[^\n]{0,4}અમાન્ય|અમાન્ય પેરામીટર|"
    r"સપોર્ટેડ નથી",
    "ur": r"(?:غلط|نامعتبر) درخواست|پیرامیٹرز? (?:درست نہیں|غلط|نامعتبر)",
    "ms": r"permintaan tidak sah|parameter[^\n]{0,12}tidak sah",
    "ka": r"(?:არასწორი|არავალიდური) მოთხოვნა|მოთხოვნის პარამეტრები არასწორია|არასწორი პარამეტრ",
    "az": r"(?:yanlış|etibarsız) sorğu|sorğu parametrləri (?:etibarsız|yanlış)|etibarsız parametr",
    "be": r"(?:няправільны|некарэктны) запыт|(?:недапушчальныя|няправільныя) параметры",
}

#: Rate limits, busy servers, timeouts, networks, unavailable services (``transient``).
TRANSIENT: Final[dict[str, str]] = {
    "zh": r"請求次數過多|伺服器(?:忙碌|繁忙)|请求超时|請求逾時|响应超时|回應逾時|逾時|"
    r"網路連線失敗|服务暂时不可用|服務暫時無法使用|暂时不可用|暫時無法使用|上游服(?:务|務)"
    r"|服务器开小差|网络不稳定|網路不穩定|连接超时|連線逾時|服务不可用|服務無法使用|服务异常|服務異常|网关(?:错误|超时)|閘道(?:錯誤|逾時)"
    r"|意外(?:结束|终止|中断)|响应为空|空响应|返回为空"
    r"|服务器错误|服務器錯誤|伺服器錯誤|服务器内部错误",
    "ja": r"頻度が高すぎ|接続に失敗|一時的に利用できません|内部サーバーエラー"
    r"|アクセスが集中|サービスが利用できません|一時的なエラー|通信エラー|接続がタイムアウト|サーバーに接続できません"
    r"|通信に失敗"
    r"|予期せず終了|空の応答",
    "ko": r"요청이 너무 잦|시간이 초과|연결에 실패|일시적으로 사용할 수 없|내부 서버 오류"
    r"|서버에 연결할 수 없|연결 시간 초과|서비스를 사용할 수 없|일시적인 오류|통신 오류|서버 응답이 없"
    r"|예기치 않게 종료|빈 응답",
    "vi": r"quá nhanh|kết nối thất bại|tạm thời không khả dụng|lỗi máy chủ nội bộ"
    r"|dịch vụ không khả dụng|máy chủ không phản hồi|mất kết nối|kết nối bị gián đoạn|lỗi kết nối"
    r"|kết thúc bất ngờ|phản hồi trống",
    "id": r"terlalu sering|server (?:sedang )?sibuk|kelebihan beban|waktu (?:permintaan |tunggu )?"
    r"(?:respons )?habis|koneksi gagal|sementara tidak tersedia|kesalahan server internal"
    r"|layanan tidak tersedia|server tidak merespons|koneksi terputus|batas waktu"
    r"|berakhir secara tidak terduga|respons kosong|pembatasan laju",
    "th": r"ถี่เกินไป|เซิร์ฟเวอร์ไม่ว่าง|ทำงานหนักเกินไป|หมดเวลา|ข้อผิดพลาดของเครือข่าย|"
    r"การเชื่อมต่อล้มเหลว|ไม่พร้อมใช้งานชั่วคราว|ข้อผิดพลาดภายในเซิร์ฟเวอร์"
    r"|บริการไม่พร้อมใช้งาน|เซิร์ฟเวอร์ไม่ตอบสนอง|การเชื่อมต่อขาดหาย",
    "ar": r"متكررة جد|الخادم مشغول|محم(?:ّ)?ل بشكل زائد|انتهت مهلة|فشل الاتصال|غير متاحة مؤقت|"
    r"خطأ داخلي في الخادم"
    r"|الخدمة غير متاحة|الخادم لا يستجيب|انقطع الاتصال|انقطاع الاتصال"
    r"|مهلة الطلب|اتصال الشبكة",
    "fa": r"درخواست[^\n]{0,4}ها (?:بیش از حد|خیلی زیاد)|تعداد درخواست|سرور مشغول|بار سرور|"
    r"زمان درخواست به پایان|مهلت پاسخ|خطای شبکه|اتصال برقرار نشد|بارگذاری بیش از حد|موقتاً در دسترس نیست|"
    r"خطای داخلی سرور"
    r"|سرویس در دسترس نیست|سرور پاسخ نمی|اتصال قطع شد",
    "hi": r"बहुत तेज़ी से अनुरोध|सर्वर व्यस्त|अत्यधिक भार|समय समाप्त|कनेक्शन विफल|"
    r"अस्थायी रूप से अनुपलब्ध|"
    r"आंतरिक सर्वर त्रुटि"
    r"|सेवा उपलब्ध नहीं|सर्वर जवाब नहीं|कनेक्शन टूट",
    "he": r"יותר מדי בקשות|בתדירות גבוהה מדי|השרת עמוס|עומס יתר|תם הזמן הקצוב|שגיאת רשת|"
    r"החיבור נכשל|"
    r"אינו זמין זמנית|שגיאת שרת פנימית"
    r"|השירות אינו זמין|השרת אינו מגיב|החיבור נותק"
    r"|שגיאת שרת",
    "ru": r"слишком частые запросы|ошибка сети|временно недоступ"
    r"|превышен лимит запросов|сервис недоступен|сервер не отвечает|нет соединения|соединение[^\n]{0,30}прерван"
    r"|неожиданно заверш|пустой ответ"
    r"|провер(?:ьте|ите) (?:свою |ваше |своё |свое )?(?:сеть|подключение|соединение)",
    "uk": r"надто часті|сервер (?:перевантажений|зайнятий)|не вдалося підключитися|"
    r"тимчасово недоступн|"
    r"внутрішня помилка сервера",
    "de": r"vorübergehend nicht verfügbar"
    r"|dienst nicht verfügbar|nicht erreichbar|verbindung (?:getrennt|abgebrochen)|server antwortet nicht"
    r"|endete unerwartet|unerwartet beendet|leere antwort|raten-?limitierung|ratenbegrenzung",
    "fr": rf"requêtes trop fréquentes|la requête a expiré|temporairement indisponible|"
    rf"délai d{_APOS}attente"
    r"|service indisponible|serveur indisponible|délai dépassé|connexion (?:interrompue|perdue)|le serveur ne répond pas|trop de demandes"
    r"|s.est terminée de (?:manière|façon) inattendue|réponse vide|limitation de débit",
    "es": r"con demasiada frecuencia|tiempo de espera|no se pudo conectar|"
    r"(?:no disponible temporalmente|temporalmente no disponible)"
    r"|servicio no disponible|servidor no disponible|conexión (?:perdida|interrumpida)|el servidor no responde"
    r"|terminó inesperadamente|respuesta vacía|limitación de (?:tasa|velocidad)",
    "pt": r"muito frequentes|tempo limite|falha na conexão|temporariamente indisponível"
    r"|serviço indisponível|servidor indisponível|conexão (?:perdida|interrompida)|o servidor não responde"
    r"|terminou inesperadamente|resposta vazia|limitação de taxa",
    "it": r"troppo frequenti|timeout della richiesta|tempo di attesa[^\n]{0,24}scaduto|"
    r"connessione non riuscita|"
    r"temporaneamente non disponibile"
    r"|servizio non disponibile|server non disponibile|connessione persa|il server non risponde"
    r"|terminata inaspettatamente|risposta vuota|limitazione della frequenza",
    "pl": r"zbyt częste|serwer (?:jest )?(?:przeciążony|zajęty)|przekroczono (?:limit )?czas|"
    r"upłynął (?:limit )?czas|"
    r"nie udało się połączyć|tymczasowo niedostępn|wewnętrzny błąd serwera"
    r"|usługa (?:jest )?niedostępna|serwer (?:jest )?niedostępny|utracono połączenie|przerwano połączenie|serwer nie odpowiada"
    r"|nieoczekiwanie zakończ|pusta odpowiedź",
    "tr": r"bağlantı (?:başarısız|kurulamadı)|geçici olarak kullanılamıyor|sunucu hatası"
    r"|hizmet kullanılamıyor|sunucu yanıt vermiyor|bağlantı kesildi"
    r"|beklenmedik şekilde sona erdi|boş yanıt"
    r"|çok sık istek|sunucu (?:yoğun|aşırı yüklendi)",
    "nl": r"server is (?:overbelast|bezet)|verbinding mislukt|tijdelijk niet beschikbaar|"
    r"interne serverfout"
    r"|dienst niet beschikbaar|server reageert niet|verbinding (?:verbroken|verloren)"
    r"|onverwacht beëindigd|lege reactie|leeg antwoord"
    r"|te snel (?:verzoeken|aanvragen)|verzoek is verlopen",
    "cs": r"server je (?:přetížen|zaneprázdněn)|připojení se nezdařilo|dočasně nedostupn|"
    r"interní chyba serveru"
    r"|služba (?:je nedostupná|není dostupná)|server neodpovídá|(?:spojení|připojení) (?:bylo )?přerušeno"
    r"|příliš časté",
    "el": r"πάρα πολλά αιτήματα|αιτήματα πολύ συχνά|χρονικό όριο[^\n]{0,24}έληξε|"
    r"δεν είναι προσωρινά διαθέσιμ|διακομιστής είναι (?:υπερφορτωμένος|απασχολημένος)|"
    r"(?:λήξη|έληξε) (?:το )?χρονικ(?:ού|ό) ορί(?:ου|ο)|σφάλμα δικτύου|η σύνδεση απέτυχε|"
    r"προσωρινά μη διαθέσιμ|εσωτερικό σφάλμα διακομιστή"
    r"|η υπηρεσία δεν είναι διαθέσιμη|ο διακομιστής δεν αποκρίνεται|η σύνδεση διακόπηκε",
    "sv": r"servern är (?:överbelastad|upptagen)|för ofta|tog för lång tid|tidsgränsen[^\n]{0,16}överskreds|"
    r"anslutningen misslyckades|tillfälligt otillgänglig|"
    r"internt serverfel"
    r"|tjänsten är (?:inte tillgänglig|otillgänglig)|servern svarar inte|anslutningen (?:bröts|avbröts)"
    r"|gick inte att ansluta",
    "bg": r"твърде много заявки|сървърът е (?:претоварен|зает)|претоварен|времето за изчакване[^\n]{0,20}изтече|изтече времето за изчакване|мрежова грешка|връзката (?:не бе успешна|е прекъсната|беше прекъсната)|временно (?:е )?недостъпн|временно (?:са )?ограничени|вътрешна грешка на сървъра",
    "hu": r"túl sok kérés|nem sikerült (?:csatlakozni|kapcsolódni)|szerver (?:túlterhelt|foglalt)|túlterhelt|időtúllépés|hálózati hiba|kapcsolódás sikertelen|megszakadt a kapcsolat|kapcsolat megszakadt|átmenetileg nem érhető el|belső szerverhiba",
    "ro": r"prea multe (?:cereri|solicitări)|server(?:ul)?(?: este)? (?:supraîncărcat|ocupat)|supraîncărcat|timpul de așteptare[^\n]{0,24}a expirat|eroare de rețea|conexiunea a eșuat|conexiune(?:a)? (?:a fost )?întreruptă|temporar indisponibil|eroare internă de server",
    "da": r"for mange (?:anmodninger|forespørsler)|serveren (?:er overbelastet|har travlt|er optaget)|overbelastet|fik timeout|tidsgrænsen[^\n]{0,16}overskredet|netværksfejl|nettverksfeil|forbindelsen (?:mislykkedes|blev afbrudt|ble brutt)|midlertidigt utilgængelig|midlertidig utilgjengelig|intern serverfejl|intern serverfeil",
    "fi": r"liian monta pyyntöä|liikaa pyyntöjä|palvelin on (?:tällä hetkellä |nyt )?(?:ylikuormittunut|kiireinen|ruuhkautunut)|ylikuormit|aikakatkaisu|verkkovirhe|yhteys (?:epäonnistui|katkesi)|ei ole tilapäisesti käytettävissä|tilapäisesti poissa käytöstä|sisäinen palvelinvirhe",
    "hr": r"previše zahtjeva|previše zahteva|(?:poslužitelj|server) je (?:preopterećen|zauzet)|preopterećen|isteklo je vrijeme|isteklo je vreme|mrežna (?:pogreška|greška)|povezivanje nije uspjelo|veza je prekinuta|privremeno nedostupn|interna (?:pogreška|greška) (?:poslužitelja|servera)|povezivanje nije uspelo|usluga nije dostupna|превише захтј?ева|сервер је (?:преоптерећен|заузет)|преоптерећен|истекло је време|мрежна грешка|повезивање није успело|веза је прекинута|привремено недоступн|интерна грешка сервера|услуга није доступна",
    "ca": r"massa (?:sol·licituds|peticions)|servidor (?:està )?(?:sobrecarregat|ocupat)|sobrecarregat|s(?:'|’)ha esgotat el temps d(?:'|’)espera|error de xarxa|la connexió ha fallat|temporalment no disponible|error intern del servidor|servei[^\n]{0,30}no està disponible",
    "sk": r"príliš veľa požiadaviek|server je (?:preťažený|zaneprázdnený)|preťažen|časový limit[^\n]{0,20}vypršal|vypršal časový limit|chyba siete|pripojenie zlyhalo|dočasne nedostupn|interná chyba servera",
    "sl": r"preveč zahtev|strežnik je (?:preobremenjen|zaseden)|preobremenjen|časovna omejitev[^\n]{0,20}potekla|potekla časovna omejitev|zaradi časovne omejitve|napaka omrežja|povezava ni uspela|začasno ni na voljo|notranja napaka strežnika",
    "et": r"liiga palju päringuid|server on (?:ülekoormatud|hõivatud)|ülekoormat|ajalõpp|võrguviga|ühendus nurjus|pole ajutiselt saadaval|serveri sisemine viga",
    "lt": r"per daug užklausų|serveris (?:perkrautas|užimtas)|perkraut|baigėsi (?:užklausos |skirtasis )?laikas|tinklo klaida|patikrinkite interneto ryšį|laikinai nepasiekiama|vidinė serverio klaida",
    "lv": r"pārāk daudz pieprasījumu|serveris ir (?:pārslogots|aizņemts)|pārslogot|noildze|tīkla kļūda|savienojums neizdevās|īslaicīgi nav pieejams|iekšēja servera kļūda",
    "bn": rf"অনেক বেশি অনুরোধ|খুব দ্রুত অনুরোধ|অত্যধিক অনুরোধ|সার্ভার ব্যস্ত|সার্ভারে অতিরিক্ত (?:চাপ|লোড)|(?:অনুরোধের|সংযোগের|অপেক্ষার) সম{_BN_YA}সীমা (?:শেষ|অতিক্রান্ত|পেরি{_BN_YA}ে)|সম{_BN_YA}সীমা (?:অতিক্রান্ত|পেরি{_BN_YA}ে)|নেটও{_BN_YA}ার্ক ত্রুটি|সংযোগ (?:ব্যর্থ|বিচ্ছিন্ন)|ইন্টারনেট সংযোগ পরীক্ষা|সাম{_BN_YA}িকভাবে (?:অনুপলব্ধ|উপলব্ধ ন{_BN_YA})|অভ্যন্তরীণ সার্ভার ত্রুটি|সার্ভার ত্রুটি|"
    r"সংযোগ ত্রুটি",
    "ta": r"(?:மிக )?அதிகமான கோரிக்கைகள்|மிக வேகமாக கோரிக்கை|(?:சேவையகம்|சர்வர்) (?:பிஸியாக|அதிக சுமை)|அதிக சுமையில்|நேரம் முடிந்தது|நேரம் கடந்துவிட்டது|(?:பிணையப்|நெட்வொர்க்) பிழை|இணைப்பு (?:தோல்வி|துண்டிக்கப்பட்ட)|இணைய இணைப்பைச் சரிபார்|தற்காலிகமாக கிடைக்கவில்லை|சேவையகப் பிழை|சர்வர் பிழை|"
    r"சேவையக[^\n]{0,10}அடைய முடியவில்லை",
    "te": r"చాలా ఎక్కువ అభ్యర్థనలు|చాలా వేగంగా అభ్యర్థనలు|సర్వర్ (?:బిజీ|రద్దీ)|అధిక భారం|అభ్యర్థన గడువు ముగిసింది|సమయం ముగిసింది|నెట్.?వర్క్ లోపం|కనెక్షన్ (?:విఫలమైంది|తెగిపోయింది)|ఇంటర్నెట్ కనెక్షన్.?ను తనిఖీ|తాత్కాలికంగా అందుబాటులో లేదు|సర్వర్ లోపం|"
    r"సర్వర్[^\n]{0,8}చేరుకోలేక",
    "ml": r"വളരെയധികം അഭ്യർത്ഥനകൾ|വളരെ വേഗത്തിൽ അഭ്യർത്ഥന|സെർവർ തിരക്കിലാണ്|അമിതഭാരം|സമയപരിധി (?:കഴിഞ്ഞു|അവസാനിച്ചു)|സമയം അവസാനിച്ചു|നെറ്റ്.?വർക്ക് പിശക്|കണക്ഷൻ (?:പരാജയപ്പെട്ടു|വിച്ഛേദിക്ക)|ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിക്കുക|താൽക്കാലികമായി ലഭ്യമല്ല|സെർവർ പിശക്|"
    r"സെർവറ[^\n]{0,12}ബന്ധപ്പെടാൻ കഴിഞ്ഞില്ല",
    "kn": r"ಹಲವಾರು ವಿನಂತಿಗಳು|ತುಂಬಾ ವೇಗವಾಗಿ ವಿನಂತಿ|ಸರ್ವರ್ (?:ಕಾರ್ಯನಿರತ|ಬ್ಯುಸಿ)|ಅತಿಯಾದ ಹೊರೆ|ಸಮಯ ಮೀರಿದೆ|ಕಾಯುವ ಸಮಯ ಮುಗಿದಿದೆ|ನೆಟ್.?ವರ್ಕ್ ದೋಷ|ಸಂಪರ್ಕ (?:ವಿಫಲ|ಕಡಿತ)|ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ|ತಾತ್ಕಾಲಿಕವಾಗಿ ಲಭ್ಯವಿಲ್ಲ|ಸರ್ವರ್ ದೋಷ",
    "mr": r"खूप जास्त विनंत्या|खूप वेगाने विनंत्या|सर्व्हर व्यस्त|अतिरिक्त भार|वेळ संपली|नेटवर्क त्रुटी|कनेक्शन (?:अयशस्वी|तुटले)|इंटरनेट कनेक्शन तपासा|तात्पुरत(?:ी|े) अनुपलब्ध|सर्व्हर त्रुटी|"
    r"सर्व्हर[^\n]{0,6}कनेक्ट होऊ शकल",
    "gu": r"ઘણી બધી વિનંતીઓ|ખૂબ ઝડપથી વિનંતી|સર્વર વ્યસ્ત|વધુ પડતો ભાર|સમય સમાપ્ત|સમય પૂરો થયો|નેટવર્ક ભૂલ|કનેક્શન (?:નિષ્ફળ|તૂટી)|ઇન્ટરનેટ કનેક્શન તપાસો|અસ્થાયી રૂપે અનુપલબ્ધ|સર્વર ભૂલ|"
    r"સર્વર[^\n]{0,10}પહોંચી શક્યા નહ",
    "ur": r"بہت زیادہ درخواستیں|بہت تیزی سے درخواست|سرور مصروف|بہت زیادہ بوجھ|وقت ختم ہو گیا|کنکشن (?:ناکام|منقطع|ٹوٹ)|انٹرنیٹ کنکشن چیک|نیٹ ورک کی (?:خرابی|غلطی)|عارضی طور پر دستیاب نہیں|سرور کی خرابی",
    "ms": r"terlalu banyak permintaan|terlalu kerap|pelayan (?:sedang )?sibuk|beban berlebihan|tamat masa|masa menunggu[^\n]{0,16}tamat|ralat rangkaian|sambungan (?:gagal|terputus)|tidak tersedia buat sementara|ralat pelayan",
    "ka": r"ძალიან ბევრი მოთხოვნა|ძალიან ხშირად|სერვერი დაკავებულია|გადატვირთულია|დრო ამოიწურა|ქსელის შეცდომა|დაკავშირება ვერ მოხერხდა|კავშირი (?:გაწყდა|ვერ დამყარდა)|დროებით მიუწვდომელია|შიდა შეცდომა",
    "az": r"həddindən artıq sorğu|çox sayda sorğu|çox tez-tez sorğu|server məşğuldur|server (?:həddindən artıq )?yüklənib|(?:sorğunun|gözləmə|bağlantının) vaxtı bitdi|gözləmə müddəti (?:bitdi|başa çatdı)|şəbəkə xətası|qoşulma uğursuz|bağlantı (?:kəsildi|uğursuz)|müvəqqəti (?:olaraq )?əlçatan deyil|müvəqqəti əlçatmaz|server xətası",
    "be": r"занадта шмат запытаў|занадта часта|сервер (?:заняты|перагружаны)|перагружан|час чакання[^\n]{0,12}(?:скончыўся|мінуў)|мінуў час чакання|памылка сеткі|сеткавая памылка|не ўдалося падключыцца|злучэнне (?:перарвана|страчана)|часова недаступн|унутраная памылка сервера",
}

#: The context, a conversation or an input too long for the model (``context_overflow``):
#: the context named, or the thing too long as the subject of its sentence ("Die Eingabe
#: ist zu lang"; "the message took too long" is a timeout).
OVERFLOW: Final[dict[str, str]] = {
    "zh": r"(?:输入|輸入|消息|訊息|文本|对话|對話|上下文|提示词|提示詞)(?:内容|內容)?(?:过长|過長|太长|太長)|"
    r"(?:上下文|对话|對話)(?:的)?(?:长度|長度)(?:超出|超過|超过|超限)|超出上下文|上下文窗口|"
    r"超出(?:模型)?(?:的)?最大上下文",
    "ja": r"(?:テキスト|プロンプト|文章)が長すぎ|最大コンテキスト長|コンテキスト[^\n]{0,8}(?:長さ|上限)[^\n]{0,8}超え",
    "ko": r"최대 컨텍스트|컨텍스트 (?:길이|창)",
    "vi": r"(?:nội dung(?: nhập)?|tin nhắn|văn bản|đầu vào|cuộc trò chuyện|ngữ cảnh) quá dài|"
    r"(?:độ dài|giới hạn|cửa sổ) ngữ cảnh",
    "id": r"(?:input|pesan|teks|percakapan|konteks|prompt)(?: anda| baru)? terlalu panjang|"
    r"(?:panjang|jendela) konteks"
    r"|kehabisan konteks",
    "th": r"(?:ความยาว|หน้าต่าง)บริบท|(?:ใหญ่กว่า|เกิน)ขีดจำกัดโทเค็น|(?:ข้อความ|บทสนทนา)(?:ที่ป้อน)?ยาวเกินไป",
    "ar": r"(?:طول|نافذة) السياق|(?:النص|الرسالة|المدخل|الإدخال|المحادثة)(?: المُدخل| المدخل)? طويل(?:ة)? جد",
    "fa": r"(?:طول|پنجره) زمینه|(?:ورودی|پیام|متن|گفتگو)(?: شما)? (?:بیش از حد|خیلی) طولانی",
    "hi": r"संदर्भ (?:लंबाई|विंडो)|(?:इनपुट|संदेश|टेक्स्ट|बातचीत) बहुत लंबा",
    "he": r"(?:אורך|חלון) ההקשר|(?:הקלט|ההודעה|הטקסט|השיחה) ארו(?:ך|כה|כים|כות) מדי",
    "ru": r"длин[а-я]{0,3} контекста|контекст[а-я]{0,2} (?:превыш|слишком)|контекстное окно|"
    r"(?:сообщение|запрос|диалог|ввод|текст) слишком длинн",
    "uk": r"довжин[а-яі]{0,2} контексту|(?:повідомлення|розмова|запит|текст) (?:задовг|надто довг)(?:ий|а|е|і)",
    "de": r"kontextlänge|kontextfenster|(?:nachricht|eingabe|text|unterhaltung|konversation|kontext|prompt)"
    r" (?:ist )?zu lang\b",
    "fr": r"longueur (?:maximale )?du contexte|fenêtre de contexte|(?:message|saisie|texte|conversation|"
    r"contexte|invite|prompt|entrée) (?:est )?trop longu?e?\b",
    "es": r"longitud (?:máxima )?de(?:l)? contexto|ventana de contexto|(?:mensaje|entrada|texto|"
    r"conversación|contexto|prompt) (?:es )?demasiado larg",
    "pt": r"comprimento (?:máximo )?d[eo] contexto|janela de contexto|(?:mensagem|entrada|texto|conversa|"
    r"contexto|prompt) (?:está |é )?muito long",
    "it": r"lunghezza (?:massima )?del contesto|finestra di contesto|(?:messaggio|input|testo|"
    r"conversazione|contesto|prompt) (?:è )?troppo lung"
    r"|errore fuori contesto",
    "pl": r"długość kontekstu|okno kontekstu|(?:wiadomość|tekst|dane wejściowe|rozmowa|kontekst|prompt)"
    r" (?:jest )?(?:za|zbyt) dług",
    "tr": r"bağlam (?:uzunluğu|penceresi)|(?:mesaj|girdi|istem|metin|konuşma|sohbet|bağlam)"
    r"(?:ınız|iniz|ın|in)? çok uzun|(?:yeni )?ileti(?:niz|si)? çok uzun",
    "nl": r"contextlengte|contextvenster|(?:bericht|invoer|tekst|gesprek|context|prompt) (?:is )?te lang\b",
    "cs": r"délk[ay] kontextu|kontextové okno|(?:zpráva|text|vstup|konverzace|kontext) (?:je )?příliš dlouh",
    "el": r"μήκ(?:ος|ους) (?:του )?(?:περιβάλλοντος|πλαισίου|context)|"
    r"παράθυρο (?:περιβάλλοντος|πλαισίου)|"
    r"(?:συνομιλία|μήνυμα|είσοδος|κείμενο) (?:είναι )?πολύ (?:μεγάλ|μακρ)",
    "sv": r"kontextlängd|kontextfönster|(?:meddelandet|inmatningen|texten|konversationen|kontexten|"
    r"prompten) (?:är )?för långt?\b(?: [^t]|[^ ]|$)",
    "bg": r"дължина(?:та)? на контекста|контекстн(?:ия|ият|ото) прозор|(?:съобщението|разговорът|въведеният текст|текстът|контекстът|промптът|чатът)(?: ви)? е твърде дъл(?:ъг|г)",
    "hu": r"kontextus(?:hossz| hossza|ablak|méret)|a kontextus meghaladja|(?:az üzenet|a beszélgetés|a bemenet|a szöveg|a prompt|a kontextus) túl hosszú",
    "ro": r"lungimea (?:maximă )?a contextului|fereastra de context|(?:mesaj(?:ul)?|conversația|textul|contextul|promptul|intrarea)(?: este)? prea lung",
    "da": r"kontekstl(?:æ|e)ngde|kontekstvindue|(?:beskeden|samtalen|inputtet|teksten|konteksten|prompten|meldingen) er for lang",
    "fi": r"kontekstin (?:enimmäis)?pituus|kontekstiikkuna|(?:viesti|keskustelu|syöte|teksti|konteksti|kehote) on liian pitkä",
    "hr": r"(?:duljin|dužin)(?:a|u) konteksta|kontekstni prozor|(?:poruka|razgovor|unos|tekst|kontekst|upit) je predug|дужин(?:а|у) контекста|контекстни прозор|(?:порука|разговор|унос|текст|контекст|упит) је предуг",
    "ca": r"longitud (?:màxima )?del context|finestra de context|(?:missatge|conversa|entrada|text|context|prompt)(?: és)? massa llarg",
    "sk": r"dĺžk(?:a|u) kontextu|kontextové okno|(?:správa|konverzácia|vstup|text|kontext|prompt) je príliš dlh",
    "sl": r"dolžin(?:a|o) konteksta|kontekstno okno|(?:sporočilo|pogovor|vnos|besedilo|kontekst|poziv) je predolg",
    "et": r"konteksti (?:maksimaalne )?pikkus|kontekstiaken|(?:sõnum|vestlus|sisend|tekst|kontekst|viip) on liiga pikk",
    "lt": r"konteksto (?:maksimalus )?ilgis|konteksto langas|(?:žinutė|pokalbis|įvestis|tekstas|kontekstas|raginimas) per ilg",
    "lv": r"konteksta (?:maksimālais )?garums|konteksta logs|(?:ziņojums|saruna|ievade|teksts|konteksts|uzvedne) ir pārāk gar",
    "bn": r"(?:কনটেক্সট|কন্টেক্সট|প্রসঙ্গ)(?:ের)? (?:দৈর্ঘ্য|উইন্ডো)|(?:ইনপুট|বার্তা|বার্তাটি|কথোপকথন|কথোপকথনটি|টেক্সট|প্রম্পট) (?:অনেক|খুব|অত্যধিক) (?:দীর্ঘ|লম্বা)",
    "ta": r"(?:சூழல்|கான்டெக்ஸ்ட்) (?:நீள|சாளர)|(?:உள்ளீடு|செய்தி|உரை|உரையாடல்|ப்ராம்ப்ட்) (?:மிக |மிகவும் )?நீளமா|"
    r"டோக்கன் எண்ணிக்கை[^\n]{0,12}நீள",
    "te": r"(?:సందర్భ|కాంటెక్స్ట్) (?:పొడవు|విండో)|(?:ఇన్.?పుట్|సందేశం|టెక్స్ట్|సంభాషణ|ప్రాంప్ట్) (?:చాలా |మరీ )?(?:పొడవుగా|పొడవైనది)|"
    r"టోకెన్ లెక్కింపు[^\n]{0,12}పొడవు",
    "ml": r"(?:കോൺടെക്സ്റ്റ്|സന്ദർഭ) (?:ദൈർഘ്യ|വിൻഡോ)|(?:ഇൻപുട്ട്|സന്ദേശം|വാചകം|സംഭാഷണം|പ്രോംപ്റ്റ്) വളരെ (?:ദൈർഘ്യമേറിയ|നീളമുള്ള|നീണ്ട)",
    "kn": r"(?:ಸಂದರ್ಭದ|ಕಾಂಟೆಕ್ಸ್ಟ್) (?:ಉದ್ದ|ವಿಂಡೋ)|(?:ಇನ್.?ಪುಟ್|ಸಂದೇಶ|ಸಂದೇಶವು|ಪಠ್ಯ|ಸಂಭಾಷಣೆ|ಪ್ರಾಂಪ್ಟ್) ತುಂಬಾ (?:ಉದ್ದ|ದೀರ್ಘ)",
    "mr": r"(?:संदर्भ|कॉन्टेक्स्ट) (?:लांबी|विंडो)|(?:इनपुट|संदेश|मजकूर|संभाषण|प्रॉम्प्ट) खूप लांब",
    "gu": r"સંદર્ભ (?:લંબાઈ|વિન્ડો)|(?:ઇનપુટ|સંદેશ|ટેક્સ્ટ|વાતચીત|પ્રોમ્પ્ટ) ખૂબ લાંબ",
    "ur": r"(?:کانٹیکسٹ|سیاق و سباق)(?: کی)? (?:لمبائی|ونڈو)|(?:ان پٹ|پیغام|متن|گفتگو|پرامپٹ) بہت (?:لمبا|لمبی|طویل)|"
    r"ٹوکن کی گنتی[^\n]{0,12}لمبی",
    "ms": r"panjang konteks|tetingkap konteks|(?:input|mesej|teks|perbualan|gesaan|prompt)(?: anda)? terlalu panjang",
    "ka": r"კონტექსტის (?:მაქსიმალურ(?:ი)? )?(?:სიგრძ|ფანჯარ)|(?:ტექსტი|შეტყობინება|საუბარი|მოთხოვნა|პრომპტი) (?:ძალიან|ზედმეტად) გრძელია",
    "az": r"kontekst (?:uzunluğu|pəncərəsi)|(?:mətn|mesaj|söhbət|sorğu|prompt)(?:ınız|iniz|unuz)? (?:çox|həddindən artıq) uzundur",
    "be": r"даўжын[яюі] кантэксту|кантэкстнае акно|(?:паведамленне|размова|запыт|тэкст|увод) (?:занадта|вельмі|надта) доўг",
}

#: Counts of tokens or characters over a maximum (``context_overflow``, but weakly: a status,
#: a rate limit or a request wording decides first, as "tokens per minute" or a
#: ``max_tokens`` above its own cap say the same words).
OVERFLOW_WEAK: Final[dict[str, str]] = {
    "zh": r"(?:长度|長度)(?:超出|超過|超过)(?:限制|上限)|(?:长度|長度)超限|超出(?:模型)?(?:的)?最大(?:长度|長度)|"
    r"超(?:出|过|過)最大 ?token|token ?超出|字(?:数|數)超(?:出|过|過)|超出字(?:数|數)"
    r"|token ?(?:数|數|数量|數量)超(?:过|出|過)",
    "ja": r"最大文字数を超え|トークン数が上限|トークン上限|最大トークン数を超え|文字数(?:の)?上限を超え"
    r"|トークン(?:数)?の上限を超え",
    "ko": r"최대 길이를 초과|토큰 (?:수가|한도를) 초과|최대 토큰|글자 수 제한",
    "vi": r"vượt quá độ dài tối đa|vượt quá giới hạn token|quá nhiều token|vượt quá số token",
    "id": r"melebihi panjang maksimum|terlalu banyak token|melebihi batas token",
    "th": r"เกินความยาวสูงสุด|เกินจำนวนโทเค็น|โทเค็นเกิน",
    "ar": r"تتجاوز الحد الأقصى للطول|الحد الأقصى للرموز",
    "fa": r"از حداکثر طول|حداکثر توکن",
    "hi": r"अधिकतम लंबाई से अधिक|टोकन सीमा|अधिकतम टोकन",
    "he": r"חורג(?:ת)? מהאורך|יותר מדי טוקנים|מגבלת הטוקנים",
    "ru": r"превышает максимальн[а-я]{0,3} длин|превышен лимит токенов|слишком много токенов|"
    r"лимит токенов превышен|превышает лимит токенов",
    "uk": r"перевищує максимальн[а-яі]{0,3} довжин|довжина[^\n]{0,20}перевищує максимальн",
    "de": r"überschreitet die maximale länge|zu viele tokens|token-?limit überschritten|"
    r"maximale anzahl (?:an|von) tokens|maximale token-?anzahl überschritten",
    "fr": r"dépasse la longueur|trop de (?:jetons|tokens)|limite de jetons|nombre maximal de (?:jetons|tokens)",
    "es": r"supera la longitud|demasiados tokens|número máximo de tokens",
    "pt": r"excede o comprimento|tokens demais|muitos tokens|limite de tokens|número máximo de tokens",
    "it": r"supera la lunghezza|troppi token|limite di token|numero massimo di token",
    "pl": r"przekracza(?:ją)? maksymaln[a-ząęóśłżźćń]{0,3} długość|(?:za dużo|zbyt wiele) tokenów|limit tokenów",
    "tr": r"maksimum uzunluğu aş|çok fazla token|token (?:sınırı|limiti(?:$|[^n])|limitin[ie])|maksimum token",
    "nl": r"overschrijdt de maximale lengte|te veel tokens|tokenlimiet|maximaal aantal tokens",
    "cs": r"překračuje maximální[^\n]{0,12}délku|příliš mnoho tokenů|limit tokenů",
    "el": r"υπερβαίνει το μέγιστο[^\n]{0,16}μήκος|πάρα πολλά tokens|όριο tokens",
    "sv": r"överskrider (?:den )?maximala längden|för många tokens|tokengräns",
    "bg": r"надвишава (?:максималната )?дължина|твърде много токени|лимит(?:а|ът)? на токените",
    "hu": r"meghaladja a maximális hossz|túl sok token|token-?(?:korlát|limit)",
    "ro": r"depășește lungimea maximă|prea multe token-?uri|limita de token-?uri",
    "da": r"overskrider den maksimale længde|for mange tokens|tokengrænse",
    "fi": r"ylittää enimmäispituuden|liian monta tokenia|token-?raja",
    "hr": r"premašuje maksimalnu (?:duljinu|dužinu)|previše tokena|ograničenje tokena|премашује максималну дужину|превише токена|ограничење токена",
    "ca": r"supera la longitud màxima|massa tokens|límit de tokens",
    "sk": r"presahuje maximálnu dĺžku|príliš veľa tokenov|limit tokenov",
    "sl": r"presega največjo dolžino|preveč žetonov|omejitev žetonov",
    "et": r"ületab maksimaalse pikkuse|liiga palju tokeneid|tokenite limiit",
    "lt": r"viršija maksimalų ilgį|per daug žetonų|žetonų limitas",
    "lv": r"pārsniedz maksimālo garumu|pārāk daudz marķieru|marķieru limits",
    "bn": r"সর্বোচ্চ দৈর্ঘ্য অতিক্রম|অনেক বেশি টোকেন|টোকেন সীমা|সর্বোচ্চ টোকেন",
    "ta": r"அதிகபட்ச நீளத்தை மீறு|டோக்கன் வரம்பு|அதிகமான டோக்கன்கள்|அதிகபட்ச டோக்கன்",
    "te": r"గరిష్(?:ఠ|ట) పొడవును మించ|టోకెన్ పరిమితి|చాలా ఎక్కువ టోకెన్|గరిష్(?:ఠ|ట) టోకెన్",
    "ml": r"പരമാവധി (?:നീളം|ദൈർഘ്യം) കവി|ടോക്കൺ പരിധി|വളരെയധികം ടോക്കണുകൾ|പരമാവധി ടോക്കൺ",
    "kn": r"ಗರಿಷ್ಠ ಉದ್ದವನ್ನು ಮೀರ|ಟೋಕನ್ ಮಿತಿ|ಹಲವಾರು ಟೋಕನ್|ಗರಿಷ್ಠ ಟೋಕನ್",
    "mr": r"कमाल लांबीपेक्षा|टोकन मर्यादा|खूप जास्त टोकन|कमाल टोकन",
    "gu": r"મહત્તમ લંબાઈ (?:કરતાં|ઓળંગ)|ટોકન મર્યાદા|ઘણા બધા ટોકન|મહત્તમ ટોકન",
    "ur": r"زیادہ سے زیادہ لمبائی سے تجاوز|ٹوکن کی حد|بہت زیادہ ٹوکن|زیادہ سے زیادہ ٹوکن",
    "ms": r"melebihi panjang maksimum|terlalu banyak token|melebihi had token|bilangan token maksimum",
    "ka": r"აღემატება (?:მაქსიმალურ|დასაშვებ) სიგრძ|ძალიან ბევრი ტოკენ|ტოკენების ლიმიტ|მაქსიმალური ტოკენ",
    "az": r"maksimum uzunluğu aş|çox sayda token|token limitini aş|token limiti aşıl|maksimum token",
    "be": r"перавышае максімальную даўжыню|занадта шмат токенаў|ліміт токенаў",
}


#: Every table by the name its rule carries (``translated_<name>_words``).
TABLES: Final[dict[str, dict[str, str]]] = {
    "key": API_KEY,
    "login": LOGIN,
    "permission": PERMISSION,
    "quota": QUOTA,
    "quota_weak": QUOTA_WEAK,
    "model": MODEL,
    "filter": CONTENT_FILTER,
    "image": IMAGE,
    "request": BAD_REQUEST,
    "busy": TRANSIENT,
    "length": OVERFLOW,
    "length_weak": OVERFLOW_WEAK,
}


def alternatives(table: dict[str, str]) -> str:
    """One pattern for every language of ``table``."""
    return "|".join(table.values())
