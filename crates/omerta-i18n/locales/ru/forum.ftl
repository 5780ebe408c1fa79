# Страница форумной игры (templates/forum/game.html, src/web/forum.rs) и форма её начала
# (templates/forum/start.html): issue 30. BBCode темы (посты ведущего, итоги голосования
# для форума) остаётся записью форума на английском; страница вокруг него — здесь.

## Страницы темы
forum-pager-top = Страницы темы (вверху)
forum-pager-bottom = Страницы темы (внизу)
forum-previous = Назад
forum-next = Вперёд
forum-last-page = Последняя страница
forum-page = Страница { $number }
forum-page-current = Страница { $number } (эта)

## Заголовок и ссылки
forum-hosted-by = ведущий: { $name }
forum-you-revealed = всё раскрыто
forum-you-host = вы ведущий
forum-you-play = вы играете за { $name }
forum-you-watching = вы наблюдаете
forum-jump = На этой странице
forum-jump-tally = Голосование
forum-jump-thread = Тема
forum-jump-compose = Написать пост
forum-jump-night = Ночные действия
forum-jump-host = Ведущему

## Фаза
forum-reopened-at = Ведущий снова открыл эту фазу: теперь она закрывается
forum-extended-at = Ведущий продлил эту фазу: теперь она закрывается
forum-game-over = Игра окончена: { $count ->
    [one] побеждает { $winner }
   *[other] побеждают { $winner }
}
forum-winners = { $first } и { $second }
forum-faction-town = город
forum-faction-mafia = мафия
forum-stopped = Ведущий остановил эту игру.
forum-phase-day = День { $number }
forum-phase-night = Ночь { $number }
forum-ends = до

## Голосование
forum-tally-heading = Голосование
forum-tally-heading-day = Голосование: { $day }
forum-tally-numbers = живых: { $alive } · большинство: { $majority } { $majority ->
    [one] голос
    [few] голоса
   *[many] голосов
}
forum-tally-lock = лок: { $lock } { $lock ->
    [one] голос
    [few] голоса
   *[many] голосов
}
forum-needed = { $count ->
    [one] до большинства не хватает { $count } голоса
   *[other] до большинства не хватает { $count } голосов
}
forum-at-majority = набрано большинство
forum-locked = лок
forum-majority = большинство
forum-voters = Голосуют:
forum-no-votes = Голосов пока нет.
forum-not-voting = Не голосуют ({ $count }):
forum-nobody = никто
forum-rulings = Решения ведущего
forum-post-number = Пост #{ $number }
forum-state-no-day = Ни один день ещё не начался.
forum-state-lynched = { $day } окончен: линчёван { $name }.
forum-state-no-lynch = { $day } окончен: линча нет.
forum-state-over = Игра окончена.
forum-state-locked = { $name } — в локе и будет линчёван в конце дня.
forum-state-majority = У игрока { $name } большинство: если голоса не сдвинутся, в конце дня он будет линчёван.
forum-state-none = Большинства пока нет ни у кого.
forum-ruling-counts = голос за «{ $vote }» засчитан за { $name }
forum-ruling-not-counted = голос за «{ $vote }» не засчитан
forum-ruling-dismissed = флаг по правилу { $rule } снят
forum-ruling = решение

## Тема
forum-thread = Тема
forum-thread-count = (посты { $first }–{ $last } из { $count })
forum-thread-count-pages = (посты { $first }–{ $last } из { $count }, страница { $number } из { $pages })
forum-post-label = Пост { $number }
forum-host = Ведущий
forum-badge-host = ведущий
forum-badge-night = ночной пост
forum-badge-edited = отредактирован
forum-badge-dead = пост мёртвого игрока
forum-flag-badge = правило { $rule }: { $what }
forum-flag-badge-repeat = правило { $rule }: { $what }, повторно
forum-flag-rule = правило { $rule }
forum-flag-rule-repeat = правило { $rule }, повторно
forum-counted-first = Засчитано по первой версии:
forum-no-vote = голоса нет
forum-edit-not-counted = Голос, вписанный правкой, не засчитывается.
forum-counted = Засчитано:
forum-counter-note = Счётчик голосов, правило { $rule }: { $message }
forum-flags-for-host = Флаги для ведущего
forum-edited-times = { $count ->
    [one] Отредактирован { $count } раз: все версии
    [few] Отредактирован { $count } раза: все версии
   *[many] Отредактирован { $count } раз: все версии
}
forum-first-posted = Первая версия
forum-revision = Версия { $number }
forum-no-posts = Постов пока нет.
forum-newer-posts = Новые посты — на
forum-newer-posts-link = последней странице
forum-vote-unvote = снятие голоса
forum-vote-for = голос за { $name }
forum-vote-nobody = голос за «{ $name }»: игрока с таким именем нет
forum-vote-night = { $vote } (не засчитан: ночной пост)
forum-vote-edited = не засчитан: вписан правкой (голос считается по первой версии поста)

## О чём флаг
forum-rule-not-player = не игрок
forum-rule-night = ночной пост
forum-rule-edited = правка
forum-rule-dead = пост мёртвого игрока
forum-rule-inactive = неактив
forum-rule-host = для ведущего

## Игроки и смерти
forum-players = Игроки
forum-players-alive = (живых { $alive } из { $count })
forum-vote-button = голос
forum-vote-button-label = Голос за { $name }: вписывается в пишущийся пост
forum-replaced = (заменил: { $names })
forum-dead = мёртв
forum-also = также { $names }
forum-deaths = Погибшие
forum-death-lynched = линчёван ({ $phase })
forum-death-killed = убит ({ $phase })
forum-death-modkilled = модкилл ({ $phase })
forum-death-died = погиб ({ $phase })
forum-death-reason = { $death }: { $reason }
forum-death-inactivity = модкилл за неактив по правилу 13 ({ $phase })
forum-when-day = день { $number }
forum-when-night = ночь { $number }
forum-when-time = { $time }

## Ваша роль
forum-your-role = Ваша роль
forum-you-are = Вы —
forum-night-abilities = Ночные способности: { $abilities }.
forum-your-team = Ваша команда:
forum-partner-dead = (мёртв)
forum-tonight = Этой ночью
forum-withdraw = отменить
forum-withdraw-label = Отменить «{ $ability }» на { $targets }
forum-your-results = Ваши результаты
forum-result = Ночь { $night }, «{ $ability }» на { $target }:
forum-and = { $first } и { $second }
forum-result-innocent = невиновен
forum-result-guilty = виновен
forum-result-visited = посетил
forum-result-visited-by = его посетили
forum-result-no-action = бездействовал
forum-result-no-result = результата нет

## Способности (имена omerta-night)
forum-ability-kill = Убийство
forum-ability-factional-kill = Выстрел мафии
forum-ability-protect = Защита
forum-ability-block = Блок
forum-ability-jail = Тюрьма
forum-ability-investigate = Проверка
forum-ability-track = Слежка
forum-ability-watch = Наблюдение
forum-ability-redirect = Перенаправление
forum-ability-swap = Обмен
forum-ability-visit = Визит
forum-ability-recruit = Вербовка
forum-ability-strong-kill = Сильное убийство
forum-ability-ninja-kill = Бесследное убийство
forum-ability-commute = Уход
forum-ability-deflect = Отражение
forum-ability-guard = Охрана
forum-ability-day-kill = Дневной выстрел

## Ведущему
forum-for-host = Ведущему
forum-flags-heading = Флаги нарушений
forum-flag-post = пост #{ $number }
forum-ruled = решено
forum-rule-on = Принять решение
forum-count-as = Засчитать голос за «{ $vote }» как
forum-dismiss-vote = никого: голос не засчитывать
forum-why-tally = Почему (показывается с голосованием)
forum-why-tally-placeholder = опечатка вместо …
forum-rule-vote = Решить по голосу
forum-why-dismiss = Почему вы снимаете флаг (видите только вы)
forum-why-dismiss-placeholder = вопрос по правилам, можно
forum-dismiss-flag = Снять флаг
forum-flags-hint = Правило 2 (ночные посты), правило 3 (правки), правило 5 (мёртвые игроки), правило 13 (неактив): давать ли модкилл — решаете вы.
forum-flags-none = Смотреть не на что: нет ни ночных постов, ни правок, ни постов мёртвых, ни неактивных игроков.
forum-explained = Как разрешалась каждая ночь
forum-night = Ночь { $night }
forum-tonight-actions = Действия этой ночи
forum-none = Нет.
forum-none-day = Нет (сейчас не ночь).
forum-results-sent = Отправленные результаты ночи ({ $count })
forum-result-sent = Ночь { $night }: «{ $ability }» на { $target }: { $result }
forum-every-action = Все ночные действия ({ $count })
forum-action-night = Ночь { $night }: { $name }: «{ $ability }» → { $targets }
forum-roles = Роли
forum-tally-forum = Голосование для форума
forum-tally-bbcode = Шаблоны и голосование в BBCode
forum-copy = Копировать

## Пост
forum-compose = Написать пост
forum-night-warning = Сейчас ночь. Правило 2: не пишите в игровой теме ночью; за ночной пост можно получить модкилл, и голоса в нём не засчитываются.
forum-night-confirm = Сейчас ночь. Правило 2: за пост в игровой теме ночью можно получить модкилл, и голоса в ночном посте не засчитываются. Всё равно отправить?
forum-your-post = Ваш пост
forum-your-post-host = Ваш пост (от ведущего)
forum-post-help = Чтобы проголосовать, нажмите «голос» рядом с именем игрока или напишите жирным: [b]vote: Имя[/b]; чтобы снять голос — [b]unvote: Имя[/b]. Засчитываются только голоса жирным и вне цитат, нужно слово "vote" целиком, и голос считается по первой версии поста (правка ничего не меняет, а правило 3 запрещает правки). Другой BBCode: [i]…[/i], [quote=Имя]…[/quote], [spoiler]…[/spoiler].
forum-post = Отправить

## Ночные действия
forum-your-night = Ваши ночные действия
forum-night-hint = Видит только ведущий. Новое действие той же способностью заменяет прежнее.
forum-first-player = { $label }: первый игрок
forum-second-player = второй игрок
forum-choose-player = Выберите игрока
forum-send-action = Отправить: { $label }

## Управление игрой
forum-host-controls = Управление игрой
forum-end-day = Закончить день { $number } сейчас
forum-end-night = Закончить ночь { $number } сейчас
forum-end-phase = Закончить фазу сейчас
forum-end-day-warning = Линч дня (или его отсутствие) окончателен: отменить нельзя.
forum-end-night-warning = Ночные действия будут разрешены, смерти объявлены: отменить нельзя.
forum-end-warning = Отменить нельзя.
forum-advance-confirm = { $label }? { $warning }
forum-advance-hint = В конце дня линчуют игрока в локе или с большинством; в конце ночи разрешаются ночные действия.
forum-modkill-confirm = Дать этому игроку модкилл? Он сразу выбывает, его роль вскрывается в теме, отменить нельзя.
forum-modkill-label = Модкилл игроку
forum-modkill-reason = Причина (показывается в теме; необязательно)
forum-modkill-placeholder = неактив (правило 13)
forum-modkill = Модкилл
forum-replace-confirm = Отдать этот слот аккаунту новичка? Нынешний игрок его теряет и дальше читает игру как зритель.
forum-replace-label = Заменить игрока в слоте
forum-choose-slot = Выберите слот
forum-slot-dead = { $slot } (мёртв)
forum-replace-name = Имя в игре (пусто: имя аккаунта)
forum-replace = Заменить
forum-replace-hint = Новичок сохраняет роль, команду и голос слота (правило 15), и ему заново приходит ролевое ЛС.

## Форма начала
forum-start = Начать игру
forum-start-rules = Правила темы
forum-start-normality = Эта игра
forum-normality-1 = 1. Обычная: простая игра в мафию
forum-normality-2 = 2. Почти обычная: пара сюрпризов
forum-normality-3 = 3. Необычная: что-то затевается
forum-normality-4 = 4. Совсем необычная
forum-normality-5 = 5. Игра в духе Bad Ash
forum-normality-6 = 6. Игра в духе Gorny
forum-start-starts = Игра начинается (правило 12)
forum-start-day-phase = с дня
forum-start-night-phase = с ночи
forum-start-day-hours = День длится (часов, правило 12)
forum-start-night-hours = Ночь длится (часов)
forum-start-posts = Постов в день, чтобы считаться активным (правило 13; 0: без минимума)
forum-start-lock = Лок (правило 7): игрок с большинством, получивший ещё один голос, попадает в лок
forum-start-fifty = Правило 50 % (правило 8): игра заканчивается, когда город больше не может набрать большинство
forum-start-roles = Роли
forum-start-too-few = { $count ->
    [one] Для форумной игры нужно не меньше 3 игроков; пока сел { $count }.
   *[other] Для форумной игры нужно не меньше 3 игроков; пока село { $count }.
}
forum-start-deal = Как раздаются роли
forum-start-random = Случайно
forum-start-given = Роль 1 — первому игроку, и так далее
forum-start-role = Роль { $number }
forum-start-role-if = ({ $name }, если по порядку)
forum-start-roles-hint = Ночные способности следуют из названия роли (комиссар проверяет, доктор защищает, все мафиози делят выстрел мафии). Другие роли: задайте всю расстановку в JSON ниже.
forum-start-night-names = Ночь и имена
forum-start-method = Ночные действия разрешаются
forum-start-rar = по Reasonable Action Resolution (разумное разрешение)
forum-start-ordered = по порядку (простой способ)
forum-start-aliases = Другие имена для голосов (необязательно, JSON: имя игрока → список)
forum-start-json = Или задайте всю расстановку в JSON
forum-start-json-label = Расстановка (JSON; см. docs/live/forum.md)
forum-start-json-button = Начать с этой расстановкой
forum-preset-town = Город: мирный
forum-preset-cop = Город: комиссар (проверяет)
forum-preset-insane-cop = Город: безумный комиссар (узнаёт обратное)
forum-preset-doctor = Город: доктор (защищает)
forum-preset-vigilante = Город: мститель (убивает)
forum-preset-roleblocker = Город: блокировщик
forum-preset-jailkeeper = Город: тюремщик
forum-preset-tracker = Город: следопыт
forum-preset-watcher = Город: наблюдатель
forum-preset-bus-driver = Город: водитель автобуса (меняет двух игроков местами)
forum-preset-mason = Город: масон (говорит с другими масонами в их канале)
forum-preset-town-lover = Город: влюблённый (говорит со своей парой в канале влюблённых)
forum-preset-vest = Город: мирный с одноразовым бронежилетом
forum-preset-goon = Мафия: мафиози
forum-preset-godfather = Мафия: крёстный отец (выглядит невиновным)
forum-preset-mafia-roleblocker = Мафия: блокировщик
forum-preset-mafia-lover = Мафия: влюблённый (говорит со своей парой в канале влюблённых)

## Собственные фразы ЛС (issue 30, D42): встроенные шаблоны и слова их пропусков.
forum-pm-template-role = [b]Вы — { $name }: { $identity }.[/b]

    { $abilities }
    { $team }
    { $goal }
forum-pm-template-results = [b]Ночь { $night }: ваши результаты.[/b]
    { $results }
forum-pm-faction-town = город
forum-pm-faction-mafia = мафия
forum-pm-vanilla = мирный
forum-pm-identity = { $role } ({ $faction })
forum-pm-no-ability = У вас нет ночного действия.
forum-pm-ability-unknown = У вас есть способность «{ $ability }».
forum-pm-ability-kill = Каждую ночь вы можете убить одного игрока.
forum-pm-ability-factional-kill = Каждую ночь ваша команда может отправить одного из своих убить одного игрока.
forum-pm-ability-protect = Каждую ночь вы можете защитить одного игрока от убийства.
forum-pm-ability-block = Каждую ночь вы можете заблокировать одного игрока: его ночное действие не сработает.
forum-pm-ability-jail = Каждую ночь вы можете посадить одного игрока в тюрьму: он защищён, а его ночное действие не сработает.
forum-pm-ability-investigate = Каждую ночь вы можете проверить одного игрока и узнать, мафия ли он.
forum-pm-ability-track = Каждую ночь вы можете следить за одним игроком и узнать, к кому он ходил.
forum-pm-ability-watch = Каждую ночь вы можете наблюдать за одним игроком и узнать, кто к нему приходил.
forum-pm-ability-redirect = Каждую ночь вы можете перенаправить ночное действие одного игрока на другого.
forum-pm-ability-swap = Каждую ночь вы можете поменять местами двух игроков: всё, что нацелено на одного, достаётся другому.
forum-pm-ability-visit = Каждую ночь вы можете навестить одного игрока.
forum-pm-ability-recruit = Каждую ночь вы можете завербовать одного игрока в свою команду.
forum-pm-ability-strong-kill = Каждую ночь вы можете убить одного игрока; ни защита, ни тюрьма не остановят ваш выстрел.
forum-pm-ability-ninja-kill = Каждую ночь вы можете убить одного игрока так, что ни следящие, ни наблюдающие вас не увидят.
forum-pm-ability-commute = Каждую ночь вы можете уйти: этой ночью до вас не дойдёт ни одно действие.
forum-pm-ability-deflect = Каждую ночь вы можете отразить действия, направленные на одного игрока, на другого.
forum-pm-ability-guard = Каждую ночь вы можете охранять одного игрока: тот, кто попытается его убить, погибнет сам.
forum-pm-ability-day-kill = Один раз за день вы можете убить одного игрока.
forum-pm-team = Ваша команда: { $members }.
forum-pm-goal-town = Вы побеждаете вместе с городом, когда в живых не останется ни одного игрока против города.
forum-pm-goal-other = Вы побеждаете вместе с командой «{ $faction }», когда в живых не останется ни одного игрока города.
forum-pm-goal-rule8 = Вы побеждаете вместе с командой «{ $faction }», когда в живых не останется ни одного игрока города или когда город больше не сможет собрать большинство (правило 8).
forum-pm-result-innocent = Ваша проверка игрока { $target }: не мафия.
forum-pm-result-guilty = Ваша проверка игрока { $target }: мафия.
forum-pm-result-visited = { $target } ходил(а) к: { $names }.
forum-pm-result-visited-nobody = { $target } ни к кому не ходил(а).
forum-pm-result-visited-by = К игроку { $target } приходили: { $names }.
forum-pm-result-visited-by-nobody = К игроку { $target } никто не приходил.
forum-pm-result-no-action = { $target } ничего не делал(а).
forum-pm-result-no-result = «{ $ability }» на игрока { $target } не дало результата.
forum-pm-result-other = «{ $ability }» на игрока { $target }: { $result }.
