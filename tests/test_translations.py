"""The classifier on apps' translated messages: 17 concepts in 48 languages."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

import retrylens as rl
from retrylens import _translations
from retrylens._decisions import _by_rules, text_matches

MESSAGES = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "translated_messages.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
]
#: Five hand-written messages per concept and language (not real texts: the corpus measures
#: real ones). The word lists were written from the first, second and fourth of each (the
#: fourth written by another person, from knowledge, without seeing the lists); the third
#: and the fifth (the fifth by that other person too) are only scored.
#: Messages that say too little to decide: Hebrew "not connected" is a login or a network.
TOO_VAGUE = {("he", "לא מחובר")}
WRITTEN_FROM = [
    m for m in MESSAGES if m["variant"] in (1, 2, 4) and (m["lang"], m["text"]) not in TOO_VAGUE
]
#: What the third and the fifth messages score now; a change that scores lower is a
#: regression. (The third: 0.66 before the twelve languages from Bengali to Belarusian, whose
#: third wordings scored 119/204 beside 418/612 for the 36 languages before them; 543/816
#: before the lists took in the fourth wordings, 582/816 after. The fifth: 656/816 before,
#: 689/816 after.)
SCORED_ONLY_FLOORS = {3: 0.71, 5: 0.84}


def test_the_table_covers_every_concept_in_every_language() -> None:
    """4,080 messages: 17 concepts x 48 languages x 5 wordings, each class one we decide."""
    per_language = Counter(m["lang"] for m in MESSAGES)
    assert len(per_language) == 48 and set(per_language.values()) == {85}
    assert Counter(m["variant"] for m in MESSAGES) == {v: 48 * 17 for v in range(1, 6)}
    assert {m["expected"] for m in MESSAGES} == {"permanent", "transient", "context_overflow"}
    assert len({(m["lang"], m["concept"]) for m in MESSAGES}) == 48 * 17


@pytest.mark.parametrize(
    "message", WRITTEN_FROM, ids=lambda m: f"{m['lang']}-{m['concept']}-{m['variant']}"
)
def test_messages_the_word_lists_were_written_from_are_recognised(
    message: dict[str, object],
) -> None:
    """Each message the lists were written from gets its class from the rules alone.

    Not from the learned model: a refit moves its guesses, and these words are the lists'.
    """
    text = str(message["text"])
    verdict = _by_rules(rl.Failure(text=text), text_matches(text))
    assert verdict.kind == message["expected"]


@pytest.mark.parametrize(("variant", "floor"), sorted(SCORED_ONLY_FLOORS.items()))
def test_wordings_no_list_was_written_from_are_mostly_recognised(
    variant: int, floor: float
) -> None:
    """The third and the fifth wordings, never read to write a pattern, score their floors."""
    scored = [m for m in MESSAGES if m["variant"] == variant]
    right = sum(rl.classify_text(m["text"]).kind == m["expected"] for m in scored)
    assert right / len(scored) >= floor, f"{right}/{len(scored)}"


def test_every_language_has_a_pattern_for_every_concept() -> None:
    """Each concept has the same 47 languages (Chinese in both scripts), patterns compile."""
    tables = list(_translations.TABLES.values())
    for table in tables:
        assert set(table) == set(tables[0]) and len(table) == 47
        for pattern in table.values():
            re.compile(pattern)
            assert pattern == pattern.lower()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # an image too large is the image's problem, not the prompt's
        ("Το μήνυμα είναι πολύ μεγάλο", "context_overflow"),
        ("Η εικόνα είναι πολύ μεγάλη", "permanent"),
        # a session that timed out needs a new login, whatever the word for "timed out"
        ("工作階段已逾時，請重新登入", "permanent"),
        # a key that is *not* needed is no missing key
        ("APIキーは必要ありません。サーバーが混雑しています", "transient"),
        ("API 키가 필요하지 않습니다. 서버가 혼잡합니다", "transient"),
        # a banned account, a token count, a usage limit, a failed exchange, a failed login
        ("您的账户已被封禁", "permanent"),
        ("输入的token数超过模型上限", "context_overflow"),
        ("トークンの上限を超えました", "context_overflow"),
        # a question or a conversation over the app's largest text
        ("已超过最大文本限制，请缩短提问文字的字数。", "context_overflow"),
        ("サーバーとの通信に失敗しました", "transient"),
        ("인증에 실패했습니다", "permanent"),
    ],
)
def test_words_that_fit_two_failures_are_read_by_what_they_describe(text: str, kind: str) -> None:
    """Too large / timed out / needed decide by what they describe and whether negated."""
    assert rl.classify_text(text).kind == kind


@pytest.mark.parametrize(
    ("failure", "never"),
    [
        # waits and queues that took too long are no overflow
        (rl.Failure(text="等待时间过长，请稍后重试"), "context_overflow"),
        (rl.Failure(text="对话响应时间过长"), "context_overflow"),
        (rl.Failure(text="Die Anfrage hat zu lange gedauert"), "context_overflow"),
        (rl.Failure(text="Het verwerken van het bericht duurde te lang"), "context_overflow"),
        (rl.Failure(text="Meddelandet tog för lång tid att skicka"), "context_overflow"),
        (rl.Failure(text="Запит виконувався надто довго, спробуйте ще раз"), "context_overflow"),
        (rl.Failure(text="คิวยาวเกินไป กรุณารอสักครู่"), "context_overflow"),
        (rl.Failure(text="Die Warteschlange für Nachrichten ist zu lang"), "context_overflow"),
        (rl.Failure(text="Temperatura przekracza maksymalną wartość 2.0"), "context_overflow"),
        # a token count per minute is a rate window, under its 429
        (
            rl.Failure(text="Limite de tokens por minuto excedido. Tente em 20 s", http_status=429),
            "context_overflow",
        ),
        (
            rl.Failure(
                text="Quota dépassé pour les requêtes par minute, réessayez dans 30 secondes",
                http_status=429,
            ),
            "permanent",
        ),
        # keys that are not needed, pages to reload, time limits run out, protocols broken
        (
            rl.Failure(text="API-Schlüssel ist nicht erforderlich. Server antwortet nicht"),
            "permanent",
        ),
        (rl.Failure(text="Aucune clé API n'est requise. Serveur indisponible"), "permanent"),
        (rl.Failure(text="API-ключ не требуется. Сервис временно недоступен"), "permanent"),
        (rl.Failure(text="Δεν απαιτείται κλειδί API. Η σύνδεση απέτυχε"), "permanent"),
        (rl.Failure(text="Não é necessária uma chave de API. Falha na conexão"), "permanent"),
        (rl.Failure(text="No se requiere una clave de API. Error de red"), "permanent"),
        (rl.Failure(text="Por favor, recarregue a página e tente novamente"), "permanent"),
        (rl.Failure(text="Ricarica il tuo browser e riprova"), "permanent"),
        (rl.Failure(text="Το χρονικό όριο εξαντλήθηκε"), "permanent"),
        (
            rl.Failure(text="Der Upstream verstößt gegen das Protokoll", http_status=502),
            "permanent",
        ),
        (rl.Failure(text="Servidor sobrecargado; formato de imagen en cola"), "permanent"),
        (rl.Failure(text="אתה לא מחובר לאינטרנט", http_status=502), "permanent"),
        (rl.Failure(text="Serveur non connecté. Réessayez", http_status=503), "permanent"),
    ],
)
def test_words_of_another_failure_do_not_decide(failure: rl.Failure, never: str) -> None:
    """The rules read no wait, rate window, negation or ordinary sentence as the wrong class."""
    assert _by_rules(failure, text_matches(failure.text)).kind != never


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # Serbian in Cyrillic script, in the Croatian entries (which hold Serbian's words)
        ("Неважећи API кључ", "permanent"),
        ("Сесија је истекла. Пријавите се поново.", "permanent"),
        ("Немате довољно средстава на рачуну", "permanent"),
        ("Модел није пронађен", "permanent"),
        ("Формат слике није подржан", "permanent"),
        ("Превише захтева, покушајте поново касније", "transient"),
        ("Мрежна грешка", "transient"),
        ("Порука је предугачка", "context_overflow"),
        # one letter spelt two ways: Bengali য় and ড় as one code point, not a nukta's two
        ("মডেল পাও\u09dfা যা\u09dfনি", "permanent"),
        ("ছবিটি খুব ব\u09dc", "permanent"),
        # a Turkish or Azerbaijani İ, which lower-cases to an i and a dot above
        ("İcazəniz yoxdur", "permanent"),
        ("İstifadə limiti bitib", "permanent"),
        ("İçerik engellendi", "permanent"),
        ("İstek zaman aşımına uğradı", "transient"),
    ],
)
def test_serbian_cyrillic_and_letters_spelt_two_ways(text: str, kind: str) -> None:
    """Serbian Cyrillic, Bengali letters with or without a nukta, and İ are recognised."""
    verdict = _by_rules(rl.Failure(text=text), text_matches(text))
    assert verdict.kind == kind


def test_a_turkish_word_is_not_read_inside_an_english_one() -> None:
    """Turkish "token limiti" (a token limit) is no overflow inside English "token limiting"."""
    assert "overflow_weak" not in text_matches("Token limiting is enabled for this deployment")
    assert "overflow_weak" in text_matches("Token limiti aşıldı")


@pytest.mark.parametrize(
    "text",
    [
        # "the key is not needed", then a busy server: a retry, not a missing key
        "API কী প্রয়োজন নেই। সার্ভার ব্যস্ত",
        "API விசை தேவையில்லை. சர்வர் பிழை",
        "API కీ అవసరం లేదు. సర్వర్ లోపం",
        "API की आवश्यक नाही. सर्व्हर व्यस्त आहे",
        "API കീ ആവശ്യമില്ല. സെർവർ പിശക്",
        "API ಕೀ ಅಗತ್ಯವಿಲ್ಲ. ಸರ್ವರ್ ದೋಷ",
        "API કી જરૂરી નથી. સર્વર વ્યસ્ત છે",
        "API کلید درکار نہیں، سرور مصروف ہے",
    ],
)
def test_a_key_not_needed_is_no_missing_key_in_south_asian_languages(text: str) -> None:
    """A negated "required" after the key does not make a server error a key problem."""
    assert _by_rules(rl.Failure(text=text), text_matches(text)).kind == "transient"


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Срок действия токена истёк", "auth"),
        ("Запрос заблокирован модерацией", "content_filter"),
        ("リクエストが不正です", "bad_request"),
    ],
)
def test_expiry_moderation_and_malformed_requests_as_apps_word_them(
    text: str, category: str
) -> None:
    """An expired token (ru), a moderation block (ru) and a malformed request (ja) fail fast."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", category)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Die Antwort des Modells endete unerwartet.", "transient"),
        ("A resposta do modelo terminou inesperadamente.", "transient"),
        ("respuesta vacía", "transient"),
        ("Kesalahan kehabisan konteks", "context_overflow"),
        ("Die Ausgabe wurde aufgrund des Token-Limits gekürzt.", "permanent"),
        ("O número máximo de tokens de conclusão foi atingido.", "permanent"),
        ("A resposta foi filtrada pelo Serviço de IA Responsável.", "permanent"),
        ("Kết quả bị chặn do cài đặt an toàn.", "permanent"),
        ("Die Anmeldung ist abgelaufen.", "permanent"),
        ("La connexion a expiré ou a été révoquée.", "permanent"),
        ("Clave proporcionada no válida.", "permanent"),
        ("Het gevraagde model is niet gevonden.", "permanent"),
        ("根本没有这个嵌入模型好吗？", "permanent"),
        ("שגיאת שרת, אנא נסה שוב מאוחר יותר", "transient"),
        ("服務器錯誤，請稍後重試", "transient"),
        ("Ошибка запроса. Пожалуйста, проверьте свою сеть и попробуйте еще раз.", "transient"),
        ("مهلة الطلب، يرجى التحقق من اتصال الشبكة", "transient"),
        ("Этот API-ключ отключён.", "permanent"),
        ("輸入圖像格式無效", "permanent"),
        ("عذرًا، لا يدعم موقعك الحالي خدمة هذا النموذج", "permanent"),
        # a vague "try again later" does not outweigh a concrete request problem
        ("参数错误，请稍后重试", "permanent"),
        ("Lỗi kết nối tới máy chủ", "transient"),
        ("Соединение с API было прервано", "transient"),
        ("سرویس بارگذاری بیش از حد دارد", "transient"),
        ("Mesajınız çok uzun; yeni ileti çok uzun", "context_overflow"),
        ("Pesan baru terlalu panjang untuk model ini", "context_overflow"),
        ("ข้อความมีขนาดใหญ่กว่าขีดจำกัดโทเค็นของโมเดล", "context_overflow"),
        ("Sie haben keinen API-Schlüssel eingegeben.", "permanent"),
        ("Você não informou a chave de API.", "permanent"),
        ("Il messaggio è stato bloccato dal sistema di moderazione.", "permanent"),
        ("图片分辨率超过限制", "permanent"),
        ("مشکل گواهی در اتصال به سرور", "permanent"),
        ("برای ادامه ورود مجدد لازم است", "permanent"),
        ("این مدل در دسترس نیست", "permanent"),
        ("Typ pliku nieobsługiwany", "permanent"),
        ("Δεν έχετε ορίσει κλειδί API", "permanent"),
        ("A chave de assinatura é obrigatória", "permanent"),
        ("Kvote for bildegenerering overskredet", "permanent"),
        ("Nem található kulcs", "permanent"),
        ("Angiv venligst en gyldig nøgle", "permanent"),
        ("Perioada de probă a expirat", "permanent"),
        ("Nem sikerült kapcsolódni a szerverhez", "transient"),
        ("A kontextus meghaladja a modell méretét", "context_overflow"),
        ("Maximale Token-Anzahl überschritten", "context_overflow"),
        ("Đã vượt quá số token cho phép", "context_overflow"),
        # the same words beside the noun or the time they describe do decide
        ("Nemate pristup ovom modelu", "permanent"),
        ("У вас нет доступа к этой модели", "permanent"),
        ("Der Dienst ist derzeit nicht verfügbar", "transient"),
        ("Du sendest zu viele Nachrichten", "transient"),
        ("संदेश खूप मोठा आहे", "context_overflow"),
        ("Söhbət bu model üçün çox uzundur", "context_overflow"),
    ],
)
def test_failures_as_apps_word_them_in_many_languages(text: str, kind: str) -> None:
    """Ended, empty, server and network failures retry; capped, filtered, expired fail fast."""
    assert rl.classify_text(text).kind == kind


@pytest.mark.parametrize(
    ("text", "never"),
    [
        # Hindi "की" is "of", not Marathi's "key": the API's answer was invalid, no key
        ("API की प्रतिक्रिया अवैध है, कृपया पुनः प्रयास करें", "permanent"),
        # "a network error while processing the image" is the network's, not the image's
        ("प्रतिमेवर प्रक्रिया करताना नेटवर्क त्रुटी", "permanent"),
        # a free trial's or a subscription's time that ran out is no timeout
        ("আপনার ফ্রি ট্রায়ালের সময়সীমা শেষ হয়েছে", "transient"),
        ("Abunəliyinizin vaxtı bitdi", "transient"),
        # a service not offered in one's country is no passing outage
        ("Usluga nije dostupna u vašoj zemlji", "transient"),
        ("Der Dienst ist in Ihrem Land nicht verfügbar", "transient"),
        ("Il servizio non è disponibile nel tuo paese", "transient"),
        # no access to the internet is no missing permission for a model
        ("Nemate pristup internetu", "permanent"),
        ("У вас нет доступа к интернету", "permanent"),
        ("У вас немає доступу до інтернету", "permanent"),
        # too many messages in one conversation is no rate limit
        ("Zu viele Nachrichten in diesem Gespräch", "transient"),
        ("Trop de messages dans cette conversation", "transient"),
        # an image too large is the image's problem; a message that took long is no overflow
        ("प्रतिमा खूप मोठी आहे", "context_overflow"),
        ("বার্তা পাঠাতে খুব দীর্ঘ সময় লেগেছে", "context_overflow"),
        ("Sorğu bu model üçün çox uzun çəkdi", "context_overflow"),
    ],
)
def test_words_of_the_newer_lists_read_only_with_their_noun(text: str, never: str) -> None:
    """A word of the newer lists that also means something harmless needs its noun to decide."""
    assert _by_rules(rl.Failure(text=text), text_matches(text)).kind != never


@pytest.mark.parametrize(
    "text",
    [
        "This service is not available in your region",
        "Dieser Dienst ist in Ihrer Region nicht verfügbar",
        "Este servicio no está disponible en tu región",
        "Ce service n'est pas disponible dans votre pays",
        "Usługa jest niedostępna w Twoim regionie",
        "Bu hizmet bölgenizde kullanılamıyor",
        "此服务在您所在的地区不可用",
        "このサービスはお住まいの地域ではご利用いただけません",
        "이 서비스는 해당 지역에서 사용할 수 없습니다",
        "Сервис недоступен в вашем регионе",
        "Сервіс недоступний у вашому регіоні",
        "Este serviço não está disponível na sua região",
        "Deze dienst is niet beschikbaar in jouw regio",
        "Dịch vụ không khả dụng ở khu vực của bạn",
        "Layanan tidak tersedia di wilayah Anda",
    ],
)
def test_a_service_not_offered_in_the_callers_region_is_a_permission_problem(text: str) -> None:
    """A service unavailable in the caller's region fails at once as auth, not as an outage."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", "auth")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Не удалось подключиться: агент потерял соединение", "transient"),
        ("محدودیت نرخ درخواست؛ لطفاً صبر کنید", "transient"),
        ("Dịch vụ đang bận, hãy thử lại sau", "transient"),
        ("你发得太快了，请稍等", "transient"),
        ("Неподдерживаемый формат файла: .heic", "permanent"),
        ("Plik przekracza limit rozmiaru (20 MB)", "permanent"),
        ("Ошибка: у вас закончились кредиты. Пополните баланс", "permanent"),
        ("Bạn cần đăng nhập để tiếp tục sử dụng", "permanent"),
        ("Het gevraagde model (llama3) is niet beschikbaar", "permanent"),
        ("Het bericht is langer dan de limiet van 4000 tekens", "context_overflow"),
        ("Texten som du skrev är för lång för modellen", "context_overflow"),
        ("Cuộc hội thoại quá dài, hãy bắt đầu cuộc trò chuyện mới", "context_overflow"),
        ("Перевищено квоту запитів до моделі", "permanent"),
        ("У команды закончились бесплатные запросы", "permanent"),
        ("חרגת מהמכסה החודשית", "permanent"),
        ("Η υπηρεσία δεν είναι διαθέσιμη αυτή τη στιγμή", "transient"),
        ("سرویس در حال حاضر قابل دسترسی نیست", "transient"),
        ("消息不能为空，提示词不能为空", "permanent"),
        ("メッセージは空にできません", "permanent"),
        ("Запрос неавторизован", "permanent"),
        ("لم يتم العثور على النموذج المحدد", "permanent"),
        ("صيغ الصور هذه غير مدعومة", "permanent"),
        ("插件未正确安装", "permanent"),
        ("서버 인가 실패", "permanent"),
        ("Sunucu yetkilendirme başarısız oldu", "permanent"),
        ("Anthropic API anahtarı hatası", "permanent"),
        ("Görsel boyutu 5 MB'yi aşamaz", "permanent"),
        ("模型授权失败", "permanent"),
        ("サーバーの認証に失敗しました", "permanent"),
        ("找不到请求的资源", "permanent"),
        ("Impossible de se connecter au serveur du modèle", "transient"),
        ("لا يوجد اتصال بالإنترنت", "transient"),
        ("Нет подключения к интернету", "transient"),
        ("ไม่มีการเชื่อมต่ออินเทอร์เน็ต", "transient"),
        ("Немає інтернету", "transient"),
        ("சேவையகத்துடன் இணைக்க முடியவில்லை", "transient"),
        ("登录已失效，请先进行身份验证", "permanent"),
        ("응답이 안전 설정으로 차단됨", "permanent"),
        ("Ответ заблокирован настройками безопасности", "permanent"),
        ("找不到名为 llama3 的模型", "permanent"),
        ("अनुवाद सेवा अनुपलब्ध है", "transient"),
        ("翻訳サービスは現在利用できません", "transient"),
        ("Сталася мережева помилка", "transient"),
        ("เกิดข้อผิดพลาดทางเครือข่าย", "transient"),
        ("Неверные учётные данные для провайдера", "permanent"),
        ("La clave de API no puede estar vacía", "permanent"),
        ("Chýbajúci tajný kľúč pre službu", "permanent"),
        ("今日调用次数超过限制，请明天再试", "permanent"),
        ("आगे बढ़ने के लिए आपको साइन इन करना होगा", "permanent"),
        ("APIトークンが設定されていません", "permanent"),
        ("今月のクォータを使い果たしました", "permanent"),
        ("Токен не предоставлен в заголовке", "permanent"),
        ("Token của bạn đã hết hạn", "permanent"),
        ("서버 연결 실패", "transient"),
        ("リクエスト制限に達しました：1分間で最大20リクエスト", "transient"),
        ("요청 수 제한에 도달했습니다: 5분 내에 최대 100회", "transient"),
        ("ERRO: A $API_KEY está vazia no arquivo de configuração", "permanent"),
        ("Eroare de rețea la conectarea la server", "transient"),
        ("الطلب المرسل غير صالح", "permanent"),
        ("בקשה לא חוקית לשרת", "permanent"),
        ("نوع الملف غير مدعوم", "permanent"),
        ("Desteklenmeyen dosya türü: .heic", "permanent"),
        ("Dieses Modell ist anscheinend nicht verfügbar", "permanent"),
        ("Osiągnąłeś limit zapytań, spróbuj później", "transient"),
        ("チャット用のモデルが選択されていません", "permanent"),
        ("模型 gpt-4o 不可用于当前端点", "permanent"),
        ("该内容被审核系统标记，无法继续", "permanent"),
        ("Базовый URL не указан для этого провайдера", "permanent"),
        ("مفتاح غير صالح لهذا المزود", "permanent"),
        ("คีย์ API ไม่ถูกต้อง", "permanent"),
        ("فشلت مصادقة الخادم", "permanent"),
        ("متن از طول قابل پردازش مدل فراتر رفته است", "context_overflow"),
        ("今月はクレジット切れです", "permanent"),
        ("Ваши кредиты исчерпаны", "permanent"),
        ("모델 공급자 권한 오류", "permanent"),
        ("API 凭证错误", "permanent"),
        ("回复触发安全风控", "permanent"),
        ("요청 속도 제한에 도달했습니다. 10초 후에 다시 시도하세요", "transient"),
        # an AI service that cannot be reached or is not there for now, a connection cut
        ("Oeps, het lijkt erop dat onze AI onbereikbaar is!", "transient"),
        ("죄송합니다, AI와 연결할 수 없습니다.", "transient"),
        ("Oho, näyttää siltä, että tekoälymme ei ole tavoitettavissa!", "transient"),
        ("อุปส์ ดูเหมือนว่า AI ของเราไม่สามารถเชื่อมต่อได้!", "transient"),
        ("Ой, схоже, наш ШІ недоступний!", "transient"),
        ("%s API klaida: DI posistemė šiuo metu neprieinama.", "transient"),
        ("%s API viga: tehisaru taustateenus pole hetkel saadaval.", "transient"),
        ("Η σύνδεση με τον διακομιστή διακόπηκε απροσδόκητα", "transient"),
        ("A conexão com o servidor foi interrompida inesperadamente", "transient"),
        ("وقفه شبکه: درخواست خیلی طول کشید", "transient"),
        # a prompt too long, in the words apps chose for "prompt"
        ("Es tut uns leid, Ihre Eingabeaufforderung ist zu lang.", "context_overflow"),
        ("Przepraszamy, Twoje polecenie jest zbyt długie.", "context_overflow"),
        ("عذراً، تعليماتك طويلة جداً. أعد صياغتها بكلمات أقل.", "context_overflow"),
        ("ข้อความแจ้งยาวเกินไป กรุณาย่อข้อความของคุณแล้วลองอีกครั้ง", "context_overflow"),
        ("Lời nhắc quá dài. Vui lòng rút ngắn tin nhắn của bạn và thử lại.", "context_overflow"),
        # no key set for a provider; a quota of text generation or a free quota used up
        ("No hay ninguna clave API configurada para el proveedor %s", "permanent"),
        ("'%s' प्रोवाइडर के लिए एपीआई कुंजी नहीं सेट की गई है", "permanent"),
        ("Cota de geração de texto excedida", "permanent"),
        ("تم تجاوز حدود حصتك المجانية للذكاء الاصطناعي.", "permanent"),
        # a service error, a reply with no content, requests over a window of minutes or a
        # second, a rate limit in Malay and Chinese
        ("OpenAI Codex Dienstfehler. Bitte versuche es später erneut.", "transient"),
        ("मॉडल ने कोई प्रतिक्रिया सामग्री प्रदान नहीं की।", "transient"),
        ("モデルは応答コンテンツを提供しませんでした。", "transient"),
        ("Модель не предоставила никакого содержимого ответа.", "transient"),
        ("Vous avez atteint la limite de requêtes : maximum 20 requêtes en 5 minutes", "transient"),
        (
            "Você atingiu o limite de solicitações: no máximo 20 solicitações em 5 minutos",
            "transient",
        ),
        ("Had Kadar OpenAI melebihi", "transient"),
        ("OpenAI 的請求數量已超過上限", "transient"),
        ("Beschränkungen für die Anzahl der Anfragen pro Sekunde", "transient"),
        # a model that cannot see images, a provider with no credentials, a usage limit
        ("Le modèle gpt-4 n'a pas de capacités visuelles", "permanent"),
        ("Modelul gpt-4 nu are capacități de viziune", "permanent"),
        ("¡A este proveedor le faltan credenciales!", "permanent"),
        ("Temu dostawcy brakuje poświadczeń!", "permanent"),
        ("Sorry, je hebt je gebruikslimiet bereikt.", "permanent"),
        # a reply cut off, a server in difficulty; a chat too large for the model, a
        # conversation out of room; a key not found, a message the safety system stopped
        ("Η απάντηση διακόπηκε, ελέγξτε τη σταθερότητα του δικτύου", "transient"),
        ("Le serveur rencontre des difficultés. Réessayez plus tard.", "transient"),
        ("درخواست خیلی طولانی است. لطفاً متن را کوتاه‌تر کنید", "context_overflow"),
        (
            "Die Daten des Chats, einschließlich aller Dateianhänge, sind vermutlich zu groß für "
            "das ausgewählte Modell",
            "context_overflow",
        ),
        ("對話空間不足。請開始新對話。", "context_overflow"),
        ("Das Bild ist zu groß für das Modell", "permanent"),
        ("Nie znaleziono klucza. Podaj klucz i spróbuj ponownie.", "permanent"),
        ("訊息內容被安全系統攔截，請修改後重試", "permanent"),
        # no answer came, a stream failed with no message, no connection to the server; a
        # chosen model that is not there
        ("Z modelu nepřišla žádná odpověď", "transient"),
        ("Không nhận được phản hồi từ máy chủ", "transient"),
        ("Fejl: ingen svar modtaget fra modellen", "transient"),
        ("Η ροή απέτυχε.", "transient"),
        ("Greška: nije primljen odgovor od poslužitelja", "transient"),
        ("सर्वर से कनेक्ट करने में विफल। कृपया पुनः प्रयास करें", "transient"),
        ("এই মডেল উপলব্ধ নয়", "permanent"),
        ("سرور سرویس ترجمه در حال حاضر شلوغ است", "transient"),
        ("リクエストが集中しています。しばらくお待ちください", "transient"),
        # a window of requests that refills by itself; a provider that limited the rate
        ("Espere antes de realizar nuevas solicitudes.", "transient"),
        ("新しいリクエストを行う前にお待ちください", "transient"),
        ("Подождите перед новыми запросами", "transient"),
        ("Poczekaj przed wykonaniem nowych żądań", "transient"),
        ("Služba omezila rychlost požadavků", "transient"),
        ("Ответ не получен из-за деликатного содержимого", "permanent"),
        # a quota or a prepaid balance used up, a context out of room, a key not given
        ("Вы превысили квоту на этот месяц", "permanent"),
        ("Sua cota de créditos foi esgotada", "permanent"),
        ("本月配额已用完", "permanent"),
        ("Aktuelle Kontextgröße des Modells überschritten", "context_overflow"),
        ("Le nombre de jetons est trop élevé pour ce modèle", "context_overflow"),
        ("输入超出 token 限制", "context_overflow"),
        ("Ключ API пуст, добавьте его в настройках", "permanent"),
        ("API キーが空です", "permanent"),
        ("请先配置您的 API 密钥", "permanent"),
        # "try again later" and a failed connection, as apps translate them
        ("Servidor ocupado, tente novamente mais tarde", "transient"),
        ("网络连接已断开，请检查网络", "transient"),
        ("Не удалось подключиться к серверу модели", "transient"),
        # a model not found or not offered, a sign-in or a permission missing
        ("Модель gpt-4o не найдена на сервере", "permanent"),
        ("所选模型不可用，请更换模型", "permanent"),
        ("Kein Modell gefunden für diesen Anbieter", "permanent"),
        ("请先登录后再使用", "permanent"),
        ("Bu işlem için yetersiz izin", "permanent"),
        ("ログインする必要があります", "permanent"),
    ],
)
def test_apps_locale_wordings_of_real_messages_are_recognised(text: str, kind: str) -> None:
    """Wordings that real apps' locale files use for a failed call decide its class."""
    assert rl.classify_text(text).kind == kind


def test_a_vague_retry_hint_in_another_language_is_never_called_permanent() -> None:
    """Korean "something failed, try again shortly" names no cause: never a permanent verdict.

    No rule reads it (a retry hint beside any cause is weak in every language); the learned
    model's guess for it moved between refits (transient, then 0.55 permanent, below the bar).
    What must hold is that it never stops retries.
    """
    verdict = rl.classify_text("무엇인가 실패했습니다. 잠시 후 다시 시도하세요")
    assert verdict.kind in ("transient", "unknown")


@pytest.mark.parametrize(
    ("text", "kind", "category"),
    [
        # a key named without "API", empty or not set up, revoked, to be entered first
        ("キーが無効です。設定を確認してください", "permanent", "api_key"),
        ("키가 올바르지 않습니다", "permanent", "api_key"),
        ("Вкажіть свій ключ у налаштуваннях", "permanent", "api_key"),
        ("Ключ провайдера не встановлено", "permanent", "api_key"),
        ("Ключ API пуст", "permanent", "api_key"),
        ("无效的 OpenAI 密钥", "permanent", "api_key"),
        ("API 密钥未配置，请先配置", "permanent", "api_key"),
        # a login that lapsed, a first sign-in asked for
        ("Claudeログインは無効になりました", "permanent", "auth"),
        ("Сначала войдите в аккаунт", "permanent", "auth"),
        # a key the user supplied, past its date
        ("A megadott kulcs lejárt. Adjon meg egy új kulcsot.", "permanent", "auth"),
        ("Der Schlüssel für OpenAI ist abgelaufen", "permanent", "auth"),
        ("Anahtarın süresi doldu, yeni bir anahtar girin", "permanent", "auth"),
        # a generation quota, credits used up, no balance left
        ("Kvoten för bildgenerering har överskridits", "permanent", "quota"),
        ("Przekroczono limit generowania obrazów", "permanent", "quota"),
        ("無可用額度，請聯絡管理員", "permanent", "quota"),
        # a retired model, a model without images or tools, a file over its size
        ("El modelo gpt-4 ha sido retirado", "permanent", "not_found"),
        ("画像対応モデルを選択してください", "permanent", "image"),
        ("Modelo no es compatible con las herramientas", "permanent", "bad_request"),
        ("La taille du fichier dépasse 20 Mo", "permanent", "bad_request"),
        # a conversation at its limit, no room left for the context
        ("对话内容已达上限，请新建对话", "context_overflow", None),
        ("Не хватило места для контекста диалога", "context_overflow", None),
        ("接続が拒否されました", "transient", None),
        # advice to see whether the server runs: the connection to it failed
        ("LLMサーバーが起動しているか確認してください", "transient", None),
        ("Vérifiez que le serveur Ollama est en cours d'exécution.", "transient", None),
        ("Comprueba que el servidor local esté en ejecución.", "transient", None),
        ("Verifique se o servidor está em execução.", "transient", None),
        ("Controlla che il server sia in esecuzione.", "transient", None),
        ("서버가 실행 중인지 확인하세요", "transient", None),
        # a model that takes no images, a licence key, a request rate, an unknown model
        ("Das Modell unterstützt das Senden von Bildern nicht.", "permanent", "image"),
        ("Введенный вами ключ лицензии недействителен.", "permanent", "api_key"),
        ("Limite di frequenza delle richieste raggiunto", "transient", None),
        ("Error: Modelo seleccionado desconocido", "permanent", "not_found"),
        ("错误：无法识别所选的模型", "permanent", "not_found"),
        ("API KEYS 不能为空", "permanent", "api_key"),
    ],
)
def test_locale_wordings_beside_the_lists_first_words_are_recognised(
    text: str, kind: str, category: str | None
) -> None:
    """Other wordings of concepts the lists know (no "API" before a key, a quota of generation)."""
    verdict = _by_rules(rl.Failure(text=text), text_matches(text))
    assert (verdict.kind, verdict.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "never"),
    [
        # a request for a key, a model's or a filter's name beside a busy or temporary wording
        ("Слишком много запросов. Введите свой API-ключ в настройках.", "permanent"),
        ("Demasiadas solicitudes. Introduce tu clave de API en Ajustes.", "permanent"),
        (
            "Het gevraagde model is tijdelijk niet beschikbaar, probeer het later opnieuw",
            "permanent",
        ),
        ("Der Inhaltsfilter ist vorübergehend nicht erreichbar. Bitte später erneut.", "permanent"),
        ("Le filtre de modération est temporairement indisponible.", "permanent"),
        # words that looked like a cause and were another thing
        ("Ai fost deconectat de la server. Se reîncearcă conectarea...", "permanent"),
        ("Je tegoed is opgewaardeerd, maar het verzoek mislukte", "permanent"),
        ("У вас закончились запросы на эту минуту. Попробуйте через 30 секунд.", "permanent"),
        (
            "Se perdió la conexión con el servidor. Vuelve a iniciarla en unos segundos.",
            "permanent",
        ),
        ("Brak dostępu do tego serwera. Sprawdź połączenie sieciowe.", "permanent"),
        ("Nemate pristup ovom serveru, provjerite mrežnu vezu", "permanent"),
        ("Δεν έχετε πρόσβαση σε αυτό το δίκτυο. Ελέγξτε τη σύνδεσή σας.", "permanent"),
        ("Нямате достъп до тази мрежа. Проверете връзката си.", "permanent"),
        ("Nemáte prístup k tomuto serveru. Skontrolujte pripojenie.", "permanent"),
        ("Neturite prieigos prie šio tinklo", "permanent"),
        ("Нет доступа к API. Проверьте подключение к интернету", "permanent"),
        # a support footer, a retired model, "in this respect": no outage
        ("Невалидна заявка: липсва полето model. Свържете се с техническа поддръжка.", "transient"),
        (
            "Das Modell gpt-4-0314 wurde außer Betrieb genommen. Bitte wähle ein anderes.",
            "transient",
        ),
        ("이 모델은 서비스가 중단되었습니다. 다른 모델을 선택하세요.", "transient"),
        ("Bu bakımdan istek işlenemedi", "transient"),
    ],
)
def test_list_words_that_name_another_failure_do_not_decide(text: str, never: str) -> None:
    """A list word beside another failure's wording, or meaning something else, decides nothing."""
    assert _by_rules(rl.Failure(text=text), text_matches(text)).kind != never


@pytest.mark.parametrize(
    "text",
    [
        "Nicht berechtigt: ungültiger API-Schlüssel",
        "No está autorizado: clave de API no válida",
        "Non sei autorizzato: chiave API non valida",
        "غير مصرح لك: مفتاح API غير صالح",
    ],
)
def test_a_translated_unauthorized_beside_a_key_wording_is_a_key_problem(text: str) -> None:
    """A 401's "Unauthorized" as apps translate it, beside a rejected key, counts as api_key."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", "api_key")


@pytest.mark.parametrize(
    "text",
    [
        "Δεν έχετε πρόσβαση σε αυτό το μοντέλο",
        "Nemate pristup ovom modelu",
        "Нямате достъп до този модел",
        "Nemáte prístup k tomuto modelu",
        "Nimate dostopa do tega modela",
        "Teil pole sellele mudelile juurdepääsu",
        "Neturite prieigos prie šio modelio",
        "Jums nav piekļuves šim modelim",
        "No teniu accés a aquest model",
        "Няма доступу да гэтай мадэлі",
        "Nemate pristup ovoj organizaciji",
        "Neturite prieigos prie šio projekto",
        "Nemate pristup ovom API ključu",
        "Δεν έχετε πρόσβαση σε αυτόν τον οργανισμό",
        "Няма доступу к гэтаму рэсурсу",
        "Нет доступа к этому проекту",
    ],
)
def test_no_access_to_a_named_model_is_a_permission_problem(text: str) -> None:
    """No access to a named model, project, organization or key is a permission problem."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", "auth")


@pytest.mark.parametrize(
    "text",
    [
        "Missing credentials: pass an api key or set the ACME_API_KEY environment variable",
        "No credentials found for this provider.",
        "该模型缺少凭证，请先配置",
        "此服務缺少憑證，請先設定",
        "Bu sağlayıcı için kimlik bilgileri eksik",
        "Dịch vụ này thiếu thông tin xác thực",
    ],
)
def test_credentials_the_client_has_none_of_are_a_key_to_set(text: str) -> None:
    """A client with no credentials at all, in English or as apps translate it: a missing key."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", "api_key")
