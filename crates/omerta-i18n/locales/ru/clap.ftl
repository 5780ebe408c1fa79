## Отказы clap в разборе командной строки (неизвестный аргумент или команда, значение,
## которое не разбирается, недостающий аргумент или команда). Кавычки и стили у $arg,
## $value, $command, $other, $list, $use, $it и $help ставит CLI, как clap: введённое
## значение остаётся как есть.

clap-error = ошибка:
clap-tip = подсказка:
clap-more-information = Подробнее: { $help }.
clap-fallback = эту командную строку не удаётся разобрать

clap-unknown-argument = неожиданный аргумент { $arg }
clap-invalid-value = недопустимое значение { $value } для { $arg }
clap-value-required = для { $arg } нужно значение, но оно не указано
clap-value-validation = недопустимое значение { $value } для { $arg }: { $reason }
clap-invalid-subcommand = неизвестная команда { $command }
clap-missing-required = не указаны обязательные аргументы:
clap-missing-subcommand = { $command } требует команду, но она не указана
clap-too-many-values = лишнее значение { $value } для { $arg }: больше значений не ожидалось
clap-too-few-values = для { $arg } нужно значений: { $min }; указано только { $actual }
clap-wrong-number-of-values = для { $arg } нужно значений: { $expected }, а указано { $actual }
clap-no-equals = значение для { $arg } задаётся через знак равенства
clap-invalid-utf8 = в аргументах найден недопустимый UTF-8
clap-conflict-repeated = аргумент { $arg } нельзя указывать несколько раз
clap-conflict-with = аргумент { $arg } нельзя использовать вместе с { $other }
clap-conflict-with-list = аргумент { $arg } нельзя использовать вместе с:
clap-conflict-with-others = аргумент { $arg } нельзя использовать вместе с некоторыми из других указанных аргументов
clap-subcommand-conflict-with = команду { $command } нельзя использовать вместе с { $other }
clap-subcommand-conflict-with-list = команду { $command } нельзя использовать вместе с:
clap-subcommand-conflict-with-others = команду { $command } нельзя использовать вместе с некоторыми из других указанных аргументов
clap-conflict = аргумент нельзя использовать вместе с некоторыми из других указанных аргументов

clap-possible-values = возможные значения
clap-subcommands = команды

clap-reason-int-empty = пустая строка — не число
clap-reason-int-invalid-digit = в числе недопустимая цифра
clap-reason-int-too-large = число слишком велико
clap-reason-int-too-small = число слишком мало
clap-reason-int-zero = число не может быть нулём
clap-reason-ip-address = это не IP-адрес
clap-reason-socket-address = это не адрес с портом (например, 127.0.0.1:8080)

clap-similar-argument = { $count ->
    [one] есть похожий аргумент
   *[other] есть похожие аргументы
}: { $list }
clap-similar-subcommand = { $count ->
    [one] есть похожая команда
   *[other] есть похожие команды
}: { $list }
clap-similar-value = { $count ->
    [one] есть похожее значение
   *[other] есть похожие значения
}: { $list }
clap-tip-as-value = чтобы передать { $arg } как значение, используйте { $use }
clap-tip-exists = есть { $it }
clap-tip-remove-dashes = команда { $command } есть; чтобы её использовать, уберите { $dashes } перед ней

## Заполнители в строке использования и справке (как в GNU: [ПАРАМЕТР]…, ФАЙЛ).
clap-placeholder-options = ПАРАМЕТРЫ
clap-value-command = КОМАНДА
clap-value-lang = ЯЗЫК
clap-value-addr = АДРЕС
clap-value-database = БАЗА
clap-value-public-url = ПУБЛИЧНЫЙ_АДРЕС
clap-value-trusted-proxies = ДОВЕРЕННЫЙ_ПРОКСИ
clap-value-posts-per-minute = СООБЩЕНИЙ_В_МИНУТУ
clap-value-max-post-chars = МАКС_СИМВОЛОВ
clap-value-signups-per-hour = РЕГИСТРАЦИЙ_В_ЧАС
clap-value-games-per-hour = ИГР_В_ЧАС
clap-value-follow-delay-ms = ПАУЗА_МС
clap-value-follow-max-pages = МАКС_СТРАНИЦ
clap-value-night-budget = ШАГОВ_НА_НОЧЬ
clap-value-night-budget-mib = МИБ_НА_НОЧЬ
clap-value-smtp = SMTP_СЕРВЕР
clap-value-mail-from = ОТПРАВИТЕЛЬ
clap-value-reminder-minutes = МИНУТ_ДО_НАПОМИНАНИЯ
clap-value-max-games = МАКС_ИГР
clap-value-idle-game-minutes = МИНУТ_ПРОСТОЯ
clap-value-streams-per-address = ПОТОКОВ_С_АДРЕСА
clap-value-prod-minutes = МИНУТ_МЕЖДУ_НАПОМИНАНИЯМИ
clap-value-metrics-addr = АДРЕС_МЕТРИК
clap-value-path = ПУТЬ
clap-value-file = ФАЙЛ
clap-value-players = ИГРОКОВ
clap-value-tables = СТОЛОВ
clap-value-rounds = РАУНДОВ
clap-value-seed = ЗЕРНО
clap-value-system = СИСТЕМА
clap-value-out = ВЫВОД
clap-value-post-id = НОМЕР_ПОСТА
clap-value-n = ЧИСЛО
clap-value-site = ДВИЖОК
clap-value-page = СТРАНИЦА
clap-value-zone = ЧАСОВОЙ_ПОЯС
clap-value-url = ССЫЛКА
clap-value-thread-json = ТЕМА.json
clap-value-steps = ШАГОВ
clap-value-mib = МИБ
clap-value-format = ФОРМАТ
