# Порушення правил Pro-столу: що не так у протоколі або в записаній події.

## Де помилка: шляхи самого документа.

violation-at-document = документ
violation-at-format = format
violation-at-player = players[{ $n }]
violation-at-players = players
violation-at-rules = rules.{ $key }
violation-at-event = events[{ $n }]
violation-at-more = і ще { $n ->
    [one] { $n } помилка
    [few] { $n } помилки
   *[other] { $n } помилок
}
violation-not-listed = не перелічені (показано перші { $max })
violation-line = { $at }: { $message }
violation-separator = {"; "}
violation-uncounted = гру не можна зарахувати: { $problems }

## Аргументи: про що йдеться.

violation-phase-day = день { $n }
violation-phase-night = ніч { $n }
violation-what-removal = вилучення
violation-what-nomination = виставлення
violation-what-nominate-by = виставляє
violation-what-nominate-target = виставлений
violation-what-withdrawal = зняття кандидатури
violation-what-vote = голосування
violation-what-vote-cancelled = голосування
violation-what-candidate = кандидат
violation-what-lift = підняття
violation-what-lift-cancelled = підняття
violation-what-shooting = стрілянина
violation-what-sheriff-check = перевірка шерифа
violation-what-don-check = перевірка дона
violation-what-foul = фол
violation-what-tech-foul = технічний фол
violation-next-lift = підняття
violation-next-revote = переголосування

## Документ: формат, правила і гравці.

violation-format-unknown = невідомий формат { $value }; читається лише "omerta-pro/1"
violation-format-missing = немає формату: документ має містити "format": "omerta-pro/1"
violation-rule-value-unknown = невідоме значення { $value }; очікується { $expected }
violation-rule-value-not-one-of = невідоме значення { $value }; очікується одне з: { $expected }
violation-rule-unknown = невідомий параметр правил (відомі: { $supported })
violation-players-not-ten = за Pro-столом рівно десять гравців, а не { $count }
violation-player-seat-missing = немає "seat" (номера місця)
violation-player-seat-out-of-range = місця { $n } немає: місця від 1 до 10
violation-player-role-missing = немає "role" (ролі)
violation-player-role-unknown = невідома роль { $value }; очікується civilian, sheriff, mafia або don
violation-player-seat-twice = місце { $n } вказано двічі
violation-players-role-count = { $role ->
    [civilian] мирних
    [sheriff] шерифів
    [mafia] мафіозі
   *[don] донів
} за столом має бути { $want }, а тут { $have }
violation-players-seat-empty = на місці { $n } немає гравця

## Подія як її записано: тип і поля.

violation-field-not-a-seat = { $field }: { $value } — не місце від 1 до 10
violation-field-missing = події { $kind } потрібне поле "{ $field }"
violation-field-too-many = { $field }: записів { $count }, а місць за столом десять
violation-field-seat-twice = { $field }: місце { $n } вказано двічі
violation-field-key-not-seat = { $field }: ключ { $key } — не номер місця
violation-field-key-twice = { $field }: місце { $n } трапляється двічі
violation-event-type-missing = у події немає "type"
violation-event-type-unknown = невідомий тип події { $value }
violation-vote-ballots-missing = голосуванню потрібне "ballots" (при одному кандидаті може бути {"{"}{"}"})
violation-lift-both = підняття записує або руки ("yes"), або, якщо їх не записали, чи воно відбулося ("passed"); не обидва
violation-lift-yes-missing = підняттю потрібне "yes" (місця, що підняли руку; [] якщо ніхто)
violation-shots-missing = стрілянині потрібне "shots" ({"{"}{"}"}, якщо ніхто не стріляв)
violation-bonus-points-malformed = додатковий бал: бали — десяткове число щонайбільше з трьома знаками, наприклад 0.3 або -0.25
violation-bonus-points-missing = додатковому балу потрібне "points"
violation-winner-unknown = переможець { $value } — не "red", "black" чи "draw"
violation-end-winner-missing = кінцю гри потрібне "winner"
violation-will-several = заповіт — одне з: colors, order або helm, не кілька
violation-will-color-unknown = colors: колір місця { $n } — не "red" і не "black"

## Гра: що і коли дозволяють правила столу.

violation-after-end-event = після кінця гри нічого не записують (events[{ $end }])
violation-after-end = гра вже скінчилася на events[{ $end }] ({ $outcome }): далі лише заповіти останнього, хто вибув, і "end"
violation-not-at-table = { $what }: { $seat } не за столом
violation-too-many-days = у грі не більше 255 днів
violation-day-during-day = день { $next } не може початися під час дня { $day }: спершу ніч
violation-tie-unresolved = день { $day } скінчився нерозв'язаною рівністю голосів ({ $leaders }): бракує { $next }
violation-night-before-day-1 = гра починається з нульової ночі (домовленості); перша подія — "day"
violation-night-during-night = ніч { $next } не може початися під час ночі { $night }: спершу день
violation-by-day = { $what } буває вдень, а зараз { $phase }
violation-night-0 = { $what }: нульова ніч — домовленість, у ній немає подій
violation-at-night = { $what } буває вночі, а зараз { $phase }
violation-nominations-closed = виставлення закрите: голосування дня почалося
violation-three-fouls-nominate = у { $by } три фоли, і за цими правилами він не виставляє (three_fouls_nominate: false)
violation-nominated-twice = { $by } вже виставляв сьогодні
violation-already-nominated = { $target } вже виставлений сьогодні
violation-withdraw-not-allowed = зняття: ці правила не дозволяють знімати кандидатуру (withdraw: "no")
violation-withdraw-closed = зняття: виставлення закрите, голосування дня почалося
violation-withdraw-nothing = зняття: { $by } сьогодні нікого не виставляв
violation-no-vote-day-1 = за цими правилами в перший день голосування немає (rules.day1_vote — "none")
violation-voting-over = голосування дня { $day } скінчилося
violation-vote-after-repeated-tie = переголосування повторило рівність ({ $leaders }): далі підняття, а не нове голосування
violation-candidates-differ = кандидати { $candidates } не збігаються з виставленими за день { $nominees }
violation-revote-candidates = переголосування — серед тих, хто поділив голоси { $leaders }, а не { $candidates }
violation-vote-no-candidates = у голосування немає кандидатів (вкажіть "candidates" або запишіть виставлення)
violation-ballot-voter-away = голоси: { $voter } не за столом і не голосує
violation-ballot-not-candidate = голоси: { $voter } голосує за { $choice }, а це не кандидат ({ $candidates })
violation-vote-cancelled = { $what } у день { $day } немає: { $removed } вилучений зі столу, і за цими правилами голосування тоді немає (antimonster)
violation-lift-out-of-turn = підняття буває лише після переголосування, що повторило ту саму рівність (або правила столу тут підняття не дають)
violation-lift-hands-away = yes: { $seats } не за столом
violation-shot-twice = мафія вже стріляла в ніч { $night }
violation-shot-not-called = стрілянина: { $shooter } стріляє в { $target }, а його немає за столом: за цими правилами називають лише місця за столом (shooting: "seats_at_table")
violation-shooter-not-black = стрілянина: { $shooter } — не чорний гравець
violation-shooter-away = стрілянина: { $shooter } не за столом
violation-miss-by-no-miss = miss_by: промаху не було (усі чорні стріляли в одного гравця)
violation-miss-by-not-black = miss_by: { $seats } — не чорні
violation-miss-by-away = miss_by: { $seats } не за столом
violation-credit-not-sheriff = залік лише за шерифа, вбитого першої ночі
violation-credit-not-black = залік: { $credit } — не чорний гравець
violation-check-twice = { $what } в ніч { $night } вже була
violation-checker-away = { $what }: { $by } вже не за столом
violation-check-self = { $what }: { $by } не може перевірити себе
violation-will-at-table = { $by } ще за столом; заповіт залишає лише той, хто вибув
violation-will-no-will = { $by } вибув ({ $how ->
    [vote] голосування
    [lift] підняття
    [night_shot] нічний постріл
    [self_shot] постріл мафії у свого
    [fourth_foul] четвертий фол
    [tech_fouls] другий технічний фол
    [disqualification] дискваліфікація
    [declared_defeat] визнана поразка
    [surrender] здача
   *[removal] вилучення
}) і заповіту не залишає
violation-will-twice = { $by } вже залишив заповіт
violation-will-too-late = заповіт { $by } запізнився: після того як { $by } вибув, уже було голосування або стрілянина
violation-will-after-end = заповіт { $by } після кінця гри (events[{ $end }]): ці правила не дають тоді останньої промови (end_speech: false)
violation-will-names-away = заповіт { $by } називає { $seat }, а його немає за столом
violation-will-colors-not-allowed = кращий хід { $by }: за цими правилами кращого ходу немає (first_color_will: false)
violation-will-colors-not-first-out = { $by } — не перший убитий: кращий хід (colors) залишає лише перший убитий
violation-will-colors-too-many = кращий хід називає не більше 3 гравців, а не { $count }
violation-will-order-first-out = { $by } — перший убитий: кращий хід (colors), а не заповіт по черзі
violation-will-order-too-long = коли за столом { $left } гравців, заповіт по черзі називає не більше { $limit }, а не { $count }
violation-will-order-final-vote = { $by } вибув голосуванням, що скінчило гру: заповіту по черзі немає
violation-foul-away = { $what }: { $seat } не за столом і не говорить останню промову
violation-tech-fouls-not-allowed = технічний фол: за цими правилами технічних фолів немає (tech_fouls: false)
violation-surrender-seats = мафія здається командою: місця — усі чорні за столом ({ $blacks }), а не { $seats }
violation-winner-differs = перемогли { $winner ->
    [red] червоні
    [black] чорні
   *[draw] ніхто (нічия)
} ({ $outcome }), а не { $stated ->
    [red] червоні
    [black] чорні
   *[draw] нічия
}

## Відмови самого живого Pro-столу.

pro-refusal-violations = { $violations }
violation-not-a-document = це не протокол: { $error }
violation-parse-at = рядок { $line }, стовпець { $column }: { $message }
violation-parse-at-path = { $path } (рядок { $line }, стовпець { $column }): { $message }
violation-unfinished = гру не закінчено: { $why }
violation-problems = { $count ->
    [one] Знайдено { $count } помилку:
    [few] Знайдено { $count } помилки:
   *[other] Знайдено { $count } помилок:
}{ $violations }
pro-refusal-in-record = запис { $index }: { $why }
pro-refusal-not-a-record = запис — це подія протоколу: об'єкт із "type"
pro-refusal-too-many-records = під час старту можна передати не більше { $max } записів; тут { $given }
pro-refusal-undecided = правила столу ще не визначили переможця: записуйте далі або запишіть кінець гри
pro-refusal-clock-game-over = гру скінчено: таймер промови більше не показується
pro-refusal-clock-not-seated = стіл ще не розсаджено: нікому засікати час
pro-refusal-clock-no-such-seat = промовець — місце від 1 до { $seats }; місця { $seat } за цим столом немає
pro-refusal-clock-too-long = таймер промови ставиться не більше ніж на 10 хвилин (600000 мс)
pro-refusal-not-ten = за Pro-столом десять гравців; у лобі { $count }
pro-refusal-event-name-too-long = назва турніру — не більше 80 символів
pro-refusal-judge-only = записує гру Pro-столу лише суддя
pro-refusal-nothing-to-undo = скасовувати нічого: записів немає

## Роздача, з якою стіл не починається.
pro-refusal-deal-then = { $first }; { $rest }
pro-refusal-deal-and = { $first } і { $last }
pro-refusal-deal-comma = { $first }, { $rest }
pro-refusal-deal-seat = { $seat }
pro-refusal-deal-size = за столом роздають десять карт, по одній на місце; у цій роздачі { $count }
pro-refusal-deal-no-card = місце { $seat }: карту не вибрано (мирний, шериф, мафія чи дон; або жодної для всіх місць — випадкова роздача)
pro-refusal-deal-not-a-card = місце { $seat }: { $word } — не карта (мирний, шериф, мафія чи дон)
pro-refusal-deal-counts = за столом роздають 1 шерифа, 1 дона, 2 мафії і 6 мирних; у цій роздачі { $wrong }
pro-refusal-deal-none = немає { $card ->
        [civilian] мирних
        [sheriff] шерифа
        [don] дона
       *[other] мафії
    }
pro-refusal-deal-one = { $card ->
        [civilian] мирний
        [sheriff] шериф
        [don] дон
       *[other] мафія
    }: 1 (місце { $seat })
pro-refusal-deal-many = { $card ->
        [civilian] мирних
        [sheriff] шерифів
        [don] донів
       *[other] мафії
    }: { $count } (місця { $seats })
