## Общий макет страниц.

site-skip = К содержанию
site-nav-label = Сайт
site-nav-games = Игры
site-nav-my-games = Мои игры
site-nav-threads = Темы
site-nav-settings = Настройки
site-nav-events = Турниры
site-nav-standings = Таблица
site-nav-ratings = Рейтинг
site-admin = (администратор)
site-sign-out = Выйти
site-sign-in = Войти
site-sign-up = Регистрация
site-footer = omerta: спортивная мафия, форумная мафия и «Мафия 1923».
site-footer-api = API
site-lang-label = Язык
site-lang-switch = Сменить язык

## Вход и регистрация.

account-name = Имя
account-password = Пароль
account-rules = Имя: от 2 до 32 букв, цифр, пробелов, _ - или . ; пароль: не короче 8 символов и не простой — несколько редких слов подойдут.
account-create = Создать аккаунт
account-have-one = Уже есть аккаунт?
account-new-here = Впервые здесь?

## Настройки.

settings-title = Настройки
settings-saved = Сохранено.
settings-lang-heading = Язык
settings-lang-browser = Как просит браузер
settings-lang-help = На этом языке написаны страницы и приходящие вам письма.
settings-save = Сохранить
settings-lang-save = Сохранить язык

## Ошибка.

error-not-found = Не найдено
error-not-allowed = Нет доступа
error-sign-in-first = Сначала войдите
error-something-wrong = Что-то не так
error-home = На главную

## Скрипт макета (assets/omerta.js), одним блоком JSON.

site-js-your-time = (у вас: { $time })
site-js-your-time-zone = (у вас: { $time }, { $zone })

## A game's lobby (game_lobby.html), every rule set
lobby-table-of = стол турнира
lobby-hosted-by = ведущий:
lobby-abandoned = Ведущий остановил игру до её начала.
lobby-players = Игроки
lobby-seated-by-host = (посажен ведущим)
lobby-remove = убрать
lobby-remove-label = Убрать { $name }
lobby-nobody = Пока никого.
lobby-sign-in = Войдите
lobby-to-join = чтобы присоединиться к игре.
lobby-leave = Покинуть игру
lobby-your-name = Ваше имя в этой игре
lobby-join = Присоединиться
lobby-host = Ведущий
lobby-seat-by-name = Посадить игрока по имени
lobby-name-placeholder = Имя
lobby-seat = Посадить
lobby-cancel-confirm = Отменить игру? Всем присоединившимся сообщат, что она остановлена, и начать её снова будет нельзя.
lobby-cancel = Отменить игру

## The forum game's flips and role list (forum/start.html, forum/game.html)
forum-reveal-legend = Вскрытия и список ролей
forum-reveal-label = Когда игрок погибает, в теме показывается
forum-reveal-role = Вся его роль (сторона и роль)
forum-reveal-alignment = Только его сторона (город, мафия, …)
forum-reveal-none = Ничего до конца игры
forum-role-list-label = Список ролей
forum-role-list-closed = Закрытый: игроки знают, сколько их, но не какие роли есть
forum-role-list-open = Открытый: перечислены все розданные роли, но не кому какая досталась
forum-reveal-hint = Что бы вы ни выбрали, в конце игры все роли показываются всем.
forum-flip-alignment = { $faction } (роль не раскрыта)
forum-flip-hidden = роль не раскрыта
forum-reveal-rule-alignment = При гибели показывается только сторона; все роли показываются в конце.
forum-reveal-rule-none = При гибели роль не показывается; все роли показываются в конце.
forum-role-list-heading = Роли в этой игре
forum-pms-legend = Ролевые ЛС и ЛС с результатами
forum-pm-role-label = Ролевое ЛС для всех ролей (необязательно)
forum-pm-results-label = ЛС с результатами ночи (необязательно)
forum-pm-hint = Пропуски: {"{"}name{"}"}, {"{"}faction{"}"}, {"{"}role{"}"}, {"{"}identity{"}"}, {"{"}abilities{"}"}, {"{"}team{"}"}, {"{"}goal{"}"} в ролевом ЛС; {"{"}name{"}"}, {"{"}night{"}"}, {"{"}results{"}"} в ЛС с результатами. Скобку пишите как {"{{"}. Если оставить пустым, каждому игроку придёт встроенное ЛС; своё ЛС для роли задаётся в JSON расстановки (roles[].pm, roles[].results_pm).
forum-pms-heading = Ваши ЛС
forum-pm-role = Ролевое ЛС
forum-pm-results = Результаты ночи { $night }
forum-pms-sent = Отправленные ЛС ({ $count })
forum-pm-to = Кому: { $name }

## Статус игры.
site-status = { $status ->
        [lobby] набор
        [running] идёт
        [finished] окончена
        [abandoned] остановлена
       *[other] { $status }
    }

## Пошаговый просмотр оконченной игры.
steps-title = Игра по шагам
steps-as-it-stood = Как было на момент «{ $moment }» (событие { $at } из { $of }). Всё раскрыто: роли, действия, личные сообщения.
steps-the-start = начало
steps-over = Игра окончена: всё раскрыто (роли, действия, личные сообщения). Просмотрите её фаза за фазой:
steps-previous = ← Предыдущая фаза
steps-next = Следующая фаза →
steps-end = Конец

## Модерация идущей игры ведущим.
moderation-summary = Модерация: больше времени, напоминание
moderation-summary-reopen = Модерация: больше времени, напоминание, переоткрытие
moderation-extend-title = Дать фазе больше времени
moderation-extend-minutes = Минут после срока
moderation-why-public = Почему (узнают все)
moderation-extend-placeholder = праздник посреди дня
moderation-extend = Продлить
moderation-prod-title = Напомнить неактивному игроку
moderation-prod-player = Игрок
moderation-choose-player = Выберите игрока
moderation-prod-reason = Что ему сказать (узнает только он)
moderation-prod-placeholder = мы не слышали вас сегодня
moderation-prod = Напомнить
moderation-reopen = Переоткрыть фазу «{ $phase }»
moderation-reopen-confirm = Переоткрыть фазу «{ $phase }»? Будет отменено всё, что перечислено под формой; это нельзя вернуть.
moderation-reopen-hint = Игра вернётся к началу фазы «{ $phase }», как было тогда; всё до неё остаётся таким, каким его прочли, а события после остаются в записи.
moderation-takes-back = Будет отменено:
moderation-keeps = Останется:
moderation-reopen-minutes = Открыть на (минут)
moderation-reopen-placeholder = фазу закрыли по ошибке
picker-account = Аккаунт нового игрока
picker-account-hint = Введите имя его аккаунта: подходящие аккаунты будут предложены. Новый игрок сначала регистрируется; затем роль слота, сообщения и письма — его.

## Собственные страницы сайта (шаблоны home, lobby, my_games, new_game, upload, ratings,
## settings, follows, follow, follow_fields): заголовки, подсказки, формы и пустые списки.

site-rulesets = Правила
ruleset-blurb = { $ruleset ->
        [pro] Спортивная мафия за столом на десятерых: судья ведёт протокол на планшете, каждый номер получает баллы, и каждый балл объяснён.
        [forum] Игра в теме форума: голоса жирным считаются по мере публикации, большинство и лок, отметки ведущего о нарушениях и голосование в BBCode.
       *[other] Семьи, пятнадцать ролей, строгий порядок ночи и дня, семейные суды и пять дней — игра на этом сайте.
    }
home-hero = Играйте в мафию так, как играет ваше сообщество: за столом, в теме форума или на этом сайте.
home-or-sign-in = или войти
home-host-one = Провести игру
home-recent = Последние игры
home-no-games = Игр пока нет: проведите первую.
games-all = Все
games-of = { $ruleset }: игры
games-host = Провести игру
games-open = Набор игроков
games-open-none = Ни одна игра не ждёт игроков.
games-running = Идут
games-running-none = Ни одна игра сейчас не идёт.
games-over = Окончены
games-over-none = Ни одна игра ещё не окончена.
mine-waiting = { $count ->
        [one] { $count } игра ждёт вас.
        [few] { $count } игры ждут вас.
       *[other] { $count } игр ждут вас.
    }
mine-waiting-none = Сейчас ни одна игра не ждёт вас.
mine-game = Игра
mine-you-are = Вы
mine-status = Состояние
mine-waiting-for = Ждёт
mine-deadline = Срок
mine-as = { $kind ->
        [host] ведущий
        [player] игрок
        [played] играли
       *[other] за столом
    }
mine-nothing = ничего
mine-prodded = Ведущий напомнил вам
mine-no-deadline = нет
mine-none = Вы пока не ведёте и не играете ни одной игры.
mine-find-one = Найдите игру
mine-or = или
mine-host-one = проведите свою
mine-waits-vote = вашего голоса
mine-waits-action = вашего действия (если вы его используете)
mine-waits-mafia-kill = решения мафии
mine-waits-close-phase = что вы закроете фазу
mine-waits-start = что вы рассадите игроков и начнёте
mine-waits-something = чего-то
newgame-page-title = Новая игра
newgame-ruleset = Правила
newgame-title = Название
newgame-title-placeholder = Пятничный стол 3
newgame-create = Создать
newgame-hint = Вы ведёте игру: рассаживаете или принимаете игроков, начинаете её и (в спортивной мафии) судите.
upload-page-title = Загрузить игру
upload-title = Загрузить завершённую игру
upload-hint = Завершённая игра спортивной мафии, записанная в другом месте, идёт в турнирную таблицу своего турнира так же, как стол, записанный здесь. omerta проверяет её по правилам стола и начисляет баллы; вы становитесь её судьёй.
upload-duplicate = Эта игра уже загружена:
upload-duplicate-first = первая загрузка
upload-duplicate-once = Один и тот же протокол засчитывается один раз.
upload-warnings = Загружено. Что было в источнике, но чего omerta не умеет:
upload-the-game = Игра
upload-the-standings = Турнирная таблица
upload-format = Записана в
upload-event = Турнир
upload-event-placeholder = Зимний кубок
upload-file = Файл игры
upload-text = или его текст
upload-send = Загрузить
ratings-hint = Рейтинг Эло каждого игрока по всем завершённым играм спортивной мафии — по аккаунту, если турнир знает игрока, иначе по имени, как он сидел за столом: каждая игра для каждого игрока — матч среднего рейтинга его команды против рейтинга другой; все начинают с { $start }, и одна игра меняет рейтинг не больше чем на { $k }.
ratings-chart = { $count ->
        [one] Рейтинг после каждой из { $count } игры.
       *[other] Рейтинг после каждой из { $count } игр.
    }
ratings-change = Изменение
ratings-rating = Рейтинг
ratings-player = Игрок
ratings-last = Последнее
ratings-download = Скачать:
ratings-none = Завершённых игр спортивной мафии пока нет.
settings-mail = Почта
settings-mail-address = Ваш адрес электронной почты
settings-mail-empty = Оставьте пустым, чтобы не получать писем.
settings-mail-off = Этот сервер пока не отправляет писем: его администратор не настроил почту.
settings-mail-what = Что получать
settings-mail-public = Общие новости моих игр: гибели, фазы, конец
settings-mail-private = Новости только для меня: моя роль, мои результаты, что мне сообщают правила
settings-mail-prods = Напоминания ведущего мне принять участие
settings-mail-reminders = Напоминание перед концом фазы, пока нет моего голоса или действия
settings-mail-dead = Выбывшие игроки получают только общие новости, как велят правила.
follows-title = Отслеживаемые темы
follows-hint = Игра в форумную мафию на другом форуме: omerta читает её тему по расписанию (или когда вы попросите), хранит каждый голос со ссылкой на его пост и отправляет голосование в BBCode на ваш вебхук, когда оно меняется, при локе и при решающем голосе.
follows-guide = Руководство ведущего:
follows-yours = Ваши темы
follows-posts = { $count ->
        [one] { $count } пост
        [few] { $count } поста
       *[other] { $count } постов
    }
follows-failed = последнее чтение не удалось
follows-none = Вы пока не отслеживаете ни одной темы.
follows-new = Отслеживать тему
follows-new-hint = Игру и её игроков добавьте на странице темы, когда она будет отслеживаться.
follows-follow = Отслеживать тему
follow-fetching = Чтение темы
follow-last-fetched = Последнее чтение
follow-not-fetched = Тема ещё не прочитана.
follow-next-fetch = Следующее чтение
follow-then-every = { $minutes ->
        [one] затем каждую { $minutes } минуту.
        [few] затем каждые { $minutes } минуты.
       *[other] затем каждые { $minutes } минут.
    }
follow-fetch-now = Прочитать сейчас
follow-count = Голосование
follow-delivered = Отправлено на вебхук.
follow-undelivered = Ждёт отправки на вебхук.
follow-no-webhook = Вебхука нет: скопируйте голосование в тему.
follow-webhook-parked = { $count ->
        [one] Вебхук приостановлен после { $count } неудачной попытки
       *[other] Вебхук приостановлен после { $count } неудачных попыток
    }
follow-webhook-since = с
follow-webhook-next-try = следующая попытка
follow-webhook = Вебхук:
follow-no-count = Голосования пока нет.
follow-votes = История голосов
follow-when = Когда
follow-who = Кто
follow-vote = Голос
follow-post = Пост
follow-unvote = Снятие голоса
follow-not-counted = не засчитан
follow-post-number = пост { $number }
follow-no-votes = Голоса ещё не прочитаны.
follow-document = Игра (документ omerta-forum/1 без постов: игра, игроки, события)
follow-document-example = Например
follow-document-posts = Посты берутся из темы: omerta читает их сама.
follow-save = Сохранить и прочитать заново
follow-stop = Перестать отслеживать (прочитанные голоса удаляются)
follow-url = Адрес темы
follow-site = Движок форума
follow-site-recognise = Распознать по странице
follow-zone = Часовой пояс времени на страницах (только для форумов XenForo 1, которые его не показывают)
follow-every = Читать каждые (минут, не меньше 5)
follow-hook = Адрес вебхука (необязательно)
follow-secret-set = Секрет вебхука (задан: если оставить пустым, он сохранится; новый заменит его)
follow-signed = Отправки подписываются заданным вами секретом.
follow-secret-remove = Удалить секрет вебхука (отправки пойдут без подписи)
follow-secret = Секрет вебхука (необязательно; пусто — без секрета)
events-name-placeholder = Весенний открытый турнир
ratings-chart-label = Рейтинг { $name } после каждой игры
