## Відмови clap у розборі командного рядка (невідомий аргумент чи команда, значення, яке не
## розбирається, відсутній аргумент чи команда). Лапки й стилі в $arg, $value, $command,
## $other, $list, $use, $it і $help ставить CLI, як clap: введене значення лишається як є.

clap-error = помилка:
clap-tip = порада:
clap-more-information = Докладніше: { $help }.
clap-fallback = цей командний рядок не вдається розібрати

clap-unknown-argument = неочікуваний аргумент { $arg }
clap-invalid-value = неприпустиме значення { $value } для { $arg }
clap-value-required = для { $arg } потрібне значення, але його не вказано
clap-value-validation = неприпустиме значення { $value } для { $arg }: { $reason }
clap-invalid-subcommand = невідома команда { $command }
clap-missing-required = не вказано обов’язкові аргументи:
clap-missing-subcommand = { $command } потребує команди, але її не вказано
clap-too-many-values = зайве значення { $value } для { $arg }: більше значень не очікувалося
clap-too-few-values = для { $arg } потрібно значень: { $min }; вказано лише { $actual }
clap-wrong-number-of-values = для { $arg } потрібно значень: { $expected }, а вказано { $actual }
clap-no-equals = значення для { $arg } задається через знак рівності
clap-invalid-utf8 = в аргументах знайдено неприпустимий UTF-8
clap-conflict-repeated = аргумент { $arg } не можна вказувати кілька разів
clap-conflict-with = аргумент { $arg } не можна використовувати разом із { $other }
clap-conflict-with-list = аргумент { $arg } не можна використовувати разом із:
clap-conflict-with-others = аргумент { $arg } не можна використовувати разом із деякими з інших вказаних аргументів
clap-subcommand-conflict-with = команду { $command } не можна використовувати разом із { $other }
clap-subcommand-conflict-with-list = команду { $command } не можна використовувати разом із:
clap-subcommand-conflict-with-others = команду { $command } не можна використовувати разом із деякими з інших вказаних аргументів
clap-conflict = аргумент не можна використовувати разом із деякими з інших вказаних аргументів

clap-possible-values = можливі значення
clap-subcommands = команди

clap-reason-int-empty = порожній рядок — не число
clap-reason-int-invalid-digit = у числі неприпустима цифра
clap-reason-int-too-large = число завелике
clap-reason-int-too-small = число замале
clap-reason-int-zero = число не може бути нулем
clap-reason-ip-address = це не IP-адреса
clap-reason-socket-address = це не адреса з портом (наприклад, 127.0.0.1:8080)

clap-similar-argument = { $count ->
    [one] є схожий аргумент
   *[other] є схожі аргументи
}: { $list }
clap-similar-subcommand = { $count ->
    [one] є схожа команда
   *[other] є схожі команди
}: { $list }
clap-similar-value = { $count ->
    [one] є схоже значення
   *[other] є схожі значення
}: { $list }
clap-tip-as-value = щоб передати { $arg } як значення, використайте { $use }
clap-tip-exists = є { $it }
clap-tip-remove-dashes = команда { $command } є; щоб її використати, приберіть { $dashes } перед нею

## Заповнювачі в рядку використання й довідці (як у GNU: [ПАРАМЕТР]…, ФАЙЛ).
clap-placeholder-options = ПАРАМЕТРИ
clap-value-command = КОМАНДА
clap-value-lang = МОВА
clap-value-addr = АДРЕСА
clap-value-database = БАЗА
clap-value-public-url = ПУБЛІЧНА_АДРЕСА
clap-value-trusted-proxies = ДОВІРЕНИЙ_ПРОКСІ
clap-value-posts-per-minute = ПОВІДОМЛЕНЬ_ЗА_ХВИЛИНУ
clap-value-max-post-chars = МАКС_СИМВОЛІВ
clap-value-signups-per-hour = РЕЄСТРАЦІЙ_ЗА_ГОДИНУ
clap-value-games-per-hour = ІГОР_ЗА_ГОДИНУ
clap-value-follow-delay-ms = ПАУЗА_МС
clap-value-follow-max-pages = МАКС_СТОРІНОК
clap-value-night-budget = КРОКІВ_НА_НІЧ
clap-value-night-budget-mib = МІБ_НА_НІЧ
clap-value-smtp = SMTP_СЕРВЕР
clap-value-mail-from = ВІДПРАВНИК
clap-value-reminder-minutes = ХВИЛИН_ДО_НАГАДУВАННЯ
clap-value-max-games = МАКС_ІГОР
clap-value-idle-game-minutes = ХВИЛИН_ПРОСТОЮ
clap-value-streams-per-address = ПОТОКІВ_З_АДРЕСИ
clap-value-prod-minutes = ХВИЛИН_МІЖ_НАГАДУВАННЯМИ
clap-value-metrics-addr = АДРЕСА_МЕТРИК
clap-value-path = ШЛЯХ
clap-value-file = ФАЙЛ
clap-value-players = ГРАВЦІВ
clap-value-tables = СТОЛІВ
clap-value-rounds = РАУНДІВ
clap-value-seed = ЗЕРНО
clap-value-system = СИСТЕМА
clap-value-out = ВИВІД
clap-value-post-id = НОМЕР_ПОСТА
clap-value-n = ЧИСЛО
clap-value-site = РУШІЙ
clap-value-page = СТОРІНКА
clap-value-zone = ЧАСОВИЙ_ПОЯС
clap-value-url = ПОСИЛАННЯ
clap-value-thread-json = ТЕМА.json
clap-value-steps = КРОКІВ
clap-value-mib = МІБ
clap-value-format = ФОРМАТ
