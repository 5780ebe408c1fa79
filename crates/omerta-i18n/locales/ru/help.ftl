## Справка командной строки (omerta --help, omerta help): слова clap, затем описание каждой
## команды и каждого аргумента.

cli-help-usage = Использование:
cli-help-commands = Команды:
cli-help-arguments = Аргументы:
cli-help-options = Параметры:
cli-help-print-help = Показать справку
cli-help-print-version = Показать версию
cli-help-help = Показать эту справку или справку по указанным командам
cli-help-help-subcommand = Показать справку по командам
cli-help-env = переменная окружения
cli-help-default = по умолчанию
cli-help-possible-values = возможные значения

## omerta
cli-help-omerta = Движок игры в мафию: подсчёт баллов спортивной мафии, форумные игры, Мафия 1923
cli-help-lang = Язык текстового вывода: en, ru, uk или he (тег или локаль, например ru_RU.UTF-8). Без него: LC_ALL, LC_MESSAGES, LANG, иначе английский. Вывод JSON одинаков на любом языке

## omerta serve
cli-help-serve = Проводить игры: HTTP-сервер с учётными записями, живыми играми всех правил и API
cli-help-serve-addr = Адрес, на котором слушать
cli-help-database = База данных: файл SQLite (путь или sqlite:ПУТЬ) или адрес postgres://
cli-help-serve-public-url = Адрес, по которому люди заходят на сервер; с https:// его cookie помечены Secure, а браузерам велено держаться HTTPS
cli-help-serve-trusted-proxies = Обратный прокси, которому доверено называть клиента в X-Forwarded-For (повторите для нескольких)
cli-help-serve-posts-per-minute = Сообщений от игрока в одной игре за минуту
cli-help-serve-max-post-chars = Наибольший размер сообщения в символах (не больше 20000)
cli-help-serve-signups-per-hour = Новых учётных записей с одного адреса клиента за час
cli-help-serve-games-per-hour = Игр, которые учётная запись может создать за час (администраторов сайта это не ограничивает)
cli-help-serve-allow-private-webhooks = Разрешить вебхуки на loopback, частные и другие непубличные адреса (получатели в собственной сети сервера). Выключено: такие адреса отклоняются
cli-help-serve-allow-private-forums = Разрешить загружать темы, за которыми следят, с loopback, частных и других непубличных адресов (форум в собственной сети сервера). Выключено: отклоняются
cli-help-serve-follow-delay-ms = Пауза между двумя страницами темы, за которой следят, в миллисекундах
cli-help-serve-follow-max-pages = Наибольшее число страниц, которое читает одна загрузка темы, за которой следят
cli-help-serve-night-budget = Шаги, которые Reasonable Action Resolution может сделать, чтобы разрешить одну ночь
cli-help-serve-night-budget-mib = Память, которую оно может при этом занять, в МиБ (как её считает механизм разрешения; две ночи могут разрешаться одновременно: docs/server/limits.md)
cli-help-serve-smtp = SMTP-сервер, через который идут уведомления по почте: smtp://ХОСТ:ПОРТ (без шифрования), smtp://ХОСТ?tls=required (STARTTLS) или smtps://ХОСТ (TLS), с ПОЛЬЗОВАТЕЛЬ:ПАРОЛЬ@, если он просит войти. Не задан: почта не отправляется
cli-help-serve-mail-from = Отправитель писем, например "omerta <games@example.org>"
cli-help-serve-reminder-minutes = За сколько минут до конца фазы отправляется напоминание
cli-help-serve-max-games = Наибольшее число игр, которые держатся в памяти; давно не нужные сверх него отпускаются (и при запросе снова собираются из базы данных)
cli-help-serve-idle-game-minutes = Через сколько минут игра, которую никто не запрашивал, отпускается из памяти
cli-help-serve-streams-per-address = Живых потоков, открытых одновременно с одного адреса клиента (клиент IPv6 — это его /64)
cli-help-serve-prod-minutes = Минут до того, как ведущий сможет снова поторопить того же игрока игры (0: без ограничения)
cli-help-serve-metrics-addr = Отдавать метрики Prometheus (GET /metrics) на этом отдельном адресе, например 127.0.0.1:9464 (docs/server/metrics.md). Не задан: ничего не записывается и не отдаётся
cli-help-serve-demo = Загрузить примеры игр всех правил (законченный стол спортивной мафии, тема форума с голосованием), помеченные как примеры; повторная загрузка их не удваивает, а `omerta demo remove` (или кнопка администратора) их убирает

## omerta demo
cli-help-demo = Примеры игр, которые загружает `omerta serve --demo`
cli-help-demo-remove = Убрать все примеры игр и созданные для них учётные записи, за один шаг

## omerta pro
cli-help-pro = Спортивная мафия: проверка записанных игр и подсчёт баллов (формат omerta-pro/1)
cli-help-pro-score = Подсчитать баллы по протоколу или по всем протоколам (*.json) в папке
cli-help-pro-score-path = Файл протокола или папка с ними
cli-help-pro-score-json = Вывести JSON по контракту вместо таблицы (только для файлов)
cli-help-pro-check = Проверить протокол без подсчёта баллов: выбывшие и состояние города по ходу игры или все проблемы (первые сто)
cli-help-pro-check-file = Файл протокола
cli-help-pro-check-json = Вывести JSON вместо текста
cli-help-pro-seating = Провести жеребьёвку турнира: кто за каким столом и под каким номером играет в каждом раунде
cli-help-pro-seating-players = Игроки, с номерами 1..N (не меньше десяти на стол)
cli-help-pro-seating-tables = Столы по десять игроков
cli-help-pro-seating-rounds = Раунды
cli-help-pro-seating-seed = Зерно жеребьёвки: те же размеры и зерно дают ту же рассадку
cli-help-pro-seating-json = Вывести JSON по контракту вместо таблицы
cli-help-pro-import = Прочитать игру, записанную в другой системе, и вывести её как протокол omerta-pro/1
cli-help-pro-import-system = Система, из которой взята игра
cli-help-pro-import-file = Игра в том виде, в каком её отдаёт эта система (JSON)
cli-help-pro-import-out = Записать протокол в этот файл вместо стандартного вывода
cli-help-pro-export = Записать протокол omerta-pro/1 как игру другой системы
cli-help-pro-export-system = Система, для которой записать
cli-help-pro-export-file = Протокол omerta-pro/1
cli-help-pro-export-out = Записать игру в этот файл вместо стандартного вывода

## omerta forum
cli-help-forum = Форумная мафия: голосование, нарушения и ночи темы (формат omerta-forum/1)
cli-help-forum-thread = Документ темы
cli-help-forum-tally = Шаблоны (List of Players, Players alive, Players dead, Vote Tallies) документа темы (формат omerta-forum/1); BBCode, если не задан --json
cli-help-forum-tally-at = Считать до этого поста включительно
cli-help-forum-tally-json = Вывести JSON
cli-help-forum-tally-bbcode = Вывести BBCode, чтобы вставить в тему (по умолчанию)
cli-help-forum-check = Отчёт о нарушениях (правила 2, 3, 5, 13 и заметки счётчика голосов), по флагу на строку. Код выхода 0 даже с флагами; 1 только для неверного документа
cli-help-forum-check-json = Вывести флаги в JSON
cli-help-forum-night = Разрешить ночь темы механизмом разрешения ночей (формат omerta-night/1)
cli-help-forum-night-number = Номер ночи (по умолчанию: последняя ночь в "nights" темы)
cli-help-forum-night-json = Вывести JSON по контракту вместо текста
cli-help-forum-night-explain = Добавить доводы для каждого результата
cli-help-forum-night-document = Вывести документ ночи, собранный из темы, вместо её разрешения
cli-help-forum-import = Прочитать сохранённые страницы темы (Discourse: JSON темы) в документ темы
cli-help-forum-import-site = Движок форума: xenforo, phpbb, vbulletin или discourse
cli-help-forum-import-pages = Сохранённые страницы, в порядке темы
cli-help-forum-into = Добавить посты в этот документ темы, сохранив его игру, игроков и события; он перезаписывается, если не задан --out
cli-help-forum-out = Записать документ сюда (по умолчанию: документ --into, иначе стандартный вывод)
cli-help-forum-zone = Часовой пояс времени, которое страница показывает без пояса (XenForo 1): +01:00, -05:00, UTC
cli-help-forum-fetch = Загрузить все страницы темы по HTTP и импортировать её
cli-help-forum-fetch-url = Адрес темы (её первая страница; Discourse: тема)
cli-help-forum-fetch-site = Движок форума (по умолчанию: узнаётся по первой странице)
cli-help-forum-fetch-delay-ms = Пауза между двумя страницами, в миллисекундах
cli-help-forum-fetch-max-pages = Наибольшее число страниц для загрузки

## omerta 1923
cli-help-1923 = Мафия 1923: сыграть игру семей по сценарию (формат omerta-1923/1)
cli-help-1923-play = Сыграть игру по сценарию (формат omerta-1923/1): ход игры, каждое сообщение с его получателями и победители
cli-help-1923-play-file = Сценарий игры
cli-help-1923-play-json = Вывести JSON вместо текста

## omerta night
cli-help-night = Ночи форумной мафии: разрешить поданные действия (формат omerta-night/1)
cli-help-night-resolve = Разрешить одну ночь действий форумной мафии (формат omerta-night/1)
cli-help-night-resolve-file = Документ ночи
cli-help-night-resolve-json = Вывести JSON по контракту вместо текста
cli-help-night-resolve-explain = Добавить доводы для каждого результата (деревья доводов RAR; порядок шагов для способа по порядку)
cli-help-night-resolve-budget = Шаги, которые может сделать Reasonable Action Resolution; ночь, которой нужно больше, отклоняется с действиями, которые её запутывают (способу по порядку шаги не нужны)
cli-help-night-resolve-budget-mib = Память, которую оно может занять, в МиБ (маршруты, доводы, вердикты и причины, как их считает механизм разрешения); ночь, которой нужно больше, отклоняется так же
cli-help-night-roles = Перечислить все роли, которые знает библиотека, с их составляющими, по предложению на роль

## omerta schema
cli-help-schema = Вывести JSON Schema формата документов (draft 2020-12), созданную из типов, которые читают формат: ту, что сервер отдаёт по /api/schemas/
cli-help-schema-format = Формат: omerta-pro/1, omerta-forum/1, omerta-night/1 или omerta-1923/1 (или pro, forum, night, 1923)
