## Спільний макет сторінок.

site-skip = До змісту
site-nav-label = Сайт
site-nav-games = Ігри
site-nav-my-games = Мої ігри
site-nav-threads = Теми
site-nav-settings = Налаштування
site-nav-events = Турніри
site-nav-standings = Таблиця
site-nav-ratings = Рейтинг
site-admin = (адміністратор)
site-sign-out = Вийти
site-sign-in = Увійти
site-sign-up = Реєстрація
site-footer = omerta: спортивна мафія, форумна мафія і «Мафія 1923».
site-footer-api = API
site-lang-label = Мова
site-lang-switch = Змінити мову

## Вхід і реєстрація.

account-name = Ім’я
account-password = Пароль
account-rules = Ім’я: від 2 до 32 літер, цифр, пробілів, _ - або . ; пароль: щонайменше 8 символів і не простий — кілька рідкісних слів підійдуть.
account-create = Створити акаунт
account-have-one = Вже маєте акаунт?
account-new-here = Вперше тут?

## Налаштування.

settings-title = Налаштування
settings-saved = Збережено.
settings-lang-heading = Мова
settings-lang-browser = Як просить браузер
settings-lang-help = Цією мовою написані сторінки і листи, які ви отримуєте.
settings-save = Зберегти
settings-lang-save = Зберегти мову

## Помилка.

error-not-found = Не знайдено
error-not-allowed = Немає доступу
error-sign-in-first = Спершу увійдіть
error-something-wrong = Щось не так
error-home = На головну

## Скрипт макета (assets/omerta.js), одним блоком JSON.

site-js-your-time = (у вас: { $time })
site-js-your-time-zone = (у вас: { $time }, { $zone })

## A game's lobby (game_lobby.html), every rule set
lobby-table-of = стіл турніру
lobby-hosted-by = ведучий:
lobby-abandoned = Ведучий зупинив гру до її початку.
lobby-players = Гравці
lobby-seated-by-host = (посаджений ведучим)
lobby-remove = прибрати
lobby-remove-label = Прибрати { $name }
lobby-nobody = Поки нікого.
lobby-sign-in = Увійдіть
lobby-to-join = щоб приєднатися до гри.
lobby-leave = Залишити гру
lobby-your-name = Ваше ім'я в цій грі
lobby-join = Приєднатися
lobby-host = Ведучий
lobby-seat-by-name = Посадити гравця за ім'ям
lobby-name-placeholder = Ім'я
lobby-seat = Посадити
lobby-cancel-confirm = Скасувати гру? Усім, хто приєднався, повідомлять, що її зупинено, і почати її знову буде не можна.
lobby-cancel = Скасувати гру

## The forum game's flips and role list (forum/start.html, forum/game.html)
forum-reveal-legend = Розкриття і список ролей
forum-reveal-label = Коли гравець гине, у темі показується
forum-reveal-role = Уся його роль (сторона і роль)
forum-reveal-alignment = Лише його сторона (місто, мафія, …)
forum-reveal-none = Нічого до кінця гри
forum-role-list-label = Список ролей
forum-role-list-closed = Закритий: гравці знають, скільки їх, але не які ролі є
forum-role-list-open = Відкритий: перелічено всі роздані ролі, але не кому яка дісталася
forum-reveal-hint = Хай що ви оберете, наприкінці гри всі ролі показуються всім.
forum-flip-alignment = { $faction } (роль не розкрито)
forum-flip-hidden = роль не розкрито
forum-reveal-rule-alignment = Під час загибелі показується лише сторона; усі ролі показуються наприкінці.
forum-reveal-rule-none = Під час загибелі роль не показується; усі ролі показуються наприкінці.
forum-role-list-heading = Ролі в цій грі
forum-pms-legend = Рольові ПП і ПП з результатами
forum-pm-role-label = Рольове ПП для всіх ролей (необов'язково)
forum-pm-results-label = ПП з результатами ночі (необов'язково)
forum-pm-hint = Пропуски: {"{"}name{"}"}, {"{"}faction{"}"}, {"{"}role{"}"}, {"{"}identity{"}"}, {"{"}abilities{"}"}, {"{"}team{"}"}, {"{"}goal{"}"} у рольовому ПП; {"{"}name{"}"}, {"{"}night{"}"}, {"{"}results{"}"} у ПП з результатами. Дужку пишіть як {"{{"}. Якщо лишити порожнім, кожен гравець отримає вбудоване ПП; власне ПП ролі задається в JSON розстановки (roles[].pm, roles[].results_pm).
forum-pms-heading = Ваші ПП
forum-pm-role = Рольове ПП
forum-pm-results = Результати ночі { $night }
forum-pms-sent = Надіслані ПП ({ $count })
forum-pm-to = Кому: { $name }

## Статус гри.
site-status = { $status ->
        [lobby] набір
        [running] триває
        [finished] завершена
        [abandoned] зупинена
       *[other] { $status }
    }

## Покроковий перегляд завершеної гри.
steps-title = Гра за кроками
steps-as-it-stood = Як було на момент «{ $moment }» (подія { $at } з { $of }). Усе розкрито: ролі, дії, особисті повідомлення.
steps-the-start = початок
steps-over = Гру завершено: усе розкрито (ролі, дії, особисті повідомлення). Перегляньте її фаза за фазою:
steps-previous = ← Попередня фаза
steps-next = Наступна фаза →
steps-end = Кінець

## Модерація гри ведучим.
moderation-summary = Модерація: більше часу, нагадування
moderation-summary-reopen = Модерація: більше часу, нагадування, повторне відкриття
moderation-extend-title = Дати фазі більше часу
moderation-extend-minutes = Хвилин після терміну
moderation-why-public = Чому (дізнаються всі)
moderation-extend-placeholder = свято посеред дня
moderation-extend = Продовжити
moderation-prod-title = Нагадати неактивному гравцеві
moderation-prod-player = Гравець
moderation-choose-player = Оберіть гравця
moderation-prod-reason = Що йому сказати (дізнається лише він)
moderation-prod-placeholder = ми не чули вас сьогодні
moderation-prod = Нагадати
moderation-reopen = Знову відкрити фазу «{ $phase }»
moderation-reopen-confirm = Знову відкрити фазу «{ $phase }»? Буде скасовано все, що перелічено під формою; цього не повернути.
moderation-reopen-hint = Гра повернеться до початку фази «{ $phase }», як було тоді; усе до неї лишається таким, яким його прочитали, а події після лишаються в записі.
moderation-takes-back = Буде скасовано:
moderation-keeps = Залишиться:
moderation-reopen-minutes = Відкрити на (хвилин)
moderation-reopen-placeholder = фазу закрили помилково
picker-account = Акаунт нового гравця
picker-account-hint = Введіть ім'я його акаунта: відповідні акаунти буде запропоновано. Новий гравець спершу реєструється; тоді роль слота, повідомлення й листи — його.

## Власні сторінки сайту (шаблони home, lobby, my_games, new_game, upload, ratings,
## settings, follows, follow, follow_fields): заголовки, підказки, форми й порожні списки.

site-rulesets = Правила
ruleset-blurb = { $ruleset ->
        [pro] Спортивна мафія за столом на десятьох: суддя веде протокол на планшеті, кожен номер отримує бали, і кожен бал пояснено.
        [forum] Гра в темі форуму: голоси жирним рахуються в міру публікації, більшість і лок, позначки ведучого про порушення й голосування в BBCode.
       *[other] Родини, п'ятнадцять ролей, суворий порядок ночі й дня, родинні суди й п'ять днів — гра на цьому сайті.
    }
home-hero = Грайте в мафію так, як грає ваша спільнота: за столом, у темі форуму чи на цьому сайті.
home-or-sign-in = або увійти
home-host-one = Провести гру
home-recent = Останні ігри
home-no-games = Ігор поки немає: проведіть першу.
games-all = Усі
games-of = { $ruleset }: ігри
games-host = Провести гру
games-open = Набір гравців
games-open-none = Жодна гра не чекає на гравців.
games-running = Тривають
games-running-none = Жодна гра зараз не триває.
games-over = Завершені
games-over-none = Жодна гра ще не завершилася.
mine-waiting = { $count ->
        [one] { $count } гра чекає на вас.
        [few] { $count } гри чекають на вас.
       *[other] { $count } ігор чекають на вас.
    }
mine-waiting-none = Зараз жодна гра не чекає на вас.
mine-game = Гра
mine-you-are = Ви
mine-status = Стан
mine-waiting-for = Чекає
mine-deadline = Термін
mine-as = { $kind ->
        [host] ведучий
        [player] гравець
        [played] грали
       *[other] за столом
    }
mine-nothing = нічого
mine-prodded = Ведучий нагадав вам
mine-no-deadline = немає
mine-none = Ви поки не ведете й не граєте жодної гри.
mine-find-one = Знайдіть гру
mine-or = або
mine-host-one = проведіть свою
mine-waits-vote = на ваш голос
mine-waits-action = на вашу дію (якщо ви її використовуєте)
mine-waits-mafia-kill = на рішення мафії
mine-waits-close-phase = що ви закриєте фазу
mine-waits-start = що ви розсадите гравців і почнете
mine-waits-something = на щось
newgame-page-title = Нова гра
newgame-ruleset = Правила
newgame-title = Назва
newgame-title-placeholder = П'ятничний стіл 3
newgame-create = Створити
newgame-hint = Ви ведете гру: розсаджуєте або приймаєте гравців, починаєте її і (у спортивній мафії) судите.
upload-page-title = Завантажити гру
upload-title = Завантажити завершену гру
upload-hint = Завершена гра спортивної мафії, записана деінде, іде до турнірної таблиці свого турніру так само, як стіл, записаний тут. omerta перевіряє її за правилами столу й нараховує бали; ви стаєте її суддею.
upload-duplicate = Цю гру вже завантажено:
upload-duplicate-first = перше завантаження
upload-duplicate-once = Той самий протокол зараховується один раз.
upload-warnings = Завантажено. Що було в джерелі, але чого omerta не вміє:
upload-the-game = Гра
upload-the-standings = Турнірна таблиця
upload-format = Записана в
upload-event = Турнір
upload-event-placeholder = Зимовий кубок
upload-file = Файл гри
upload-text = або його текст
upload-send = Завантажити
ratings-hint = Рейтинг Ело кожного гравця за всіма завершеними іграми спортивної мафії — за акаунтом, якщо турнір знає гравця, інакше за ім'ям, як він сидів за столом: кожна гра для кожного гравця — матч середнього рейтингу його команди проти рейтингу іншої; усі починають із { $start }, і одна гра змінює рейтинг не більше ніж на { $k }.
ratings-chart = { $count ->
        [one] Рейтинг після кожної з { $count } гри.
       *[other] Рейтинг після кожної з { $count } ігор.
    }
ratings-change = Зміна
ratings-rating = Рейтинг
ratings-player = Гравець
ratings-last = Остання
ratings-download = Завантажити:
ratings-none = Завершених ігор спортивної мафії поки немає.
settings-mail = Пошта
settings-mail-address = Ваша адреса електронної пошти
settings-mail-empty = Залиште порожньою, щоб не отримувати листів.
settings-mail-off = Цей сервер поки не надсилає листів: його адміністратор не налаштував пошту.
settings-mail-what = Що отримувати
settings-mail-public = Загальні новини моїх ігор: загибелі, фази, кінець
settings-mail-private = Новини лише для мене: моя роль, мої результати, що мені повідомляють правила
settings-mail-prods = Нагадування ведучого мені взяти участь
settings-mail-reminders = Нагадування перед кінцем фази, поки немає мого голосу чи дії
settings-mail-dead = Гравці, що вибули, отримують лише загальні новини, як велять правила.
follows-title = Відстежувані теми
follows-hint = Гра у форумну мафію на іншому форумі: omerta читає її тему за розкладом (або коли ви попросите), зберігає кожен голос із посиланням на його пост і надсилає голосування в BBCode на ваш вебхук, коли воно змінюється, при локу та при вирішальному голосі.
follows-guide = Посібник ведучого:
follows-yours = Ваші теми
follows-posts = { $count ->
        [one] { $count } пост
        [few] { $count } пости
       *[other] { $count } постів
    }
follows-failed = останнє читання не вдалося
follows-none = Ви поки не відстежуєте жодної теми.
follows-new = Відстежувати тему
follows-new-hint = Гру та її гравців додайте на сторінці теми, коли вона відстежуватиметься.
follows-follow = Відстежувати тему
follow-fetching = Читання теми
follow-last-fetched = Останнє читання
follow-not-fetched = Тему ще не прочитано.
follow-next-fetch = Наступне читання
follow-then-every = { $minutes ->
        [one] далі кожну { $minutes } хвилину.
        [few] далі кожні { $minutes } хвилини.
       *[other] далі кожні { $minutes } хвилин.
    }
follow-fetch-now = Прочитати зараз
follow-count = Голосування
follow-delivered = Надіслано на вебхук.
follow-undelivered = Чекає надсилання на вебхук.
follow-no-webhook = Вебхука немає: скопіюйте голосування в тему.
follow-webhook-parked = { $count ->
        [one] Вебхук призупинено після { $count } невдалої спроби
       *[other] Вебхук призупинено після { $count } невдалих спроб
    }
follow-webhook-since = з
follow-webhook-next-try = наступна спроба
follow-webhook = Вебхук:
follow-no-count = Голосування поки немає.
follow-votes = Історія голосів
follow-when = Коли
follow-who = Хто
follow-vote = Голос
follow-post = Пост
follow-unvote = Зняття голосу
follow-not-counted = не зараховано
follow-post-number = пост { $number }
follow-no-votes = Голоси ще не прочитано.
follow-document = Гра (документ omerta-forum/1 без постів: гра, гравці, події)
follow-document-example = Наприклад
follow-document-posts = Пости беруться з теми: omerta читає їх сама.
follow-save = Зберегти й прочитати знову
follow-stop = Припинити відстеження (прочитані голоси видаляються)
follow-url = Адреса теми
follow-site = Рушій форуму
follow-site-recognise = Розпізнати за сторінкою
follow-zone = Часовий пояс часу на сторінках (лише для форумів XenForo 1, які його не показують)
follow-every = Читати кожні (хвилин, не менше 5)
follow-hook = Адреса вебхука (необов'язково)
follow-secret-set = Секрет вебхука (задано: якщо залишити порожнім, він збережеться; новий замінить його)
follow-signed = Надсилання підписуються заданим вами секретом.
follow-secret-remove = Видалити секрет вебхука (надсилання підуть без підпису)
follow-secret = Секрет вебхука (необов'язково; порожньо — без секрету)
events-name-placeholder = Весняний відкритий турнір
ratings-chart-label = Рейтинг { $name } після кожної гри
