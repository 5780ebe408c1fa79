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
