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
and "too large" is left out (an image can be too large as well). In the same way "no
access" is a permission only to a model or a resource ("no access to the internet" is a
network), "not available" an outage only with a time ("currently", "at the moment": "not
available in your country" is a region), and "too many messages" a rate limit only when sent.

``tests/data/translated_messages.jsonl`` holds five hand-written messages per concept and
language (not real texts: their test says how many of the third and fifth ones, which no
pattern here was written from, are recognised).
"""

from __future__ import annotations

from typing import Final

_APOS = "(?:'|’)"
#: Bengali য় and ড় as one letter or as a letter and its nukta (NFC writes the second).
_BN_YA = "(?:\u09af\u09bc|\u09df)"
_BN_RRA = "(?:\u09a1\u09bc|\u09dc)"
#: The zero-width non-joiner Persian writes inside a word ("پیام‌های"), or a space for it.
_ZWNJ = "(?:\u200c| )"

#: A key that is invalid or missing (``permanent`` / ``api_key``).
API_KEY: Final[dict[str, str]] = {
    "zh": r"(?:api ?(?:key|密钥|密鑰|金鑰|秘钥)|密钥|密鑰|金鑰|秘钥)\s?(?:无效|無效|错误|錯誤|不正确|不正確|"
    r"有误|有誤|不能为空|不能為空|为空|為空)|(?:未设置|未設定|尚未設定|缺少|未配置|未填写|未填寫|未提供|"
    r"请先配置|請先設定|请先设置|请输入|請輸入|请填写|請填寫)(?:您的)?\s?(?:api|密钥|密鑰|金鑰)|"
    r"(?:无效|無效)的?(?:令牌|密钥|密鑰|金鑰)|令牌(?:无效|無效|不存在|错误|錯誤)"
    r"|(?:无效|無效)的?[^\n]{0,10}(?:密钥|密鑰|金鑰)|(?:无效|無效)的? ?token|(?:密钥|密鑰|金鑰)\s?未(?:配置|设置|設定|填写|填寫|提供)|(?:密钥|密鑰|金鑰)已被(?:封禁|禁用|吊销|撤销|停用)|尚未(?:新增|添加|设置|設定|配置)[^\n]{0,24}(?:api ?key|密钥|密鑰|金鑰)"
    r"|api ?keys\s?(?:无效|無效|不能为空|不能為空|为空|為空)"
    r"|缺少(?:凭证|憑證|凭据|憑據)|(?:凭证|憑證|凭据|憑據)(?:缺失|未配置|未設定)|api_?key\s?未(?:填写|填寫|配置|设置|設定)"
    r"|(?:api ?)?(?:密钥|密鑰|金鑰)(?:为|為)必填|(?:api ?)?(?:密钥|密鑰"
    r"|金鑰)(?:格式)?(?:无效|無效|已過期|已过期)|(?:需要|请|請)(?:先)?(?:提供|配置|设置|設定"
    r"|输入|輸入)[^\n。]*(?:api ?(?:密钥|密鑰|金鑰)|api secret)|未找到密钥"
    r"|\$api_key ?为空|(?:token|pat) ?(?:不正确|不正確|有誤|有误)",
    # (Japanese and Korean put the negation after the verb: 必要ありません, 필요하지 않습니다)
    "ja": r"api ?キー(?:が|は)?(?:無効|正しくありません|間違|設定されていません|未設定|必要です|入力されていません|"
    r"見つかりません)|api ?キーを入力|認証キー(?:が|は)?(?:無効|正しくありません)"
    r"|api ?キーを設定してください"
    r"|無効なキー|キーが無効|正しいキー形式|トークンが(?:提供|設定)されていません|トークンのステータスは利用(?:不可|できません)"
    r"|api ?キーが(?:必要|空|見つからない)|無効な[^\n]{0,12}api ?キー|api ?キーを提供する必要"
    r"|ライセンスキーが|キーがありません|トークンは有効期限が切れ",
    "ko": r"api ?키(?:가|를)? ?(?:유효하지 않|올바르지 않|잘못|설정되지 않|입력해|입력하세요|필요합니다|없습니다)|"
    r"(?:유효하지 않은|잘못된|올바르지 않은) api ?키|인증 ?키(?:가|를)? ?(?:유효하지 않|올바르지 않|잘못)"
    r"|키가 (?:유효하지 않|올바르지 않|잘못)|키를 찾을 수 없|(?:유효하지 않은|잘못된) 키|토큰 상태는 사용할 수 없"
    r"|api ?키[^\n.]*(?:필요|비어 있|필수)|api ?키를 설정하세요|환경 변수가 설정되지 않"
    r"|토큰은 만료",
    "vi": r"(?:api key|khóa api|khoá api)[^\n]{0,16}(?:không hợp lệ|không đúng|không chính xác|bị sai)|"
    r"thiếu thông tin (?:đăng nhập|xác thực)|"
    r"(?:chưa (?:thiết lập|cài đặt|nhập|cấu hình|cung cấp)|vui lòng nhập|thiếu)[^\n]{0,6}"
    r"(?:api key|khóa api|khoá api)"
    r"|xác thực api[^\n]{0,20}thất bại|kiểm tra khóa api"
    r"|đảm bảo (?:rằng )?(?:khóa|khoá) api"
    r"|chưa cung cấp token|token không hợp lệ|yêu cầu khóa api",
    "id": r"(?:api key|kunci api)[^\n]{0,16}(?:tidak valid|salah|belum diatur|belum diisi)|"
    r"(?:api key|kunci api) (?:diperlukan|wajib diisi)|masukkan (?:api key|kunci api)",
    "th": r"(?:api key|คีย์ api)[^\n]{0,12}(?:ไม่ถูกต้อง|ไม่ได้ตั้งค่า)|ยังไม่ได้ตั้งค่า[^\n]{0,4}"
    r"(?:api key|คีย์ api)|(?:ระบุ|กรอก)(?:คีย์ api|api key)|คีย์[^\n]{0,30}(?:ไม่ถูกต้อง|หมดอายุ)",
    "ar": r"مفتاح (?:ال)?api[^\n]{0,20}(?:غير صالح|غير صحيح|خاطئ)|مفتاح (?:ال)?api مطلوب|"
    r"(?:لم يتم (?:تعيين|إدخال|توفير)|يرجى إدخال|أدخل)[^\n]{0,6}مفتاح (?:ال)?api"
    r"|مفتاح (?:ال)?api مفقود|لم يتم العثور على مفتاح (?:ال)?api|مفتاح غير صالح|رمز وصول[^\n]{0,20}غير صحيح"
    r"|مفتاح api[^\n.]*فارغ|صحة مفتاح api",
    "fa": r"کلید api[^\n]{0,20}(?:نامعتبر|نادرست|اشتباه|تنظیم نشده|وارد نشده)|کلید api خود را وارد"
    r"|کلید api را وارد کنید"
    r"|کلید api یافت نشد|وضعیت (?:این )?توکن در دسترس نیست"
    r"|کلید api الزامی|توکن نامعتبر|کلید نامعتبر",
    "hi": r"एपीआई कुंजी नहीं सेट|"
    r"api (?:कुंजी|key)[^\n]{0,12}(?:अमान्य|गलत|सेट नहीं|दर्ज करें)|अमान्य api (?:कुंजी|key)"
    r"|api (?:कुंजी|key) नहीं मिली|अमान्य[^\n]{0,20}क्रेडेंशियल",
    "he": r"מפתח (?:ה-)?api[^\n]{0,12}(?:לא תקין|שגוי|לא חוקי)|(?:לא הוגדר|יש להזין|חסר) מפתח (?:ה-)?api"
    r"|מפתח (?:ה-)?api[^\n]{0,12}(?:אינו תקין|אינו חוקי)"
    r"|הזן את מפתח (?:ה-)?api"
    r"|מפתח (?:ה-)?api חסר|לא נמצא מפתח (?:ה-)?api"
    r"|מפתח (?:ה-)?api (?:לא מוגדר|חסר)"
    r"|מפתח (?:ה-)?api[^\n]{0,16}לא (?:תקינ|חוקי)"
    r"|מפתח api הוא חובה|להזין את המפתח",
    # A word for "required" counts only right by the key and not after a negation ("не
    # требуется", "nicht erforderlich", "não é necessária"): "no key needed" is no error.
    "ru": r"(?:api[- ]?ключ|ключ api)[^\n]{0,12}(?:недействител|неверн|не указан|не задан|отсутствует|"
    r"отключ)|"
    r"(?:недействительный|неверный|неправильный) (?:api[- ]?)?ключ|(?:^|[^е] )требуется (?:api[- ]?)?ключ"
    r"|введите (?:свой |ваш )?(?:api[- ]?ключ|ключ api)"
    r"|(?:api[- ]?ключ|ключ api)[^\n]{0,12}отозван"
    r"|(?:api[- ]?ключ|ключ api)[^\n]{0,20}(?:пуст|не настроен)|(?:установите|укажите) (?:свой |ваш )?(?:api[- ]?)?ключ|необходим (?:api[- ]?)?ключ|или пустой (?:api[- ]?)?ключ|некорректный (?:api[- ]?)?ключ"
    r"|ключ(?:а)? лицензии[^\n]{0,12}(?:недействител|неверн|не введ)|неверные уч[её]тные данные|токен не предоставлен|статус (?:этого )?токена недоступен"
    r"|ключ(?: openai)?(?: api)? (?:обязателен|пуст\b|некорректен)|не установлен ключ api|ваш ключ api некорректен"
    r"|(?:введите|ввели) (?:api-)?ключ|ключа нет|ошибка ключа (?:openai )?api",
    "uk": r"(?:api[- ]?ключ|ключ api)[^\n]{0,12}(?:недійсн|неправильн|не вказано|відсутн)|"
    r"(?:недійсний|неправильний) (?:api[- ]?)?ключ|(?:^|[^е] )потрібен (?:api[- ]?)?ключ"
    r"|введіть (?:свій |ваш )?(?:api[- ]?ключ|ключ api)"
    r"|(?:api[- ]?ключ|ключ api) не знайдено"
    r"|(?:встановити|вказати|ввести) дійсний (?:токен|ключ)"
    r"|ключ(?: api)? не знайдено|(?:встановіть|введіть|вкажіть) (?:свій |ваш )?(?:api[- ]?)?ключ|ключ[^\n]{0,24}не встановлено"
    r"|ключ(?: api)? (?:обовʼязковий|обов'язковий)|недійсний[^\n.]*api-ключ|api_key не знайдено"
    r"|відсутній ключ",
    "de": r"api-?(?:schlüssel|key)[^\n]{0,20}(?:ungültig|falsch|fehlt|nicht angegeben|nicht gesetzt)|"
    r"api-?(?:schlüssel|key) (?:ist )?erforderlich|(?:ungültiger|falscher|fehlender) api-?(?:schlüssel|key)|"
    r"kein api-?(?:schlüssel|key) (?:angegeben|gesetzt|konfiguriert|hinterlegt|gefunden)|"
    r"keinen api-?(?:schlüssel|key)[^\n]{0,40}(?:hinzugefügt|angegeben|eingegeben|hinterlegt)"
    r"|(?:ungültiger|falscher) schlüssel|schlüssel (?:ist )?ungültig"
    r"|\b(?:hinterlege|gib|trage)\b[^\n]{0,20}api-?(?:schlüssel|key)|api-?(?:schlüssel|key) eingeben"
    r"|api-?(?:schlüssel|key)[^\n]{0,20}widerrufen"
    r"|(?:openai-|api-)?schlüssel ein(?:gegeben)?\b"
    r"|lizenzschlüssel eingegeben|fehlen anmeldedaten",
    "fr": rf"clé (?:d{_APOS})?api[^\n]{{0,20}}(?:invalide|incorrecte|manquante|non valide)|"
    rf"clé (?:d{_APOS})?api (?:est )?requise|une clé (?:d{_APOS})?api est requise|"
    rf"aucune clé (?:d{_APOS})?api (?:n{_APOS}a été )?fournie"
    r"|saisir la clé (?:api|openai)"
    r"|aucune clé (?:d(?:'|’))?api (?:n(?:'|’)(?:a été|est) )?(?:configurée|définie|renseignée|saisie)"
    r"|(?:saisi(?:r|ssez)|entrez|renseignez) votre clé (?:d(?:'|’))?api"
    r"|clé (?:d(?:'|’))?api[^\n]{0,20}révoquée"
    r"|clé api[^\n.]*(?:pas encore configurée|entrer)"
    r"|erreur de clé api|entrer votre clé api",
    "es": r"faltan (?:las )?credenciales|"
    r"no hay ninguna clave (?:de )?api configurada|"
    r"clave (?:de )?api[^\n]{0,20}(?:no válida|inválida|incorrecta|no es válida)|"
    r"clave (?:de )?api (?:es )?requerida|falta (?:la |una )?clave (?:de )?api|"
    r"(?:^|[^o] )se requiere (?:la |una )?clave (?:de )?api"
    r"|clave (?:proporcionada|de acceso) no válida|clave inválida"
    r"|no (?:has|ha|se ha) (?:configurado|introducido|proporcionado|añadido) (?:ninguna |una |la |tu )?clave (?:de )?api"
    r"|(?:introduce|ingresa|añade) tu clave (?:de )?api"
    r"|clave (?:de )?api[^\n]{0,20}revocada|clave (?:de )?api no puede estar vac"
    r"|no se proporcionó (?:una |ninguna )?clave"
    r"|\$api_key está vacía",
    "pt": r"chave (?:de |da )?api[^\n]{0,20}(?:inválida|incorreta|não informada|ausente)|"
    r"chave (?:de |da )?api (?:é )?(?:necessária|obrigatória)|"
    r"chave de (?:subscrição|assinatura)[^\n]{0,30}(?:obrigatória|inválida|necessária)|falta (?:uma |a )?chave (?:de |da )?api|"
    r"não (?:adicionou|informou|inseriu|configurou) (?:uma |a |sua )?chave (?:de |da )?api|"
    r"(?:^|[^o] )é necessária (?:uma |a )?chave (?:de |da )?api"
    r"|nenhuma chave (?:de |da )?api (?:configurada|informada|definida|fornecida)|chave (?:de |da )?api[^\n]{0,20}não (?:configurada|definida)"
    r"|(?:informe|insira|digite) (?:a |sua )?chave (?:de |da )?api"
    r"|chave (?:de |da )?api[^\n]{0,20}revogada"
    r"|chave fornecida inválida|api_key est[áa] vazia"
    r"|chave d[ae] api[^\n.]*(?:vazia|inválida)"
    r"|autenticação básica inválida",
    "it": r"chiave api[^\n]{0,20}(?:non (?:è )?valida|errata|non (?:è )?corretta|mancante)|"
    r"chiave api (?:è )?(?:necessaria|richiesta)|manca (?:una |la )?chiave api|"
    r"(?:^|[^n] )è necessaria (?:una |la )?chiave api"
    r"|nessuna chiave api (?:configurata|impostata|fornita|inserita|specificata)|chiave api[^\n]{0,20}non (?:configurata|impostata|fornita|inserita)"
    r"|inserisci (?:la tua |la )?chiave api"
    r"|chiave api[^\n]{0,20}revocata"
    r"|chiave api[^\n.]*(?:obbligatoria|è vuot)|nessuna chiave api"
    r"|non è stata fornita alcuna chiave",
    "pl": r"nie znaleziono klucza|"
    r"brakuje poświadczeń|"
    r"klucz(?:a)? api[^\n]{0,20}(?:nieprawidłow|niepoprawn)|klucz(?:a)? api (?:jest )?wymagany|"
    r"(?:nieprawidłowy|niepoprawny|brak|wymagany(?: jest)?) klucz(?:a)? api"
    r"|nie (?:skonfigurowano|ustawiono|podano|wprowadzono) klucza api|klucz api nie (?:jest|został) (?:skonfigurowany|ustawiony|podany)"
    r"|(?:wprowadź|podaj|wpisz) (?:swój )?klucz api"
    r"|(?:podano )?nieprawidłowy klucz(?: api| dostępu)?(?:[.!]|$)|podaj prawidłowy klucz(?: api)?(?:[.!]|$)"
    r"|wprowadzić swój klucz api|pusty klucz api",
    "tr": r"api anahtar[^\n]{0,20}(?:geçersiz|hatalı|yanlış|eksik|girilmedi|ayarlanmadı)|"
    r"kimlik bilgileri (?:eksik|bulunamadı|ayarlanmadı)|"
    r"api anahtar(?:ı)? gerekli(?:dir)?(?:[.!]|$)|geçersiz api anahtar"
    r"|api anahtar[^\n]{0,20}(?:ayarlanmamış|girilmemiş|tanımlanmamış)"
    r"|api anahtarınızı girin"
    r"|api anahtarı bulunamadı"
    r"|api anahtar[ıi]n[ıi]z (?:henüz )?(?:yapılandırılmadı|yapılandırılmamış)|api anahtar[ıi]? hatası"
    r"|api anahtarı[^\n]*geçersiz|anahtar[^\n.]*geçerli değil"
    r"|anahtar biçimi",
    "nl": r"api-?sleutel[^\n]{0,20}(?:ongeldig|onjuist|ontbreekt)|api-?sleutel (?:is )?vereist|"
    r"(?:ongeldige|onjuiste) api-?sleutel|geen api-?sleutel (?:opgegeven|ingesteld|gevonden)"
    r"|voer (?:je|uw) api-?sleutel in",
    "cs": r"(?:api klíč|klíč api)[^\n]{0,20}(?:neplatn|chybí|nesprávn)|(?:api klíč|klíč api) (?:je )?vyžadován|"
    r"nastavte (?:svůj )?(?:api klíč|klíč api)|"
    r"(?:neplatný|chybějící|chybí) (?:api klíč|klíč api)|(?:^|[^í] )(?:je )?vyžadován (?:api klíč|klíč api)"
    r"|(?:není|nebyl) (?:nastaven|zadán|nakonfigurován)(?: žádný)? (?:api klíč|klíč api)|(?:api klíč|klíč api) (?:není|nebyl) (?:nastaven|zadán)"
    r"|zadejte (?:svůj )?(?:api klíč|klíč api)"
    r"|klíč[^\n.]*(?:není funkční|je neplatný|neplatní)"
    r"|nepřidali jste klíč|chybí přihlašovací údaje",
    "el": r"κλειδί api[^\n]{0,20}(?:μη έγκυρο|άκυρο|λανθασμένο|λείπει)|"
    r"δεν έχετε (?:προσθέσει|ορίσει|εισαγάγει|καταχωρίσει) (?:ένα )?κλειδί api|"
    r"(?:μη έγκυρο|άκυρο|δεν έχει οριστεί|λείπει) κλειδί api|(?:^|[^ν] )απαιτείται κλειδί api"
    r"|εισαγάγετε (?:το )?κλειδί api",
    "sv": r"api-?nyckel[^\n]{0,20}(?:ogiltig|felaktig|saknas)|api-?nyckel krävs(?:[.!]|$)|"
    r"(?:ogiltig|felaktig) api-?nyckel|ingen api-?nyckel (?:angiven|angavs|hittades|konfigurerad)"
    r"|ingen api-?nyckel (?:har )?(?:angetts|konfigurerats|lagts till)"
    r"|ange (?:din )?api-?nyckel"
    r"|ingen nyckel hittades",
    "bg": r"(?:невалиден|неправилен|грешен|липсващ) (?:api ключ|ключ за api)|(?:api ключ|ключ за api)(?:ът)?[^\n]{0,20}(?:невалиден|неправилен|липсва|не е зададен)|не е зададен (?:api ключ|ключ за api)|изисква се (?:api ключ|ключ за api)|въведете (?:своя |вашия )?(?:api ключ|ключ за api)",
    "hu": r"(?:érvénytelen|hibás|hiányzó) api-?kulcs|nem található (?:api-?)?kulcs|adjon meg egy (?:api-?)?kulcsot|api-?kulcs[^\n]{0,20}(?:érvénytelen|hibás|hiányzik|nincs megadva)|nincs megadva api-?kulcs|api-?kulcs szükséges|add meg (?:az )?api-?kulcs"
    r"|nincs (?:beállítva|konfigurálva) (?:az? )?api-?kulcs|api-?kulcs[^\n]{0,20}nincs beállítva",
    "ro": r"cheie(?:a)? api[^\n]{0,20}(?:invalidă|incorectă|nu este validă|lipsește|lipsă)|asigurați-vă că cheia|nicio cheie api|este necesară (?:o )?cheie api|introdu(?:ceți)? cheia api",
    "da": r"(?:ugyldig|forkert|manglende) (?:api-?)?n(?:øgle|økkel)|angiv (?:venligst )?en gyldig (?:api-?)?nøgle|api-?n(?:øgle|økkel)(?:n|en)?[^\n]{0,20}(?:er ugyldig|mangler|er ikke angivet)|ingen api-?n(?:øgle|økkel) (?:angivet|angitt|fundet|funnet)|angive en api-?n(?:øgle|økkel)|api-?n(?:øgle|økkel) (?:er )?påkrævet"
    r"|ikke (?:angivet|angitt|konfigureret|konfigurert|indstillet) (?:nogen|noen|en) api-?n(?:øgle|økkel)"
    r"|indtast (?:din )?api-?nøgle|skriv inn (?:din )?api-?nøkkel"
    r"|(?:taste|indtaste|indtast) din (?:api-?)?n(?:øgle|økkel)",
    "fi": r"virheellinen api-?avain|api-?avain (?:on )?(?:virheellinen|puuttuu)|api-?avainta ei (?:ole annettu|ole määritetty|löytynyt)|api-?avain vaaditaan|anna api-?avai"
    r"|syötä api-?avaime",
    "hr": r"(?:nevažeći|neispravan|pogrešan) api ključ|api ključ[^\n]{0,20}(?:nije valjan|nije ispravan|nedostaje|nije naveden|nije postavljen)|potreban je api ključ|unesite (?:svoj )?api ključ|(?:неважећи|неисправан|погрешан) api кључ|api кључ[^\n]{0,20}(?:није важећи|није исправан|недостаје|није наведен|није постављен)|потребан је api кључ|унесите (?:свој )?api кључ",
    "ca": r"clau d(?:'|’)api[^\n]{0,20}(?:no (?:és )?vàlida|incorrecta)|cap clau d(?:'|’)api|cal una clau d(?:'|’)api|(?:comproveu|introduïu) (?:la )?(?:vostra )?clau d(?:'|’)api"
    r"|introdueix (?:la teva )?clau d(?:'|’)api"
    r"|no s(?:'|’)ha trobat cap clau",
    "sk": r"(?:neplatný|nesprávny|chýbajúci) (?:kľúč api|api kľúč)|(?:kľúč api|api kľúč)[^\n]{0,20}(?:je neplatný|chýba|nebol zadaný)|nebol zadaný (?:žiadny )?(?:kľúč api|api kľúč)|vyžaduje sa (?:kľúč api|api kľúč)"
    r"|nie je (?:nastavený|zadaný)(?: žiadny)? (?:kľúč api|api kľúč)|(?:kľúč api|api kľúč) nie je (?:nastavený|zadaný)"
    r"|zadajte (?:svoj )?(?:kľúč api|api kľúč)"
    r"|chýba (?:[^\s]+ )?api kľúč|chýbajúci tajný kľúč",
    "sl": r"neveljaven (?:ključ api|api ključ)|(?:ključ api|api ključ)[^\n]{0,20}(?:ni veljaven|ni bil podan|manjka)|zahtevan je (?:ključ api|api ključ)|vnesite (?:svoj )?(?:ključ api|api ključ)"
    r"|(?:ključ api|api ključ)[^\n]{0,20}ni (?:nastavljen|vnesen)",
    "et": r"vigane api-?võti|api-?võti[^\n]{0,12}(?:on kehtetu|on vigane|puudub)|api-?võtit pole määratud|api-?võti on nõutav|sisesta api-?võti"
    r"|sisesta (?:oma )?api-?võti",
    "lt": r"neteisingas api raktas|api raktas[^\n]{0,12}(?:negalioja|neteisingas|nenurodytas)|nenurodytas api raktas|būtinas api raktas|įveskite api raktą"
    r"|nenustatytas api raktas|api raktas[^\n]{0,12}nenustatytas"
    r"|įveskite (?:savo )?api raktą"
    r"|api raktas nerastas",
    "lv": r"nederīga api atslēga|api atslēga[^\n]{0,12}(?:nav derīga|nav norādīta|trūkst)|nav norādīta api atslēga|nepieciešama api atslēga|ievadiet api atslēgu"
    r"|api atslēga[^\n]{0,12}nav (?:iestatīta|konfigurēta)|nav (?:iestatīta|konfigurēta) api atslēga"
    r"|ievadiet (?:savu )?api atslēgu",
    "bn": rf"(?:অবৈধ|ভুল|অকার্যকর) api (?:কী|key|চাবি)|api (?:কী|key|চাবি)[^\n]{{0,16}}(?:সঠিক ন{_BN_YA}|অবৈধ|ভুল|বৈধ ন{_BN_YA}|সেট করা হ{_BN_YA}নি|সেট করা নেই|দেও{_BN_YA}া হ{_BN_YA}নি)|api (?:কী|key|চাবি)[^\n]{{0,4}} (?:লিখুন|দিন|প্রবেশ করান)|api (?:কী|key|চাবি) প্র{_BN_YA}োজন(?:[।.,!]|$)|"
    r"api (?:কোড|কী|কি) আবশ্যক"
    rf"|api (?:কী|key|চাবি) পাও{_BN_YA}া যা{_BN_YA}নি",
    "ta": r"(?:தவறான|செல்லாத|செல்லுபடியாகாத) api (?:விசை|சாவி|key)|api (?:விசை|சாவி|key)[^\n]{0,16}(?:செல்லாது|தவறானது|செல்லுபடியாகாது|அமைக்கப்படவில்லை|வழங்கப்படவில்லை)|api (?:விசை|சாவி|key)[^\n]{0,6}(?:உள்ளிடவும்|உள்ளிடுக)|api (?:விசை|சாவி|key) தேவை(?:ப்படுகிறது)?(?:[.,!]|$)"
    r"|api (?:விசை|சாவி|key) கிடைக்கவில்லை",
    "te": r"(?:చెల్లని|తప్పు) api (?:కీ|key)|api (?:కీ|key)[^\n]{0,16}(?:సరైనది కాదు|చెల్లదు|చెల్లనిది|సెట్ చేయబడలేదు|సెట్ చేయలేదు|అందించబడలేదు)|api (?:కీ|key)[^\n]{0,6}నమోదు చేయండి|api (?:కీ|key) అవసరం(?:[.,!]|$)"
    r"|api (?:కీ|key) కనుగొనబడలేదు",
    "ml": r"(?:അസാധുവായ|തെറ്റായ) api (?:കീ|key)|api (?:കീ|key)[^\n]{0,16}(?:തെറ്റാണ്|അസാധുവാണ്|സജ്ജമാക്കിയിട്ടില്ല|നൽകിയിട്ടില്ല)|api (?:കീ|key)[^\n]{0,6} നൽകുക|api (?:കീ|key) ആവശ്യമാണ്"
    r"|api (?:കീ|key) കണ്ടെത്തിയില്ല",
    "kn": r"(?:ಅಮಾನ್ಯ|ತಪ್ಪಾದ) api (?:ಕೀ|key)|api (?:ಕೀ|key)[^\n]{0,16}(?:ತಪ್ಪಾಗಿದೆ|ಅಮಾನ್ಯವಾಗಿದೆ|ಹೊಂದಿಸಲಾಗಿಲ್ಲ|ಒದಗಿಸಲಾಗಿಲ್ಲ)|api (?:ಕೀ|key)[^\n]{0,6} ನಮೂದಿಸಿ|api (?:ಕೀ|key) ಅಗತ್ಯವಿದೆ"
    r"|api (?:ಕೀ|key)[^\n]{0,16}(?:ಹೊಂದಿಸಿಲ್ಲ|ನೀಡಿಲ್ಲ|ಒದಗಿಸಿಲ್ಲ)"
    r"|api (?:ಕೀ|key) ಕಂಡುಬಂದಿಲ್ಲ",
    "mr": r"(?:अवैध|चुकीची|अमान्य) api (?:की|key)|api key[^\n]{0,16}(?:चुकीची|अवैध|अमान्य|सेट केलेली नाही|दिलेली नाही)|api की[^\n]{0,6}(?:चुकीची|अवैध आहे|अमान्य आहे|सेट केलेली नाही|दिलेली नाही)|api (?:की|key)[^\n]{0,6}(?:प्रविष्ट करा|टाका)|api (?:की|key) आवश्यक आहे"
    r"|api (?:की|key) सापडली नाही",
    "gu": r"(?:અમાન્ય|ખોટી) api (?:કી|key)|api (?:કી|key)[^\n]{0,16}(?:ખોટી|અમાન્ય|સેટ કરેલી નથી|સેટ નથી|આપેલી નથી)|api (?:કી|key)[^\n]{0,6}દાખલ કરો|api (?:કી|key) જરૂરી છે"
    r"|api (?:કી|key) મળી નથી",
    "ur": r"(?:غلط|نامعتبر) api (?:کلید|key)|api (?:کلید|key)[^\n]{0,16}(?:درست نہیں|غلط|نامعتبر|سیٹ نہیں|فراہم نہیں)|api (?:کلید|key)[^\n]{0,4} درج کریں|api (?:کلید|key) (?:درکار|ضروری) ہے"
    r"|api (?:کلید|key) نہیں ملی"
    r"|غلط کلید",
    "ms": r"(?:kunci api|api key)[^\n]{0,16}(?:tidak sah|belum ditetapkan|tidak ditetapkan|tidak betul)"
    r"|tiada kunci api",
    "ka": r"api (?:გასაღები|key)[^\n]{0,16}(?:არასწორია|არავალიდურია|არაკორექტულია|არ არის მითითებული|არ არის შეყვანილი)|(?:არასწორი|არავალიდური|არაკორექტული) api (?:გასაღები|key)|(?:შეიყვანეთ|შეიყვანოთ|მიუთითეთ)[^\n]{0,10}api (?:გასაღებ|key)"
    r"|api (?:გასაღები|key) ვერ მოიძებნა",
    "az": r"(?:yanlış|etibarsız|səhv) api (?:açarı|key)|api (?:açar|key)[^\n]{0,16}(?:etibarsız|yanlışdır|səhvdir|təyin edilməyib|göstərilməyib)|api (?:açarınızı|açarını|açarı)[^\n]{0,4} daxil edin"
    r"|api (?:açarı|key) tapılmadı",
    "be": r"(?:несапраўдны|няправільны) (?:api[- ]?ключ|ключ api)|(?:api[- ]?ключ|ключ api)[^\n]{0,12}(?:несапраўдны|няправільны|не ўказаны|не зададзены|адсутнічае)|увядзіце (?:свой |ваш )?(?:api[- ]?ключ|ключ api)",
}

#: A login or session that expired, or none at all (``permanent`` / ``auth``).
LOGIN: Final[dict[str, str]] = {
    "zh": r"登(?:录|錄|入)(?:状态|狀態|階段)?已(?:过期|過期|失效)|(?:会话|會話|工作階段)已(?:过期|過期|失效|逾時)|"
    r"请重新登(?:录|入)|請重新登(?:入|錄)|尚未登(?:录|入)|未登(?:录|入)"
    r"|登(?:录|入)失效|身份(?:验证|驗證)失败|身份驗證失敗|认证失败|認證失敗|请先登(?:录|入)|請先登(?:入|錄)|(?:token|令牌|凭证|憑證)已(?:过期|過期|失效)"
    r"|密[钥鑰]已[^\n]{0,24}[过過]期"
    r"|鑑權失敗|验证失败的请求|请先进行身份验证|請先進行身份驗證"
    r"|(?:需要|请先|請先)(?:登录|登入|登錄)|(?:鉴权|鑑權|权限校验|權限校驗)(?:未通过|未通過|失败"
    r"|失敗)|(?:凭证|憑證)(?:无效|無效)|授权被拒绝|授權被拒絕|无权(?:执行|访问|使用)|无访问权限|未经授权"
    r"|未經授權|账号[^\n。]*(?:已被禁用|已经过期)|(?:刷新"
    r"|重新整理)[^\n。]*token[^\n。]*(?:失败|失敗)",
    "ja": r"セッション[^\n]{0,8}(?:有効期限|期限切れ)|再度ログイン|再ログイン|ログインしていません|"
    r"ログインが必要"
    r"|ログインの有効期限|再認証|認証の有効期限が切れ|トークンの有効期限"
    r"|続行するにはログイン"
    r"|ログアウトされました"
    r"|ログイン(?:が|は)?(?:期限切れ|無効)|トークンが無効"
    r"|キー[^\n]{0,20}(?:有効期限が切れ|期限切れ)"
    r"|ログインしてください|ログインする必要|クラウド認証が必要|アクセス権がありません",
    "ko": r"세션이 만료|다시 로그인|로그인이 필요|로그인되지 않"
    r"|(?:로그인|인증|토큰)(?:이)? 만료|재로그인|다시 인증"
    r"|인증에 실패"
    r"|계속하려면 로그인"
    r"|키[^\n]{0,20}만료"
    r"|로그인하세요|인증이 필요|액세스가 거부|자격 ?증명",
    "vi": r"phiên (?:đăng nhập )?(?:đã )?hết hạn|đăng nhập lại|chưa đăng nhập"
    r"|xác thực thất bại"
    r"|đăng nhập để tiếp tục"
    r"|bạn cần đăng nhập|vui lòng đăng nhập"
    r"|chưa xác thực|nhập mã truy cập"
    r"|khóa[^\n]{0,30}hết hạn|token[^\n]{0,10}đã hết hạn"
    r"|đã xác thực bằng",
    "id": r"sesi (?:anda )?(?:telah )?(?:berakhir|kedaluwarsa)|(?:masuk|login) kembali|"
    r"belum (?:masuk|login)"
    r"|token (?:telah )?kedaluwarsa|autentikasi gagal"
    r"|(?:masuk|login) untuk melanjutkan"
    r"|silakan (?:masuk|login) (?:di [^\s]{3,40} )?terlebih dahulu|(?:masuk|login) ke akun (?:anda )?terlebih dahulu"
    r"|memerlukan autentikasi|silakan masuk ke"
    r"|kunci[^\n]{0,30}kedaluwarsa",
    "th": r"เซสชัน(?:ของคุณ)?หมดอายุ|เข้าสู่ระบบอีกครั้ง|ยังไม่ได้เข้าสู่ระบบ"
    r"|โทเค็นหมดอายุ|การยืนยันตัวตนล้มเหลว"
    r"|เข้าสู่ระบบเพื่อดำเนินการต่อ"
    r"|(?:กรุณา|โปรด)เข้าสู่ระบบใหม่|เข้าสู่ระบบใหม่อีกครั้ง|การเข้าสู่ระบบหมดอายุ"
    r"|ตรวจสอบว่าคุณได้[^\n]{0,24}เข้าสู่ระบบ",
    "ar": r"انتهت صلاحية (?:الجلسة|تسجيل الدخول)|تسجيل الدخول مرة أخرى|لم تقم بتسجيل الدخول"
    r"|انتهت صلاحية الرمز|فشل(?:ت)? المصادقة"
    r"|تسجيل الدخول للمتابعة"
    r"|انتهت الجلسة|تسجيل الدخول مجدد|يجب تسجيل الدخول أولا"
    r"|يرجى تسجيل الدخول|تسجيل الدخول إلى حساب"
    r"|كلمة المرور غير صحيحة",
    "fa": r"نشست[^\n]{0,10}منقضی|دوباره وارد شوید|ورود مجدد|وارد حساب کاربری نشده"
    r"|توکن منقضی"
    r"|برای ادامه وارد (?:شوید|حساب)"
    r"|جلسه[^\n]{0,8}منقضی"
    r"|احراز هویت[^\n.]*ناموفق|اعتبارسنجی[^\n.]*ناموفق"
    r"|مجوز[^\n.]*ناموفق|توکن[^\n.]*دسترسی ندارد",
    "hi": r"सत्र समाप्त|फिर से लॉग ?इन|लॉग ?इन नहीं"
    r"|टोकन की समय सीमा|प्रमाणीकरण विफल"
    r"|जारी रखने के लिए लॉग ?इन"
    r"|दोबारा लॉग ?इन|लॉग ?इन समाप्त|लॉगिन (?:की अवधि )?समाप्त|साइन इन करना होगा",
    "he": r"פג תוקף (?:ההתחברות|החיבור|הסשן|ההפעלה)|להתחבר מחדש|לא מחובר לחשבון"
    r"|האסימון פג|האימות נכשל|המפתח שסופק[^\n]{0,30} פג"
    r"|יש להתחבר כדי להמשיך|התחבר(?:ו)? כדי להמשיך"
    r"|ההתחברות (?:שלך )?פגה"
    r"|האישור[^\n.]*נכשל",
    "ru": r"(?:сеанс|сессия|сессии)[^\n]{0,20}(?:истек|истёк|завершен|завершён)|"
    r"войдите (?:снова|повторно|заново)|авторизуйтесь (?:повторно|заново|снова)|необходимо войти"
    r"|токен (?:истёк|истек|просрочен|устарел)|требуется авторизация|лицензия истекла"
    r"|срок действия (?:токена|сессии|сеанса|ключа)[^\n]{0,12}(?:истёк|истек)"
    r"|войдите(?: в систему| в аккаунт)?, чтобы продолжить|сессия недействительна"
    r"|срок действия входа[^\n]{0,8}(?:истёк|истек)|вы вышли из системы"
    r"|токен доступа (?:истёк|истек)"
    r"|сначала войдите|несанкционированный доступ|(?:неверный|пустой) пароль доступа|введите код доступа"
    r"|ключ[^\n]{0,30}(?:истёк|истек|просрочен)|неавторизован"
    r"|пожалуйста, войдите|неверный код доступа|ключ[^\n.]*не имеет доступа",
    "uk": r"(?:сеанс|сесі)[^\n]{0,20}(?:завершився|минув|закінчи)|увійдіть (?:знову|повторно)"
    r"|увійдіть, щоб продовжити|(?:сеанс|сесія) недійсн"
    r"|переконайтеся, що ви[^\n]{0,30}увійшли"
    r"|ключ[^\n]{0,30}(?:закінчився|минув|прострочен)|неавторизован",
    "de": r"sitzung (?:ist )?abgelaufen|melde dich erneut an|melden sie sich erneut an|"
    r"erneut anmelden|"
    r"nicht angemeldet"
    r"|token (?:ist )?abgelaufen|anmeldung (?:ist )?abgelaufen|bitte erneut anmelden|erneut einloggen"
    r"|anmeldung[^\n]{0,30}(?:abgelaufen|widerrufen|nicht aktualisiert|ungültig)"
    r"|sitzung (?:ist )?(?:nicht mehr gültig|ungültig)|(?:melde dich|melden sie sich) neu an|(?:melde dich|melden sie sich) an, um"
    r"|lizenz (?:ist )?abgelaufen"
    r"|schlüssel[^\n]{0,30}abgelaufen"
    r"|zuerst bei [^\n]* anmelden",
    "fr": r"session (?:a )?expirée?|(?:veuillez )?vous reconnecter|connectez-vous à nouveau"
    r"|jeton (?:a )?expiré|jeton invalide|authentification (?:a )?échoué|clé fournie[^\n]{0,40} a expiré"
    r"|connexion[^\n]{0,24}(?:a expiré|expirée|a été révoquée|révoquée)"
    r"|session n(?:'|’)est plus valide|session invalide|(?:vous connecter|connectez-vous) pour continuer"
    r"|jeton d(?:'|’)accès (?:a )?expiré"
    r"|vous devez (?:d(?:'|’)abord )?vous connecter"
    r"|clé[^\n]{0,30}a expiré"
    r"|authentification cloud|veuillez vous connecter"
    r"|n[’']a pas accès à ce modèle",
    "es": r"sesión (?:caducada|expirada|ha expirado|ha caducado)|"
    r"(?:vuelve|volver) a iniciar sesión|"
    r"inicia sesión de nuevo|no has iniciado sesión"
    r"|token (?:expirado|caducado|inválido|no válido)|autenticación fallida"
    r"|sesión ya no es válida|inicia sesión para continuar|debes iniciar sesión"
    r"|se ha cerrado tu sesión"
    r"|token de acceso (?:ha )?(?:caducado|expirado)"
    r"|clave[^\n]{0,30}(?:ha caducado|ha expirado|caducó|expiró)"
    r"|(?:necesitas|debes|por favor,?) iniciar sesión|página de \[?iniciar sesión"
    r"|contraseña de acceso es incorrecta",
    "pt": r"sessão (?:expirada|expirou)|faça login novamente|entre novamente|não está logado"
    r"|token (?:expirado|inválido)|falha na autenticação|erro de autenticação"
    r"|sessão não é mais válida|sessão inválida|faça login para continuar|(?:você )?precisa fazer login"
    r"|(?:seu )?login expirou"
    r"|token de acesso expirou"
    r"|atualizar o login"
    r"|chave[^\n]{0,30}(?:expirou|expirada)"
    r"|autenticação inválida|faça login em|sem permissão"
    r"|conta está desabilitada",
    "it": rf"sessione (?:è )?scaduta|accedi di nuovo|effettua di nuovo l{_APOS}accesso|"
    rf"non hai effettuato l{_APOS}accesso"
    r"|token (?:scaduto|non valido)|autenticazione (?:non riuscita|fallita)"
    r"|sessione non è più valida|accedi per continuare|devi effettuare l(?:'|’)accesso"
    r"|(?:tuo )?accesso è scaduto"
    r"|token di accesso è scaduto"
    r"|chiave[^\n]{0,30}(?:è scaduta|scaduta il)"
    r"|accesso [^\n.]*non è più valido",
    "pl": r"sesja (?:wygasła|wygasla)|zaloguj się ponownie|nie jesteś zalogowany"
    r"|token wygasł|uwierzytelnianie nie powiodło|błąd uwierzytelniania"
    r"|sesja (?:jest )?nieważna|zaloguj się, aby kontynuować|musisz się zalogować"
    r"|logowanie wygasło|zostałeś wylogowany"
    r"|klucz[^\n]{0,30}wygas"
    r"|autoryzacja[^\n.]*nie powiodła|błąd auth?entykacji",
    "tr": r"oturum(?:unuzun)?[^\n]{0,12}(?:süresi doldu|sona erdi)|(?:tekrar|yeniden) giriş yap|"
    r"giriş yapmadınız"
    r"|kimlik doğrulama başarısız|token(?:ın)? süresi doldu|(?:yeniden|tekrar) oturum aç"
    r"|devam etmek için giriş yapın"
    r"|anahtar(?:ınızın|ının|ı)? (?:geçerlilik |kullanım )?süresi dol(?:muş|du)"
    r"|anahtar[^\n]{0,30}süresi (?:dolmuş|doldu)"
    r"|yetkilendirmesi başarısız|yetersiz izin|oturum açın"
    r"|lisans süresi geçmiş",
    "nl": r"sessie (?:is )?verlopen|log opnieuw in|opnieuw inloggen|niet ingelogd"
    r"|token (?:is )?verlopen|authenticatie mislukt|opnieuw aanmelden"
    r"|sessie is niet meer geldig|log in om verder te gaan|je moet (?:inloggen|ingelogd zijn)"
    r"|(?:je )?login is verlopen|je bent uitgelogd"
    r"|sleutel[^\n]{0,30}verlopen",
    "cs": r"relace vypršela|přihlaste se (?:prosím )?znovu|nejste přihlášen"
    r"|přihlášení vypršel[oa]|ověření selhalo|token vypršel"
    r"|pro pokračování se přihlaste|relace je neplatná",
    "el": r"η συνεδρία (?:έληξε|έχει λήξει)|συνδεθείτε ξανά|δεν έχετε συνδεθεί"
    r"|η σύνδεση έληξε|έληξε η συνεδρία|αποτυχία ελέγχου ταυτότητας"
    r"|συνδεθείτε για να συνεχίσετε"
    r"|περίοδος σύνδεσης (?:έληξε|έχει λήξει)"
    r"|μη έγκυρος έλεγχος ταυτότητας|ο έλεγχος ταυτότητας απέτυχε",
    "sv": r"session(?:en)? har (?:gått ut|löpt ut)|logga in (?:igen|på nytt)|inte inloggad"
    r"|token(?:en)? har gått ut|autentisering(?:en)? misslyckades"
    r"|logga in för att fortsätta"
    r"|logga in",
    "bg": r"сесия(?:та)? (?:ви )?(?:е )?изтек(?:ла|е)|влезте отново|не сте влезли|влизането е изтекло"
    r"|влезте(?: в профила си)?, за да продължите|сесията е невалидна"
    r"|сесията (?:ви )?изтече",
    "hu": r"munkamenet(?:e|ed)? lejárt|jelentkezz(?:en)? be újra|nincs bejelentkezve|bejelentkezés lejárt"
    r"|a folytatáshoz jelentkezz(?:en)? be"
    r"|kulcs[^\n]{0,30}lejárt",
    "ro": r"sesiunea (?:dvs\. |ta )?a expirat|autentifici din nou|autentificați-vă din nou|(?:vă )?conectați din nou|nu (?:ești|sunteți) (?:conectat|autentificat)"
    r"|autentifică-te pentru a continua|autentificați-vă pentru a continua"
    r"|ai fost deconectat din (?:cont|sesiune)|conectează-te din nou (?:la cont|în cont)",
    "da": r"session(?:en)? er udløbet|log (?:venligst )?ind igen|logg inn (?:igjen|på nytt)|ikke logget (?:ind|inn)|(?:økten|sesjonen) (?:har )?utløpt"
    r"|log (?:venligst )?ind for at fortsætte|logg inn for å fortsette"
    r"|adgangskoden er feil",
    "fi": r"istunto(?:si)? (?:on )?vanhentu|kirjaudu (?:sisään )?uudelleen|et ole kirjautunut|kirjautuminen vanhentui"
    r"|kirjaudu sisään jatkaaksesi",
    "hr": r"sesija (?:vam )?je istekla|ponovno se prijavite|prijavite se ponovno|prijavite se ponovo|niste prijavljeni|сесија (?:вам )?је истекла|поново се пријавите|пријавите се поново|нисте пријављени"
    r"|prijavite se za nastavak|za nastavak se prijavite",
    "ca": r"sessió ha (?:caducat|expirat)|torneu a iniciar (?:la )?sessió|no heu iniciat (?:la )?sessió|ha fallat l(?:'|’)autenticació"
    r"|inicia la sessió per continuar|inicieu la sessió per continuar"
    r"|s(?:'|’)ha tancat la sessió|torna a iniciar la sessió",
    "sk": r"relácia (?:vypršala|skončila)|prihláste sa (?:prosím )?znova|nie ste prihlásen"
    r"|prihláste sa, aby ste mohli pokračovať|relácia je neplatná",
    "sl": r"seja je potekla|znova se prijavite|prijavite se znova|niste prijavljeni"
    r"|za nadaljevanje se prijavite",
    "et": r"seanss on aegunud|logi(?:ge)? uuesti sisse|pole sisse logitud"
    r"|jätkamiseks logi(?:ge)? sisse",
    "lt": r"(?:seansas|sesija) baigėsi|prisijunkite (?:iš naujo|dar kartą)|neprisijungę"
    r"|prisijunkite, kad tęstumėte",
    "lv": r"sesija (?:ir )?beigusies|sesijas derīguma termiņš ir beidzies|(?:piesakieties|pierakstieties) (?:vēlreiz|atkārtoti)|neesat pieteicies"
    r"|lai turpinātu, (?:piesakieties|pierakstieties)",
    "bn": rf"সেশনের (?:মে{_BN_YA}াদ|সম{_BN_YA}সীমা) (?:শেষ|ফুরি{_BN_YA}ে|উত্তীর্ণ)|সেশন (?:শেষ|মে{_BN_YA}াদোত্তীর্ণ)|(?:আবার|পুনরা{_BN_YA}) লগ ?ইন করুন|লগ ?ইন করেননি|লগ ?ইন করা নেই"
    rf"|চালি{_BN_YA}ে যেতে লগ ?ইন",
    "ta": r"அமர்வு[^\n]{0,8}(?:காலாவதி|முடிந்தது)|மீண்டும் உள்நுழை|உள்நுழையவில்லை|"
    r"திறவுகோல்[^\n]{0,40}காலாவதியா"
    r"|தொடர உள்நுழை",
    "te": r"సెషన్[^\n]{0,8}ముగిసింది|మళ్(?:లీ|ళీ) లాగిన్|లాగిన్ చేయలేదు|లాగిన్ అవ్వలేదు"
    r"|కొనసాగించడానికి లాగిన్",
    "ml": r"സെഷൻ[^\n]{0,8}(?:കാലഹരണപ്പെട്ടു|അവസാനിച്ചു)|വീണ്ടും ലോഗിൻ|ലോഗിൻ ചെയ്തിട്ടില്ല"
    r"|തുടരാൻ ലോഗിൻ",
    "kn": r"ಸೆಷನ್ ಅವಧಿ (?:ಮುಗಿದಿದೆ|ಮುಕ್ತಾಯ)|ಮತ್ತೆ ಲಾಗಿನ್|ಮರು ?ಲಾಗಿನ್|ಲಾಗಿನ್ ಆಗಿಲ್ಲ|ಲಾಗಿನ್ ಮಾಡಿಲ್ಲ"
    r"|ಮುಂದುವರಿಯಲು ಲಾಗಿನ್",
    "mr": r"सत्र(?:ाची)? (?:कालबाह्य|संपले|वेळ संपली)|पुन्हा लॉग ?इन करा|लॉग ?इन केलेले नाही|लॉग ?इन केले नाही"
    r"|सुरू ठेवण्यासाठी लॉग ?इन",
    "gu": r"સત્ર(?:નો સમય)? (?:સમાપ્ત|પૂરું)|ફરી(?:થી)? લ(?:ૉ|ો)ગ ?ઇન|લ(?:ૉ|ો)ગ ?ઇન (?:કરેલ|કર્યું) નથી"
    r"|ચાલુ રાખવા માટે લ(?:ૉ|ો)ગ ?ઇન",
    "ur": r"سیشن[^\n]{0,12}ختم|دوبارہ لاگ ?ان کریں|لاگ ?ان نہیں (?:ہیں|کیا)"
    r"|جاری رکھنے کے لیے لاگ ?ان",
    "ms": r"sesi (?:anda )?(?:telah )?tamat|log masuk semula|belum log masuk"
    r"|log masuk untuk meneruskan",
    "ka": r"სესიის (?:ვადა|დრო) (?:ამოიწურა|გავიდა)|სესია (?:ამოიწურა|დასრულდა)|ხელახლა (?:შეხვიდეთ|შედით)|არ ხართ (?:შესული|ავტორიზებული)"
    r"|გასაგრძელებლად (?:გაიარეთ ავტორიზაცია|შედით)"
    r"|გამოხვედით სისტემიდან",
    "az": r"sessiya(?:nın)? (?:müddəti |vaxtı )?(?:bitib|bitdi|başa çat)|yenidən daxil olun|daxil olmamısınız"
    r"|davam etmək üçün daxil olun",
    "be": r"(?:сесі[ія]|сеанс)[^\n]{0,20}скончы|тэрмін дзеяння сесіі|увайдзіце (?:зноў|паўторна|яшчэ раз)|не ўвайшлі"
    r"|увайдзіце, каб працягнуць",
}

#: No permission for the model or resource (``permanent`` / ``auth``).
PERMISSION: Final[dict[str, str]] = {
    "zh": r"访问被拒绝|存取遭拒|拒绝访问|拒絕存取|拒絕訪問|没有权限|沒有權限|无权(?:访问|使用)|"
    r"無權(?:存取|使用|訪問)|权限不足|權限不足|服務遭拒|服务遭拒"
    r"|是否已在控制台开通|服务未开通|未开通(?:该|此)?服务"
    r"|(?:账户|账号|帐号|帳號|帳戶)(?:已经?|已經)?被(?:封禁|禁用|冻结|凍結|停用|锁定|鎖定)"
    r"|(?:没有|沒有)(?:访问|使用|存取|訪問|调用|調用)[^\n]{0,8}(?:权限|權限)"
    r"|所在的?(?:地区|地區|国家|國家)[^\n]{0,4}(?:不可用|不支持|不支援|无法使用|無法使用|不提供)"
    r"|[暂暫][无無](?:权限|權限)|不在[^\n]{0,20}(?:支援|支持)的(?:地區|地区|國家|国家)|授权失败|授權失敗|凭证错误|憑證錯誤",
    "ja": r"アクセスが拒否|アクセス拒否|権限がありません|権限が不足"
    r"|(?:地域|国)では(?:ご)?(?:利用|使用)(?:いただけません|できません)|認証(?:が|に)失敗",
    "ko": r"(?:접근|액세스)이 거부|권한이 없|권한 없음"
    r"|(?:지역|국가)에서는? (?:사용할 수 없|지원되지 않|이용할 수 없)|(?:^|[^가-힣])인가(?:에)? 실패|권한 오류",
    "vi": r"truy cập bị từ chối|không có quyền"
    r"|không (?:khả dụng|được hỗ trợ|có sẵn) (?:ở|tại) (?:khu vực|quốc gia) của bạn"
    r"|không được ủy quyền",
    "id": r"akses ditolak|tidak (?:memiliki|punya) izin"
    r"|tidak tersedia di (?:wilayah|negara|region) (?:anda|kamu)",
    "th": r"การเข้าถึงถูกปฏิเสธ|ไม่มีสิทธิ์",
    "ar": r"تم رفض الوصول|ليس لديك (?:صلاحية|إذن)"
    r"|لا يدعم موقعك|قيود المنطقة"
    r"|غير مصرح لك|لا تملك صلاحية|فشلت مصادقة|فشل التحقق من بيانات (?:ال)?اعتماد",
    "fa": r"دسترسی رد شد|اجازه[^\n]{0,30}ندارید|دسترسی ندارید|به هیچ مدلی دسترسی ندارد",
    "hi": r"पहु(?:ँ|ं)च अस्वीकृत|अनुमति नहीं है",
    "he": r"הגישה נדחתה|אין לך הרשאה"
    r"|אין לך גישה (?:למודל|למשאב|לתכונה)",
    "ru": r"доступ запрещ|нет прав|недостаточно прав|отказано в доступе"
    r"|нет доступа к (?:эт(?:ой|ому|им) )?(?:модел|ресурс|функци|проект|организаци|api[- ]?ключ|ключ|аккаунт|учётн|рабоч)"
    r"|(?:недоступ[а-я]*|не доступ[а-я]*|не поддерживается) в ваш(?:ем|ей) (?:регионе|стране)",
    "uk": r"доступ заборонено|немає (?:дозволу|прав)|відмовлено в доступі"
    r"|немає доступу до (?:(?:цієї|цього|цих) )?(?:модел|ресурс|функці|проєкт|проект|організаці|api[- ]?ключ|ключ|акаунт|облік|робоч)"
    r"|(?:недоступн[а-яіїє]*|не підтримується) (?:у|в) ваш(?:ому|ій) (?:регіоні|країні)",
    "de": r"zugriff verweigert|keine berechtigung"
    r"|nicht berechtigt"
    r"|in (?:ihrer|deiner) region nicht (?:verfügbar|unterstützt)|in (?:ihrem|deinem) land nicht (?:verfügbar|unterstützt)",
    "fr": rf"accès refusé|pas l{_APOS}autorisation|pas les droits"
    r"|pas autorisée? à (?:utiliser|accéder)"
    r"|(?:pas|plus) disponible dans votre (?:région|pays)",
    "es": r"acceso denegado|no tienes permiso|no tiene permiso"
    r"|no (?:estás|está) autorizad[oa]|no tienes autorización"
    r"|no (?:está|esta) disponible en (?:tu|su) (?:región|país)",
    "pt": r"acesso negado|não tem permissão"
    r"|não (?:está|estás) autorizad[oa]"
    r"|não (?:está )?disponível (?:na sua|em sua|no seu|em seu|na tua|no teu) (?:região|país)",
    "it": rf"accesso negato|non hai l{_APOS}autorizzazione|non hai i permessi|permesso negato"
    r"|non sei autorizzat[oa]|non (?:è|siete) autorizzat"
    r"|non (?:è )?disponibile nel(?:la tua| tuo| suo|la sua) (?:regione|paese)",
    "pl": r"odmowa dostępu|brak uprawnień|nie masz uprawnień|dostęp zabroniony"
    r"|brak dostępu do (?:(?:tego|tej|tych) )?(?:modelu|modeli|zasobu|zasobów|funkcji|projektu|organizacji|klucza|konta|obszaru robocz)"
    r"|(?:niedostępn[a-ząęóśźżćń]*|nie jest dostępn[a-ząęóśźżćń]*) w (?:twoim|pana|pani) (?:regionie|kraju)",
    "tr": r"erişim reddedildi|yetkiniz yok|izniniz yok"
    r"|(?:bu modele|bu kaynağa|modele) erişiminiz yok"
    r"|(?:bölgenizde|ülkenizde) (?:kullanılamıyor|desteklenmiyor|mevcut değil|kullanılamaz)|yetkilendirme başarısız"
    r"|yetkilendirme hatası",
    "nl": r"toegang geweigerd|geen toestemming|geen rechten"
    r"|niet gemachtigd|niet bevoegd"
    r"|niet beschikbaar in (?:jouw|uw) (?:regio|land)",
    "cs": r"přístup odepřen|nemáte oprávnění",
    "el": r"η πρόσβαση απορρίφθηκε|άρνηση πρόσβασης|δεν έχετε (?:δικαίωμα|άδεια)"
    r"|δεν έχετε πρόσβαση (?:σε (?:(?:αυτό|αυτόν|αυτή|αυτά|αυτές|αυτούς) )?(?:το|τον|τη|την|τα|τις|τους) |στο |στον |στη |στην |στα |στις |στους )(?:μοντέλ|πόρ|λειτουργ|έργ|οργανισμ|χώρο εργασίας|κλειδ|λογαριασμ)",
    "sv": r"åtkomst nekad|behörighet saknas|har inte behörighet",
    "bg": r"достъпът (?:е |беше )?отказан|отказан достъп|нямате (?:разрешение|права)"
    r"|не се поддържа във вашето местоположение|не е налична във вашия регион"
    r"|нямате достъп до (?:(?:този|тази|това|тези) )?(?:модел|ресурс|функци|проект|организаци|работно пространство|api[- ]?ключ|ключ|акаунт|профил)"
    r"|местоположение не поддържа",
    "hu": r"hozzáférés megtagadva|nincs jogosultság|nincs engedély",
    "ro": r"acces(?:ul)? (?:a fost )?refuzat|nu (?:ai|aveți) permisiun|nu (?:ai|aveți) drepturi",
    "da": r"adgang nægtet|tilgang nektet|ikke tillad(?:else|t)|ikke tillatelse|ikke (?:adgang|tilgang) til",
    "fi": r"pääsy (?:estetty|evätty)|ei (?:ole )?(?:oikeutta|käyttöoikeutta|lupaa)",
    "hr": r"pristup (?:je )?odbijen|nemate (?:dopuštenje|dozvolu|ovlasti)|nemate ovlašćenj|приступ (?:је )?одбијен|немате (?:дозволу|овлашћењ)|"
    r"nije dostupn[a-z]{0,2} u vašoj (?:zemlji|regiji)|није доступн[а-я]{0,2} у вашој (?:земљи|регији)"
    r"|nemate pristup (?:(?:ovom|ovoj|ovim|tom|toj) )?(?:model|resurs|funkcij|projekt|organizacij|radn|api[- ]?ključ|ključ|račun)"
    r"|немате приступ (?:(?:овом|овој|овим|овоме|том|тој) )?(?:модел|ресурс|функциј|пројект|организациј|радн|api[- ]?кључ|кључ|налог)",
    "ca": r"accés denegat|no teniu (?:permís|permisos)"
    r"|no (?:tens|té) (?:permís|permisos)|no (?:tens|teniu|té) accés (?:a (?:(?:aquest|aquesta|aquests|aquestes|el|la|les|els) )?|al |als )(?:model|recurs|funci|projecte|organització|espai de treball|clau|compte)",
    "sk": r"prístup (?:bol )?zamietnutý|nemáte (?:oprávnenie|povolenie)"
    r"|nemáte prístup k (?:(?:tomuto|tejto|týmto|tomu) )?(?:model|zdroj|funkci|projekt|organizáci|pracovn|api[- ]?kľúč|kľúč|účt)",
    "sl": r"dostop (?:je )?zavrnjen|nimate (?:dovoljenja|pravic)"
    r"|nimate dostopa do (?:(?:tega|te|teh) )?(?:model|vir(?:a|ov|u)?\b|funkcij|projekt|organizacij|delovn|api[- ]?ključ|ključ|račun)",
    "et": r"juurdepääs (?:on )?keelatud|(?:sul|teil) pole (?:luba|õigusi)"
    r"|(?:sul|teil) pole (?:(?:sellele|selle|antud) )?(?:mudeli|ressursi|funktsiooni|projekti|organisatsiooni|tööruumi|api[- ]?võtme|võtme|konto)[a-zõäöü-]{0,6} (?:juurde|ligi)pääsu",
    "lt": r"prieiga uždrausta|neturite (?:leidimo|teisių)"
    r"|neturite prieigos prie (?:(?:šio|šios|šių) )?(?:model|ištekli|funkcij|projekt|organizacij|darbo srit|api[- ]?rakt|rakt|paskyr)",
    "lv": r"piekļuve liegta|jums nav (?:atļaujas|tiesību)"
    r"|nav piekļuves (?:(?:šim|šai|šiem|šīm) )?(?:model|resurs|funkcij|projekt|organizācij|darbviet|api[- ]?atslēg|atslēg|kont)",
    "bn": rf"অ্যাক্সেস (?:অস্বীকার|প্রত্যাখ্যা)|অনুমতি (?:আপনার )?নেই|অনুমতি দেও{_BN_YA}া হ{_BN_YA}নি",
    "ta": r"அணுகல் மறுக்கப்பட்டது|அனுமதி இல்லை|அனுமதி மறுக்கப்பட்டது",
    "te": r"యాక్సెస్ నిరాకరించబడింది|అనుమతి లేదు|అనుమతి నిరాకరించబడింది",
    "ml": r"ആക്.?സസ് (?:നിരസിച്ചു|നിഷേധിച്ചു)|പ്രവേശനം നിഷേധിച്ചു|അനുമതിയില്ല|അനുമതി ഇല്ല",
    "kn": r"ಪ್ರವೇಶ(?:ವನ್ನು)? ನಿರಾಕರಿಸಲಾಗಿದೆ|ಅನುಮತಿ ಇಲ್ಲ|ಅನುಮತಿಯಿಲ್ಲ",
    "mr": r"प्रवेश नाकारला|(?:ॲ|अॅ)क्सेस नाकारला|परवानगी नाही",
    "gu": r"(?:ઍક્સેસ|એક્સેસ|પ્રવેશ) નકાર|પરવાનગી નથી|મંજૂરી નથી",
    "ur": r"رسائی (?:سے )?انکار|اجازت نہیں",
    "ms": r"akses (?:telah )?dinafikan|tidak mempunyai kebenaran"
    r"|tiada kebenaran|tidak mempunyai akses kepada (?:model|sumber|ciri)"
    r"|tidak tersedia di (?:wilayah|negara|rantau) anda",
    "ka": r"წვდომა (?:აკრძალულია|შეზღუდულია)|არ გაქვთ[^\n]{0,30}უფლება|უფლება არ გაქვთ",
    "az": r"giriş qadağandır|giriş rədd edildi|icazəniz yoxdur|icazə verilmir",
    "be": r"доступ (?:забаронены|забаронена)|няма (?:дазволу|правоў)|недастаткова правоў"
    r"|няма доступу (?:да|к) (?:(?:гэтай|гэтага|гэтых|гэтым|гэтаму) )?(?:мадэл|рэсурс|функцы|праект|арганізацы|api[- ]?ключ|ключ|акаўнт)",
}

#: Balance, credits or a quota used up, a daily limit reached (``permanent`` / ``quota``).
QUOTA: Final[dict[str, str]] = {
    "zh": r"(?:积分|點數|积分余额|额度|額度)(?:不足|已用(?:尽|完|盡))|请充值|請(?:儲值|充值)|请续费|請續費|"
    r"免(?:费|費)(?:额度|額度)|套餐已用完|(?:订阅|訂閱)已(?:过期|過期)|(?:每日|今日|本月)[^\n]{0,8}上限"
    r"|日限额已?(?:用完|用尽|耗尽)|(?:每日|当日|今日)(?:额度|限额)已?(?:用完|用尽|耗尽)"
    r"|(?:调用)?额度超额"
    r"|无可用(?:额度|余额)|無可用額度"
    r"|(?:调用)?额度超限|(?:当日|当天|今日|每天|每日|每月)[^\n，。,;；:：]{0,16}(?:超过限制|超出限制|的上限)",
    "ja": r"残高が不足|クレジットが不足|チャージしてください|残高不足|クレジット残高|無料枠を使い切|"
    r"(?:本日|今月|1日)の[^\n]{0,8}上限"
    r"|残高が足りません"
    r"|クレジットを使い切り|クォータ(?:は|を|が)?使い果た|クレジット切れ",
    "ko": r"잔액이 부족|크레딧이 부족|충전 후|충전해 주세요|크레딧을 모두|잔액 부족|무료 사용량|"
    r"(?:오늘|일일|이번 달)[^\n]{0,8}(?:사용량|한도)"
    r"|크레딧이 (?:모두 )?소진"
    r"|포인트(?:가)? 부족|무료[^\n]{0,12}부족",
    "vi": r"số dư (?:tài khoản )?không đủ|hết (?:credit|tín dụng)|nạp thêm|trong ngày"
    r"|giới hạn[^\n]{0,24}(?:hàng ngày|mỗi ngày)"
    r"|thêm phương thức thanh toán",
    "id": r"kredit (?:anda )?(?:sudah |telah )?habis|isi ulang (?:saldo|kredit)|kredit tidak cukup|"
    r"batas penggunaan harian"
    r"|saldo (?:anda )?tidak (?:mencukupi|cukup)",
    "th": r"ยอดเงินคงเหลือไม่เพียงพอ|เครดิต[^\n]{0,8}หมด|เติมเงิน|เครดิตไม่เพียงพอ|ขีดจำกัดรายวัน"
    r"|ยอดเงินไม่เพียงพอ"
    r"|เครดิตไม่พอ",
    "ar": r"حصتك المجانية|"
    r"الرصيد غير كا|نفد رصيد|إعادة الشحن|الحد اليومي|لا يوجد رصيد كا"
    r"|رصيد[^\n]{0,12}غير كا|شحن الرصيد"
    r"|نفدت أرصدتك|نفد رصيدك",
    "fa": r"موجودی کافی نیست|اعتبار[^\n]{0,10}تمام شده|شارژ کنید|اعتبار کافی نیست|موجودی ناکافی|"
    r"سقف استفاده روزانه"
    r"|موجودی[^\n]{0,12}کافی نیست"
    r"|اعتبار[^\n]{0,12}کافی نیست",
    "hi": r"अपर्याप्त शेष|क्रेडिट खत्म|रिचार्ज करें|क्रेडिट अपर्याप्त|शेष राशि अपर्याप्त|दैनिक उपयोग सीमा"
    r"|पर्याप्त (?:बैलेंस|शेष राशि|क्रेडिट) नहीं",
    "he": r"אין מספיק יתרה|הקרדיטים[^\n]{0,8}נגמרו|נגמרו הקרדיטים|אין מספיק קרדיטים|"
    r"מגבלת השימוש היומית"
    r"|היתרה[^\n]{0,8}אינה מספיקה"
    r"|נגמרו לך הקרדיטים"
    r"|אין לך מספיק קרדיטים|חרגת מהמכסה|המכסה[^\n]{0,8}(?:נוצלה|הסתיימה)",
    "ru": r"недостаточно (?:средств|кредитов)|пополните (?:баланс|счёт|счет)|дневной лимит|"
    r"закончились (?:кредиты|средства)|баланс исчерпан"
    r"|у вас закончились (?:кредиты|токены)|закончились сообщения codex"
    r"|добавить кредиты|сброса квоты|превышена квота|закончились бесплатные|кредиты исчерпаны",
    "uk": r"недостатньо кредитів|поповніть (?:рахунок|баланс)|денного ліміту"
    r"|закінчилися кредити|кредити закінчилися|недостатньо коштів"
    r"|вичерпали ліміт використання|перевищено квоту|закінчилися безкоштовні",
    "de": r"lade (?:dein|ihr) konto auf|tageslimit|guthaben (?:ist )?aufgebraucht|nicht genügend guthaben"
    r"|(?:antworten|anfragen|nachrichten) (?:sind )?aufgebraucht"
    r"|(?:kontostand|guthaben) (?:ist )?zu (?:niedrig|gering)"
    r"|zahlung erforderlich|lade (?:dein |ihr )?guthaben auf"
    r"|füge guthaben hinzu|kontostand beträgt 0"
    r"|guthaben[^\n]{0,8}(?:sind|ist) aufgebraucht",
    "fr": r"crédits insuffisants|recharge[rz] votre compte|limite quotidienne|"
    r"crédits? épuisés?|plus de crédits|solde épuisé"
    r"|solde (?:est )?insuffisant|crédit insuffisant"
    r"|crédits sont épuisés|fonds insuffisants"
    r"|ajouter des fonds",
    "es": r"créditos insuficientes|no tienes créditos suficientes|recarga tu cuenta|límite diario|"
    r"sin créditos|créditos agotados|saldo agotado"
    r"|saldo (?:es )?insuficiente|saldo suficiente"
    r"|fondos insuficientes|(?:te has|se ha) quedado sin (?:créditos|saldo)"
    r"|añade fondos",
    "pt": r"cota [^\n]{0,40}excedida|"
    r"créditos insuficientes|recarregue sua conta|limite diário|sem créditos|créditos esgotados|"
    r"saldo esgotado"
    r"|saldo (?:é )?insuficiente|saldo suficiente"
    r"|fundos insuficientes|(?:seus )?créditos acabaram|(?:seu )?saldo acabou"
    r"|adicione fundos",
    "it": r"crediti insufficienti|ricarica il tuo (?:account|credito|conto)|limite giornaliero|"
    r"credit(?:i|o) esaurit(?:i|o)|hai esaurito [^\n]{0,40}gratuit[ei]"
    r"|saldo (?:è )?insufficiente|credito insufficiente"
    r"|fondi insufficienti|crediti sono esauriti"
    r"|aggiungi fondi",
    "pl": r"brak środków|niewystarczające saldo|doładuj (?:konto|saldo)|(?:limit dzienny|dzienny limit)|"
    r"brak kredytów"
    r"|saldo jest niewystarczające|za mało środków"
    r"|kredyty (?:się )?wyczerpały|(?:niewystarczające|za mało) środk"
    r"|informacje o rozliczeniach",
    "tr": r"bakiye(?:niz)? yetersiz|kredi(?:niz)? (?:yetersiz|bitti)|günlük (?:kullanım )?limit"
    r"|kredi(?:niz)? tükendi|kredi(?:ler)?iniz tükendi"
    r"|yeterli krediniz yok|yeterli bakiyeniz yok"
    r"|kullanım hakkını tüket",
    "nl": r"onvoldoende (?:saldo|tegoed|credits)|waardeer (?:je|uw) (?:account|tegoed) op|daglimiet|"
    r"geen tegoed"
    r"|saldo is (?:onvoldoende|te laag)|tegoed is (?:onvoldoende|op\b)"
    r"|credits zijn op",
    "cs": r"nedostatečný (?:zůstatek|kredit)|nedostatek kredit(?:u|ů)|nemáte dostatek kredit|"
    r"dobijte (?:si )?(?:prosím )?(?:kredit|účet)|denn(?:í|ího|ím) limit"
    r"|nedostatek (?:prostředků|financí)"
    r"|kredity (?:byly )?vyčerpány",
    "el": r"ανεπαρκές υπόλοιπο|υπόλοιπο[^\n]{0,24}δεν επαρκεί|ημερήσιο όριο"
    r"|εξαντλήθηκε το όριο (?:του )?λογαριασμού"
    r"|υπόλοιπό σας δεν επαρκεί"
    r"|πιστώσεις σας εξαντλήθηκαν"
    r"|δεν έχετε αρκετές πιστώσεις",
    "sv": r"otillräckligt saldo|otillräckliga krediter|fyll på (?:ditt )?(?:saldo|konto)|dagsgräns|"
    r"daglig gräns|dagliga gränsen|slut på krediter"
    r"|saldo är för lågt|för lågt saldo"
    r"|krediter(?:na)? är slut|dina krediter har tagit slut",
    "bg": r"недостатъчен баланс|недостатъчна наличност|(?:баланс|наличност)(?:ът|та)? (?:в акаунта ви )?не е достатъч|заредете (?:сметката|акаунта|баланса)|(?:дневният|седмичният|месечният) лимит|дневен лимит|кредитите (?:са )?изчерпани"
    r"|недостатъчно средства"
    r"|кредитите (?:ви )?(?:свършиха|са изчерпани)",
    "hu": r"elégtelen egyenleg|egyenleg(?:ed|e)? nem elegendő|töltsd fel|töltse fel|napi (?:limit|korlát)|elfogyott (?:a )?kredit"
    r"|nincs elég (?:kredit|egyenleg|fedezet)"
    r"|elfogytak a kreditjei",
    "ro": r"sold insuficient|perioada de (?:încercare|probă) a expirat|soldul[^\n]{0,20}nu este suficient|reîncarc|limita zilnică|credite(?:le)? (?:s-au )?epuizat"
    r"|fonduri insuficiente|credit insuficient"
    r"|creditele[^\n]{0,8}(?:s-au )?epuizat",
    "da": r"utilstrækkelig saldo|saldo er for lav|for lav saldo|fyld (?:venligst )?(?:din )?konto op|daglig(?:e)? grænse|dagsgrænse|ikke nok kredit"
    r"|ikke nok (?:saldo|midler|penge på)"
    r"|kreditter(?:ne)? er brugt op|kreditter(?:ne)? er oppbrukt",
    "fi": r"saldo ei riitä|riittämätön saldo|lisää tilillesi saldoa|päivittäinen raja|päiväraja"
    r"|ei ole tarpeeksi (?:saldoa|krediittejä|varoja)"
    r"|krediittisi ovat loppuneet|krediitit ovat loppuneet",
    "hr": r"nedovoljno (?:stanje|sredstava)|nemate dovoljno sredstava|nadoplatite|dnevno ograničenje|dnevni limit|dopunite (?:račun|nalog|kredit)|недовољно (?:средстава|стање)|немате довољно средстава|допуните (?:рачун|налог|кредит)|дневно ограничење|дневни лимит"
    r"|nemate dovoljno (?:kredita|sredstava)"
    r"|krediti su potrošeni",
    "ca": r"saldo insuficient|no teniu prou saldo|recarregueu|límit diari"
    r"|crèdits s(?:'|’)han esgotat",
    "sk": r"nedostatočný zostatok|zostatok nie je dostatočný|dobite si|denný limit"
    r"|nedostatok (?:prostriedkov|kreditu|financií)"
    r"|kredity sa minuli|kredity (?:boli )?vyčerpané"
    r"|nedostatočný limit",
    "sl": r"nezadostno stanje|dobroimetje ne zadošča|napolnite (?:svoj )?račun|dnevna omejitev"
    r"|ni dovolj (?:sredstev|dobroimetja|kredita)"
    r"|nimate dovolj (?:sredstev|kredita|dobroimetja)"
    r"|krediti so porabljeni",
    "et": r"ebapiisav saldo|saldost ei piisa|täienda(?:ge)? oma kontot|päevalimiit"
    r"|pole piisavalt (?:raha|vahendeid|krediiti|saldot)|lae saldot"
    r"|krediit on otsas|krediidid on otsas",
    "lt": r"nepakankamas likutis|likučio nepakanka|papildykite sąskaitą|dienos limitas"
    r"|nepakanka lėšų"
    r"|kreditai baigėsi",
    "lv": r"nepietiekams atlikums|nepietiek līdzekļu|papildiniet kontu|dienas limits"
    r"|nav pietiekami daudz (?:līdzekļu|kredītu)|nepietiekami līdzekļi"
    r"|kredīti ir beigušies",
    "bn": r"অপর্যাপ্ত ব্যালেন্স|ব্যালেন্স (?:অপর্যাপ্ত|শেষ)|পর্যাপ্ত (?:ক্রেডিট|ব্যালেন্স) নেই|ক্রেডিট শেষ|রিচার্জ করুন|দৈনিক (?:ব্যবহারের )?সীমা",
    "ta": r"போதிய இருப்பு இல்லை|இருப்பு போதவில்லை|போதுமான (?:இருப்பு|கிரெடிட்|நிதி) இல்லை|கிரெடிட்(?:கள்)? தீர்ந்து|ரீசார்ஜ் செய்யவும்|தினசரி (?:பயன்பாட்டு )?வரம்ப",
    "te": r"తగినంత (?:బ్యాలెన్స్|క్రెడిట్.?లు) లేదు|బ్యాలెన్స్ సరిపోదు|క్రెడిట్.?లు అయిపోయాయి|రీఛార్జ్ చేయండి|రోజువారీ (?:వినియోగ )?పరిమితి"
    r"|తగినంత క్రెడిట్.?లు లేవు",
    "ml": r"അപര്യാപ്തമായ ബാലൻസ്|ബാലൻസ് (?:അപര്യാപ്തം|തീർന്നു)|മതിയായ (?:ബാലൻസ്|ക്രെഡിറ്റ്)|ക്രെഡിറ്റ്(?:ുകൾ)? തീർന്നു|റീചാർജ് ചെയ്യുക|(?:പ്രതിദിന|ദൈനംദിന) (?:ഉപയോഗ )?പരിധി"
    r"|ക്രെഡിറ്റുകൾ തീർന്നു",
    "kn": r"ಸಾಕಷ್ಟು (?:ಬ್ಯಾಲೆನ್ಸ್|ಕ್ರೆಡಿಟ್)|ಕ್ರೆಡಿಟ್(?:.?ಗಳು)? ಖಾಲಿ|ರೀಚಾರ್ಜ್ ಮಾಡಿ|ದೈನಂದಿನ (?:ಬಳಕೆಯ )?ಮಿತಿ",
    "mr": r"अपुरी शिल्लक|शिल्लक (?:अपुरी|संपली)|क्रेडिट संपले|रिचार्ज करा|दैनिक (?:वापर )?मर्याद"
    r"|पुरेशी शिल्लक नाही",
    "gu": r"અપૂરતું બેલેન્સ|બેલેન્સ (?:અપૂરતું|પૂરતું નથી)|ક્રેડિટ (?:પૂરી થઈ|સમાપ્ત)|રિચાર્જ કરો|દૈનિક (?:વપરાશ )?મર્યાદા"
    r"|પૂરતું બેલેન્સ નથી",
    "ur": r"ناکافی (?:بیلنس|بیلینس|کریڈٹ)|بیلنس (?:ناکافی|ختم)|کریڈٹس? ختم|ری ?چارج کریں|روزانہ (?:استعمال کی )?حد"
    r"|کافی بیلنس نہیں",
    "ms": r"baki (?:akaun )?(?:anda )?tidak (?:mencukupi|cukup)|kredit (?:anda )?(?:telah |sudah )?habis|tambah nilai|had (?:penggunaan )?harian",
    "ka": r"არასაკმარისი (?:ბალანსი|თანხა|კრედიტ)|ბალანსი არასაკმარისია|კრედიტები ამოიწურა|შეავს(?:ეთ|ოთ) (?:ანგარიში|ბალანსი)|დღიურ(?:ი)? ლიმიტ"
    r"|არ არის საკმარისი (?:თანხა|ბალანსი)",
    "az": r"balans(?:ınız)? kifayət deyil|kifayət qədər (?:balans|vəsait|kredit)|kreditlər(?:iniz)? bitib|hesabınızı (?:artırın|doldurun)|gündəlik (?:istifadə )?limit",
    "be": r"недастаткова сродкаў|недастатковы баланс|крэдыты скончыліся|папоўніце (?:рахунак|баланс)|дзённ(?:ы|ага|ым) ліміт"
    r"|скончыліся крэдыты",
}

#: A quota or usage limit reached, with no word of a balance or a day (``quota_weak``: a
#: per-minute window or a "retry in 30 s" makes it a rate limit instead).
QUOTA_WEAK: Final[dict[str, str]] = {
    "zh": r"配(?:额|額)(?:已用(?:尽|完|盡)|不足)|(?:超出|超过|超過)[^\n]{0,10}配(?:额|額)|次(?:数|數)已(?:达|達)(?:到)?上限|"
    r"(?:用量|使用|调用|調用)(?:已(?:达|達)(?:到)?)?上限|(?:用量|使用次(?:数|數))已用完"
    r"|(?:额度|額度|配额|配額|名额|名額|用量)(?:已经|已經|已)?(?:用完|用尽|用盡)|已(?:用完"
    r"|消耗完)[^\n。，]*(?:额度|額度|配额|配額)|月度?配[额額]|算力不足|(?:积分|積分)不足|限额不足"
    r"|超出限额",
    "ja": r"(?:利用|使用)(?:回数の)?上限に達|上限に達しました|利用上限|使用上限"
    r"|利用制限に達"
    r"|生成の制限に達"
    r"|月間(?:の使用量制限|クオータ)|クオータに達し|利用枠が不足",
    "ko": r"사용 ?한도|한도에 도달|사용량을 모두 소진|할당량|사용 한도를 초과"
    r"|제한(?:이|에) 도달",
    "vi": r"hết hạn mức|giới hạn sử dụng|vượt quá hạn mức|hết lượt"
    r"|hạn mức (?:không đủ|[^\n.]*đã hết)|đã hết phản hồi",
    "id": r"(?:kuota|quota) (?:sudah |telah )?habis|batas penggunaan|kuota terlampaui"
    r"|kuota[^\n]{0,20}(?:sudah |telah )?(?:habis|terlampaui)|kuota bulanan",
    "th": r"โควตา[^\n]{0,8}หมด|ครบขีดจำกัด"
    r"|โควต้า[^\n]{0,8}หมด|โควต(?:้)?า(?:การใช้งาน)?(?:รายเดือน|รายวัน)"
    r"|ครบโควต(?:้)?า"
    r"|ฟรีหมดแล้ว",
    "ar": r"استنفاد الحصة|(?:تجاوزت|تم تجاوز) الحصة"
    r"|استنفد(?:ت|تم)? (?:ال)?حص|(?:نفدت|انتهت) (?:ال)?حصة|الحصة الشهرية"
    r"|حد الاستخدام"
    r"|تجاوزت الحد الأقصى المسموح به من الاستخدام|نفدت (?:منك )?(?:ال)?(?:حصة|رصيد|نقاط|اعتمادات|استجابات|الاستجابات)",
    "fa": r"سهمیه[^\n]{0,12}(?:به پایان|تمام)|سقف استفاده"
    # a key's free capacity used up ("ظرفیت رایگان این کلید … تمام شده")
    r"|ظرفیت رایگان[^\n]{0,30}(?:به پایان|تمام)"
    r"|سهمیه[^\n]{0,20}(?:به پایان|تمام)|سهمیه ماهانه"
    r"|سقف مجاز استفاده"
    r"|سهمیه کافی نیست|موجودی [^\n.]*کافی نیست",
    "hi": r"कोटा समाप्त|उपयोग सीमा|कोटा पार"
    r"|कोटा (?:खत्म|ख़त्म|पूरा)|मासिक कोटा"
    r"|उपयोग की सीमा (?:पूरी|समाप्त|खत्म)",
    "he": r"המכסה נוצלה|מגבלת השימוש|חריגה מהמכסה"
    r"|מכסת (?:ה)?שימוש|(?:ה)?מכסה (?:ה)?חודשית|מכסה[^\n]{0,20}נוצלה",
    "ru": r"лимит (?:использования )?исчерпан|превышен лимит использования|квота исчерпана"
    r"|квота[^\n]{0,20}(?:исчерпана|превышена)|месячн[а-я]{2} квот|(?:исчерпали|израсходовали)[^\n]{0,12}квот"
    r"|превысили (?:свою )?(?:текущую )?квоту|недостаточно квоты"
    r"|квот[ауы][^\n.]*(?:исчерпан|превышен)|предела использования"
    r"|количество запросов в день",
    "uk": r"квоту вичерпано|ліміт вичерпано"
    r"|квот[уа][^\n]{0,20}вичерпан|вичерпано[^\n]{0,12}квот|місячн[а-яі]{1,2} квот"
    r"|ліміт[^\n]{0,20}вичерпано"
    r"|перевищили (?:свою )?(?:поточну )?квоту",
    "de": r"kontingent (?:ist )?aufgebraucht|nutzungslimit (?:ist )?erreicht|nutzungsgrenze"
    r"|kontingent[^\n]{0,20}(?:aufgebraucht|erschöpft|ausgeschöpft)|monatliche(?:s)? kontingent|monatskontingent"
    r"|guthaben mehr|kein (?:api-)?guthaben"
    r"|ausgabenlimit[^\n.]*überschritten",
    "fr": rf"quota épuisé|quota dépassé|limite d{_APOS}utilisation atteinte"
    r"|quota mensuel|quota[^\n]{0,20}(?:est )?(?:épuisé|dépassé)|(?:avez|a) (?:épuisé|dépassé) (?:votre |le )?quota"
    r"|(?:quota|crédits?)[^\n.]*(?:épuisé|dépassé)"
    r"|limite de dépenses[^\n.]*dépassée|utilisation maximale de ce bot",
    "es": r"límite de cuota|límite de uso|cuota (?:agotada|excedida)"
    r"|(?:has|ha|han|habéis) (?:agotado|superado|excedido) (?:la |tu |su )?cuota|cuota mensual|cuota[^\n]{0,20}(?:agotada|excedida)"
    r"|excedi[óo] su cuota|cuota (?:actual|insuficiente)"
    r"|(?:cr[ée]ditos|cuota|saldo)[^\n.]*agotad",
    "pt": r"limite de (?:quota|cota)|cota esgotada|limite de uso|cota excedida"
    r"|cota[^\n]{0,20}(?:foi )?(?:esgotada|excedida)|cota mensal|(?:esgotou|excedeu|atingiu) (?:a |sua )?cota"
    r"|(?:cota|créditos|saldo)[^\n.]*(?:esgotad|insuficiente)"
    r"|não tem (?:mais )?cota|tem cota suficiente",
    "it": r"quota esaurita|limite di utilizzo|quota superata"
    r"|quota[^\n]{0,20}(?:è )?(?:esaurita|superata)|quota mensile|(?:hai|ha|avete) (?:esaurito|superato) (?:la )?quota"
    r"|saldo[^\n.]*non è sufficiente|crediti esauriti",
    "pl": r"limit[^\n]{0,12}wyczerpany|limit (?:został )?wykorzystany"
    r"|limit[^\n]{0,20}(?:został )?wyczerpany|miesięczny limit|(?:wyczerpano|wykorzystano|wyczerpałeś|wykorzystałeś) (?:miesięczny )?limit"
    r"|przekroczono limit generowania",
    "tr": r"kota(?:nız)? (?:doldu|aşıldı|tükendi)"
    r"|kota(?:sı|nız)? (?:doldu|aşıldı|tükendi|bitti)|aylık kota"
    # (with the English word, as developers write it: "API quota limiti aşıldı")
    r"|quota(?:sı|nız)? (?:limiti )?(?:doldu|aşıldı|tükendi|bitti)"
    r"|kullanım limitinize ulaştınız"
    r"|kotanızı aştınız|yanıtlarınız bitti|kota(?:nız)? (?:doldu"
    r"|aşıldı|yetersiz)",
    "nl": r"gebruikslimiet (?:is )?bereikt|"
    r"quotum (?:is )?(?:op|verbruikt|bereikt)|quotum overschreden"
    r"|quotum[^\n]{0,20} is (?:op\b|verbruikt|bereikt|overschreden)|maandelijkse quotum|maandquotum",
    "cs": r"kvóta (?:byla )?vyčerpána|kvóta (?:byla )?překročena|limit (?:byl )?vyčerpán"
    r"|překročili jste (?:svou |vaši )?(?:aktuální )?kvót"
    r"|kvóta[^\n]{0,20}(?:je|byla) (?:vyčerpána|překročena)|vyčerpal(?:i|a)? jste[^\n]{0,20}kvótu|měsíční kvót"
    r"|překročena kvóta|kvóta (?:byla )?vyčerpána",
    "el": r"όριο χρήσης|όριο ποσόστωσης|εξαντλήθηκε (?:το όριο χρήσης|η ποσόστωση)",
    "sv": r"kvoten är (?:slut|förbrukad)|gränsen har nåtts|kvoten (?:har )?överskridits"
    r"|(?:månads|dags)kvot|kvot(?:en)?[^\n]{0,20}är (?:slut|förbrukad)|har förbrukat[^\n]{0,12}kvot"
    r"|kvoten[^\n]{0,30}(?:har )?överskridits",
    "bg": r"квотата (?:е )?изчерпана|изчерпана квота|лимит(?:а|ът)? за използване"
    r"|изчерпа(?:хте|хме|ли сте|л сте|ла сте)[^\n]{0,20}квота|месечн(?:ата|ия) (?:квота|лимит)"
    r"|достигнат е лимитът за този ключ",
    "hu": r"elfogyott a kvóta|kvóta (?:elfogyott|kimerült|túllépve)|használati (?:korlát|limit)"
    r"|elérte(?:d|tte)? a[^\n]{0,12}kvótá|havi (?:kvóta|keret)",
    "ro": r"cot(?:ă|a) (?:epuizată|depășită)|cota a fost (?:epuizată|depășită)|limita de utilizare"
    r"|cota lunară|(?:ți-ai|v-ați) epuizat cota"
    r"|cot[aă][^\n.]*epuizat|reîncărca(?:ți)? (?:contul|creditul|soldul)|pentru a reîncărca\.",
    "da": r"kvoten er (?:opbrugt|brugt op|overskredet|oppbrukt)|kvote(?:n)? (?:for [a-zæøå]+ )?overskredet|forbrugsgrænse|brugsgrænse"
    r"|(?:brugt|brukt) (?:op )?(?:hele )?(?:den |din )?(?:månedlige |daglige )?kvote|månedlig(?:e)? kvote"
    r"|kvoten[^\n]{0,30}er overskredet",
    "fi": r"kiintiö (?:on )?(?:käytetty loppuun|täynnä|ylitetty)|käyttöraja",
    # (with Serbian's words, in Latin and Cyrillic)
    "hr": r"kvota je (?:potrošena|iskorištena|prekoračena|premašena)|prekoračena (?:je )?kvota|(?:limit|ograničenje) korištenja|прекорачена је квота|квота је (?:прекорачена|потрошена)|(?:ograničenje|limit) korišćenja|(?:ограничење|лимит) коришћења"
    r"|(?:iskoristili|potrošili) ste[^\n]{0,20}kvotu|(?:mjesečn|mesečn)[a-zšđčćž]{1,2} kvot|(?:искористили|потрошили) сте[^\n]{0,20}квоту|месечн[а-яђјљњћџ]{1,2} квот",
    "ca": r"quota (?:esgotada|exhaurida|superada)|límit d(?:'|’)ús"
    r"|(?:has|heu|ha) (?:exhaurit|esgotat|superat) (?:la )?(?:vostra |teva )?quota|quota mensual",
    "sk": r"kvóta (?:je )?vyčerpaná|limit (?:využitia|používania)"
    r"|vyčerpali ste[^\n]{0,20}kvót|mesačn(?:á|ú|ej) kvót|kvóta[^\n]{0,20}(?:je )?vyčerpaná"
    r"|prekročený limit na generovanie",
    "sl": r"kvota je (?:porabljena|izčrpana|presežena)|omejitev uporabe"
    r"|porabili ste[^\n]{0,20}kvot|mesečn[a-z]{1,2} kvot",
    "et": r"kvoot (?:on )?(?:ammendatud|täis|ületatud)|kasutuslimiit"
    r"|kvoodi[^\n]{0,12}ära kasuta|kuu ?kvoo(?:t|di)",
    "lt": r"kvota (?:išnaudota|viršyta)|naudojimo limitas"
    r"|išnaudojote[^\n]{0,20}kvot|mėnesio kvot|kvota[^\n]{0,20}(?:išnaudota|viršyta)"
    r"|pasiekėte naudojimo limit",
    "lv": r"kvota (?:ir )?(?:izsmelta|pārsniegta)|lietojuma (?:limits|ierobežojums)"
    r"|izlietoj(?:is|usi|āt| āt)[^\n]{0,20}kvot|mēneša kvot|kvota[^\n]{0,20}(?:izsmelta|pārsniegta)",
    "bn": r"কোটা (?:শেষ|অতিক্রম|পূর্ণ)|ব্যবহারের সীমা",
    "ta": r"ஒதுக்கீடு (?:தீர்ந்து|முடிந்து|மீறப்பட்ட)|பயன்பாட்டு வரம்ப",
    "te": r"కోటా (?:అయిపోయింది|ముగిసింది|మించిపోయింది)|వినియోగ పరిమితి"
    r"|నెలవారీ కోటా|కోటా[^\n]{0,12}(?:అయిపోయింది|ముగిసింది|మించిపోయింది|వినియోగించబడింది)",
    "ml": r"ക്വാട്ട (?:തീർന്നു|കവിഞ്ഞു|അവസാനിച്ചു)|ഉപയോഗ പരിധി"
    r"|ക്വോട്ട (?:തീർന്നു|കവിഞ്ഞു|അവസാനിച്ചു)|പ്രതിമാസ ക്വ(?:ാ|ോ)ട്ട",
    "kn": r"ಕೋಟಾ (?:ಮುಗಿದಿದೆ|ಖಾಲಿ|ಮೀರಿದೆ)|ಬಳಕೆಯ ಮಿತಿ",
    "mr": r"कोटा (?:संपला|संपले|ओलांडला|संपुष्टात)|वापर मर्याद",
    "gu": r"ક્વોટા (?:પૂરો|સમાપ્ત|ઓળંગ)|વપરાશ(?:ની)? મર્યાદા",
    "ur": r"کوٹہ (?:ختم|پورا)|کوٹے سے تجاوز|استعمال کی حد"
    r"|کوٹا (?:ختم|پورا)|ماہانہ کوٹ(?:ہ|ا)",
    "ms": r"kuota (?:telah |sudah )?(?:habis|dilampaui)|had penggunaan"
    r"|kuota[^\n]{0,20}(?:telah |sudah )?(?:habis|dilampaui)|kuota bulanan",
    "ka": r"კვოტა (?:ამოიწურა|ამოწურულია|გადაჭარბებულია)|გამოყენების ლიმიტ",
    "az": r"kvota (?:bitib|bitdi|aşılıb|tükənib)|istifadə limit"
    r"|kvota(?:sı|nız)? (?:bitib|bitdi|aşılıb|tükənib|doldu)|aylıq kvota",
    "be": r"квота (?:вычарпана|перавышана)|ліміт[а-яў]{0,2} выкарыстання"
    r"|вычарпалі[^\n]{0,20}квот|месячн[а-яў]{2} квот",
}

#: An unknown or unsupported model (``permanent`` / ``not_found``).
MODEL: Final[dict[str, str]] = {
    "zh": r"(?:未找到|找不到)[^\n，。,;；]{0,16}模型|不支持(?:该|此|这个)?模型|不支援(?:此|該|這個)?模型"
    r"|无此模型|沒有此模型|模型名(?:称|稱)(?:错误|錯誤)|模型已(?:下线|下線|停用)"
    r"|没有(?:这个|该|此)[^\n]{0,6}模型"
    r"|模型[^\n]{0,6}已被删除|模型(?:设置|設定)錯誤|模型设置错误|模型(?:无效|無效)"
    r"|(?:无法识别|無法識別)(?:所选|所選)?的?模型|(?:未找到|找不到)(?:请求|請求)的(?:资源|資源)|模型[^\n，。]{0,24}不可用(?:于|於)"
    r"|(?:无效|無效)的模型名称|所选模型不可用|模型(?:路径|配置文件)[^\n。]*(?:无效|不存在)|没有模型可用"
    r"|(?:未部署|未配置)[^\n。]*模型|模型[^\n。]*(?:已被(?:删除|刪除)|未找到|暂未启用)"
    r"|没有可用的语言模型|無可用管道",
    "ja": r"モデルは存在しません|存在しないモデル|サポートされていないモデル"
    r"|モデルはサポートされていません|モデルが存在しません"
    r"|モデル[^\n]{0,12}(?:提供|サービス)(?:が|を)?(?:終了|停止)"
    r"|モデル[^\n。]*削除されました|無効な[^\n。]{0,12}モデル",
    "ko": r"존재하지 않는 모델|지원되지 않는 모델|모델이 존재하지 않"
    r"|모델이 지원되지|사용할 수 없는 모델|모델을 사용할 수 없"
    r"|모델[^\n]{0,12}서비스가 (?:종료|중단)되었습니다"
    r"|모델[^\n.]*찾을 수 없|모델[^\n.]*채널이 없",
    "vi": r"mô hình (?:không tồn tại|không được hỗ trợ)"
    r"|không tìm thấy[^\n.]*(?:model|mô hình|điểm cuối)"
    r"|mô hình không xác định",
    "id": r"model[^\n]{0,20}tidak ada|model tidak didukung",
    "th": r"ไม่พบโมเดล|ไม่มีโมเดล|ไม่รองรับโมเดล"
    r"|ไม่อยู่ในรายการโมเดล"
    r"|ไม่พบจุดสิ้นสุด|โมเดลนี้ไม่พร้อมใช้งาน",
    "ar": r"النموذج غير موجود|تعذر العثور على النموذج|النموذج غير مدعوم"
    r"|النموذج[^\n]{0,20}غير موجود"
    r"|النموذج غير متوفر|هذا النموذج غير متاح"
    r"|النموذج المطلوب[^\n]{0,30}غير (?:متاح|متوفر|موجود)|تنزيل النموذج أولا|لم يتم العثور على (?:النموذج|النماذج)"
    r"|لم يتم العثور على نموذج",
    "fa": r"مدل یافت نشد|مدل[^\n]{0,15}وجود ندارد|مدل پشتیبانی نمی|مدل در دسترس نیست"
    r"|مدل[^\n]{0,15}یافت نشد"
    r"|مدل[^\n.]*(?:پیدا نشده|یافت نشد)",
    "hi": r"मॉडल नहीं मिला|मॉडल मौजूद नहीं|मॉडल समर्थित नहीं|उपलब्ध मॉडल सूची में नहीं"
    r"|यह मॉडल उपलब्ध नहीं"
    r"|मॉडल[^\n]{0,40}उपलब्ध नहीं"
    r"|मॉडल[^\n।]*नहीं मिला",
    "he": r"המודל לא נמצא|המודל[^\n]{0,12}אינו קיים|המודל אינו נתמך"
    r"|המודל[^\n]{0,12}לא נמצא"
    r"|המודל אינו זמין"
    r"|המודל[^\n]{0,24}אינו זמין"
    r"|אינו ברשימת המודלים"
    r"|המודל[^\n.]*לא נמצא|לא נמצא מודל",
    "ru": r"модель не поддерживается"
    r"|неизвестная модель"
    r"|модел[ьи][^\n.]*не найден|модели не найдены"
    r"|не удалось найти необходимые модели|файл модели не найден",
    "uk": r"модель не існує|модель не підтримується"
    r"|модел[ьі][^\n.]*не знайдено|немає моделей",
    "de": r"modell wird nicht unterstützt"
    r"|modell[^\n]{0,20}(?:wurde )?nicht gefunden|modell[^\n]{0,20}existiert nicht|unbekanntes modell"
    r"|ist in (?:deinem|ihrem) ollama nicht verfügbar"
    r"|außer betrieb genommen|(?:wurde|ist) eingestellt|modell ist (?:scheinbar |anscheinend )?nicht verfügbar"
    r"|kein modell gefunden|ungültiger modellname"
    r"|modell[^\n.]*nicht mehr verfügbar",
    "fr": rf"modèle[^\n]{{0,20}}n{_APOS}existe pas|modèle non (?:pris en charge|supporté)"
    r"|modèle[^\n]{0,20}(?:introuvable|inconnu)|modèle[^\n]{0,20}n(?:'|’)a pas été trouvé"
    r"|mis hors service"
    r"|aucun modèle disponible|modèle a été retiré",
    "es": r"modelo[^\n]{0,20}no existe|modelo no (?:compatible|soportado)"
    r"|no se (?:encontró|encuentra|ha encontrado|pudo encontrar) el modelo|modelo[^\n]{0,20}no (?:fue )?encontrado"
    r"|modelo[^\n]{0,30}ha sido retirado"
    r"|modelo (?:seleccionado )?desconocido"
    r"|ningún modelo disponible|punto final[^\n.]*no se encontr"
    r"|no es un endpoint válido",
    "pt": r"modelo[^\n]{0,20}não existe|modelo não (?:suportado|compatível)"
    r"|o modelo selecionado (?:está )?indisponível"
    r"|modelo[^\n]{0,20}não (?:foi )?encontrado|modelo desconhecido"
    r"|nenhum modelo disponível",
    "it": r"modello[^\n]{0,20}non esiste|modello non supportato"
    r"|modello[^\n]{0,20}non (?:è stato )?trovato"
    r"|messo fuori servizio"
    r"|l[’']endpoint non è valido",
    "pl": r"model nie istnieje|model nie jest obsługiwany"
    r"|nie znaleziono[^\n]{0,12}modelu|model[^\n]{0,20}nie (?:został )?znaleziony|nieznany model",
    "tr": r"model mevcut değil|model desteklenmiyor"
    r"|model[^\n.]*bulunamadı|bu modeli[^\n.]*kullanamazsınız",
    "nl": r"model niet gevonden|model bestaat niet|model wordt niet ondersteund"
    r"|model[^\n]{0,20}niet gevonden"
    r"|gevraagde model[^\n]{0,30}niet beschikbaar",
    "cs": r"model nebyl nalezen|model neexistuje|model není podporován",
    "el": r"το μοντέλο δεν βρέθηκε|μοντέλο δεν υπάρχει|μοντέλο δεν υποστηρίζεται"
    r"|μοντέλο δεν είναι διαθέσιμο"
    r"|μοντέλο[^\n.]*δεν βρέθηκε",
    "sv": r"modellen hittades inte|modellen finns inte|modellen stöds inte"
    r"|ingen modell tillgänglig",
    "bg": r"моделът не е намерен|модел(?:ът)? не съществува|моделът не се поддържа"
    r"|моделът не е наличен",
    "hu": r"a modell nem található|modell nem létezik|a modell nem támogatott",
    "ro": r"modelul nu a fost găsit|modelul[^\n]{0,15}nu există|modelul nu este (?:acceptat|suportat)"
    r"|modelul[^\n]{0,15}nu a fost găsit"
    r"|model negăsit",
    "da": r"modellen (?:blev|ble) ikke fundet|model(?:len)? (?:findes|finnes) ikke|modellen understøttes ikke"
    r"|model(?:len)?[^\n]{0,12}(?:blev|ble) ikke fundet"
    r"",
    "fi": r"mallia ei (?:löytynyt|löydy|ole olemassa|tueta)",
    "hr": r"model nije pronađen|model ne postoji|model nije podržan|модел није пронађен|модел не постоји|модел није подржан"
    r"|model[^\n.]*nije pronađen",
    "ca": r"no s(?:'|’)ha trobat el model|el model[^\n]{0,15}no existeix|model no (?:és )?compatible",
    "sk": r"model sa nenašiel|model[^\n]{0,12}neexistuje|model nie je podporovaný"
    r"|model[^\n.]*nebol nájdený",
    "sl": r"modela ni (?:bilo )?mogoče najti|model[^\n]{0,12}ne obstaja|model ni podprt"
    r"|model ni bil najden",
    "et": r"mudelit ei (?:leitud|toetata)|mudelit pole olemas",
    "lt": r"modelis (?:nerastas|neegzistuoja|nepalaikomas)",
    "lv": r"modelis (?:nav atrasts|neeksistē|netiek atbalstīts)",
    "bn": rf"মডেল(?:টি)? (?:পাও{_BN_YA}া যা{_BN_YA}নি|খুঁজে পাও{_BN_YA}া যা{_BN_YA}নি|বিদ্যমান নেই|সমর্থিত ন{_BN_YA})|অসমর্থিত মডেল"
    r"|মডেল(?:টি)? উপলব্ধ (?:নেই|নয়)",
    "ta": r"(?:மாடல்|மாதிரி) (?:கிடைக்கவில்லை|கண்டறியப்படவில்லை|கண்டுபிடிக்கப்படவில்லை|ஆதரிக்கப்படவில்லை)",
    "te": r"మోడల్ (?:కనుగొనబడలేదు|ఉనికిలో లేదు)|మద్దతు లేని మోడల్|మోడల్.?కు మద్దతు లేదు"
    r"|మోడల్ అందుబాటులో లేదు",
    "ml": r"മോഡൽ (?:കണ്ടെത്തിയില്ല|കണ്ടെത്താനായില്ല|നിലവിലില്ല|പിന്തുണയ്ക്കുന്നില്ല)|പിന്തുണയ്ക്കാത്ത മോഡൽ"
    r"|മോഡൽ ലഭ്യമല്ല",
    "kn": r"(?:ಮಾದರಿ|ಮಾಡೆಲ್) (?:ಕಂಡುಬಂದಿಲ್ಲ|ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ)|ಬೆಂಬಲಿಸದ (?:ಮಾದರಿ|ಮಾಡೆಲ್)"
    r"|(?:ಮಾದರಿ|ಮಾಡೆಲ್) ಲಭ್ಯವಿಲ್ಲ",
    "mr": r"मॉडेल (?:सापडले नाही|सापडला नाही|अस्तित्वात नाही|समर्थित नाही)|असमर्थित मॉडेल"
    r"|मॉडेल उपलब्ध नाही",
    "gu": r"મોડેલ (?:મળ્યું નથી|મળ્યો નથી|અસ્તિત્વમાં નથી|સમર્થિત નથી)|અસમર્થિત મોડેલ"
    r"|મોડેલ ઉપલબ્ધ નથી",
    "ur": r"ماڈل (?:نہیں ملا|موجود نہیں)|غیر معاون ماڈل"
    r"|ماڈل دستیاب نہیں",
    "ms": r"model[^\n]{0,20}tidak (?:ditemui|dijumpai|wujud|disokong)",
    "ka": r"მოდელი (?:ვერ მოიძებნა|არ არსებობს|არ მოიძებნა|არ არის მხარდაჭერილი)|მხარდაუჭერელი მოდელი"
    r"|მოდელი მიუწვდომელია"
    r"|მოდელი[^\n]{0,24}ვერ მოიძებნა",
    "az": r"model (?:tapılmadı|mövcud deyil|dəstəklənmir)|dəstəklənməyən model"
    r"|model əlçatan deyil",
    "be": r"мадэль (?:не знойдзена|не існуе|не падтрымліваецца)|невядомая мадэль",
}

#: Content blocked by a safety filter or policy (``permanent`` / ``content_filter``).
CONTENT_FILTER: Final[dict[str, str]] = {
    "zh": r"被安全系統攔截|被安全系统拦截|"
    r"违反[^\n]{0,8}(?:内容|安全)(?:策略|政策|规范)|違反[^\n]{0,8}(?:內容|安全)(?:政策|規範)|"
    r"未通过(?:安全)?审核|未通過(?:安全)?審核|安全审核|内容审核|已被拦截|已遭封鎖"
    r"|涉及敏感|包含违规|内容安全|內容安全|(?:审核|審核)不通(?:过|過)|被(?:过滤|過濾)"
    r"|違反[^\n]{0,8}使用(?:政策|規範|條款)|违反[^\n]{0,8}使用(?:政策|规范|条款)|(?:內容|訊息|回應|提示|内容|消息)[^\n]{0,6}已遭到封鎖"
    r"|不當內容|不當的內容|包含不安全的?内容|包含不安全的?內容"
    r"|安全设置[^\n]{0,6}被阻止|敏感內容|违反[^\n]{0,12}政策"
    r"|不(?:适当|適當)的?(?:内容|內容)|审核系统标记|審核系統標記|不符合社区(?:指引|准则|规范)|触发安全风控|觸發安全風控",
    "ja": r"コンテンツポリシーに違反|ポリシーに違反|ポリシー違反"
    r"|安全フィルター|ガイドラインに違反|利用規約に違反"
    r"|引用検出でブロック",
    "ko": r"(?:콘텐츠 )?정책을 위반|민감한 (?:내용|콘텐츠)"
    r"|콘텐츠 정책|안전 정책"
    r"|모더레이션|안전 설정(?:으로|에 의해)[^\n]{0,10}차단|출력(?:이)? 차단",
    "vi": r"vi phạm chính sách|nội dung nhạy cảm"
    r"|bị chặn do[^\n]{0,20}an toàn|cài đặt an toàn"
    r"|nội dung[^\n]{0,12}bị chặn"
    r"|nội dung không phù hợp",
    "id": r"melanggar kebijakan|konten sensitif|konten[^\n]{0,10}diblokir"
    r"|melanggar pedoman"
    r"|konten tidak pantas",
    "th": r"ละเมิดนโยบาย|เนื้อหาไม่เหมาะสม"
    r"|เนื้อหา(?:นี้)?ถูกบล็อก"
    r"|เนื้อหาที่ไม่เหมาะสม|ไม่สอดคล้องกับแนวทางชุมชน",
    "ar": r"ينتهك سياسة|سياسة المحتوى|مواد حساسة|تم حظر المحتوى"
    r"|محتوى غير لائق"
    r"|ينتهك سياسات|محتوى غير آمن",
    "fa": r"سیاست[^\n]{0,4}های محتوایی|سیاست محتوا|محتوای حساس|مغایر با سیاست"
    r"|با سیاست[^\n]{0,16}مغایرت|محتوا[^\n]{0,20}مسدود شد"
    r"|محتوای نامناسب"
    r"|نقض قوانین",
    "hi": r"सामग्री नीति|संवेदनशील सामग्री"
    r"|नीति(?:यों)? का उल्लंघन|सामग्री[^\n]{0,20}ब्लॉक"
    r"|सामग्री[^\n]{0,12}अवरुद्ध"
    r"|अनुचित सामग्री",
    "he": r"מפר את מדיניות|מדיניות התוכן|חומר רגיש|התוכן נחסם|נחסם בגלל הגדרות (?:ה)?בטיחות"
    r"|תוכן לא הולם"
    r"|מפר את תנאי השימוש"
    r"|הנחיות הקהילה",
    "ru": r"из-за (?:конфиденциального|деликатного|чувствительного) содержимого|"
    r"(?:контент|содержимое)[^\n]{0,20}заблокирован|фильтр(?:ом)? безопасности|"
    r"правила использования контента|заблокирован[а-я]{0,2} (?:модерацией|фильтром)"
    r"|нарушает (?:наши )?правила"
    r"|недопустимый контент|недопустимое содержимое|помечено как недопустимое|вывод заблокирован|заблокирован[а-я]{0,2} (?:проверкой|настройками) (?:безопасности|цитирования)",
    "uk": r"вміст заблоковано|фільтр(?:ом)? безпеки|порушує правила (?:щодо вмісту|використання)"
    r"|фільтр(?:ом)? вмісту"
    r"|неприпустимий вміст|позначено як неприйнятн"
    r"|неприйнятн(?:ий|ого) вміст"
    r"|системою модерації",
    "de": r"sicherheitsfilter|inhaltsrichtlinie|verstößt gegen (?:die |unsere )?(?:nutzungs|inhalts)?"
    r"(?:richtlinien|bedingungen)"
    r"|wurde[^\n]{0,20}gefiltert|verantwortungsvolle ki"
    r"|inhaltsfilter|moderationsfilter"
    r"|unangemessene[rn]? inhalt(?:e|en)?(?:[ .,!:;]|$)|als unangemessen markiert"
    r"|vom sicherheitssystem blockiert",
    "fr": r"filtre de sécurité|politique de contenu|enfreint (?:la |les |nos )?(?:politique|règles|conditions)"
    r"|a été filtrée? par|ia responsable"
    r"|filtre de (?:modération|contenu)"
    r"|contenu inapproprié|signalée? comme inapproprié",
    "es": r"filtro de seguridad|política de contenido|infringe (?:la |las |nuestras )?(?:política|normas)"
    r"|fue filtrad[ao] por|ia responsable"
    r"|filtro de (?:moderación|contenido)"
    r"|contenido inapropiado|marcad[oa] como inapropiad",
    "pt": r"filtro de segurança|política de conteúdo|viola a política"
    r"|foi filtrad[ao] pelo|ia responsável"
    r"|viola (?:a |as |nossas |nossa )?(?:políticas|diretrizes|termos)|conteúdo[^\n]{0,20}bloqueado"
    r"|filtro de (?:moderação|conteúdo)|viola (?:nossos |os )?termos"
    r"|conteúdo (?:impróprio|inadequado|inapropriado)|sinalizad[ao] como (?:inadequad|impróp|inapropriad)",
    "it": r"filtro di sicurezza|norme sui contenuti|sistema di moderazione|viola le norme"
    r"|è stat[ao] filtrat[ao]|ia responsabile"
    r"|filtro di (?:moderazione|contenuti)|viola (?:i nostri |i )?termini"
    r"|contenut[oi] inappropriat|segnalat[oa] come inappropriat",
    "pl": r"filtr bezpieczeństwa|narusza zasady|treść (?:została )?zablokowana"
    r"|filtr (?:moderacji|treści)|narusza (?:nasze )?(?:warunki|regulamin)"
    r"|nieodpowiednie treści|nieodpowiednia treść|oznaczon[ya] jako nieodpowiedni"
    r"|(?:oznaczon|zablokowan)[aeyo] przez (?:nasz )?(?:system|filtr) moderacji",
    "tr": r"içerik politikası|güvenlik filtresi|(?:politikasını|politikalarını|kurallarını) ihlal ediyor|"
    r"güvenlik filtrelerini tetikledi|güvenlik filtresine takıldı|"
    r"içerik engellendi"
    r"|uygunsuz içerik|uygunsuz olarak işaretlendi"
    r"|kullanım koşullarını ihlal",
    "nl": r"veiligheidsfilter|inhoudsbeleid|schendt (?:het |ons |de )?(?:beleid|richtlijnen|voorwaarden)|"
    r"inhoud (?:is )?geblokkeerd"
    r"|schendt (?:het |ons |de |onze )?(?:gebruiks|inhouds)(?:beleid|richtlijnen|voorwaarden)|inhoud[^\n]{0,20}geblokkeerd"
    r"|ongepaste inhoud|gemarkeerd als ongepast",
    "cs": r"bezpečnostní filtr|zásady obsahu|porušuje (?:zásady|pravidla)|obsah (?:byl )?zablokován"
    r"|nevhodný obsah",
    "el": r"φίλτρο ασφαλείας|πολιτική περιεχομένου|παραβιάζει (?:την |τις |τους )?(?:πολιτικ|κανόν)|"
    r"περιεχόμενο αποκλείστηκε"
    r"|ακατάλληλο περιεχόμενο"
    r"|παραβιάζει τους όρους",
    "sv": r"säkerhetsfilter|innehållspolicy|bryter mot (?:vår |våra )?(?:policy|regler|riktlinjer|"
    r"villkor)|innehållet blockerades"
    r"|bryter mot (?:vår |våra )?[a-zåäö]{0,12}(?:policyn|reglerna|riktlinjerna|villkoren)|innehållet[^\n]{0,20}blockerats"
    r"|olämpligt innehåll",
    "bg": r"филтъра? за безопасност|правила(?:та)? за съдържание|нарушава (?:правилата|политиката|условията)|съдържанието е блокирано"
    r"|нарушава (?:нашите )?правила"
    r"|неподходящо съдържание",
    "hu": r"biztonsági szűrő|tartalmi irányelv|sérti a (?:tartalmi |felhasználási )?(?:irányelveket|szabályokat|feltételeket)|tartalom letiltva|letiltotta a (?:biztonsági )?szűrő"
    r"|nem megfelelő tartalom",
    "ro": r"filtrul de siguranță|politica privind conținutul|politicile de conținut|încalcă (?:politica|politicile|regulile|termenii)|conținut blocat"
    r"|filtrul de moderare"
    r"|conținut (?:neadecvat|nepotrivit|inadecvat)",
    "da": r"sikkerhe(?:ds|ts)filter|retningslinjer(?:ne)? for indhold|indholdspolitik|overtræder (?:retningslinjerne|politikken|reglerne|vilkårene)|indholdet blev blokeret"
    r"|overtræder (?:vores |vore |de )?(?:retningslinjer|politik|regler|vilkår)|indholdet[^\n]{0,20}blokeret"
    r"|upassende indhold|upassende innhold",
    "fi": r"turvasuodatin|sisältökäytäntö|rikkoo (?:sisältö)?käytäntöjä|sisältö estettiin"
    r"|rikkoo (?:käyttö)?(?:ehtoja|sääntöjä|käytäntöjä)|sisältö[^\n]{0,20}estettiin"
    r"|sopimatonta sisältöä|sopimaton sisältö",
    "hr": r"sigurnosni filt(?:a)?r|pravila o sadržaju|krši (?:pravila|uvjete|smjernice)|sadržaj je blokiran|bezbednosni filter|smernice o sadržaju|безбедносни филтер|правила о садржају|крши (?:правила|услове|смернице)|садржај је блокиран"
    r"|neprikladan sadržaj|neprikladni sadržaj|неприкладан садржај",
    "ca": r"filtre de seguretat|política de contingut|infringeix (?:la |les )?(?:política|polítiques|normes)|contingut bloquejat"
    r"|contingut (?:inadequat|inapropiat)",
    "sk": r"bezpečnostn(?:ý|ým) filt|zásady obsahu|porušuje (?:zásady|pravidlá|podmienky)|obsah bol zablokovaný"
    r"|nevhodný obsah",
    "sl": r"varnostni filter|pravilnik o vsebini|krši (?:pravilnik|pravila|pogoje)|vsebina je blokirana"
    r"|neprimerna vsebina|neprimerno vsebino",
    "et": r"turvafilter|sisupoliitika|rikub (?:sisupoliitikat|reegleid|tingimusi)|sisu blokeeriti"
    r"|rikub (?:kasutus)?(?:tingimusi|reegleid|poliitikat)|sisu[^\n]{0,16}blokeeriti"
    r"|sobimatu sisu",
    "lt": r"saugos filtr|turinio politik|pažeidžia (?:turinio )?(?:politiką|taisykles|sąlygas)|turinys užblokuotas"
    r"|pažeidžia naudojimo (?:politiką|taisykles|sąlygas)|turinys[^\n]{0,20}užblokuotas"
    r"|netinkamas turinys|netinkamo turinio",
    "lv": r"drošības filtr|satura politik|pārkāpj (?:satura )?(?:politiku|noteikumus)|saturs (?:tika )?bloķēts"
    r"|pārkāpj lietošanas (?:politiku|noteikumus)|saturs[^\n]{0,20}bloķēts"
    r"|nepiemērots saturs|nepiemērotu saturu",
    "bn": rf"বিষ{_BN_YA}বস্তু নীতি|নীতি লঙ্ঘন|সংবেদনশীল বিষ{_BN_YA}বস্তু|নিরাপত্তা ফিল্টার|কনটেন্ট নীতি"
    rf"|নীতিমালা লঙ্ঘন|(?:কনটেন্ট|বিষ{_BN_YA}বস্তু)[^\n]{{0,20}}ব্লক করা হ"
    rf"|অনুপযুক্ত বিষ{_BN_YA}বস্তু",
    "ta": r"உள்ளடக்கக்? கொள்கை|கொள்கை மீறல்|கொள்கையை மீறு|உணர்திறன் மிக்க உள்ளடக்கம்|பாதுகாப்பு வடிகட்டி"
    r"|பொருத்தமற்ற உள்ளடக்க",
    "te": r"కంటెంట్ విధాన|విధాన ఉల్లంఘన|విధానాన్ని ఉల్లంఘి|సున్నితమైన కంటెంట్|భద్రతా ఫిల్టర్|"
    r"మోడరేషన్[^\n]{0,40}ఫ్లాగ్"
    r"|అనుచిత కంటెంట్",
    "ml": r"ഉള്ളടക്ക നയ|നയ ലംഘനം|നയം ലംഘി|സെൻസിറ്റീവ് ഉള്ളടക്കം|സുരക്ഷാ ഫിൽട്ടർ"
    r"|അനുചിതമായ ഉള്ളടക്ക",
    "kn": r"ವಿಷಯ ನೀತಿ|ನೀತಿ(?:ಯ)? ಉಲ್ಲಂಘನೆ|ಸೂಕ್ಷ್ಮ ವಿಷಯ|ಸುರಕ್ಷತಾ ಫಿಲ್ಟರ್"
    r"|ನೀತಿಯನ್ನು ಉಲ್ಲಂಘಿಸ"
    r"|ಅನುಚಿತ ವಿಷಯ",
    "mr": r"सामग्री धोरण|धोरणाचे उल्लंघन|संवेदनशील सामग्री|सुरक्षा फिल्टर|"
    r"मॉडरेशन[^\n]{0,120}फ्लॅग"
    r"|अयोग्य (?:सामग्री|मजकूर)",
    "gu": r"સામગ્રી નીતિ|નીતિનું ઉલ્લંઘન|સંવેદનશીલ સામગ્રી|(?:સલામતી|સુરક્ષા) ફિલ્ટર"
    r"|અયોગ્ય સામગ્રી",
    "ur": r"مواد کی پالیسی|پالیسی کی خلاف ورزی|حساس مواد|حفاظتی فلٹر"
    r"|نامناسب مواد",
    "ms": r"dasar kandungan|melanggar dasar|kandungan sensitif|penapis keselamatan|kandungan[^\n]{0,10}disekat"
    r"|melanggar garis panduan"
    r"|kandungan tidak sesuai",
    "ka": r"(?:შინაარსის|კონტენტის) პოლიტიკ|პოლიტიკის დარღვევ|სენსიტიური შინაარს|უსაფრთხოების ფილტრ"
    r"|არღვევს[^\n]{0,20}(?:წესებს|პოლიტიკას)|(?:შინაარსი|კონტენტი)[^\n]{0,20}დაიბლოკა"
    r"|შეუსაბამო (?:შინაარს|კონტენტ)",
    "az": r"məzmun siyasət|siyasətinin pozulması|siyasəti pozur|həssas məzmun|təhlükəsizlik filtr"
    r"|qaydalarını pozur|məzmun[^\n]{0,20}bloklan"
    r"|uyğunsuz məzmun",
    "be": r"палітык[іа] (?:кантэнту|змесціва)|адчувальн[а-яў]{0,3} змесціва|фільтр(?:ам)? бяспекі|парушае правілы"
    r"|недапушчальны змест",
}

#: An image the provider cannot take (``permanent`` / ``image``).
IMAGE: Final[dict[str, str]] = {
    "zh": r"不支(?:持|援)的?(?:图片|圖片|图像|圖像)|(?:图片|圖片|图像|圖像)(?:檔案|文件)?(?:格式不支(?:持|援)|"
    r"过大|過大|太大|处理失败|處理失敗)"
    r"|(?:图片|圖片|图像|圖像)格式(?:无效|無效|错误|錯誤)"
    r"|(?:图片|圖片|图像|圖像)分辨率(?:过大|過大|太大|超过|超過|超出)"
    r"|不支(?:持|援)(?:此|该|該|这种|這種)(?:图片|圖片|图像|圖像)"
    r"|(?:图像|圖像|图片|圖片)不支(?:持|援)"
    r"|(?:图像|圖像|图片|圖片)(?:尺寸|大小)(?:超过|超過|超出)(?:了)?(?:限制|上限|最大)",
    "ja": r"サポートされていない画像|画像(?:サイズ|ファイル)?が大きすぎ|画像を処理でき|画像の処理に失敗"
    r"|(?:画像|画像形式|画像ファイル)(?:に|には|は)?対応していません|対応していない画像"
    r"|画像対応モデル|画像が[^\n]{0,16}大きすぎ|画像を利用できません",
    "ko": r"지원되지 않는 이미지|이미지 (?:크기가|파일이) 너무|이미지를 처리할 수 없",
    "vi": r"định dạng hình ảnh không|hình ảnh quá lớn|không thể xử lý hình ảnh"
    r"|định dạng ảnh không|ảnh quá lớn|không thể xử lý ảnh",
    "id": r"format gambar tidak didukung|gambar terlalu besar|tidak dapat memproses gambar",
    "th": r"ไม่รองรับรูปแบบ(?:ไฟล์)?ภาพ|รูปแบบ(?:ไฟล์)?ภาพ(?:นี้)?ไม่รองรับ|รูปภาพมีขนาดใหญ่เกินไป|ไม่สามารถประมวลผลรูปภาพ"
    r"|ไม่รองรับรูปแบบ(?:ไฟล์)?รูปภาพ|รูปแบบ(?:ไฟล์)?รูปภาพ(?:นี้)?ไม่รองรับ"
    r"|โมเดล[^\n]{0,20}ไม่รองรับ(?:รูป)?ภาพ"
    r"|(?:ไฟล์)?รูปภาพ(?:มีขนาด)?ใหญ่เกินไป",
    "ar": r"تنسيق الصورة غير مدعوم|حجم الصورة كبير|تعذرت معالجة الصورة"
    r"|(?:صيغة|تنسيق) الصورة غير مدعوم"
    r"|الصورة كبيرة جد|(?:لا يمكن|تعذر) معالجة الصورة|(?:تنسيقات|صيغ|تنسيق|صيغة) الصور[^\n]{0,20}غير مدعوم|(?:صيغة|نوع) الملف غير مدعوم",
    "fa": r"فرمت تصویر پشتیبانی نمی|حجم تصویر بیش از|پردازش تصویر (?:ممکن نیست|انجام نشد|ناموفق)"
    r"|تصویر بیش از حد بزرگ"
    r"|(?:اندازهٔ|اندازه) تصویر",
    "hi": r"असमर्थित छवि|छवि का आकार|छवि को संसाधित"
    r"|(?:इमेज|छवि) (?:फ़?|फ़)ॉर्मेट (?:समर्थित नहीं|असमर्थित)|असमर्थित इमेज"
    r"|छवि बहुत बड़ी"
    r"|छवि (?:फ़ाइल |फाइल )?बहुत बड़ी",
    "he": r"פורמט התמונה אינו נתמך|התמונה גדולה מדי|לא ניתן לעבד את התמונה"
    r"|פורמט התמונה לא נתמך"
    r"|התמונה חורגת",
    "ru": r"(?:неподдерживаемый|недопустимый|неверный) формат изображения|"
    r"формат изображения не поддерживается|изображение слишком больш|не удалось обработать изображение"
    r"|изображени[а-я]{0,3}[^\n]{0,20}превыша",
    "uk": r"(?:непідтримуваний|неприпустимий) формат зображення|формат зображення не підтримується|зображення (?:завелике|надто велике)"
    r"|не вдалося обробити зображення",
    "de": r"(?:nicht unterstütztes|ungültiges) bildformat|bildformat (?:wird )?nicht unterstützt|bild ist zu groß|bild konnte nicht verarbeitet"
    r"|unterstützt (?:das )?(?:senden|hochladen|verarbeiten) von bildern nicht",
    "fr": rf"(?:pas de|aucune) capacités? visuelles?|"
    rf"format d{_APOS}image (?:non (?:pris en charge|supporté|valide)|invalide)|image (?:est )?trop volumineuse|"
    rf"impossible de traiter l{_APOS}image",
    "es": r"formato de imagen (?:no (?:compatible|soportado|válido)|inválido)|imagen es demasiado grande|no se pudo procesar la imagen",
    "pt": r"formato de imagem (?:não (?:suportado|compatível)|inválido)|imagem é muito grande|não foi possível processar a imagem",
    "it": rf"formato (?:dell{_APOS})?immagine non (?:supportato|valido)|immagine è troppo grande|"
    rf"impossibile elaborare l{_APOS}immagine",
    "pl": r"nieobsługiwany format obrazu|(?:załącznik|plik|typ pliku) nieobsługiwany|nieobsługiwany (?:załącznik|typ pliku)|format obrazu nie jest obsługiwany|obraz jest (?:za|zbyt) duży|nie można przetworzyć obrazu"
    r"|nie udało się przetworzyć obrazu",
    "tr": r"(?:görüntü|resim|görsel) (?:formatı|biçimi) desteklenmiyor|desteklenmeyen (?:görüntü|resim|görsel)|"
    r"(?:görüntü|resim|görsel) çok büyük|(?:görüntü|resim|görsel) (?:formatı|biçimi) (?:hatalı|geçersiz)"
    r"|(?:resim|görüntü|görsel) işlenemedi|(?:resim|görsel|görüntü) boyutu[^\n]{0,20}(?:aşamaz|aşıyor|aşmamalı)|desteklenmeyen dosya türü",
    "nl": r"(?:niet-ondersteunde|ongeldige) (?:afbeeldingsformaat|afbeeldingsindeling)|"
    r"(?:afbeeldingsformaat|afbeeldingsindeling) (?:wordt niet ondersteund|is ongeldig)|afbeelding is te groot|"
    r"kan afbeelding niet verwerken"
    r"|(?:afbeeldingsformaat|afbeeldingsindeling|afbeeldingstype) (?:wordt )?niet ondersteund",
    "cs": r"nepodporovaný formát obrázku|formát obrázku (?:není podporován|je neplatný)|obrázek je příliš velký|nelze zpracovat obrázek"
    r"|obrázek se nepodařilo zpracovat",
    "el": r"μη υποστηριζόμενη μορφή εικόνας|μορφή εικόνας δεν υποστηρίζεται|εικόνα είναι πολύ μεγάλη|"
    r"δεν ήταν δυνατή η επεξεργασία της εικόνας"
    r"|μορφή της εικόνας δεν υποστηρίζεται"
    r"|εικόνων μεγαλύτερων",
    "sv": r"bildformat(?:et)? (?:stöds inte|är ogiltigt)|ogiltigt bildformat|bildformat som inte stöds|bilden är för stor|kunde inte bearbeta bilden",
    "bg": r"неподдържан формат на изображени|форматът на изображението не се поддържа|изображението е твърде голямо|изображението не (?:може|можа) да бъде обработено",
    "hu": r"nem támogatott képformátum|képformátum nem támogatott|a kép túl nagy|a képet nem sikerült feldolgozni",
    "ro": r"nu are capacități de viziune|"
    r"format de imagine neacceptat|formatul imaginii nu este (?:acceptat|suportat)|imaginea este prea mare|imaginea nu a putut fi procesată",
    "da": r"billedformat(?:et)? understøttes ikke|ikke-understøttet billedformat|ugyldigt billedformat|billedet er for stort|billedet kunne ikke behandles",
    "fi": r"kuvamuotoa ei tueta|kuva on liian suuri|kuvaa ei voitu käsitellä",
    "hr": r"nepodržani format slike|format slike nije podržan|slika je prevelika|sliku nije moguće obraditi|nepodržan format slike|неподржан(?:и)? формат слике|формат слике није подржан|слика је превелика|слику није могуће обрадити"
    r"|slika se ne može obraditi|слика се не може обрадити"
    r"|nije sposoban za vid|није способан за вид|ne podržava unos slika",
    "ca": r"format d(?:'|’)imatge no (?:compatible|admès|vàlid)|la imatge és massa gran|no s(?:'|’)ha pogut processar la imatge",
    "sk": r"nepodporovaný formát obrázka|formát obrázka nie je podporovaný|obrázok je príliš veľký|obrázok (?:sa )?nepodarilo spracovať",
    "sl": r"nepodprta oblika slike|oblika slike ni podprta|slika je prevelika|slike ni mogoče obdelati",
    "et": r"toetamata pildivorming|pildivormingut ei toetata|pilt on liiga suur|pilti ei õnnestunud töödelda|mõõdud ületavad",
    "lt": r"nepalaikomas vaizdo formatas|vaizdo formatas nepalaikomas|(?:vaizdas|paveikslėlis) per didelis|nepavyko apdoroti vaizdo"
    r"|nepavyko apdoroti (?:vaizdo|paveikslėlio)",
    "lv": r"neatbalstīts attēla formāts|attēla formāts netiek atbalstīts|attēls ir pārāk liels|attēlu nevarēja apstrādāt"
    r"|attēlu (?:neizdevās|nevarēja) apstrādāt|neizdevās apstrādāt attēlu",
    "bn": rf"অসমর্থিত ছবি|ছবির ফরম্যাট (?:সমর্থিত ন{_BN_YA}|অসমর্থিত)|ছবি(?:টি)? খুব ব{_BN_RRA}|ছবি(?:টি)? প্রক্রি{_BN_YA}া করা যা{_BN_YA}নি"
    rf"|ছবি(?:টি)? প্রসেস করা যা{_BN_YA}নি"
    rf"|ছবি(?:টি)? অনেক ব{_BN_RRA}"
    r"|দৃষ্টি সক্ষম নয়",
    "ta": r"ஆதரிக்கப்படாத பட|படம் மிகவும் பெரிய|படத்தின் அளவு மிகப் பெரிய|படத்தைச் செயலாக்க முடியவில்லை"
    r"|படம் மிகப் பெரிய",
    "te": r"మద్దతు లేని చిత్ర|చిత్రం చాలా పెద్ద|చిత్రాన్ని ప్రాసెస్ చేయ(?:లేక|లేము|డం (?:సాధ్యం కాలేదు|విఫల))"
    r"|చిత్రాన్ని ప్రాసెస్ చేయడం సాధ్యపడలేదు",
    "ml": r"പിന്തുണയ്ക്കാത്ത ചിത്ര|ചിത്രം വളരെ വലുത|ചിത്രം പ്രോസസ്സ് ചെയ്യാൻ (?:കഴിഞ്ഞില്ല|കഴിയില്ല|സാധിച്ചില്ല)",
    "kn": r"ಬೆಂಬಲಿಸದ ಚಿತ್ರ|ಚಿತ್ರ ತುಂಬಾ ದೊಡ್ಡ|ಚಿತ್ರವನ್ನು ಪ್ರಕ್ರಿಯೆಗೊಳಿಸ[^\n]{0,8}(?:ಸಾಧ್ಯವಾಗಲಿಲ್ಲ|ಆಗಲಿಲ್ಲ|ವಿಫಲ)",
    "mr": r"असमर्थित प्रतिमा|प्रतिमा खूप मोठी|प्रतिमेवर प्रक्रिया (?:करता आली नाही|करता येत नाही|करण्यात अयशस्वी|अयशस्वी)",
    "gu": r"અસમર્થિત છબી|છબી ખૂબ મોટી|છબી પર પ્રક્રિયા[^\n]{0,16}(?:શકાઈ નથી|શકાતી નથી|થઈ શકી નથી|નિષ્ફળ)",
    "ur": r"غیر معاون تصویر|تصویر بہت بڑی|تصویر پر کارروائی[^\n]{0,16}(?:نہیں|ناکام)",
    "ms": r"format imej tidak disokong|imej terlalu besar|imej tidak dapat diproses|tidak dapat memproses imej"
    r"|gambar[^\n]{0,30}melampaui batas",
    "ka": r"სურათის ფორმატი (?:არ არის მხარდაჭერილი|მიუღებელია)|სურათი ძალიან დიდია|სურათის დამუშავება ვერ",
    "az": r"dəstəklənməyən şəkil|şəkil formatı dəstəklənmir|şəkil çox böyükdür|şəkli emal etmək mümkün (?:deyil|olmadı)",
    "be": r"фармат выявы не падтрымліваецца|непадтрымліваемы фармат выявы|выява занадта вялікая|не ўдалося апрацаваць выяву"
    r"|не распазнае выявы",
}

#: A request the provider cannot take as sent (``permanent`` / ``bad_request``).
BAD_REQUEST: Final[dict[str, str]] = {
    "zh": r"(?:请求|請求)?(?:参数|參數)(?:错误|錯誤|不合法|无效|無效|有误|有誤)|(?:无效|無效|非法)的(?:请求|請求)|"
    r"(?:请求|請求)格式(?:错误|錯誤|无效|無效)"
    r"|(?:请求|請求)格式不正确|請求格式不正確"
    r"|缺少必(?:要|需|填)参数|缺少必(?:要|需|填)參數"
    r"|输入无效|輸入無效|(?:参数|參數)[^\n]{0,20}的?值(?:无效|無效)|(?:无效|無效)的(?:消息|訊息)(?:历史|歷史)|(?:提示词|提示詞|提示)不能为空|(?:提示詞|提示)不能為空",
    "ja": r"無効なリクエスト|不正なリクエスト|リクエストが(?:不正|無効)|パラメータが(?:不正|無効)"
    r"|pdf ?が[^\n]{0,20}大きすぎ"
    r"|リクエストの形式が正しくありません"
    r"|必須パラメータがありません|必須パラメーターがありません"
    r"|入力が無効|パラメータ[^\n]{0,20}の値が無効"
    r"|不正な要求|(?:プロンプト|メッセージ|入力)(?:は|を)空に(?:できません|することはできません)|パラメータ(?:について|に関する)エラー|モデルが選択されていません",
    "ko": r"잘못된 요청|매개변수가 (?:올바르지 않|잘못)|요청 형식이 (?:잘못|올바르지)"
    r"|요청이 올바르지 않"
    r"|필수 매개변수가 누락"
    r"|입력이 잘못되었"
    r"|크기 제한을 초과",
    "vi": r"yêu cầu không hợp lệ|tham số[^\n]{0,15}không hợp lệ"
    r"|yêu cầu không đúng định dạng"
    r"|thiếu tham số bắt buộc"
    r"|dữ liệu đầu vào không hợp lệ",
    "id": r"permintaan tidak valid|parameter[^\n]{0,15}tidak valid",
    "th": r"คำขอไม่ถูกต้อง|พารามิเตอร์[^\n]{0,12}ไม่ถูกต้อง"
    r"|ไม่มีพารามิเตอร์ที่จำเป็น",
    "ar": r"طلب غير صالح|معلمات (?:الطلب )?غير صالحة"
    r"|صيغة الطلب غير صحيحة"
    r"|معلمة مطلوبة مفقودة|طلب[^\n]{0,20}غير صالح|لم يتم العثور على رابط أساسي",
    "fa": r"درخواست نامعتبر|پارامترهای درخواست نامعتبر"
    r"|قالب درخواست نادرست"
    r"|پارامتر الزامی وجود ندارد",
    "hi": r"अमान्य अनुरोध|पैरामीटर अमान्य"
    r"|अनुरोध का प्रारूप (?:गलत|अमान्य)"
    r"|आवश्यक पैरामीटर गायब",
    "he": r"בקשה לא תקינה|פרמטרים לא (?:חוקיים|תקינים)"
    r"|הבקשה אינה תקינה"
    r"|חסר פרמטר חובה"
    r"|(?:סוג הקובץ|הפורמט|הפרמטר|הבקשה|הקובץ)[^\n]{0,12}(?:אינו נתמך|אינה נתמכת|אינם נתמכים)|הקובץ גדול מדי|בקשה לא חוקית",
    "ru": r"неверный запрос|некорректный запрос|(?:недопустимые|неверные) параметры"
    r"|запрос сформирован (?:неправильно|некорректно)|недопустимый параметр|неверный параметр"
    r"|недопустимые входные данные|недопустимое значение параметра"
    r"|ошибочный запрос"
    r"|неподдерживаемый (?:формат|тип) файла|размер файла (?:не должен превышать|превышает)|не поддерживает (?:отправку|загрузку) файлов"
    r"|не совместима с инструментами|базовый url не (?:найден|указан)",
    "uk": r"недійсний запит|некоректний запит|(?:неприпустимі|неправильні) параметри"
    r"|запит сформовано (?:неправильно|некоректно)|(?:недійсний|неприпустимий|неправильний) параметр"
    r"|недійсні вхідні дані|неприпустиме значення параметра|базов(?:у|а) url[^\n]{0,10}не (?:знайдено|вказано)",
    "de": r"ungültige anfrage|ungültige (?:anfrage)?parameter"
    r"|anfrage ist fehlerhaft|fehlerhafte anfrage|ungültiger parameter"
    r"|pflichtparameter fehlt"
    r"|ungültige eingabe|anfrageinhalt ist ungültig|anfrage enthält fehler"
    r"|ungültiger inhalt",
    "fr": r"requête (?:invalide|non valide)|paramètres[^\n]{0,15}(?:invalides|non valides)"
    r"|requête (?:est )?mal formée|requête malformée|paramètre (?:invalide|non valide)"
    r"|requête incorrecte|paramètre obligatoire manquant"
    r"|entrée (?:invalide|non valide)|corps de la requête (?:est )?(?:invalide|non valide)|valeur (?:invalide|non valide) pour le paramètre"
    r"|requête erronée"
    r"|taille du fichier dépasse|fichier[^\n]{0,30}a expiré",
    "es": r"solicitud (?:no válida|inválida)|parámetros[^\n]{0,15}no válidos"
    r"|tamaño del archivo supera"
    r"|solicitud (?:tiene un formato incorrecto|mal formada|con formato incorrecto)|parámetro (?:no válido|inválido)"
    r"|solicitud incorrecta|falta un parámetro obligatorio"
    r"|entrada (?:no válida|inválida)|cuerpo de la solicitud no es válido|valor (?:no válido|inválido) para el parámetro"
    r"|solicitud errónea"
    r"|no es compatible con las herramientas",
    "pt": r"(?:requisição|solicitação) inválida|parâmetros[^\n]{0,20}inválidos"
    r"|(?:requisição|solicitação) (?:está )?mal ?formada|parâmetro inválido"
    r"|requisição incorreta|parâmetro obrigatório (?:ausente|faltando)"
    r"|entrada inválida|corpo da (?:requisição|solicitação) (?:é )?inválido|valor inválido para o parâmetro"
    r"|excede o limite de tamanho",
    "it": r"richiesta non valida|parametri[^\n]{0,20}non validi"
    r"|richiesta non (?:è )?formattata correttamente|richiesta malformata|parametro non valido"
    r"|richiesta errata|parametro obbligatorio mancante"
    r"|input non valido|valore non valido per il parametro"
    r"|richiesta non corretta"
    r"|il contenuto è troppo grande",
    "pl": r"nieprawidłowe (?:żądanie|parametry)"
    r"|żądanie jest nieprawidłowe|nieprawidłowy parametr"
    r"|błędne żądanie|brak wymaganego parametru"
    r"|nieprawidłowe dane wejściowe"
    r"|przekracza (?:limit rozmiaru|maksymalny rozmiar)|błąd dotyczący parametrów",
    "tr": r"geçersiz (?:istek|parametre)"
    r"|istek geçersiz|dosya boyutu[^\n]{0,30}(?:aştı|aşıyor|aşamaz)"
    r"|zorunlu parametre eksik"
    r"|geçersiz girdi"
    r"|temel url (?:bulunamadı|geçersiz)",
    "nl": r"ongeldig verzoek|ongeldige (?:verzoek)?parameters"
    r"|verzoek is ongeldig|ongeldige parameter"
    r"|ongeldige invoer",
    "cs": r"neplatný požadavek|neplatné parametry"
    r"|požadavek je neplatný|neplatný parametr"
    r"|chybí povinný parametr"
    r"|neplatný vstup"
    r"|nepodporovaný (?:typ|formát) souboru",
    "el": r"μη έγκυρο αίτημα|μη έγκυρες παράμετροι"
    r"|αίτημα δεν είναι έγκυρο|μη έγκυρη παράμετρος"
    r"|λείπει υποχρεωτική παράμετρος",
    "sv": r"ogiltig begäran|ogiltiga parametrar"
    r"|begäran är ogiltig|ogiltig parameter"
    r"|ogiltig indata",
    "bg": r"невалидна заявка|невалидни параметри"
    r"|неправилна заявка|невалиден параметър"
    r"|липсва задължителен параметър",
    "hu": r"érvénytelen kérés|érvénytelen (?:kérés)?paraméter"
    r"|a kérés érvénytelen",
    "ro": r"(?:cerere|solicitare) invalidă|parametrii[^\n]{0,20}invalizi|parametri invalizi"
    r"|cererea nu este validă|solicitarea nu este validă",
    "da": r"ugyldig anmodning|ugyldige parametre|ugyldig forespørsel"
    r"|anmodningen er ugyldig|ugyldig parameter",
    "fi": r"virheellinen pyyntö|parametrit ovat virheelliset|virheelliset parametrit"
    r"|pyyntö on virheellinen|virheellinen parametri"
    r"|pakollinen parametri puuttuu",
    "hr": r"nevažeći zahtjev|nevažeći parametri|nevažeći zahtev|neispravan zahtj?ev|неважећи захтј?ев|неисправан захтј?ев|неважећи параметри"
    r"|zahtj?ev nije valjan|nevažeći parametar"
    r"|nedostaje obavezn(?:i|o) parametar"
    r"|maksimalna veličina datoteke",
    "ca": r"sol·licitud no vàlida|paràmetres[^\n]{0,20}no vàlids|petició no vàlida"
    r"|sol·licitud no és vàlida|paràmetre no vàlid"
    r"|falta un paràmetre obligatori",
    "sk": r"neplatná požiadavka|neplatné parametre"
    r"|požiadavka je neplatná|neplatný parameter",
    "sl": r"neveljavna zahteva|neveljavni parametri"
    r"|zahteva ni veljavna|neveljaven parameter",
    "et": r"vigane päring|parameetrid on vigased|vigased parameetrid"
    r"|päring on vigane|vigane parameeter"
    r"|kohustuslik parameeter puudub"
    r"|baasaadressi ei leitud",
    "lt": r"neteisinga užklausa|netinkami (?:užklausos )?parametrai"
    r"|netinkama užklausa|klaidingi (?:užklausos )?parametrai"
    r"|užklausa (?:yra )?neteisinga|neteisingas parametras"
    r"|trūksta privalomo parametro",
    "lv": r"nederīgs pieprasījums|nederīgi (?:pieprasījuma )?parametri"
    r"|pieprasījums nav derīgs|nederīgs parametrs"
    r"|trūkst obligāt(?:a|ā) parametra",
    "bn": rf"অবৈধ অনুরোধ|অনুরোধের প্যারামিটার[^\n]{{0,12}}(?:সঠিক ন{_BN_YA}|অবৈধ|ভুল)|অবৈধ প্যারামিটার"
    rf"|অনুরোধটি (?:সঠিক ন{_BN_YA}|অবৈধ)",
    "ta": r"(?:தவறான|செல்லாத) கோரிக்கை|கோரிக்கை அளவுருக்கள்[^\n]{0,6}(?:செல்லாதவை|தவறானவை)|தவறான அளவுருக்கள்"
    r"|கோரிக்கை (?:தவறானது|செல்லாது)",
    "te": r"చెల్లని అభ్యర్థన|అభ్యర్థన పారామితులు[^\n]{0,6}(?:చెల్లవు|తప్పు)|చెల్లని పారామితులు"
    r"|అభ్యర్థన చెల్లదు",
    "ml": r"അസാധുവായ അഭ്യർത്ഥന|പാരാമീറ്ററുകൾ അസാധുവാണ്|അസാധുവായ പാരാമീറ്റർ|"
    r"പിന്തുണയ്ക്കാത്ത ഫയൽ"
    r"|അഭ്യർത്ഥന അസാധുവാണ്",
    "kn": r"ಅಮಾನ್ಯ ವಿನಂತಿ|ಪ್ಯಾರಾಮೀಟರ್.?ಗಳು ಅಮಾನ್ಯ|ಅಮಾನ್ಯ ಪ್ಯಾರಾಮೀಟರ್"
    r"|ವಿನಂತಿ ಅಮಾನ್ಯವಾಗಿದೆ",
    "mr": r"अवैध विनंती|पॅरामीटर्स? अवैध|अवैध पॅरामीटर"
    r"|विनंती अवैध आहे",
    "gu": r"અમાન્ય વિનંતી|પેરામીટર[^\n]{0,4}અમાન્ય|અમાન્ય પેરામીટર|"
    r"સપોર્ટેડ નથી"
    r"|વિનંતી અમાન્ય",
    "ur": r"(?:غلط|نامعتبر) درخواست|پیرامیٹرز? (?:درست نہیں|غلط|نامعتبر)"
    r"|درخواست درست نہیں",
    "ms": r"permintaan tidak sah|parameter[^\n]{0,12}tidak sah"
    r"|jenis fail tidak disokong",
    "ka": r"(?:არასწორი|არავალიდური) მოთხოვნა|მოთხოვნის პარამეტრები არასწორია|არასწორი პარამეტრ"
    r"|მოთხოვნა არასწორია",
    "az": r"(?:yanlış|etibarsız) sorğu|sorğu parametrləri (?:etibarsız|yanlış)|etibarsız parametr"
    r"|sorğu etibarsızdır|sorğu yanlışdır"
    r"|məcburi parametr çatışmır",
    "be": r"(?:няправільны|некарэктны) запыт|(?:недапушчальныя|няправільныя) параметры"
    r"|запыт няправільны",
}

#: Rate limits, busy servers, timeouts, networks, unavailable services (``transient``).
TRANSIENT: Final[dict[str, str]] = {
    "zh": r"請求數量已超過上限|请求数量已超过上限|"
    r"請求次數過多|伺服器(?:忙碌|繁忙)|请求超时|請求逾時|响应超时|回應逾時|逾時|传输中断|傳輸中斷|"
    r"網路連線失敗|服务暂时不可用|服務暫時無法使用|暂时不可用|暫時無法使用|上游服(?:务|務)"
    r"|服务器开小差|网络不稳定|網路不穩定|连接超时|連線逾時|服务不可用|服務無法使用|服务异常|服務異常|网关(?:错误|超时)|閘道(?:錯誤|逾時)"
    r"|意外(?:结束|终止|中断)|响应为空|空响应|返回为空"
    r"|服务器错误|服務器錯誤|伺服器錯誤|服务器内部错误"
    r"|(?:发送|發送|傳送)(?:消息|訊息)?(?:的)?(?:速度)?太快|(?:访问|訪問|使用)人(?:数|數)过多|(?:訪問|使用)人數過多|系(?:统|統)(?:正在)?(?:维护|維護)中|(?:无法|無法)(?:连接|連接|連線)(?:到)?(?:服务器|伺服器|服務器)"
    r"|服务暂时停止|服務暫時停止|系(?:统|統)(?:繁忙|忙碌)"
    r"|(?:发|發)(?:送)?(?:得)?(?:这么|這麼|太)快"
    r"|限速|未返回任何内容|未返回任何內容"
    r"|(?:服务器|服務器|伺服器|服务|服務)(?:是否|有没有|有沒有)(?:正在|已经|已經|已)?(?:运行|運行|執行|启动|啟動|开启|開啟)",
    "ja": r"新しいリクエストを行う前にお待ちください|"
    r"リクエストが[^\n]{0,10}集中して|"
    r"応答コンテンツを提供しませんでした|"
    r"頻度が高すぎ|接続に失敗|一時的に利用できません|内部サーバーエラー"
    r"|アクセスが集中|サービスが利用できません|一時的なエラー|通信エラー|接続がタイムアウト|サーバーに接続できません"
    r"|通信に失敗"
    r"|予期せず終了|空の応答"
    r"|(?:送信|メッセージ)[^\n]{0,8}速すぎ|メンテナンス中"
    r"|次のメッセージを送信するまでお待ち|高負荷"
    r"|システムが混雑|サービスが一時(?:的に)?停止"
    r"|接続が拒否|頻繁すぎ|サーバー側(?:の)?エラー|ネットワーク異常"
    r"|サーバー?が(?:起動|実行)(?:している|中)(?:か|であること)|サービスは(?:現在)?利用できません|リクエスト制限に達",
    "ko": r"연결할 수 없습니다|"
    r"요청이 너무 잦|시간이 초과|연결에 실패|일시적으로 사용할 수 없|내부 서버 오류"
    r"|서버에 연결할 수 없|연결 시간 초과|서비스를 사용할 수 없|일시적인 오류|통신 오류|서버 응답이 없"
    r"|예기치 않게 종료|빈 응답"
    r"|사용자가 많아|너무 빠르게 보내|점검 중"
    r"|서버 부하가 높"
    r"|속도 제한"
    r"|시스템이 혼잡|서비스가 일시(?:적으로)? 중단"
    r"|연결 오류|실행 중이 아니"
    r"|서버가 (?:실행|구동) 중인지"
    r"|연결을 닫았습니다"
    r"|연결하지 못했습니다|연결 실패",
    "vi": r"không nhận được phản hồi|"
    r"quá nhanh|kết nối thất bại|tạm thời không khả dụng|lỗi máy chủ nội bộ"
    r"|dịch vụ không khả dụng|máy chủ không phản hồi|mất kết nối|kết nối bị gián đoạn|lỗi kết nối"
    r"|kết thúc bất ngờ|phản hồi trống"
    r"|(?:hệ thống|máy chủ|mô hình) (?:đang )?quá tải|gửi quá nhiều (?:tin nhắn|yêu cầu)|(?:đang )?bảo trì|không thể kết nối (?:đến|tới|với) máy chủ"
    r"|chờ trước khi gửi tin nhắn"
    r"|giới hạn tốc độ"
    r"|hệ thống đang bận"
    r"|đang bận"
    r"|kiểm tra kết nối mạng",
    "id": r"terlalu sering|server (?:sedang )?sibuk|kelebihan beban|waktu (?:permintaan |tunggu )?"
    r"(?:respons )?habis|koneksi gagal|sementara tidak tersedia|kesalahan server internal"
    r"|layanan tidak tersedia|server tidak merespons|koneksi terputus|batas waktu"
    r"|berakhir secara tidak terduga|respons kosong|pembatasan laju"
    r"|tidak tersedia untuk sementara|layanan sedang tidak tersedia"
    r"|mengirim terlalu banyak (?:pesan|permintaan)|(?:sedang )?dalam pemeliharaan|tidak dapat terhubung ke server"
    r"|tunggu sebentar sebelum mengirim"
    r"|batas kecepatan"
    r"|sistem sedang sibuk"
    r"|mungkin mengalami (?:masalah|gangguan)|sedang mengalami (?:masalah|gangguan)",
    "th": r"ไม่สามารถเชื่อมต่อได้|"
    r"ถี่เกินไป|เซิร์ฟเวอร์ไม่ว่าง|ทำงานหนักเกินไป|หมดเวลา|ข้อผิดพลาดของเครือข่าย|"
    r"การเชื่อมต่อล้มเหลว|ไม่พร้อมใช้งานชั่วคราว|ข้อผิดพลาดภายในเซิร์ฟเวอร์"
    r"|บริการไม่พร้อมใช้งาน|เซิร์ฟเวอร์ไม่ตอบสนอง|การเชื่อมต่อขาดหาย"
    r"|ผู้ใช้งานจำนวนมาก|(?:เซิร์ฟเวอร์|ระบบ)โหลดเกิน|ส่งข้อความเร็วเกินไป|ปิดปรับปรุง|ข้อผิดพลาด(?:ของ)?เครือข่าย|ไม่สามารถเชื่อมต่อ(?:กับ)?เซิร์ฟเวอร์"
    r"|การเชื่อมต่อเครือข่ายล้มเหลว|เซิร์ฟเวอร์ยุ่ง"
    r"|ระบบไม่ว่าง"
    r"|การจำกัดอัตรา|สิ้นสุดอย่างไม่คาดคิด|ไม่มี(?:การเชื่อมต่อ)?อินเทอร์เน็ต|ข้อผิดพลาดทางเครือข่าย",
    "ar": r"متكررة جد|الخادم مشغول|محم(?:ّ)?ل بشكل زائد|انتهت مهلة|فشل الاتصال|غير متاحة مؤقت|"
    r"خطأ داخلي في الخادم"
    r"|الخدمة غير متاحة|الخادم لا يستجيب|انقطع الاتصال|انقطاع الاتصال"
    r"|مهلة الطلب|اتصال الشبكة"
    r"|النظام مثقل|ضغط (?:كبير|عال) على (?:الخادم|الخوادم|النظام)|أرسلت رسائل كثيرة|تجاوز حد الطلبات|(?:الخدمة )?قيد الصيانة|الخدمة غير متوفرة (?:حاليًا|حاليا|مؤقتًا|مؤقتا)"
    r"|خطأ في الاتصال بالشبكة|عدد كبير جد(?:ًا|ا)? من الطلبات"
    r"|النظام مشغول"
    r"|غير (?:متاح|متوفر)(?:ة)? (?:مؤقت|حالي)"
    r"|الشبكة غير مستقرة|لا (?:يوجد )?(?:اتصال بال)?إنترنت",
    "fa": r"وقفه شبکه|درخواست خیلی طول کشید|"
    r"درخواست[^\n]{0,4}ها (?:بیش از حد|خیلی زیاد)|تعداد درخواست|سرور مشغول|بار سرور|"
    r"زمان درخواست به پایان|مهلت پاسخ|خطای شبکه|اتصال برقرار نشد|بارگذاری بیش از حد|موقتاً در دسترس نیست|"
    r"خطای داخلی سرور"
    r"|سرویس در دسترس نیست|سرور پاسخ نمی|اتصال قطع شد"
    rf"|سرور[^\n]{{0,40}}شلوغ|پیام{_ZWNJ}?های زیادی (?:ارسال|فرستاده)|(?:در حال )?تعمیر و نگهداری|"
    rf"اتصال به سرور امکان{_ZWNJ}?پذیر نیست"
    r"|سیستم مشغول"
    r"|اتصال شبکه برقرار نیست|مهلت درخواست به پایان"
    r"|محدودیت نرخ"
    r"|تقاضای بالا|اتصال ضعیف|در حال حاضر (?:در دسترس|قابل دسترسی) نیست",
    "hi": r"सर्वर से कनेक्ट करने में (?:असफल|विफल)|"
    r"कोई प्रतिक्रिया सामग्री प्रदान नहीं|"
    r"बहुत तेज़ी से अनुरोध|सर्वर व्यस्त|अत्यधिक भार|समय समाप्त|कनेक्शन विफल|"
    r"अस्थायी रूप से अनुपलब्ध|"
    r"आंतरिक सर्वर त्रुटि"
    r"|सेवा उपलब्ध नहीं|सर्वर जवाब नहीं|कनेक्शन टूट"
    r"|अस्थायी रूप से उपलब्ध नहीं|सर्वर ओवरलोड"
    r"|(?:सिस्टम|सर्वर) पर (?:अत्यधिक|बहुत अधिक|भारी) (?:लोड|ट्रैफ़िक|ट्रैफिक)|बहुत सारे (?:संदेश|अनुरोध) भेज|रखरखाव (?:के अधीन|जारी|चल रहा)|सर्वर से कनेक्ट नहीं"
    r"|सर्वर (?:अभी |इस समय )?व्यस्त|बहुत (?:ज़?्यादा|ज़्यादा|अधिक) अनुरोध"
    r"|सिस्टम व्यस्त"
    r"|सर्वर शुरू करें|चल नहीं रहा"
    r"|नेटवर्क असामान्य|सेवा अनुपलब्ध",
    "he": r"יותר מדי בקשות|בתדירות גבוהה מדי|השרת עמוס|עומס יתר|תם הזמן הקצוב|שגיאת רשת|"
    r"החיבור נכשל|"
    r"אינו זמין זמנית|שגיאת שרת פנימית"
    r"|השירות אינו זמין|השרת אינו מגיב|החיבור נותק"
    r"|שגיאת שרת"
    r"|המערכת עמוסה|(?:שלחת|נשלחו) יותר מדי הודעות|בתחזוקה|חרגה מהזמן המוקצב"
    r"|המערכת עסוקה"
    r"|בעיה בחיבור לרשת|הזמן הקצוב לבקשה הסתיים"
    r"|(?:אינו זמין|אינה זמינה) (?:כרגע|זמנית)",
    "ru": r"подождите перед новыми запросами|"
    r"не предоставила (?:никакого )?содержимого ответа|"
    r"слишком частые запросы|ошибка сети|временно недоступ"
    r"|превышен лимит запросов|сервис недоступен|сервер не отвечает|нет соединения|соединение[^\n]{0,30}прерван"
    r"|проверьте стабильность сети|запущен ли сервер"
    r"|неожиданно заверш|пустой ответ"
    r"|провер(?:ьте|ите) (?:свою |ваше |своё |свое )?(?:сеть|подключение|соединение)"
    r"|время ожидания[^\n]{0,20}(?:истекло|превышено)|истекло время ожидания"
    r"|высокая нагрузка|(?:модель|сервис|система) (?:сейчас )?перегружен|отправляете слишком много (?:сообщений|запросов)|сервис (?:сейчас|в данный момент) недоступен|(?:ведутся|проводятся) технические работы|выполнялся слишком долго"
    r"|подождите, прежде чем отправить|отправляете запросы слишком быстро|серверы (?:сейчас )?перегружены"
    r"|превышен лимит частоты"
    r"|(?:система|модель) занята|сервис (?:сейчас )?занят|сервис временно не работает"
    r"|потерял(?:а|о|и)? соединение|соединение потеряно"
    r"|ограничение скорости"
    r"|(?:запущен|работает) ли (?:сервер|сервис)|(?:сервер|сервис)[^\n]{0,20} (?:запущен|работает)(?:[.,!]|$)"
    r"|проблема подключения|нет (?:подключения к )?интернет",
    "uk": r"(?:^| )ші недоступн|штучний інтелект недоступн|"
    r"надто часті|сервер (?:перевантажений|зайнятий)|не вдалося підключитися|"
    r"обмежено кількістю запитів|"
    r"тимчасово недоступн|"
    r"внутрішня помилка сервера"
    r"|(?:модель|сервіс|система) (?:зараз )?перевантажен|високе навантаження|надсилаєте забагато (?:повідомлень|запитів)|перевищено ліміт запитів|сервіс (?:зараз|наразі|тимчасово) недоступний|(?:тривають|проводяться) технічні роботи|не вдалося (?:з(?:'|’)єднатися|підключитися) (?:з|до) сервер|помилка мережі|час очікування[^\n]{0,20}(?:вичерпано|минув|сплив)|минув час очікування"
    r"|зачекайте, перш ніж надіслати|сервери (?:зараз )?перевантажені"
    r"|(?:система|модель) зайнята|сервіс (?:зараз )?зайнятий|сервіс тимчасово не працює"
    r"|помилка з(?:'|’)єднання з мережею|немає (?:підключення до )?інтернет|мережева помилка",
    "de": r"dienstfehler|anfragen pro sekunde|"
    r"vorübergehend nicht verfügbar|(?:anfrage|verbindung) hat zu lange gedauert|"
    r"derzeit (?:sehr )?(?:überlastet|ausgelastet)"
    r"|dienst nicht verfügbar|nicht erreichbar|verbindung (?:getrennt|abgebrochen)|server antwortet nicht"
    r"|endete unerwartet|unerwartet beendet|leere antwort|raten-?limitierung|ratenbegrenzung"
    r"|(?:dienst|modell|system|service) ist (?:derzeit |gerade |momentan |aktuell |zurzeit )?(?:stark )?(?:ausgelastet|überlastet)|hohe (?:auslastung|nachfrage)|(?:du sendest|sie senden) zu viele (?:nachrichten|anfragen)|anfragen?limit (?:erreicht|überschritten)|dienst ist (?:derzeit|momentan|aktuell|gerade|zurzeit) nicht verfügbar|wartungsarbeiten|wartungsmodus|keine verbindung (?:zum|mit dem) server|verbindung zum server (?:fehlgeschlagen|nicht möglich)|zeitlimit (?:wurde )?überschritten"
    r"|(?:warte|warten sie),? bevor (?:du|sie) eine weitere nachricht|(?:sendest|senden) anfragen zu schnell|(?:unsere )?server sind (?:derzeit )?(?:überlastet|ausgelastet)"
    r"|kapazität[^\n]{0,20}erschöpft|dienst ist ausgefallen|vorübergehend außer betrieb"
    r"|(?:im moment|derzeit|momentan|zurzeit) nicht verfügbar"
    r"|ob (?:der|die|das) [^\n]{0,30}(?:server|dienst) (?:läuft|gestartet ist)",
    "fr": rf"serveur rencontre des difficultés|"
    rf"requêtes en [^\n]{{0,24}}minutes|"
    rf"requêtes trop fréquentes|la requête a expiré|temporairement indisponible|"
    rf"délai d{_APOS}attente"
    r"|service indisponible|serveur indisponible|délai dépassé|connexion (?:interrompue|perdue)|le serveur ne répond pas|trop de demandes"
    r"|s.est terminée de (?:manière|façon) inattendue|réponse vide|limitation de débit"
    r"|(?:modèle|service|système) est (?:actuellement |momentanément )?surchargé|forte demande|vous envoyez trop de (?:messages|requêtes)|limite de (?:requêtes|demandes) (?:atteinte|dépassée)|service est (?:actuellement |momentanément |temporairement )?indisponible|(?:en|sous) maintenance|maintenance en cours|impossible de (?:se connecter|joindre) (?:au|le) serveur"
    r"|patienter avant d(?:'|’)envoyer un autre message|envoyez des requêtes trop rapidement|serveurs sont (?:actuellement )?surchargés"
    r"|(?:système|service|modèle) est occupé|(?:serveur|service|modèle|système) a atteint sa capacité maximale|service est en panne|(?:temporairement|momentanément) hors service"
    r"|que le (?:serveur|service) [^\n]{0,30}(?:est|soit) (?:en cours d'exécution|démarré|lancé|en marche)"
    r"|nombre maximal de requêtes|veuillez ralentir|impossible de se connecter (?:au|à la|à l'|à l’|aux|à) (?:serveur|service|api|modèle|ollama)",
    "es": r"espere antes de realizar nuevas solicitudes|"
    r"con demasiada frecuencia|tiempo de espera|no se pudo conectar|"
    r"(?:no disponible temporalmente|temporalmente no disponible)"
    r"|servicio no disponible|servidor no disponible|conexión (?:perdida|interrumpida)|el servidor no responde"
    r"|terminó inesperadamente|respuesta vacía|limitación de (?:tasa|velocidad)"
    r"|(?:modelo|servicio|sistema) está (?:actualmente |en este momento )?sobrecargado|alta demanda|(?:has enviado|estás enviando) demasiados mensajes|límite de solicitudes (?:alcanzado|superado|excedido)|servicio no está disponible (?:en este momento|ahora mismo|actualmente)|(?:en|por) mantenimiento|tardó demasiado en responder"
    r"|límite de frecuencia alcanzado|esperando en cola|espera antes de enviar otro mensaje|enviando solicitudes demasiado rápido|servidores están (?:actualmente )?sobrecargados"
    r"|(?:sistema|servicio|modelo) está ocupado|(?:servidor|servicio|modelo|sistema) ha alcanzado su capacidad máxima|servicio está caído|temporalmente fuera de servicio"
    r"|límite de peticiones"
    r"|que el (?:servidor|servicio) [^\n]{0,30}(?:esté|está) (?:en ejecución|funcionando|activo|iniciado|corriendo)",
    "pt": r"(?:solicitações|requisições) em [^\n]{0,24}minutos|"
    r"conexão[^\n]{0,40}interrompida|"
    r"muito frequentes|tempo limite|falha na conexão|temporariamente indisponível|"
    r"(?:está|estão) sobrecarregad[oa]s?"
    r"|serviço indisponível|servidor indisponível|conexão perdida|o servidor não responde"
    r"|terminou inesperadamente|resposta vazia|limitação de taxa"
    r"|(?:modelo|serviço|sistema) está (?:no momento )?sobrecarregado|alta demanda|(?:você )?(?:enviou|está enviando) (?:mensagens demais|muitas mensagens)|limite de (?:requisições|solicitações) (?:atingido|excedido)|serviço não está disponível no momento|(?:em|para) manutenção|não foi possível (?:se )?conectar ao servidor|demorou demais para responder"
    r"|aguarde antes de enviar outra mensagem|enviando (?:requisições|solicitações) rápido demais|servidores estão (?:no momento )?sobrecarregados"
    r"|limite de taxa (?:excedido|atingido)"
    r"|(?:sistema|serviço|modelo) está ocupado|(?:servidor|serviço|modelo|sistema) atingiu (?:a |sua )?capacidade máxima|fora do ar|temporariamente fora de serviço"
    r"|resposta interrompida|estabilidade da rede|erro de conexão|sem conexão com"
    r"|(?:se|que) o (?:servidor|serviço) [^\n]{0,30}(?:está|esteja) (?:em execução|rodando|ativo|a correr|iniciado)"
    r"|rede (?:está )?anormal",
    "it": r"troppo frequenti|timeout della richiesta|tempo di attesa[^\n]{0,24}scaduto|"
    r"limite di velocità[^\n]{0,30}superato|"
    r"connessione non riuscita|"
    r"temporaneamente non disponibile"
    r"|servizio non disponibile|server non disponibile|connessione persa|il server non risponde"
    r"|terminata inaspettatamente|risposta vuota|limitazione della frequenza"
    r"|(?:modello|servizio|sistema) è (?:attualmente |al momento )?sovraccaric|domanda elevata|stai inviando troppi messaggi|limite di richieste (?:raggiunto|superato)|servizio non è (?:al momento |attualmente |momentaneamente |temporaneamente )disponibile|in manutenzione|impossibile connettersi al server|la richiesta è scaduta"
    r"|attendi prima di inviare un altro messaggio|inviando richieste troppo velocemente|server sono (?:attualmente )?sovraccarichi"
    r"|limite di frequenza (?:superato|raggiunto)"
    r"|(?:sistema|servizio|modello) è occupato|(?:server|servizio|modello|sistema) ha raggiunto (?:la |sua |la sua )?capacità massima|temporaneamente (?:fuori uso|fuori servizio)"
    r"|problema di connessione"
    r"|che il (?:server|servizio) [^\n]{0,30}sia (?:in esecuzione|avviato|attivo)"
    r"|limite di frequenza(?: delle richieste)? raggiunto"
    r"|rete ha impiegato troppo tempo|rete è anormale",
    "pl": r"poczekaj przed wykonaniem nowych żądań|"
    r"zbyt częste|serwer (?:jest )?(?:przeciążony|zajęty)|przekroczono (?:limit )?czas|"
    r"upłynął (?:limit )?czas|"
    r"nie udało się połączyć|tymczasowo niedostępn|wewnętrzny błąd serwera"
    r"|usługa (?:jest )?niedostępna|serwer (?:jest )?niedostępny|utracono połączenie|przerwano połączenie|serwer nie odpowiada"
    r"|nieoczekiwanie zakończ|pusta odpowiedź"
    r"|(?:model|usługa|system) jest (?:obecnie |chwilowo )?przeciążon|(?:duże|wysokie) obciążenie|wysyłasz zbyt wiele wiadomości|osiągnięto limit (?:żądań|zapytań)|usługa jest (?:obecnie|chwilowo|tymczasowo) niedostępna|prace (?:konserwacyjne|techniczne|serwisowe)|przerwa techniczna|nie można połączyć się z serwerem"
    r"|poczekaj, zanim wyślesz kolejną wiadomość|serwery są (?:obecnie )?przeciążone"
    r"|limit szybkości"
    r"|błąd połączenia sieciowego"
    r"|(?:system|model) jest (?:obecnie )?zajęty|usługa jest (?:obecnie )?zajęta"
    r"|(?:serwer|server|system|model) (?:jest )?przeciążony|limit zapytań",
    "tr": r"bağlantı (?:başarısız|kurulamadı)|geçici olarak kullanılamıyor|sunucu hatası"
    r"|hizmet kullanılamıyor|sunucu yanıt vermiyor|bağlantı kesildi"
    r"|beklenmedik şekilde sona erdi|boş yanıt"
    r"|çok sık istek|sunucu (?:yoğun|aşırı yüklendi)"
    r"|(?:model|sunucu|hizmet|sistem) şu anda aşırı yüklü|yoğun talep|çok fazla mesaj gönder|istek (?:sınırına|limitine) ulaşıldı|hizmet şu anda kullanılamıyor|bakım çalışması|bakımda(?:dır|yız)?(?:[ .,!]|$)|sunucuya bağlanılamadı"
    r"|mesaj göndermeden önce (?:lütfen )?bekleyin|sunucularımız aşırı yüklü"
    r"|sistem (?:şu anda )?meşgul|hizmet (?:şu anda )?meşgul"
    r"|ağ bağlantısı hatası"
    r"|iç hata oluştu"
    r"|ağ geçidi",
    "nl": r"onbereikbaar|"
    r"server is (?:overbelast|bezet)|verbinding mislukt|tijdelijk niet beschikbaar|"
    r"interne serverfout"
    r"|dienst niet beschikbaar|server reageert niet|verbinding (?:verbroken|verloren)"
    r"|onverwacht beëindigd|lege reactie|leeg antwoord"
    r"|te snel (?:verzoeken|aanvragen)|verzoek is verlopen"
    r"|(?:model|dienst|systeem) is (?:momenteel |nu )?overbelast|(?:hoge|veel) drukte|je stuurt te veel berichten|limiet voor verzoeken (?:bereikt|overschreden)|dienst is (?:momenteel|tijdelijk) (?:niet beschikbaar|offline)|(?:wegens|in|vanwege) onderhoud|onderhoudswerkzaamheden|kan geen verbinding maken met de server|verzoek duurde te lang"
    r"|wacht even voordat je een nieuw bericht|servers zijn (?:momenteel )?overbelast"
    r"|snelheidslimiet"
    r"|(?:systeem|dienst|model) is (?:momenteel )?bezet"
    r"|verbinding[^\n]{0,40}verbroken"
    r"|maximale aantal (?:verzoeken|aanvragen)|vertraag alsjeblieft",
    "cs": r"omez(?:il|ila|ilo|ení) rychlost|"
    r"(?:nepřišla|nebyla přijata) žádná odpověď|"
    r"server je (?:přetížen|zaneprázdněn)|připojení se nezdařilo|dočasně nedostupn|"
    r"interní chyba serveru"
    r"|služba (?:je nedostupná|není dostupná)|server neodpovídá|(?:spojení|připojení) (?:bylo )?přerušeno"
    r"|příliš časté"
    r"|(?:model|server|služba|systém) je (?:momentálně |nyní )?přetížen|vysoké vytížení|odesíláte příliš mnoho (?:zpráv|požadavků)|(?:byl )?překročen limit (?:požadavků|dotazů)|služba je (?:momentálně|dočasně|nyní) nedostupná|probíhá údržba|nelze se připojit k serveru|nepodařilo se připojit k serveru"
    r"|chyba připojení k síti|časový limit požadavku vypršel"
    r"|systém je (?:momentálně )?zaneprázdněn"
    r"|ollama neběží",
    "el": r"ροή απέτυχε|"
    r"απάντηση διακόπηκε|"
    r"σύνδεση[^\n]{0,40}διακόπηκε|"
    r"πάρα πολλά αιτήματα|αιτήματα πολύ συχνά|χρονικό όριο[^\n]{0,24}έληξε|"
    r"δεν είναι προσωρινά διαθέσιμ|διακομιστής είναι (?:υπερφορτωμένος|απασχολημένος)|"
    r"(?:λήξη|έληξε) (?:το )?χρονικ(?:ού|ό) (?:ορίου|όριο)|σφάλμα δικτύου|η σύνδεση απέτυχε|"
    r"προσωρινά μη διαθέσιμ|εσωτερικό σφάλμα διακομιστή"
    r"|η υπηρεσία δεν είναι διαθέσιμη|ο διακομιστής δεν αποκρίνεται"
    r"|(?:μοντέλο|υπηρεσία|σύστημα) είναι υπερφορτωμέν|στέλνετε πάρα πολλά (?:μηνύματα|αιτήματα)|υπό συντήρηση|δεν είναι δυνατή η σύνδεση (?:με τον|στον) διακομιστή|το αίτημα έληξε"
    r"|σύστημα είναι απασχολημένο"
    r"|πρόβλημα σύνδεσης δικτύου|λήξη χρόνου αιτήματος|δεν είναι (?:διαθέσιμ[οηα]|προσβάσιμ[οηα]) αυτή τη στιγμή",
    "sv": r"servern är (?:överbelastad|upptagen)|för ofta|tog för lång tid|tidsgränsen[^\n]{0,16}överskreds|"
    r"anslutningen misslyckades|tillfälligt otillgänglig|"
    r"internt serverfel"
    r"|tjänsten är (?:inte tillgänglig|otillgänglig)|servern svarar inte|anslutningen (?:bröts|avbröts)"
    r"|gick inte att ansluta"
    r"|(?:modellen|tjänsten|systemet) är (?:för närvarande |just nu )?överbelastad|du skickar för många (?:meddelanden|förfrågningar)|gränsen för (?:antal )?förfrågningar har nåtts|underhåll pågår|kunde inte ansluta till servern"
    r"|(?:systemet|tjänsten|modellen) är (?:för närvarande )?upptag"
    r"|internt fel uppstod|anslutningsfel",
    "bg": r"твърде много заявки|сървърът е (?:претоварен|зает)|претоварен|времето за изчакване[^\n]{0,20}изтече|изтече времето за изчакване|мрежова грешка|връзката (?:не бе успешна|е прекъсната|беше прекъсната)|временно (?:е )?недостъпн|временно (?:са )?ограничени|вътрешна грешка на сървъра"
    r"|високо натоварване|изпращате твърде много (?:съобщения|заявки)|(?:достигнат е|надвишен е) лимитът (?:на|за) заявки|услугата (?:в момента |временно )?(?:не е достъпна|е недостъпна)|поради поддръжка|планирана поддръжка|(?:в процес на|поради) (?:профилактика|техническо обслужване)|няма връзка със сървъра|проверете (?:интернет )?връзката си|не може да се свърже със сървъра"
    r"|системата е заета"
    r"|грешка в мрежовата връзка"
    r"|зарежда твърде бавно"
    r"|не е налич(?:ен|на|но) в момента",
    "hu": r"túl sok kérés|nem sikerült (?:csatlakozni|kapcsolódni)|szerver (?:túlterhelt|foglalt)|túlterhelt|időtúllépés|hálózati hiba|kapcsolódás sikertelen|megszakadt a kapcsolat|kapcsolat megszakadt|átmenetileg nem érhető el|belső szerverhiba"
    r"|túl sok üzenetet küld|a szolgáltatás (?:jelenleg|átmenetileg) nem érhető el|karbantartás (?:miatt|zajlik|folyik)"
    r"|a rendszer (?:jelenleg )?foglalt",
    "ro": r"prea multe (?:cereri|solicitări)|server(?:ul)?(?: este)? (?:supraîncărcat|ocupat)|supraîncărcat|timpul de așteptare[^\n]{0,24}a expirat|eroare de rețea|conexiunea a eșuat|conexiune(?:a)? (?:a fost )?întreruptă|temporar indisponibil|eroare internă de server"
    r"|timp(?:ul)? de așteptare[^\n]{0,12}depășit"
    r"|trimiți prea multe mesaje|trimiteți prea multe (?:mesaje|cereri)|limita de (?:cereri|solicitări) a fost (?:atinsă|depășită)|serviciul nu este disponibil (?:momentan|în acest moment)|(?:în|pentru) mentenanță|lucrări de mentenanță|nu se poate conecta la server|nu s-a putut conecta la server"
    r"|sistemul este (?:momentan )?ocupat"
    r"|răspuns întrerupt|stabilitatea rețelei|eroare de re[tţț]ea",
    "da": r"ingen (?:respons|svar) modtaget|"
    r"for mange (?:anmodninger|forespørsler)|serveren (?:er overbelastet|har travlt|er optaget)|overbelastet|fik timeout|tidsgrænsen[^\n]{0,16}overskredet|netværksfejl|nettverksfeil|forbindelsen (?:mislykkedes|blev afbrudt|ble brutt)|forbindelsesfejl|tilkoblingsfeil|midlertidigt utilgængelig|midlertidig utilgjengelig|intern serverfejl|intern serverfeil"
    r"|du sender for mange (?:beskeder|meldinger|anmodninger)|tjenesten er ikke tilgængelig (?:lige nu|i øjeblikket)|tjenesten er ikke tilgjengelig (?:akkurat nå|for øyeblikket)|vedligeholdelse (?:i gang|pågår)|vedlikehold pågår|kunne ikke (?:oprette|opprette) forbindelse til serveren|anmodningen tog for lang tid"
    r"|servere er overbelastede"
    r"|systemet er (?:optaget|travlt|opptatt)",
    "fi": r"ei ole tavoitettavissa|"
    r"liian monta pyyntöä|liikaa pyyntöjä|palvelin on (?:tällä hetkellä |nyt )?(?:ylikuormittunut|kiireinen|ruuhkautunut)|ylikuormit|aikakatkaisu|verkkovirhe|yhteys (?:epäonnistui|katkesi)|ei ole tilapäisesti käytettävissä|tilapäisesti poissa käytöstä|sisäinen palvelinvirhe"
    r"|aikakatkais"
    r"|lähetät liikaa viestejä|palvelu ei ole (?:tällä hetkellä|nyt|juuri nyt) käytettävissä|huoltokatko|huolto(?:toimenpiteet)? käynnissä|palvelimeen ei saatu yhteyttä|yhteyttä palvelimeen ei saatu|pyyntö kesti liian kauan"
    r"|järjestelmä on (?:tällä hetkellä )?kiireinen",
    "hr": r"nije primljen odgovor|"
    r"previše zahtjeva|previše zahteva|(?:poslužitelj|server) je (?:preopterećen|zauzet)|preopterećen|isteklo je vrijeme|isteklo je vreme|mrežna (?:pogreška|greška)|povezivanje nije uspjelo|veza je prekinuta|privremeno nedostupn|interna (?:pogreška|greška) (?:poslužitelja|servera)|povezivanje nije uspelo|usluga nije dostupna|превише захтј?ева|сервер је (?:преоптерећен|заузет)|преоптерећен|истекло је време|мрежна грешка|повезивање није успело|веза је прекинута|привремено недоступн|интерна грешка сервера|услуга није доступна"
    r"|šaljete previše (?:poruka|zahtjeva|zahteva)|usluga (?:trenutno|privremeno) nije dostupna|u tijeku je održavanje|(?:zbog|u) održavanj|nije moguće povezati se s (?:poslužiteljem|serverom)|zahtjev je istekao|zahtev je istekao"
    r"|sustav je (?:preopterećen|zauzet)|sistem je (?:preopterećen|zauzet)",
    "ca": r"massa (?:sol·licituds|peticions)|servidor (?:està )?(?:sobrecarregat|ocupat)|sobrecarregat|s(?:'|’)ha esgotat el temps d(?:'|’)espera|error de xarxa|la connexió ha fallat|temporalment no disponible|error intern del servidor|servei[^\n]{0,30}no està disponible"
    r"|envie[sn] massa missatges|(?:servei )?en manteniment|no s(?:'|’)ha pogut connectar (?:amb|al) (?:el )?servidor|(?:ha )?esgotat el temps d(?:'|’)espera"
    r"|sistema està (?:ocupat|sobrecarregat)",
    "sk": r"príliš veľa požiadaviek|server je (?:preťažený|zaneprázdnený)|preťažen|časový limit[^\n]{0,20}vypršal|vypršal časový limit|chyba siete|pripojenie zlyhalo|dočasne nedostupn|interná chyba servera"
    r"|posielate príliš veľa (?:správ|požiadaviek)|(?:prekročený|prekročili ste) limit (?:požiadaviek|dopytov)|služba je (?:momentálne|dočasne|teraz) nedostupná|prebieha údržba|nepodarilo sa pripojiť k serveru|nedá sa pripojiť k serveru"
    r"|systém je (?:momentálne )?zaneprázdnený"
    r"|abnormálna sieť|sieť je abnormálna",
    "sl": r"preveč zahtev|strežnik je (?:preobremenjen|zaseden)|preobremenjen|časovna omejitev[^\n]{0,20}potekla|potekla časovna omejitev|zaradi časovne omejitve|napaka omrežja|povezava ni uspela|začasno ni na voljo|notranja napaka strežnika"
    r"|začasno (?:nedosegljiv|nedostopn)"
    r"|pošiljate preveč (?:sporočil|zahtev)|storitev (?:trenutno|začasno) ni na voljo|poteka vzdrževanje|povezave s strežnikom ni (?:mogoče|bilo mogoče) vzpostaviti|ni se mogoče povezati s strežnikom|zahteva je potekla"
    r"|sistem je (?:zaseden|preobremenjen)"
    r"|napaka omrežne povezave",
    "et": r"pole hetkel (?:saadaval|leitav|kättesaadav)|"
    r"liiga palju päringuid|server on (?:ülekoormatud|hõivatud)|ülekoormat|ajalõpp|võrguviga|ühendus nurjus|pole ajutiselt saadaval|serveri sisemine viga"
    r"|üle koormatud|ajutiselt (?:kättesaamatu|ei ole saadaval|pole kättesaadav)|ooteaeg (?:sai läbi|ületati|on möödas)"
    r"|saadad liiga palju sõnumeid|saadate liiga palju (?:sõnumeid|päringuid)|teenus pole (?:praegu|hetkel|ajutiselt) saadaval|toimub hooldus|hooldustööd|serveriga ei õnnestunud ühendust luua|päring aegus"
    r"|süsteem on (?:hõivatud|ülekoormatud)",
    "lt": r"šiuo metu (?:neprieinama|nepasiekiama)|"
    r"per daug užklausų|serveris (?:perkrautas|užimtas)|perkraut|baigėsi (?:užklausos |skirtasis )?laikas|tinklo klaida|patikrinkite interneto ryšį|laikinai nepasiekiama|vidinė serverio klaida"
    r"|laukimo laikas (?:baigėsi|viršytas)|baigėsi[^\n]{0,20}laukimo laikas"
    r"|siunčiate per daug (?:žinučių|užklausų)|paslauga (?:šiuo metu|laikinai) nepasiekiama|(?:vyksta )?techninė priežiūra|techniniai darbai|nepavyko prisijungti prie serverio"
    r"|sistema (?:užimta|perkrauta)"
    r"|tinklo ryšio klaida",
    "lv": r"pārāk daudz pieprasījumu|serveris ir (?:pārslogots|aizņemts)|pārslogot|noildze|tīkla kļūda|savienojums neizdevās|īslaicīgi nav pieejams|iekšēja servera kļūda"
    r"|gaidīšanas laiks (?:beidzās|ir beidzies|pārsniegts)"
    r"|sūtāt pārāk daudz (?:ziņojumu|ziņu|pieprasījumu)|pakalpojums (?:pašlaik|īslaicīgi) nav pieejams|notiek (?:apkope|tehniskie darbi)|neizdevās izveidot savienojumu ar serveri|pieprasījuma laiks (?:beidzās|ir beidzies)"
    r"|sistēma ir (?:aizņemta|pārslogota)",
    "bn": rf"অনেক বেশি অনুরোধ|খুব দ্রুত অনুরোধ|অত্যধিক অনুরোধ|সার্ভার ব্যস্ত|সার্ভারে অতিরিক্ত (?:চাপ|লোড)|(?:অনুরোধের|সংযোগের|অপেক্ষার) সম{_BN_YA}সীমা (?:শেষ|অতিক্রান্ত|পেরি{_BN_YA}ে)|সম{_BN_YA}সীমা (?:অতিক্রান্ত|পেরি{_BN_YA}ে)|নেটও{_BN_YA}ার্ক ত্রুটি|সংযোগ (?:ব্যর্থ|বিচ্ছিন্ন)|ইন্টারনেট সংযোগ পরীক্ষা|সাম{_BN_YA}িকভাবে (?:অনুপলব্ধ|উপলব্ধ ন{_BN_YA})|অভ্যন্তরীণ সার্ভার ত্রুটি|সার্ভার ত্রুটি|"
    r"সংযোগ ত্রুটি"
    r"|সার্ভার[^\n]{0,20}ব্যস্ত|সার্ভার ওভারলোড"
    rf"|সিস্টেমে অতিরিক্ত (?:চাপ|লোড)|খুব বেশি (?:বার্তা|অনুরোধ) পাঠাচ্ছেন|রক্ষণাবেক্ষণ|পরিষেবা(?:টি)? (?:বর্তমানে|এখন) (?:উপলব্ধ নেই|অনুপলব্ধ)|সার্ভারের সাথে সংযোগ (?:স্থাপন )?করা যা{_BN_YA}নি|অনুরোধের সম{_BN_YA} শেষ",
    "ta": r"(?:மிக )?அதிகமான கோரிக்கைகள்|மிக வேகமாக கோரிக்கை|(?:சேவையகம்|சர்வர்) (?:பிஸியாக|அதிக சுமை)|அதிக சுமையில்|நேரம் முடிந்தது|நேரம் கடந்துவிட்டது|(?:பிணையப்|நெட்வொர்க்) பிழை|இணைப்பு (?:தோல்வி|துண்டிக்கப்பட்ட)|இணைய இணைப்பைச் சரிபார்|தற்காலிகமாக கிடைக்கவில்லை|சேவையகப் பிழை|சர்வர் பிழை|"
    r"சேவையக[^\n]{0,10}அடைய முடியவில்லை"
    r"|அதிகச் சுமை|தற்காலிகமாகக் கிடைக்கவில்லை"
    r"|அமைப்பில் அதிக சுமை|அதிக சுமை உள்ளது|அதிகமான (?:செய்திகளை|கோரிக்கைகளை) அனுப்பு|பராமரிப்பு (?:பணி|வேலை)|சேவை (?:தற்போது|இப்போது) கிடைக்கவில்லை|இணைக்க முடியவில்லை|இணையம் இல்லை",
    "te": r"చాలా ఎక్కువ అభ్యర్థనలు|చాలా వేగంగా అభ్యర్థనలు|సర్వర్ (?:బిజీ|రద్దీ)|అధిక భారం|అభ్యర్థన గడువు ముగిసింది|సమయం ముగిసింది|నెట్.?వర్క్ లోపం|కనెక్షన్ (?:విఫలమైంది|తెగిపోయింది)|ఇంటర్నెట్ కనెక్షన్.?ను తనిఖీ|తాత్కాలికంగా అందుబాటులో లేదు|సర్వర్ లోపం|"
    r"సర్వర్[^\n]{0,8}చేరుకోలేక"
    r"|సర్వర్ ఓవర్.?లోడ్|సమయం మించిపోయింది|టైమ్.?అవుట్"
    r"|(?:సిస్టమ్|సర్వర్).?(?:పై|లో) అధిక లోడ్|చాలా ఎక్కువ సందేశాలు పంపు|నిర్వహణ పనులు|సేవ ప్రస్తుతం అందుబాటులో లేదు|సర్వర్.?(?:కు|తో) కనెక్ట్ (?:చేయడం సాధ్యం కాలేదు|కాలేదు)",
    "ml": r"വളരെയധികം അഭ്യർത്ഥനകൾ|വളരെ വേഗത്തിൽ അഭ്യർത്ഥന|സെർവർ തിരക്കിലാണ്|അമിതഭാരം|സമയപരിധി (?:കഴിഞ്ഞു|അവസാനിച്ചു)|സമയം അവസാനിച്ചു|നെറ്റ്.?വർക്ക് പിശക്|കണക്ഷൻ (?:പരാജയപ്പെട്ടു|വിച്ഛേദിക്ക)|ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിക്കുക|താൽക്കാലികമായി ലഭ്യമല്ല|സെർവർ പിശക്|"
    r"സെർവറ[^\n]{0,12}ബന്ധപ്പെടാൻ കഴിഞ്ഞില്ല"
    r"|സെർവർ ഓവർ.?ലോഡ്"
    r"|അമിത ലോഡ്|വളരെയധികം സന്ദേശങ്ങൾ അയയ്ക്കു|അറ്റകുറ്റപ്പണി|സേവനം (?:ഇപ്പോൾ|നിലവിൽ) ലഭ്യമല്ല|സെർവറുമായി (?:കണക്റ്റ് ചെയ്യാൻ|ബന്ധിപ്പിക്കാൻ) കഴിഞ്ഞില്ല"
    r"|ആന്തരിക പിശക്",
    "kn": r"ಹಲವಾರು ವಿನಂತಿಗಳು|ತುಂಬಾ ವೇಗವಾಗಿ ವಿನಂತಿ|ಸರ್ವರ್ (?:ಕಾರ್ಯನಿರತ|ಬ್ಯುಸಿ)|ಅತಿಯಾದ ಹೊರೆ|ಸಮಯ ಮೀರಿದೆ|ಕಾಯುವ ಸಮಯ ಮುಗಿದಿದೆ|ನೆಟ್.?ವರ್ಕ್ ದೋಷ|ಸಂಪರ್ಕ (?:ವಿಫಲ|ಕಡಿತ)|ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ|ತಾತ್ಕಾಲಿಕವಾಗಿ ಲಭ್ಯವಿಲ್ಲ|ಸರ್ವರ್ ದೋಷ"
    r"|ಅತಿಯಾದ ವಿನಂತಿ|ಸರ್ವರ್ ಓವರ್.?ಲೋಡ್"
    r"|ಅಧಿಕ ಲೋಡ್|ಹಲವಾರು ಸಂದೇಶಗಳನ್ನು ಕಳುಹಿಸು|ನಿರ್ವಹಣೆ ಕಾರ್ಯ|ಸೇವೆ ಪ್ರಸ್ತುತ ಲಭ್ಯವಿಲ್ಲ|ಸರ್ವರ್.?(?:ಗೆ|ನೊಂದಿಗೆ) ಸಂಪರ್ಕಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ",
    "mr": r"खूप जास्त विनंत्या|खूप वेगाने विनंत्या|सर्व्हर व्यस्त|अतिरिक्त भार|वेळ संपली|नेटवर्क त्रुटी|कनेक्शन (?:अयशस्वी|तुटले)|इंटरनेट कनेक्शन तपासा|तात्पुरत(?:ी|े) अनुपलब्ध|सर्व्हर त्रुटी|"
    r"सर्व्हर[^\n]{0,6}कनेक्ट होऊ शकल"
    r"|सर्व्हर ओव्हर.?लोड|तात्पुरत(?:ी|े|ा) उपलब्ध नाही"
    r"|(?:सिस्टम|सर्व्हर) ?वर (?:जास्त|अतिरिक्त) लोड|खूप जास्त (?:संदेश|विनंत्या) पाठवत|देखभालीचे काम|सेवा सध्या (?:उपलब्ध नाही|अनुपलब्ध)|सर्व्हरशी कनेक्ट (?:करता आले नाही|होऊ शकले नाही)"
    r"|सुरू होत आहे",
    "gu": r"ઘણી બધી વિનંતીઓ|ખૂબ ઝડપથી વિનંતી|સર્વર વ્યસ્ત|વધુ પડતો ભાર|સમય સમાપ્ત|સમય પૂરો થયો|નેટવર્ક ભૂલ|કનેક્શન (?:નિષ્ફળ|તૂટી)|ઇન્ટરનેટ કનેક્શન તપાસો|અસ્થાયી રૂપે અનુપલબ્ધ|સર્વર ભૂલ|"
    r"સર્વર[^\n]{0,10}પહોંચી શક્યા નહ"
    r"|સર્વર ઓવરલોડ|અસ્થાયી રૂપે ઉપલબ્ધ નથી"
    r"|(?:સિસ્ટમ|સર્વર) પર (?:વધુ|વધારે) લોડ|ઘણા બધા (?:સંદેશા|સંદેશાઓ|સંદેશ|વિનંતીઓ) મોકલી|જાળવણી(?:નું)? કામ|સેવા હાલમાં (?:ઉપલબ્ધ નથી|અનુપલબ્ધ)|સર્વર સાથે કનેક્ટ (?:થઈ શક્યું નથી|કરી શકાયું નથી)",
    "ur": r"بہت زیادہ درخواستیں|بہت تیزی سے درخواست|سرور مصروف|بہت زیادہ بوجھ|وقت ختم ہو گیا|کنکشن (?:ناکام|منقطع|ٹوٹ)|انٹرنیٹ کنکشن چیک|نیٹ ورک کی (?:خرابی|غلطی)|عارضی طور پر دستیاب نہیں|سرور کی خرابی"
    r"|(?:سسٹم|سرور) پر بہت زیادہ لوڈ|بہت زیادہ پیغامات بھیج|دیکھ بھال کا کام|سروس اس وقت دستیاب نہیں|سرور سے (?:رابطہ|کنکشن) نہیں ہو سکا",
    "ms": r"had kadar[^\n]{0,20}melebihi|"
    r"terlalu banyak permintaan|terlalu kerap|pelayan (?:sedang )?sibuk|beban berlebihan|tamat masa|masa menunggu[^\n]{0,16}tamat|ralat rangkaian|sambungan (?:gagal|terputus)|tidak tersedia buat sementara|ralat pelayan"
    r"|sistem (?:sedang )?sibuk|menghantar terlalu banyak (?:mesej|permintaan)|perkhidmatan tidak tersedia buat (?:masa ini|sementara)|dalam penyelenggaraan|tidak dapat (?:menyambung|disambungkan) ke pelayan"
    r"|sistem sedang sibuk",
    "ka": r"ძალიან ბევრი მოთხოვნა|ძალიან ხშირად|სერვერი დაკავებულია|გადატვირთულია|დრო ამოიწურა|ქსელის შეცდომა|დაკავშირება ვერ მოხერხდა|კავშირი (?:გაწყდა|ვერ დამყარდა)|დროებით მიუწვდომელია|შიდა შეცდომა"
    r"|ძალიან ბევრ (?:შეტყობინებას|მოთხოვნას) აგზავნით|ტექნიკური სამუშაოები|სერვისი (?:ამჟამად|დროებით) მიუწვდომელია"
    r"|სისტემა დაკავებულია",
    "az": r"həddindən artıq sorğu|çox sayda sorğu|çox tez-tez sorğu|server məşğuldur|server (?:həddindən artıq )?yüklənib|(?:sorğunun|gözləmə|bağlantının) vaxtı bitdi|gözləmə müddəti (?:bitdi|başa çatdı)|şəbəkə xətası|qoşulma uğursuz|bağlantı (?:kəsildi|uğursuz)|müvəqqəti (?:olaraq )?əlçatan deyil|müvəqqəti əlçatmaz|server xətası"
    r"|həddindən artıq çox sorğu"
    r"|model (?:hazırda )?həddindən artıq yüklənib|çox (?:sayda )?mesaj göndərirsiniz|xidmət (?:hazırda|müvəqqəti) əlçatan deyil|texniki (?:xidmət|işlər) aparılır|serverə qoşulmaq mümkün olmadı"
    r"|sistem məşğuldur"
    r"|şəbəkə bağlantısı uğursuz",
    "be": r"занадта шмат запытаў|занадта часта|сервер (?:заняты|перагружаны)|перагружан|час чакання[^\n]{0,12}(?:скончыўся|мінуў)|мінуў час чакання|памылка сеткі|сеткавая памылка|не ўдалося падключыцца|злучэнне (?:перарвана|страчана)|часова недаступн|унутраная памылка сервера"
    r"|перавышаны ліміт запытаў|сэрвіс (?:зараз|цяпер|часова) недаступны|тэхнічныя работы"
    r"|адпраўляеце занадта шмат|не ўдалося злучыцца з серверам"
    r"|сістэма занята",
}

#: The context, a conversation or an input too long for the model (``context_overflow``):
#: the context named, or the thing too long as the subject of its sentence ("Die Eingabe
#: ist zu lang"; "the message took too long" is a timeout).
OVERFLOW: Final[dict[str, str]] = {
    "zh": r"(?:对话|對話)空(?:间|間)不足|"
    r"(?:输入|輸入|消息|訊息|文本|对话|對話|上下文|提示词|提示詞)(?:内容|內容)?(?:过长|過長|太长|太長|(?:超长|超長)(?:$|[^时時]))|"
    r"(?:上下文|对话|對話)(?:的)?(?:长度|長度)(?:超出|超過|超过|超限)|超出上下文|上下文窗口|"
    r"超出(?:模型)?(?:的)?最大上下文|token ?计数(?:已)?达到上限"
    r"|[历歷]史[^\n]{0,4}[过過][长長]|超(?:过|過|出)最大文本(?:限制|长度|長度)"
    r"|窗口上限|(?:对话|對話)(?:内容|內容)?已(?:达|達)上限|最大标记数量"
    r"|对话太多|(?:输入|輸入)[^\n。]*超出 ?token ?限制",
    "ja": r"(?:テキスト|プロンプト|文章)が長すぎ|最大コンテキスト長|コンテキスト[^\n]{0,8}(?:長さ|上限)[^\n]{0,8}超え",
    "ko": r"최대 컨텍스트|컨텍스트 (?:길이|창)"
    r"|프롬프트가[^\n]{0,16}너무 깁",
    "vi": r"(?:nội dung(?: nhập)?|tin nhắn|văn bản|đầu vào|cuộc trò chuyện|ngữ cảnh|lời nhắc) quá dài|"
    r"(?:độ dài|giới hạn|cửa sổ) ngữ cảnh"
    r"|(?:cuộc )?hội thoại quá dài"
    r"|lớn hơn kích thước ngữ cảnh tối đa"
    r"|vượt quá giới hạn mã thông báo",
    "id": r"(?:input|pesan|teks|percakapan|konteks|prompt)(?: anda| baru)? terlalu panjang|"
    r"(?:panjang|jendela) konteks"
    r"|kehabisan konteks"
    r"|percakapan sudah penuh|ruang percakapan telah habis",
    "th": r"(?:ความยาว|หน้าต่าง)บริบท|(?:ใหญ่กว่า|เกิน)ขีดจำกัดโทเค็น|(?:ข้อความ|บทสนทนา)(?:ที่ป้อน|แจ้ง)?ยาวเกินไป",
    "ar": r"(?:طول|نافذة) السياق|(?:النص|الرسالة|المدخل|الإدخال|المحادثة|تعليماتك)(?: المُدخل| المدخل)? طويل(?:ة)? جد"
    r"|الحد الأقصى لعدد (?:الحروف|الأحرف)"
    r"|يتجاوز الطول الذي يمكن للنموذج",
    "fa": r"(?:طول|پنجره) زمینه|(?:ورودی|پیام|متن|گفتگو|مکالمه|درخواست)(?: شما)?(?: برای پردازش)? (?:بیش از حد|خیلی) طولانی|از طول قابل پردازش مدل فراتر",
    "hi": r"संदर्भ (?:लंबाई|विंडो)|(?:इनपुट|संदेश|टेक्स्ट|बातचीत) बहुत लंबा"
    r"|कॉन्टेक्स्ट (?:लंबाई|विंडो)|(?:इनपुट|संदेश|टेक्स्ट|बातचीत) बहुत लंब(?:ी|े)",
    "he": r"(?:אורך|חלון) ההקשר|(?:הקלט|ההודעה|הטקסט|השיחה) ארו(?:ך|כה|כים|כות) מדי"
    r"|(?:הקלט|ההודעה|הטקסט) (?:שהוזן|שהוזנה|שנשלח|שנשלחה) ארו(?:ך|כה) מדי",
    "ru": r"длин[а-я]{0,3} контекста|(?:лимит|предел)[а-я]{0,2} контекста|"
    r"контекст[а-я]{0,2} (?:превыш|слишком)|контекстное окно|"
    r"(?:сообщение|запрос|диалог|ввод|текст) слишком длинн"
    r"|слишком длинн(?:ый|ая|ое) (?:разговор|беседа|диалог|чат|запрос)"
    r"|(?:в диалоге|в разговоре|в чате|в контексте) закончилось место"
    r"|места для контекста"
    r"|текст[^\n.]*слишком длинный",
    "uk": r"довжин[а-яі]{0,2} контексту|(?:повідомлення|розмова|запит|текст) (?:задовг|надто довг)(?:ий|а|е|і)"
    r"|(?:повідомлення|розмова|запит|текст) занадто довг(?:ий|а|е|і)"
    r"|перевищує (?:ліміт|максимум)[^\n]{0,16}символ"
    r"|забагато токенів|(?:у розмові|в розмові|у чаті|в контексті) закінчилося місце"
    r"|місця для розмови не вистачило",
    "de": r"(?:daten|chat|nachricht|eingabe|text|kontext|unterhaltung)[^\n]{0,80}zu groß für das (?:ausgewählte )?modell|"
    r"kontextlänge|kontextfenster|(?:nachricht|eingabe|eingabeaufforderung|text|unterhaltung|konversation|kontext|prompt)"
    r" (?:ist )?zu lang\b|zu viele tokens? (?:in|im)\b"
    r"|ki[- ]speicher[- ]?limit|kontextgröße|kontextgrenze",
    "fr": r"longueur (?:maximale )?du contexte|fenêtre de contexte|(?:message|saisie|texte|conversation|"
    r"contexte|invite|prompt|entrée) (?:est )?trop longu?e?\b"
    r"|(?:texte|message) (?:saisi|entré|envoyé|fourni) est trop long"
    r"|limite de mémoire de l(?:'|’)ia|taille du contexte"
    r"|nombre de jetons[^\n.]*trop élevé"
    r"|dépasse la limite maximale de tokens",
    "es": r"longitud (?:máxima )?de(?:l)? contexto|ventana de contexto|(?:mensaje|entrada|texto|"
    r"conversación|contexto|prompt) (?:es )?demasiado larg"
    r"|(?:texto|mensaje|prompt) (?:introducido|ingresado|escrito|enviado) es demasiado larg"
    r"|texto[^\n.]*demasiado largo",
    "pt": r"comprimento (?:máximo )?d[eo] contexto|janela de contexto|(?:mensagem|entrada|texto|conversa|"
    r"contexto|prompt) (?:está |é )?muito long"
    r"|(?:texto|mensagem|prompt) (?:digitad[oa]|inserid[oa]|informad[oa]|enviad[oa]) (?:é|está) muito long"
    r"|limite de (?:mensagens|mensagem|caracteres) é de[^\n]{0,24}caracteres"
    r"|conversa ficou sem espaço|(?:prompt|texto)[^\n.]*(?:longo demais"
    r"|muito longo)|limite de memória da ia",
    "it": r"lunghezza (?:massima )?del contesto|finestra di contesto|(?:messaggio|input|testo|"
    r"conversazione|contesto|prompt) (?:è )?troppo lung"
    r"|errore fuori contesto"
    r"|(?:testo|messaggio|prompt) (?:inserito|immesso|inviato) è troppo lung"
    r"|(?:messaggio|testo)[^\n]{0,40}(?:era|è) troppo lungo",
    "pl": r"długość kontekstu|okno kontekstu|(?:wiadomość|tekst|dane wejściowe|rozmowa|kontekst|prompt|polecenie)"
    r" (?:jest )?(?:za|zbyt) dług"
    r"|zbyt (?:wiele|dużo) tokenów",
    "tr": r"bağlam (?:uzunluğu|penceresi)|(?:mesaj|girdi|istem|metin|konuşma|sohbet|bağlam)"
    r"(?:ınız|iniz|ın|in)? çok uzun|(?:yeni )?ileti(?:niz|si)? çok uzun"
    r"|(?:metin|mesaj|girdi|istem|konuşma|sohbet)(?:iniz|ınız|niz|nız)? bu model için çok uzun"
    r"|çok fazla token",
    "nl": r"contextlengte|contextvenster|(?:bericht|invoer|tekst|gesprek|context|prompt) (?:is )?te lang\b"
    r"|langer dan (?:de |het )?(?:limiet|maximum) van [0-9%{}a-z_]+ (?:tekens|karakters)"
    r"|overschrijdt de lengte die het model aankan",
    "cs": r"délk[ay] kontextu|kontextové okno|(?:zpráva|text|vstup|konverzace|kontext) (?:je )?příliš dlouh"
    r"|limitu paměti ai|velikost kontextu",
    "el": r"μήκ(?:ος|ους) (?:του )?(?:περιβάλλοντος|πλαισίου|context)|"
    r"παράθυρο (?:περιβάλλοντος|πλαισίου)|"
    r"(?:συνομιλία|μήνυμα|είσοδος|κείμενο) (?:είναι )?πολύ (?:μεγάλ|μακρ)",
    "sv": r"kontextlängd|kontextfönster|(?:meddelandet|inmatningen|texten|konversationen|kontexten|"
    r"prompten) (?:är )?för långt?\b(?: [^t]|[^ ]|$)"
    r"|(?:texten|meddelandet|prompten) (?:som )?du (?:angav|angett|skrev) är för lång"
    r"|kontextgräns",
    "bg": r"дължина(?:та)? на контекста|контекстн(?:ия|ият|ото) прозор|(?:съобщението|разговорът|въведеният текст|текстът|контекстът|промптът|чатът)(?: ви)? е твърде дъл(?:ъг|г)|надвишава допустимата дължина за модела",
    "hu": r"kontextus(?:hossz| hossza|ablak|méret)|a kontextus meghaladja|(?:az üzenet|a beszélgetés|a bemenet|a szöveg|a prompt|a kontextus) túl hosszú",
    "ro": r"lungimea (?:maximă )?a contextului|fereastra de context|(?:mesaj(?:ul)?|conversația|textul|contextul|promptul|intrarea)(?: este)? prea lung"
    r"|(?:textul|promptul)[^\n.]*(?:pre|prea) lung",
    "da": r"kontekstl(?:æ|e)ngde|kontekstvindue|(?:beskeden|samtalen|inputtet|teksten|konteksten|prompten|meldingen) er for lang"
    r"|kontekstgrense|kontekstgrænse",
    "fi": r"kontekstin (?:enimmäis)?pituus|kontekstiikkuna|(?:viesti|keskustelu|syöte|teksti|konteksti|kehote) on liian pitkä"
    r"|ylittää [^\n]{0,12}merkin rajan",
    "hr": r"(?:duljin|dužin)(?:a|u) konteksta|kontekstni prozor|(?:poruka|razgovor|unos|tekst|kontekst|upit) je predug|дужин(?:а|у) контекста|контекстни прозор|(?:порука|разговор|унос|текст|контекст|упит) је предуг"
    r"|ograničenja tokena|prekoračenja konteksta",
    "ca": r"longitud (?:màxima )?del context|finestra de context|(?:missatge|conversa|entrada|text|context|prompt)(?: és)? massa llarg"
    r"|excedeix el límit màxim de tokens",
    "sk": r"dĺžk(?:a|u) kontextu|kontextové okno|(?:správa|konverzácia|vstup|text|kontext|prompt) je príliš dlh"
    r"|(?:správa|konverzácia|vstup|text|prompt) je pre (?:tento )?model príliš dlh",
    "sl": r"dolžin(?:a|o) konteksta|kontekstno okno|(?:sporočilo|pogovor|vnos|besedilo|kontekst|poziv) je predolg",
    "et": r"konteksti (?:maksimaalne )?pikkus|kontekstiaken|(?:sõnum|vestlus|sisend|tekst|kontekst|viip) on liiga pikk"
    r"|(?:sõnum|vestlus|sisend|tekst|viip) on (?:selle )?mudeli jaoks liiga pikk",
    "lt": r"konteksto (?:maksimalus )?ilgis|konteksto langas|(?:žinutė|pokalbis|įvestis|tekstas|kontekstas|raginimas) per ilg"
    r"|pranešimas (?:yra )?per ilgas",
    "lv": r"konteksta (?:maksimālais )?garums|konteksta logs|(?:ziņojums|saruna|ievade|teksts|konteksts|uzvedne) ir pārāk gar"
    r"|ziņa ir pārāk gar",
    "bn": r"(?:কনটেক্সট|কন্টেক্সট|প্রসঙ্গ)(?:ের)? (?:দৈর্ঘ্য|উইন্ডো)|(?:ইনপুট|বার্তা|বার্তাটি|কথোপকথন|কথোপকথনটি|টেক্সট|প্রম্পট) (?:অনেক|খুব|অত্যধিক) (?:দীর্ঘ|লম্বা)"
    r"|(?:ইনপুট|বার্তা|বার্তাটি|কথোপকথন|কথোপকথনটি|টেক্সট|প্রম্পট) (?:এই )?মডেলের (?:জন্য )?(?:অনেক|খুব|অত্যধিক) (?:দীর্ঘ|লম্বা)",
    "ta": r"(?:சூழல்|கான்டெக்ஸ்ட்) (?:நீள|சாளர)|(?:உள்ளீடு|செய்தி|உரை|உரையாடல்|ப்ராம்ப்ட்) (?:மிக |மிகவும் )?நீளமா|"
    r"டோக்கன் எண்ணிக்கை[^\n]{0,12}நீள"
    r"|(?:உள்ளீடு|செய்தி|உரை|உரையாடல்|ப்ராம்ப்ட்) (?:இந்த )?(?:மாடலுக்கு|மாதிரிக்கு) (?:மிக |மிகவும் )?நீளமா",
    "te": r"(?:సందర్భ|కాంటెక్స్ట్) (?:పొడవు|విండో)|(?:ఇన్.?పుట్|సందేశం|టెక్స్ట్|సంభాషణ|ప్రాంప్ట్) (?:చాలా |మరీ )?(?:పొడవుగా|పొడవైనది)|"
    r"టోకెన్ లెక్కింపు[^\n]{0,12}పొడవు"
    r"|(?:ఇన్.?పుట్|సందేశం|టెక్స్ట్|సంభాషణ|ప్రాంప్ట్) (?:ఈ )?మోడల్.?కు (?:చాలా |మరీ )?(?:పొడవుగా|పొడవైనది)",
    "ml": r"(?:കോൺടെക്സ്റ്റ്|സന്ദർഭ) (?:ദൈർഘ്യ|വിൻഡോ)|(?:ഇൻപുട്ട്|സന്ദേശം|വാചകം|സംഭാഷണം|പ്രോംപ്റ്റ്) വളരെ (?:ദൈർഘ്യമേറിയ|നീളമുള്ള|നീണ്ട)"
    r"|(?:ഇൻപുട്ട്|സന്ദേശം|വാചകം|സംഭാഷണം|പ്രോംപ്റ്റ്) (?:ഈ )?മോഡലിന് വളരെ (?:ദൈർഘ്യമേറിയ|നീളമുള്ള|നീണ്ട)",
    "kn": r"(?:ಸಂದರ್ಭದ|ಕಾಂಟೆಕ್ಸ್ಟ್) (?:ಉದ್ದ|ವಿಂಡೋ)|(?:ಇನ್.?ಪುಟ್|ಸಂದೇಶ|ಸಂದೇಶವು|ಪಠ್ಯ|ಸಂಭಾಷಣೆ|ಪ್ರಾಂಪ್ಟ್) ತುಂಬಾ (?:ಉದ್ದ|ದೀರ್ಘ)"
    r"|(?:ಇನ್.?ಪುಟ್|ಸಂದೇಶ|ಸಂದೇಶವು|ಪಠ್ಯ|ಸಂಭಾಷಣೆ|ಪ್ರಾಂಪ್ಟ್) (?:ಈ )?(?:ಮಾದರಿಗೆ|ಮಾಡೆಲ್.?ಗೆ) ತುಂಬಾ (?:ಉದ್ದ|ದೀರ್ಘ)",
    "mr": r"(?:संदर्भ|कॉन्टेक्स्ट) (?:लांबी|विंडो)|(?:इनपुट|संदेश|मजकूर|संभाषण|प्रॉम्प्ट) खूप लांब"
    r"|(?:इनपुट|संदेश|मजकूर|संभाषण|प्रॉम्प्ट) (?:या )?(?:मॉडेलसाठी )?खूप मोठ",
    "gu": r"સંદર્ભ (?:લંબાઈ|વિન્ડો)|(?:ઇનપુટ|સંદેશ|ટેક્સ્ટ|વાતચીત|પ્રોમ્પ્ટ) ખૂબ લાંબ"
    r"|(?:ઇનપુટ|સંદેશ|ટેક્સ્ટ|વાતચીત|પ્રોમ્પ્ટ) (?:આ )?મોડેલ માટે ખૂબ લાંબ",
    "ur": r"(?:کانٹیکسٹ|سیاق و سباق)(?: کی)? (?:لمبائی|ونڈو)|(?:ان پٹ|پیغام|متن|گفتگو|پرامپٹ) بہت (?:لمبا|لمبی|طویل)|"
    r"ٹوکن کی گنتی[^\n]{0,12}لمبی"
    r"|(?:ان پٹ|پیغام|متن|گفتگو|پرامپٹ) (?:اس )?ماڈل کے لیے بہت (?:لمبا|لمبی|طویل)",
    "ms": r"panjang konteks|tetingkap konteks|(?:input|mesej|teks|perbualan|gesaan|prompt)(?: anda)? terlalu panjang"
    r"|melebihi (?:kiraan |had )?token maksimum"
    r"|perbualan ini sudah kehabisan ruang",
    "ka": r"კონტექსტის (?:მაქსიმალურ(?:ი)? )?(?:სიგრძ|ფანჯარ)|(?:ტექსტი|შეტყობინება|საუბარი|მოთხოვნა|პრომპტი) (?:ძალიან|ზედმეტად) გრძელია",
    "az": r"kontekst (?:uzunluğu|pəncərəsi)|(?:mətn|mesaj|söhbət|sorğu|prompt)(?:ınız|iniz|unuz)? (?:çox|həddindən artıq) uzundur"
    r"|(?:mətn|mesaj|söhbət)(?:ınız|iniz)? (?:bu )?model üçün (?:çox|həddindən artıq) uzun",
    "be": r"даўжын[яюі] кантэксту|кантэкстнае акно|(?:паведамленне|размова|запыт|тэкст|увод) (?:занадта|вельмі|надта) доўг",
}

#: Counts of tokens or characters over a maximum (``context_overflow``, but weakly: a status,
#: a rate limit or a request wording decides first, as "tokens per minute" or a
#: ``max_tokens`` above its own cap say the same words).
OVERFLOW_WEAK: Final[dict[str, str]] = {
    "zh": r"(?:长度|長度)(?:超出|超過|超过)(?:限制|上限)|(?:长度|長度)超限|超出(?:模型)?(?:的)?最大(?:长度|長度)|"
    r"超(?:出|过|過)最大 ?token|token ?超出|字(?:数|數)超(?:出|过|過)|超出字(?:数|數)"
    r"|token ?(?:数|數|数量|數量)超(?:过|出|過)|(?:发送|發送)的(?:文本|文字)(?:超长|超長)",
    "ja": r"最大文字数を超え|トークン数が上限|トークン上限|最大トークン数を超え|文字数(?:の)?上限を超え"
    r"|トークン(?:数)?の上限を超え",
    "ko": r"최대 길이를 초과|토큰 (?:수가|한도를) 초과|최대 토큰|글자 수 제한",
    "vi": r"vượt quá độ dài tối đa|vượt quá giới hạn token|quá nhiều token|vượt quá số token",
    "id": r"melebihi panjang maksimum|terlalu banyak token|melebihi batas token",
    "th": r"เกินความยาวสูงสุด|เกินจำนวนโทเค็น|โทเค็นเกิน",
    "ar": r"تتجاوز الحد الأقصى للطول|الحد الأقصى للرموز",
    "fa": r"از حداکثر طول|حداکثر توکن",
    "hi": r"अधिकतम लंबाई से अधिक|टोकन सीमा|अधिकतम टोकन",
    "he": r"חורג(?:ת)? מהאורך|יותר מדי טוקנים|מגבלת הטוקנים"
    r"|חורג ממגבלת ה-?token",
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
    "bg": r"надвишава (?:максималната |допустимата )?дължина|твърде много токени|лимит(?:а|ът)? на токените",
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
