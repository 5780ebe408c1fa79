# Отказы (issue 30): что отвечает запрос, который не прошёл, — в `message` JSON API и на
# страницах. Английский текст дословно совпадает с `message` отказа (это проверяют тесты).

## Лобби любой игры (refusals.rs в omerta-live)

refusal-not-started = игра ещё не началась
refusal-game-over = игра окончена
refusal-not-in-game = в игре действуют только ведущий и её игроки
refusal-host-only = только ведущий может { $what }
refusal-doing-anonymize = сделать игру анонимной
refusal-doing-seat = рассаживать игроков
refusal-doing-unseat = убирать игроков из лобби
refusal-doing-move = пересаживать игроков
refusal-doing-shuffle = перемешивать места
refusal-doing-start = начать игру
refusal-doing-replace = заменять игроков
refusal-doing-request-replacement = просить замену
refusal-doing-cancel-replacement = отменить запрос на замену
refusal-doing-accept-offer = принять предложение
refusal-doing-extend = продлить фазу
refusal-doing-prod = напомнить игроку
refusal-doing-reopen = вновь открыть фазу
refusal-doing-abandon = отменить игру
refusal-already-started = игра уже началась
refusal-sign-in-to-join = войдите, чтобы записаться в игру
refusal-host-does-not-play = ведущий не играет в своей игре
refusal-already-joined = вы уже записались в эту игру
refusal-not-joined = вы не записаны в эту игру
refusal-account-seated = у этого аккаунта уже есть место
refusal-no-entrant-empty = на месте { $index } никого нет: лобби пусто
refusal-no-entrant-one = на месте { $index } никого нет: в лобби один участник, на месте 0
refusal-no-entrant-many = на месте { $index } никого нет: места в лобби — от 0 до { $last }
refusal-lobby-full = лобби заполнено
refusal-table-full = стол заполнен: за столом { $ruleset } { $seats ->
        [one] { $seats } место
        [few] { $seats } места
       *[other] { $seats } мест
    }
refusal-no-slot = слота { $slot } нет
refusal-sign-in-to-offer = войдите, чтобы предложить себя на замену
refusal-already-offered = вы уже предложили себя на замену в этом слоте: ведущий выбирает одно предложение
refusal-prod-not-running = напомнить можно только игрокам идущей игры
refusal-player-name-alike = { $name } слишком похоже на { $other }, их не различить: у каждого игрока в игре своё имя
refusal-already-anonymous = игра уже анонимная
refusal-anonymous-too-late = игру делают анонимной до того, как в неё запишется хоть один аккаунт: имена, уже стоящие в лобби, видели под их аккаунтами
refusal-replacement-asked = замена для { $name } уже запрошена
refusal-offers-full = у этого слота уже { $most } предложений: ведущий выбирает одно из них
refusal-no-offer = аккаунт { $account } не предлагал себя на замену { $name }
refusal-nothing-to-extend = продлить можно только открытую фазу идущей игры со сроком
refusal-extension-range = продление — от 1 до { $most } минут (неделя)
refusal-reopen-unplayed = вновь открыть можно только сыгранную игру
refusal-no-earlier-phase = нет более ранней фазы: первую фазу игры, как и игру без фаз, вновь не открыть
refusal-reopen-range = вновь открытая фаза длится от 1 до { $most } минут (неделя)
refusal-replace-not-running = заменять игроков можно только в идущей игре
refusal-account-has-slot = у этого аккаунта уже есть слот
refusal-replacement-not-running = замена бывает только у игроков идущей игры
refusal-dead-slot = { $name } убит: слот убитого игрока не передают
refusal-nobody-asked = замену для { $name } никто не запрашивал: ведущий не просил замену
refusal-host-takes-over = ведущий не занимает слот в своей игре
refusal-player-takes-over = вы уже играете в этой игре: слот может занять только аккаунт не из игры
refusal-moderation-blank = действию ведущего нужна причина из видимых символов: её сообщают игрокам
refusal-message-blank = в сообщении нужен текст

## Имена и причины (names.rs в omerta-live): о чём правило и чем имя не подходит

refusal-what-player = имя игрока
refusal-what-account = имя аккаунта
refusal-what-alias = псевдоним
refusal-what-title = название
refusal-what-event = название турнира
refusal-what-setup = название сетапа
refusal-what-reason = причина
refusal-what-text = текст
refusal-unfit-length = { $what }: от { $least } до { $most } { $most ->
        [one] символа
       *[other] символов
    }
refusal-unfit-invisible = { $what }: невидимые и управляющие символы недопустимы ({ $char } — такой)
refusal-unfit-reordering = { $what }: недопустимы символы, меняющие направление текста вокруг ({ $char } — такой)
refusal-unfit-character = { $what }: только буквы, цифры, пробелы, '_', '-' и '.' ({ $char } — не из них)
refusal-unfit-alike = { $name } слишком похоже на { $other }, их не различить
refusal-unfit-blank = { $what }: нужен хотя бы один видимый символ

## Отказы самого сервера (omerta-service)

refusal-sign-in-first = сначала войдите
refusal-csrf = этому запросу нужен CSRF-токен сессии в заголовке X-CSRF-Token
refusal-no-game = игры { $id } нет
refusal-no-page = страницы { $path } нет
refusal-store-unavailable = база данных сервера не отвечает; ничего не изменено, попробуйте снова через несколько секунд
refusal-internal = на сервере что-то пошло не так; запрос не выполнен
refusal-one-at-a-time = в другой вашей игре сейчас разрешается ночь или фаза; ничего не изменено, отправьте это снова, когда она закончится
refusal-post-too-long = пост — не больше { $max } { $max ->
        [one] символа
       *[other] символов
    }; в этом { $chars }
refusal-too-many-posts = не больше { $most } { $most ->
        [one] поста
        [few] постов
       *[other] постов
    } в минуту в одной игре; подождите { $seconds } с
refusal-too-many-games = вы создали { $created } { $created ->
        [one] игру
        [few] игры
       *[other] игр
    } за последний час; попробуйте снова через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[other] минут
    }

## Аккаунты: регистрация и вход

refusal-name-taken = имя { $name } занято или слишком похоже на имя другого аккаунта
refusal-alias-is-an-account = псевдоним не может быть именем аккаунта: { $name } — такое имя или слишком на него похоже
refusal-password-length = пароль — от 8 до 1024 символов
refusal-password-weak = этот пароль слишком легко угадать ({ $score } из 4, нужно не меньше { $least }). { $advice }
refusal-too-many-accounts = слишком много новых аккаунтов с вашего адреса; попробуйте снова через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[other] минут
    }
refusal-too-many-sign-ins = слишком много неудачных входов; попробуйте снова через { $seconds } с
refusal-banned = этот аккаунт заблокирован администраторами сайта: { $reason }
refusal-bad-credentials = неверное имя или пароль

## Живая форумная игра (forum/refusals.rs в omerta-live)

refusal-forum-post-blank = в посте нужен текст
refusal-forum-post-too-long = пост — не больше { $most } { $most ->
        [one] символа
       *[other] символов
    }
refusal-forum-dead-post = правило 5: мёртвые не пишут в теме игры
refusal-forum-dead-edit = правило 5: мёртвые не пишут постов
refusal-forum-timer-post = таймер не пишет постов
refusal-forum-no-post = поста { $post } нет
refusal-forum-not-author = править пост может только его автор
refusal-forum-edit-unchanged = правка ничего не меняет
refusal-forum-deadline-not-come = срок фазы ещё не наступил
refusal-forum-host-ends-phase = закончить фазу может только ведущий
refusal-forum-no-phase = сейчас не идёт ни одна фаза
refusal-forum-timer-write = таймер не пишет
refusal-forum-no-channel = канала { $channel } в этой игре нет; её каналы: { $channels }
refusal-forum-dead-channel = правило 5: мёртвые не пишут постов; мёртвые пишут только в теме мёртвых
refusal-forum-dead-thread-living = правило 5: тема мёртвых — для мёртвых игроков; живые её не читают и в ней не пишут
refusal-forum-no-channel-of-yours = вы не пишете в канале { $channel }: пока вы живы, у вас нет канала
refusal-forum-not-your-channel = вы не пишете в канале { $channel }; ваши каналы: { $yours }
refusal-forum-message-too-long = сообщение — не больше { $most } { $most ->
        [one] символа
       *[other] символов
    }, как пост; в этом { $chars }
refusal-forum-host-modkills = модкилл даёт только ведущий
refusal-forum-already-dead = { $name } уже мёртв
refusal-forum-host-rules = решения по флагам принимает только ведущий
refusal-forum-ruling-blank = решению нужна причина из видимых символов: её показывают с голосованием и флагом
refusal-forum-no-vote-in-post = в посте { $post } нет голоса за { $vote }
refusal-forum-vote-counts = голос за { $vote } уже засчитан за { $name }: решать нечего
refusal-forum-rule-either = решение по голосу: засчитать его за игрока или не засчитать
refusal-forum-no-flag = у поста { $post } нет флага по правилу { $rule }, который можно снять
refusal-forum-ruling-shape = решение — о голосе (засчитать за игрока или не засчитать) или о снятии флага по его правилу
refusal-forum-night-unresolved = ночь нельзя разрешить: { $why }
refusal-forum-night-refused = { $why }
refusal-forum-host-does-not-act = ведущий не действует ночью
refusal-forum-timer-does-not-act = таймер не действует ночью
refusal-forum-not-night = ночные действия отправляют ночью
refusal-forum-dead-do-not-act = мёртвые игроки не действуют
refusal-forum-not-an-ability = { $ability } — не способность
refusal-forum-no-such-ability = у вашей роли нет способности { $ability }
refusal-forum-too-many-targets = у действия не больше двух целей
refusal-forum-not-a-player = { $name } — не игрок
refusal-forum-target-dead = { $name } мёртв
refusal-forum-nothing-to-withdraw = такого действия, чтобы его отменить, нет
refusal-forum-arity = у { $ability } { $targets ->
        [one] { $targets } цель
        [few] { $targets } цели
       *[other] { $targets } целей
    }
refusal-forum-faction-named-dead = канал фракции «dead» назывался бы как тема мёртвых; назовите её иначе
refusal-forum-channel-named-as-faction = канал «{ $channel }» называется как собственный канал фракции { $channel }; назовите его иначе
refusal-forum-channel-too-small = в канале «{ $channel }» после раздачи { $members ->
        [one] { $members } участник
        [few] { $members } участника
       *[other] { $members } участников
    }: канал — хотя бы для 2 игроков (roles[].channels)
refusal-forum-over-before-start = при этой раздаче игра окончена до начала (побеждает { $winner })
refusal-forum-name-unvotable = за имя { $name } нельзя проголосовать в теме: жирный голос за него ({ $vote }) не читается как это имя, потому что квадратные скобки там — BBCode; выберите имя без [ ]

## Сетапы (setups.rs в omerta-service)

refusal-setup-not-found = Сетапа { $id }, который вам можно читать, нет.
refusal-setup-owner-only = Менять или удалять сетап может только его владелец; сохраните себе копию.
refusal-setup-no-game = Игры { $id } нет.
refusal-setup-too-many = У аккаунта не больше { $most } { $most ->
        [one] сетапа
       *[other] сетапов
    }; сначала удалите один.
refusal-setup-not-forum = Сетап, который можно сохранить или перезапустить, есть только у форумной игры.
refusal-setup-secret = Сетап игры раскрывает все роли: до конца игры его читает только ведущий.
refusal-setup-not-started = Эта игра ещё не началась: сетапа у неё пока нет.
refusal-setup-not-finished = Перезапустить можно только законченную форумную игру.
refusal-setup-rehost-members = Перезапустить игру может только её ведущий или игрок.
refusal-setup-taken = У вас уже есть сетап { $name }.

## Некорректные запросы, отклонённые HTTP-слоем (error.rs в omerta-service, `ApiError::rejected`)

refusal-rejected-json-data = JSON в теле запроса не подходит по форме: { $detail }
refusal-rejected-json-syntax = тело запроса — не корректный JSON: { $detail }
refusal-rejected-json-type = нужен запрос с заголовком `Content-Type: application/json`
refusal-rejected-body = не удалось прочитать тело запроса: { $detail }
refusal-rejected-query = строка запроса не подходит: { $detail }
refusal-rejected-path = неверный адрес: { $detail }
refusal-rejected-method = этот адрес не принимает такой метод

## Мафия 1923 (mafia1923/refusals.rs в omerta-live). `$phase` — night или day, `$n` — её
## номер; `$role` — название роли (область m1923).

refusal-m1923-chat-too-long = сообщение — не больше { $most } { $most ->
        [one] символа
       *[other] символов
    }; в этом { $chars }
refusal-m1923-own-channels = игрок пишет только в своих каналах («with» — для ведущего)
refusal-m1923-timers-write = таймеры не пишут
refusal-m1923-mafia-channel-one = канал мафии — один на всех мафиози
refusal-m1923-mafia-channel-members = в канале мафии пишут только мафиози
refusal-m1923-host-names-whom = ведущий указывает игрока, которому отвечает («with»: слот)
refusal-m1923-for-themself = игрок отправляет только за себя
refusal-m1923-host-names-for = ведущий указывает игрока, за которого отправляет («by»: слот)
refusal-m1923-timers-close = таймеры только закрывают фазы
refusal-m1923-not-open-yet = { $phase ->
        [night] Ночь { $n } открывается
       *[day] День { $n } открывается
    } в { $at }: действия принимаются с этого времени
refusal-m1923-closed = { $phase ->
        [night] Ночь { $n } закрылась в { $at }: ведущие её закрывают
       *[day] День { $n } закрылся в { $at }: ведущие его закрывают
    }
refusal-m1923-not-your-role = у вас нет роли «{ $role }» (M24)
refusal-m1923-kill-by-command = убийство мафии отправляют командой «mafia_kill»
refusal-m1923-not-a-mafia-member = вы не мафиози (M24)
refusal-m1923-not-a-role = { $asked } — не роль Мафии 1923
refusal-m1923-member-acts-by-kill = мафиози без второй роли действует только через убийство мафии («mafia_kill»)
refusal-m1923-townsperson = у мирного жителя нет действия
refusal-m1923-passive = роль «{ $role }» пассивна: она действует сама, отправлять нечего
refusal-m1923-acts-another-time = роль «{ $role }» действует { $when ->
        [night] ночью
       *[day] днём
    }; сейчас { $phase ->
        [night] ночь
       *[day] день
    } { $n }: действие не состоится (M24)
refusal-m1923-target-count = роль «{ $role }» указывает игроков: { $least }, а не { $given }
refusal-m1923-target-range = роль «{ $role }» указывает игроков: от { $least } до { $most }, а не { $given }
refusal-m1923-names-a-family = роль «{ $role }» указывает семью
refusal-m1923-names-no-family = роль «{ $role }» не указывает семью
refusal-m1923-family-or-player = роль «{ $role }» указывает семью, игрока или обоих
refusal-m1923-target-dead = { $name } убит: на убитых игроков действовать нельзя (M24)
refusal-m1923-ignored = действие игрока { $name } было бы проигнорировано: { $why }
refusal-m1923-already-acted = { $name } уже { $when ->
        [night] этой ночью
       *[day] этим днём
    } отправил действие роли «{ $role }» (M22)
refusal-m1923-votes-by-day = голосуют днём; сейчас { $phase ->
        [night] ночь
       *[day] день
    } { $n }
refusal-m1923-injured-today = { $name } сегодня ранен и не голосует (M64)
refusal-m1923-already-voted = { $name } сегодня уже голосовал: следующий голос был бы проигнорирован (M71)
refusal-m1923-ballot-shape = в голосе указывают семью (голос за семью) и игрока (голос за игрока)
refusal-m1923-members-decide = решение мафии отправляет только мафиози
refusal-m1923-kills-at-night = мафия убивает ночью; сейчас { $phase ->
        [night] ночь
       *[day] день
    } { $n }
refusal-m1923-injured-tonight = { $name } этой ночью ранен и не участвует в убийстве мафии (M31)
refusal-m1923-no-civilian = этой ночью мафии некого убить из мирных
refusal-m1923-kill-count = этой ночью мафия должна попытаться убить мирных: { $required }, а не { $given } (M28, M29)
refusal-m1923-named-twice = { $name } указан дважды (M29)
refusal-m1923-kill-a-member = { $name } — мафиози: мафия убивает мирных (M29)
refusal-m1923-kill-the-dead = { $name } убит (M29)
refusal-m1923-no-family = семьи { $family } в этой игре нет
refusal-m1923-no-player = в слоте { $slot } нет игрока
refusal-m1923-not-in-play = { $name } больше не в игре (убит или изгнан): ни действий, ни голосов (M66, M70)
refusal-m1923-time-not-up = время фазы ещё не вышло
refusal-m1923-no-timers = в этой игре нет таймеров
refusal-m1923-who-closes = фазу закрывает только ведущий или таймер
refusal-m1923-host-exiles = изгоняет игроков только ведущий (M67)
refusal-m1923-players-per-slot = в setup.players записей: { $entries }, а слотов: { $slots }; нужна одна на слот, по порядку слотов
refusal-m1923-given-deal-lists = при заданной раздаче в setup.players указаны семья и роль каждого слота (M11)
refusal-m1923-schedule-or-lengths = фазы игры идут либо по расписанию, либо по длительностям (night_ms, day_ms), но не так и так
refusal-m1923-length-above-zero = { $field } — длительность фазы в мс, больше 0
refusal-m1923-spectator-in-slot = setup.players[{ $index }]: зрителям слот не нужен, они смотрят игру как есть
refusal-m1923-schedule-unusable = расписание нельзя использовать: { $why }
refusal-m1923-cannot-be-dealt = по этому сетапу нельзя раздать: { $problems }

## Напоминания и записи игры (refusals.rs в omerta-live)

refusal-prod-too-soon = { $name } { $ago ->
        [0] напомнили меньше минуты назад
        [1] напомнили минуту назад
       *[other] напомнили { $ago } мин назад
    }: игроку напоминают не чаще раза в { $every } мин; попробуйте снова через { $wait } мин
refusal-prod-deadline-range = срок напоминания — от 1 до { $most } ч (неделя) от текущего момента
refusal-no-record-yet = игра ещё не началась: записи пока нет
refusal-no-record = у игры { $ruleset } нет записи для скачивания
refusal-record-secret = в записи все карты и все ночные тайны: до конца игры она только у судьи

## Сезоны и серии (records.rs в omerta-service)

refusal-records-no-player = игрока с именем { $name } нет
refusal-records-not-organiser = сезоны и серии создают только администратор сайта или организатор турнира
refusal-records-not-a-date = { $which ->
        [first] первый день
       *[last] последний день
    } — это дата вида 2026-09-01, а не { $text }
refusal-records-ends-before-start = сезон не может закончиться ({ $ends }) раньше, чем начнётся ({ $starts })
refusal-records-no-series = серии { $id } нет
refusal-records-series-organiser = добавлять сезоны в серию может только её организатор
refusal-records-no-season = сезона { $id } нет
refusal-records-season-organiser = турниры сезона меняет только его организатор
refusal-records-no-event = турнира { $id } нет
refusal-records-event-organiser = включить турнир в сезон может только его организатор

## Слежение за темами форума (follows.rs в omerta-service)

refusal-follow-title-length = название слежения — от 1 до { $most } символов
refusal-follow-title-control = в названии слежения не может быть управляющих символов (например, переноса строки)
refusal-follow-url-length = адрес темы — не больше { $most } символов
refusal-follow-unknown-engine = «{ $key }» — не форумный движок, который читает omerta: xenforo, phpbb, vbulletin или discourse (или ничего — тогда его узнают по странице)
refusal-follow-every-range = every_minutes — как часто читать тему: не реже раза в { $most } мин (неделя) и не чаще раза в { $least } мин (форум — чей-то сервер), а не { $given }
refusal-follow-too-many = вы следите за { $most } темами — больше одному ведущему нельзя: сначала перестаньте следить за одной
refusal-follow-not-found = слежения { $id } нет
refusal-follow-host-only = видеть и менять это слежение может только ведущий, который следит за темой
refusal-follow-document-not-object = документ — это объект { $format } ({ "{" }"game": …, "players": […]{ "}" }), а не { $kind }
refusal-follow-kind-null = null
refusal-follow-kind-bool = true или false
refusal-follow-kind-number = число
refusal-follow-kind-string = строка
refusal-follow-kind-list = список
refusal-follow-kind-object = объект
refusal-follow-document-format = "format" документа — { $given }, а не "{ $format }"
refusal-follow-document-not-json = документ — не JSON: ошибка в строке { $line }, столбце { $column } (подробность от serde: «{ $detail }»)
refusal-follow-document-ends-early = документ — не JSON: текст обрывается в строке { $line }, столбце { $column }, раньше, чем кончается JSON (подробность от serde: «{ $detail }»)
refusal-follow-every-not-a-number = как часто читать тему — целое число минут, а не «{ $text }»

## Адрес, по которому обратился бы сервер (egress.rs в omerta-service): тема, вебхук.

refusal-url-noun-webhook = адрес вебхука
refusal-url-noun-thread = адрес темы
refusal-url-rule-webhook = вебхуки отправляются только на публичные адреса интернета
refusal-url-rule-thread = omerta следит только за темами на публичных адресах интернета
refusal-url-spaces = { $noun } пишется без пробелов и управляющих символов
refusal-url-not-a-url = { $noun } — не правильный адрес http:// или https:// (подробность: «{ $detail }»)
refusal-url-scheme = { $noun } — адрес http:// или https://, а не { $scheme }:
refusal-url-credentials-webhook = в адресе вебхука не может быть имени пользователя или пароля (user:pass@); передайте токен в пути или используйте секрет
refusal-url-credentials-thread = в адресе темы не может быть имени пользователя или пароля (user:pass@)
refusal-url-no-host = { $noun } — адрес http:// или https:// с именем хоста
refusal-url-localhost = хост { $host } ({ $noun }) — это localhost, сам этот сервер; { $rule }
refusal-url-forbidden = адрес { $ip } ({ $noun }) — { $why }; { $rule }
refusal-url-range-this-network = неуказанный адрес («эта сеть»)
refusal-url-range-unspecified = неуказанный адрес
refusal-url-range-private = частный адрес
refusal-url-range-shared = общий адрес (NAT провайдера)
refusal-url-range-loopback = адрес обратной петли (loopback)
refusal-url-range-link-local = локальный адрес канала (link-local)
refusal-url-range-site-local = локальный адрес сайта (site-local)
refusal-url-range-unique-local = уникальный локальный адрес
refusal-url-range-ietf = зарезервированный адрес (протоколы IETF)
refusal-url-range-documentation = адрес для документации
refusal-url-range-6to4-relay = зарезервированный адрес (ретранслятор 6to4)
refusal-url-range-benchmarking = адрес для тестов производительности
refusal-url-range-multicast = групповой адрес (multicast)
refusal-url-range-broadcast = широковещательный адрес
refusal-url-range-reserved = зарезервированный адрес
refusal-url-range-nat64 = локальный адрес NAT64
refusal-url-range-discard = адрес для сброса (discard-only)

## Ссылки на трансляцию (broadcasts.rs в omerta-service)

refusal-broadcast-delay = задержка — целое число секунд от 0 до { $most } (15 минут)
refusal-broadcast-not-pro = ссылки на трансляцию делают для столов спортивной мафии; игра { $game } — игра { $ruleset }
refusal-broadcast-judge-only = делать, смотреть и отзывать ссылки на трансляцию игры может только её судья
refusal-broadcast-too-many = у игры не больше { $most } ссылок на трансляцию одновременно; сначала отзовите одну
refusal-broadcast-no-link = у игры { $game } нет ссылки на трансляцию { $link }
refusal-broadcast-none = такой трансляции нет

## Модерация сайта (moderation.rs в omerta-service)

refusal-admin-only = только администратор сайта { $what }
refusal-admin-names-admins = назначает администраторов
refusal-admin-bans = блокирует аккаунты
refusal-admin-reads-record = читает историю аккаунта
refusal-admin-demote-self = администратор не может снять с себя права: это делает другой администратор, чтобы у сайта остался хоть один
refusal-admin-ban-self = администратор не может заблокировать свой аккаунт
refusal-admin-ban-blank = блокировке нужна причина из видимых символов: её записывают и показывают владельцу аккаунта
refusal-admin-no-account = аккаунта { $id } нет
refusal-admin-no-longer = вы больше не администратор сайта: другой администратор только что изменил ваш аккаунт

## Вебхуки и примеры игр (webhooks.rs, examples.rs в omerta-service)

refusal-webhook-host-reads = вебхук игры видит только ведущий
refusal-webhook-host-sets = вебхук игры задаёт только ведущий
refusal-webhook-url-length = URL вебхука — не больше { $most } символов
refusal-webhook-secret-length = секрет вебхука — не больше { $most } символов
refusal-webhook-secret-control = в секрете вебхука не может быть управляющих символов (NUL, табуляции, переноса строки)
refusal-examples-name-taken = примеры нельзя загрузить: имя { $name } принадлежит аккаунту этого сайта, а пример никогда не играет за кого-то
refusal-examples-admin-only = удалять примеры игр может только администратор сайта

## Турниры (tournaments.rs в omerta-service)

refusal-event-not-found = турнира { $id } нет
refusal-event-organiser-only = это может только организатор турнира
refusal-event-unknown-account = аккаунта с именем { $name } нет
refusal-event-policy-too-long = правило тай-брейка — несколько названий через запятую
refusal-event-policy-unknown = { $sentence }.
refusal-unknown-tiebreak = неизвестный тай-брейк { $name }; известные: { $known }
refusal-unknown-role-table = неизвестная таблица ролей { $name }; известные: { $known }
refusal-event-sizes = { $why }.
refusal-event-out-of-range = в турнире от 1 до { $most } { $what ->
        [rounds] раундов
       *[tables] столов
    }; { $value } — вне этих пределов
refusal-event-registration-closed = регистрация закрыта: расписание турнира уже составлено
refusal-event-too-many-players = в турнире не больше { $most } игроков
refusal-event-registration-both = зарегистрируйте либо аккаунт, либо имя гостя, но не оба
refusal-event-registration-neither = чтобы зарегистрировать, укажите аккаунт или имя гостя
refusal-event-registered-as = { $name } уже зарегистрирован как игрок { $number }
refusal-event-known-as = игрок { $number } уже записан как { $name }
refusal-event-known-as-guest = игрок { $number } уже записан как { $name }; чтобы отдать этому гостю аккаунт, объедините их
refusal-event-registered = { $name } уже зарегистрирован в этом турнире
refusal-event-no-player = в этом турнире нет игрока { $number }
refusal-event-not-a-guest = игрок { $number } не гость: он играет под аккаунтом { $name }
refusal-event-already-player = { $name } уже игрок { $number } этого турнира; один человек — один игрок
refusal-event-merged-already = игрок { $number } уже объединён с аккаунтом
refusal-event-a-player-already = { $name } уже игрок этого турнира
refusal-event-drawn-already = расписание турнира уже составлено (сид { $seed })
refusal-event-too-few-players = в турнире игроков: { $players }, а { $tables ->
        [one] { $tables } столу
       *[other] { $tables } столам
    } по десять нужно не меньше { $least }
refusal-event-drawn-meanwhile = расписание турнира тем временем уже составили
refusal-event-not-drawn-judges = сначала составьте расписание: судей назначают на столы его раундов
refusal-event-not-drawn-games = сначала составьте расписание: игры раунда рассаживают его игроков
refusal-event-no-table = стола { $table } в этом турнире нет (столы от 1 до { $last })
refusal-event-no-round = раунда { $round } в этом турнире нет (раунды от 1 до { $last })
refusal-event-judge-plays = { $name } играет за столом { $table } в раунде { $round } и не может его судить
refusal-event-game-created = игра стола { $table } в раунде { $round } уже создана; у созданной игры остаётся её судья
refusal-event-games-created = игры стола { $table } во всех раундах уже созданы; у созданной игры остаётся её судья
refusal-event-round-created = игры раунда { $round } уже созданы
refusal-event-organiser-plays = у стола { $table } в раунде { $round } нет судьи, а организатор играет за ним: сначала назначьте судью
refusal-event-has-no-player = в турнире { $event } нет игрока { $number }
refusal-event-uploaders-only = загружать игры в турнир могут только его организатор и судьи

## Загрузки и настройки почты (upload.rs, mail.rs в omerta-service; нарушения правил стола —
## в omerta-pro)

refusal-upload-not-a-game = это не игра { $system }: { $why }
refusal-upload-unknown-format = неизвестный формат { $format }: загружайте «omerta-pro/1», «polemica» или «mafiaratings»
refusal-upload-duplicate = эта игра уже загружена, как /games/{ $first }: один протокол засчитывают один раз
refusal-mail-no-kind = { $kind } — не вид писем; виды: { $kinds }
refusal-mail-address-long = адрес почты — не больше { $most } символов
refusal-mail-not-an-address = { $address } — не адрес почты ({ $why })
refusal-mail-why-missing-parts = нет домена или имени пользователя
refusal-mail-why-unbalanced = непарная угловая скобка
refusal-mail-why-invalid-user = неправильное имя пользователя
refusal-mail-why-invalid-domain = неправильный домен
refusal-mail-why-invalid-input = недопустимые символы
refusal-mail-address-by-ip = { $address } называет хост по IP-адресу: адресу почты нужен почтовый домен, а не IP-адрес

## The ratings (web/ratings.rs in omerta-server); $name quoted.
refusal-ratings-no-game = у { $name } нет игр с рейтингом
