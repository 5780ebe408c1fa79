## Довідка командного рядка (omerta --help, omerta help): слова clap, потім опис кожної
## команди й кожного аргументу.

cli-help-usage = Використання:
cli-help-commands = Команди:
cli-help-arguments = Аргументи:
cli-help-options = Параметри:
cli-help-print-help = Показати довідку
cli-help-print-version = Показати версію
cli-help-help = Показати цю довідку або довідку щодо вказаних команд
cli-help-help-subcommand = Показати довідку щодо команд
cli-help-env = змінна середовища
cli-help-default = типово
cli-help-possible-values = можливі значення

## omerta
cli-help-omerta = Рушій гри в мафію: підрахунок балів спортивної мафії, форумні ігри, Мафія 1923
cli-help-lang = Мова текстового виводу: en, ru, uk або he (тег або локаль, наприклад uk_UA.UTF-8). Без нього: LC_ALL, LC_MESSAGES, LANG, інакше англійська. Вивід JSON однаковий будь-якою мовою

## omerta serve
cli-help-serve = Проводити ігри: HTTP-сервер з обліковими записами, живими іграми всіх правил і API
cli-help-serve-addr = Адреса, на якій слухати
cli-help-database = База даних: файл SQLite (шлях або sqlite:ШЛЯХ) або адреса postgres://
cli-help-serve-public-url = Адреса, за якою люди заходять на сервер; з https:// його cookie позначено Secure, а браузерам велено триматися HTTPS
cli-help-serve-trusted-proxies = Зворотний проксі, якому довірено називати клієнта в X-Forwarded-For (повторіть для кількох)
cli-help-serve-posts-per-minute = Повідомлень від гравця в одній грі за хвилину
cli-help-serve-max-post-chars = Найбільший розмір повідомлення в символах (не більше 20000)
cli-help-serve-signups-per-hour = Нових облікових записів з однієї адреси клієнта за годину
cli-help-serve-games-per-hour = Ігор, які обліковий запис може створити за годину (адміністраторів сайту це не обмежує)
cli-help-serve-allow-private-webhooks = Дозволити вебхуки на loopback, приватні й інші непублічні адреси (отримувачі у власній мережі сервера). Вимкнено: такі адреси відхиляються
cli-help-serve-allow-private-forums = Дозволити завантажувати теми, за якими стежать, з loopback, приватних та інших непублічних адрес (форум у власній мережі сервера). Вимкнено: відхиляються
cli-help-serve-follow-delay-ms = Пауза між двома сторінками теми, за якою стежать, у мілісекундах
cli-help-serve-follow-max-pages = Найбільша кількість сторінок, яку читає одне завантаження теми, за якою стежать
cli-help-serve-night-budget = Кроки, які Reasonable Action Resolution може зробити, щоб вирішити одну ніч
cli-help-serve-night-budget-mib = Пам'ять, яку воно може при цьому зайняти, у МіБ (як її рахує механізм вирішення; дві ночі можуть вирішуватися одночасно: docs/server/limits.md)
cli-help-serve-smtp = SMTP-сервер, через який ідуть сповіщення поштою: smtp://ХОСТ:ПОРТ (без шифрування), smtp://ХОСТ?tls=required (STARTTLS) або smtps://ХОСТ (TLS), з КОРИСТУВАЧ:ПАРОЛЬ@, якщо він просить увійти. Не задано: пошта не надсилається
cli-help-serve-mail-from = Відправник листів, наприклад "omerta <games@example.org>"
cli-help-serve-reminder-minutes = За скільки хвилин до кінця фази надсилається нагадування
cli-help-serve-max-games = Найбільша кількість ігор, які тримаються в пам'яті; давно не потрібні понад неї відпускаються (і на запит знову збираються з бази даних)
cli-help-serve-idle-game-minutes = Через скільки хвилин гра, яку ніхто не запитував, відпускається з пам'яті
cli-help-serve-streams-per-address = Живих потоків, відкритих одночасно з однієї адреси клієнта (клієнт IPv6 — це його /64)
cli-help-serve-prod-minutes = Хвилин до того, як ведучий зможе знову поквапити того самого гравця гри (0: без обмеження)
cli-help-serve-metrics-addr = Віддавати метрики Prometheus (GET /metrics) на цій окремій адресі, наприклад 127.0.0.1:9464 (docs/server/metrics.md). Не задано: нічого не записується й не віддається
cli-help-serve-demo = Завантажити приклади ігор усіх правил (завершений стіл спортивної мафії, тема форуму з голосуванням), позначені як приклади; повторне завантаження їх не подвоює, а `omerta demo remove` (або кнопка адміністратора) їх прибирає

## omerta demo
cli-help-demo = Приклади ігор, які завантажує `omerta serve --demo`
cli-help-demo-remove = Прибрати всі приклади ігор і створені для них облікові записи, за один крок

## omerta pro
cli-help-pro = Спортивна мафія: перевірка записаних ігор і підрахунок балів (формат omerta-pro/1)
cli-help-pro-score = Підрахувати бали за протоколом або за всіма протоколами (*.json) у теці
cli-help-pro-score-path = Файл протоколу або тека з ними
cli-help-pro-score-json = Вивести JSON за контрактом замість таблиці (лише для файлів)
cli-help-pro-check = Перевірити протокол без підрахунку балів: ті, хто вибув, і стан міста під час гри або всі проблеми (перші сто)
cli-help-pro-check-file = Файл протоколу
cli-help-pro-check-json = Вивести JSON замість тексту
cli-help-pro-seating = Провести жеребкування турніру: хто за яким столом і під яким номером грає в кожному раунді
cli-help-pro-seating-players = Гравці, з номерами 1..N (не менше десяти на стіл)
cli-help-pro-seating-tables = Столи по десять гравців
cli-help-pro-seating-rounds = Раунди
cli-help-pro-seating-seed = Зерно жеребкування: ті самі розміри й зерно дають ту саму розсадку
cli-help-pro-seating-json = Вивести JSON за контрактом замість таблиці
cli-help-pro-import = Прочитати гру, записану в іншій системі, і вивести її як протокол omerta-pro/1
cli-help-pro-import-system = Система, з якої взято гру
cli-help-pro-import-file = Гра в тому вигляді, в якому її віддає ця система (JSON)
cli-help-pro-import-out = Записати протокол у цей файл замість стандартного виводу
cli-help-pro-export = Записати протокол omerta-pro/1 як гру іншої системи
cli-help-pro-export-system = Система, для якої записати
cli-help-pro-export-file = Протокол omerta-pro/1
cli-help-pro-export-out = Записати гру в цей файл замість стандартного виводу

## omerta forum
cli-help-forum = Форумна мафія: голосування, порушення й ночі теми (формат omerta-forum/1)
cli-help-forum-thread = Документ теми
cli-help-forum-tally = Шаблони (List of Players, Players alive, Players dead, Vote Tallies) документа теми (формат omerta-forum/1); BBCode, якщо не задано --json
cli-help-forum-tally-at = Рахувати до цього поста включно
cli-help-forum-tally-json = Вивести JSON
cli-help-forum-tally-bbcode = Вивести BBCode, щоб вставити в тему (типово)
cli-help-forum-check = Звіт про порушення (правила 2, 3, 5, 13 і нотатки лічильника голосів), по прапорцю на рядок. Код виходу 0 навіть із прапорцями; 1 лише для неправильного документа
cli-help-forum-check-json = Вивести прапорці в JSON
cli-help-forum-night = Вирішити ніч теми механізмом вирішення ночей (формат omerta-night/1)
cli-help-forum-night-number = Номер ночі (типово: остання ніч у "nights" теми)
cli-help-forum-night-json = Вивести JSON за контрактом замість тексту
cli-help-forum-night-explain = Додати доводи для кожного результату
cli-help-forum-night-document = Вивести документ ночі, зібраний із теми, замість її вирішення
cli-help-forum-import = Прочитати збережені сторінки теми (Discourse: JSON теми) в документ теми
cli-help-forum-import-site = Рушій форуму: xenforo, phpbb, vbulletin або discourse
cli-help-forum-import-pages = Збережені сторінки, в порядку теми
cli-help-forum-into = Додати пости в цей документ теми, зберігши його гру, гравців і події; він перезаписується, якщо не задано --out
cli-help-forum-out = Записати документ сюди (типово: документ --into, інакше стандартний вивід)
cli-help-forum-zone = Часовий пояс часу, який сторінка показує без поясу (XenForo 1): +01:00, -05:00, UTC
cli-help-forum-fetch = Завантажити всі сторінки теми по HTTP та імпортувати її
cli-help-forum-fetch-url = Адреса теми (її перша сторінка; Discourse: тема)
cli-help-forum-fetch-site = Рушій форуму (типово: впізнається за першою сторінкою)
cli-help-forum-fetch-delay-ms = Пауза між двома сторінками, у мілісекундах
cli-help-forum-fetch-max-pages = Найбільша кількість сторінок для завантаження

## omerta 1923
cli-help-1923 = Мафія 1923: зіграти гру сімей за сценарієм (формат omerta-1923/1)
cli-help-1923-play = Зіграти гру за сценарієм (формат omerta-1923/1): перебіг гри, кожне повідомлення з його отримувачами і переможці
cli-help-1923-play-file = Сценарій гри
cli-help-1923-play-json = Вивести JSON замість тексту

## omerta night
cli-help-night = Ночі форумної мафії: вирішити подані дії (формат omerta-night/1)
cli-help-night-resolve = Вирішити одну ніч дій форумної мафії (формат omerta-night/1)
cli-help-night-resolve-file = Документ ночі
cli-help-night-resolve-json = Вивести JSON за контрактом замість тексту
cli-help-night-resolve-explain = Додати доводи для кожного результату (дерева доводів RAR; порядок кроків для способу по черзі)
cli-help-night-resolve-budget = Кроки, які може зробити Reasonable Action Resolution; ніч, якій потрібно більше, відхиляється з діями, що її заплутують (способу по черзі кроки не потрібні)
cli-help-night-resolve-budget-mib = Пам'ять, яку воно може зайняти, у МіБ (маршрути, доводи, вердикти й причини, як їх рахує механізм вирішення); ніч, якій потрібно більше, відхиляється так само
cli-help-night-roles = Перелічити всі ролі, які знає бібліотека, з їхніми складниками, по реченню на роль

## omerta schema
cli-help-schema = Вивести JSON Schema формату документів (draft 2020-12), створену з типів, які читають формат: ту, що сервер віддає за /api/schemas/
cli-help-schema-format = Формат: omerta-pro/1, omerta-forum/1, omerta-night/1 або omerta-1923/1 (або pro, forum, night, 1923)
