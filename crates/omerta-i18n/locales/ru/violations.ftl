# Нарушения правил Pro-стола: что не так в протоколе или в записанном событии.

## Где ошибка: пути самого документа.

violation-at-document = документ
violation-at-format = format
violation-at-player = players[{ $n }]
violation-at-players = players
violation-at-rules = rules.{ $key }
violation-at-event = events[{ $n }]
violation-at-more = и ещё { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
   *[other] { $n } ошибок
}
violation-not-listed = не перечислены (показаны первые { $max })
violation-line = { $at }: { $message }
violation-separator = {"; "}
violation-uncounted = игру нельзя засчитать: { $problems }

## Аргументы: о чём говорится.

violation-phase-day = день { $n }
violation-phase-night = ночь { $n }
violation-what-removal = удаление
violation-what-nomination = выставление
violation-what-nominate-by = выставляет
violation-what-nominate-target = выставлен
violation-what-withdrawal = снятие кандидатуры
violation-what-vote = голосование
violation-what-vote-cancelled = голосования
violation-what-candidate = кандидат
violation-what-lift = подъём
violation-what-lift-cancelled = подъёма
violation-what-shooting = стрельба
violation-what-sheriff-check = проверка шерифа
violation-what-don-check = проверка дона
violation-what-foul = фол
violation-what-tech-foul = технический фол
violation-next-lift = подъёма
violation-next-revote = переголосования

## Документ: формат, правила и игроки.

violation-format-unknown = неизвестный формат { $value }; читается только "omerta-pro/1"
violation-format-missing = нет формата: документ должен содержать "format": "omerta-pro/1"
violation-rule-value-unknown = неизвестное значение { $value }; ожидается { $expected }
violation-rule-value-not-one-of = неизвестное значение { $value }; ожидается одно из: { $expected }
violation-rule-unknown = неизвестный параметр правил (известны: { $supported })
violation-players-not-ten = за Pro-столом ровно десять игроков, а не { $count }
violation-player-seat-missing = нет "seat" (номера места)
violation-player-seat-out-of-range = места { $n } нет: места от 1 до 10
violation-player-role-missing = нет "role" (роли)
violation-player-role-unknown = неизвестная роль { $value }; ожидается civilian, sheriff, mafia или don
violation-player-seat-twice = место { $n } указано дважды
violation-players-role-count = { $role ->
    [civilian] мирных
    [sheriff] шерифов
    [mafia] мафиози
   *[don] донов
} за столом должно быть { $want }, а здесь { $have }
violation-players-seat-empty = на месте { $n } нет игрока

## Событие как оно записано: тип и поля.

violation-field-not-a-seat = { $field }: { $value } — не место от 1 до 10
violation-field-missing = событию { $kind } нужно поле "{ $field }"
violation-field-too-many = { $field }: записей { $count }, а мест за столом десять
violation-field-seat-twice = { $field }: место { $n } указано дважды
violation-field-key-not-seat = { $field }: ключ { $key } — не номер места
violation-field-key-twice = { $field }: место { $n } встречается дважды
violation-event-type-missing = у события нет "type"
violation-event-type-unknown = неизвестный тип события { $value }
violation-vote-ballots-missing = голосованию нужно "ballots" (при одном кандидате может быть {"{"}{"}"})
violation-lift-both = подъём записывает либо руки ("yes"), либо, если их не записали, прошёл ли он ("passed"); не оба
violation-lift-yes-missing = подъёму нужно "yes" (места, поднявшие руку; [] если никто)
violation-shots-missing = стрельбе нужно "shots" ({"{"}{"}"}, если никто не стрелял)
violation-bonus-points-malformed = допбалл: баллы — десятичное число не более чем с тремя знаками, например 0.3 или -0.25
violation-bonus-points-missing = допбаллу нужно "points"
violation-winner-unknown = победитель { $value } — не "red", "black" или "draw"
violation-end-winner-missing = концу игры нужно "winner"
violation-will-several = завещание — одно из: colors, order или helm, не несколько
violation-will-color-unknown = colors: цвет места { $n } — не "red" и не "black"

## Игра: что и когда разрешают правила стола.

violation-after-end-event = после конца игры ничего не записывают (events[{ $end }])
violation-after-end = игра уже закончилась на events[{ $end }] ({ $outcome }): дальше только завещания последнего выбывшего и "end"
violation-not-at-table = { $what }: { $seat } не за столом
violation-too-many-days = в игре не больше 255 дней
violation-day-during-day = день { $next } не может начаться во время дня { $day }: сначала ночь
violation-tie-unresolved = день { $day } закончился неразрешённым равенством голосов ({ $leaders }): не хватает { $next }
violation-night-before-day-1 = игра начинается с нулевой ночи (договорки); первое событие — "day"
violation-night-during-night = ночь { $next } не может начаться во время ночи { $night }: сначала день
violation-by-day = { $what } бывает днём, а сейчас { $phase }
violation-night-0 = { $what }: нулевая ночь — договорка, в ней нет событий
violation-at-night = { $what } бывает ночью, а сейчас { $phase }
violation-nominations-closed = выставление закрыто: голосование дня началось
violation-three-fouls-nominate = у { $by } три фола, и по этим правилам он не выставляет (three_fouls_nominate: false)
violation-nominated-twice = { $by } уже выставлял сегодня
violation-already-nominated = { $target } уже выставлен сегодня
violation-withdraw-not-allowed = снятие: эти правила не разрешают снимать кандидатуру (withdraw: "no")
violation-withdraw-closed = снятие: выставление закрыто, голосование дня началось
violation-withdraw-nothing = снятие: { $by } сегодня никого не выставлял
violation-no-vote-day-1 = по этим правилам в первый день голосования нет (rules.day1_vote — "none")
violation-voting-over = голосование дня { $day } закончилось
violation-vote-after-repeated-tie = переголосование повторило равенство ({ $leaders }): дальше подъём, а не новое голосование
violation-candidates-differ = кандидаты { $candidates } не совпадают с выставленными за день { $nominees }
violation-revote-candidates = переголосование — среди деливших голоса { $leaders }, а не { $candidates }
violation-vote-no-candidates = у голосования нет кандидатов (укажите "candidates" или запишите выставления)
violation-ballot-voter-away = голоса: { $voter } не за столом и не голосует
violation-ballot-not-candidate = голоса: { $voter } голосует за { $choice }, а это не кандидат ({ $candidates })
violation-vote-cancelled = { $what } в день { $day } нет: { $removed } удалён со стола, и по этим правилам голосования тогда нет (antimonster)
violation-lift-out-of-turn = подъём бывает только после переголосования, повторившего то же равенство (или правила стола здесь подъёма не дают)
violation-lift-hands-away = yes: { $seats } не за столом
violation-shot-twice = мафия уже стреляла в ночь { $night }
violation-shot-not-called = стрельба: { $shooter } стреляет в { $target }, а его нет за столом: по этим правилам называют только места за столом (shooting: "seats_at_table")
violation-shooter-not-black = стрельба: { $shooter } — не чёрный игрок
violation-shooter-away = стрельба: { $shooter } не за столом
violation-miss-by-no-miss = miss_by: промаха не было (все чёрные стреляли в одного игрока)
violation-miss-by-not-black = miss_by: { $seats } — не чёрные
violation-miss-by-away = miss_by: { $seats } не за столом
violation-credit-not-sheriff = зачёт только за шерифа, убитого в первую ночь
violation-credit-not-black = зачёт: { $credit } — не чёрный игрок
violation-check-twice = { $what } в ночь { $night } уже была
violation-checker-away = { $what }: { $by } уже не за столом
violation-check-self = { $what }: { $by } не может проверить себя
violation-will-at-table = { $by } ещё за столом; завещание оставляет только выбывший
violation-will-no-will = { $by } выбыл ({ $how ->
    [vote] голосование
    [lift] подъём
    [night_shot] ночной выстрел
    [self_shot] выстрел в своего
    [fourth_foul] четвёртый фол
    [tech_fouls] второй технический фол
    [disqualification] дисквалификация
    [declared_defeat] признанное поражение
    [surrender] сдача
   *[removal] удаление
}) и завещания не оставляет
violation-will-twice = { $by } уже оставил завещание
violation-will-too-late = завещание { $by } опоздало: после выбывания { $by } уже было голосование или стрельба
violation-will-after-end = завещание { $by } после конца игры (events[{ $end }]): эти правила не дают тогда последней речи (end_speech: false)
violation-will-names-away = завещание { $by } называет { $seat }, а его нет за столом
violation-will-colors-not-allowed = лучший ход { $by }: по этим правилам лучшего хода нет (first_color_will: false)
violation-will-colors-not-first-out = { $by } — не первый убитый: лучший ход (colors) оставляет только первый убитый
violation-will-colors-too-many = лучший ход называет не больше 3 игроков, а не { $count }
violation-will-order-first-out = { $by } — первый убитый: лучший ход (colors), а не завещание по порядку
violation-will-order-too-long = при { $left } игроках за столом завещание по порядку называет не больше { $limit }, а не { $count }
violation-will-order-final-vote = { $by } выбыл голосованием, закончившим игру: завещания по порядку нет
violation-foul-away = { $what }: { $seat } не за столом и не говорит последнюю речь
violation-tech-fouls-not-allowed = технический фол: по этим правилам технических фолов нет (tech_fouls: false)
violation-surrender-seats = мафия сдаётся командой: места — все чёрные за столом ({ $blacks }), а не { $seats }
violation-winner-differs = победили { $winner ->
    [red] красные
    [black] чёрные
   *[draw] никто (ничья)
} ({ $outcome }), а не { $stated ->
    [red] красные
    [black] чёрные
   *[draw] ничья
}

## Отказы самого живого Pro-стола.

pro-refusal-violations = { $violations }
violation-not-a-document = это не протокол: { $error }
violation-parse-at = строка { $line }, столбец { $column }: { $message }
violation-parse-at-path = { $path } (строка { $line }, столбец { $column }): { $message }
violation-unfinished = игра не окончена: { $why }
violation-problems = { $count ->
    [one] Найдена { $count } ошибка:
    [few] Найдены { $count } ошибки:
   *[other] Найдено { $count } ошибок:
}{ $violations }
pro-refusal-in-record = запись { $index }: { $why }
pro-refusal-not-a-record = запись — это событие протокола: объект с "type"
pro-refusal-too-many-records = при старте можно передать не больше { $max } записей; здесь { $given }
pro-refusal-undecided = правила стола ещё не определили победителя: записывайте дальше или запишите конец игры
pro-refusal-clock-game-over = игра окончена: таймер речи больше не показывается
pro-refusal-clock-not-seated = стол ещё не рассажен: некому засекать время
pro-refusal-clock-no-such-seat = говорящий — место от 1 до { $seats }; места { $seat } за этим столом нет
pro-refusal-clock-too-long = таймер речи ставится не больше чем на 10 минут (600000 мс)
pro-refusal-not-ten = за Pro-столом десять игроков; в лобби { $count }
pro-refusal-event-name-too-long = название турнира — не больше 80 символов
pro-refusal-judge-only = записывает игру Pro-стола только судья
pro-refusal-nothing-to-undo = отменять нечего: записей нет

## Раздача, с которой стол не начинается.
pro-refusal-deal-then = { $first }; { $rest }
pro-refusal-deal-and = { $first } и { $last }
pro-refusal-deal-comma = { $first }, { $rest }
pro-refusal-deal-seat = { $seat }
pro-refusal-deal-size = за столом раздают десять карт, по одной на место; в этой раздаче { $count }
pro-refusal-deal-no-card = место { $seat }: карта не выбрана (мирный, шериф, мафия или дон; или ни одной для всех мест — случайная раздача)
pro-refusal-deal-not-a-card = место { $seat }: { $word } — не карта (мирный, шериф, мафия или дон)
pro-refusal-deal-counts = за столом раздают 1 шерифа, 1 дона, 2 мафии и 6 мирных; в этой раздаче { $wrong }
pro-refusal-deal-none = нет { $card ->
        [civilian] мирных
        [sheriff] шерифа
        [don] дона
       *[other] мафии
    }
pro-refusal-deal-one = { $card ->
        [civilian] мирный
        [sheriff] шериф
        [don] дон
       *[other] мафия
    }: 1 (место { $seat })
pro-refusal-deal-many = { $card ->
        [civilian] мирных
        [sheriff] шерифов
        [don] донов
       *[other] мафии
    }: { $count } (места { $seats })
