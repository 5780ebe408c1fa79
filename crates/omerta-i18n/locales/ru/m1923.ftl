## Страницы «Мафии 1923» (templates/1923/game.html): фаза и её часы, карточка игрока, что
## можно отправить, каналы, объявления и семьи. Термины: docs/i18n/glossary-ru.md.

m1923-name = Мафия 1923
m1923-hosted-by = ведущий: { $name }
m1923-reminded = Ведущий напомнил вам
m1923-reopened = Ведущий снова открыл эту фазу: теперь она закрывается
m1923-extended = Ведущий продлил эту фазу: теперь она закрывается
m1923-stopped = Ведущий остановил эту игру.
m1923-phase-day = День { $n }
m1923-phase-night = Ночь { $n }
m1923-not-begun = { $phase } ещё впереди
m1923-opens-at = { $phase } начнётся
m1923-nothing-before = : до этого ничего отправить нельзя.
m1923-was-to-end = Фаза должна была закончиться
m1923-ends-at = Закрывается
m1923-clock = По часам игры: открытие — { $opens }, закрытие — { $closes }. Действия и голоса принимаются в этот промежуток.
m1923-no-timer = Без таймера: эту фазу закрывает ведущий.
m1923-over = Игра окончена
m1923-winners = Победители: { $names }
m1923-no-phase = Ни одна фаза не открыта
m1923-you = Вы:
m1923-role = Роль
m1923-second-role = со второй ролью
m1923-family = Семья
m1923-status = Состояние
m1923-injured = , ранение (голосовать и действовать сейчас нельзя)
m1923-strikes = Нарушения
m1923-strikes-hint = (после второго — изгнание)
m1923-the-mafia = Мафия
m1923-send-now = Что можно отправить сейчас
m1923-action-from-then = : ваше ночное действие принимается с этого времени.
m1923-ballot-from-then = : ваш голос принимается с этого времени.
m1923-nothing = В эту фазу отправлять нечего.
m1923-nothing-more = В эту фазу отправлять больше нечего.
m1923-sent = Отправлено
m1923-your-messages = Ваши сообщения
m1923-no-messages-for-you = Сообщений для вас пока нет.
m1923-watching = Вы зритель: вам видны открытые объявления и кто ещё в игре. Роли никогда не раскрываются.
m1923-if-you-play = — если вы играете в этой игре.
m1923-mafia-channel = Канал мафии
m1923-mafia-channel-hint = Здесь мафиози решают, кого убить. Читают его только они и ведущие.
m1923-no-messages = Сообщений пока нет.
m1923-to-mafia = Сообщение мафии
m1923-send-mafia = Отправить мафии
m1923-questions = Вопросы ведущим
m1923-questions-hint = Это читаете только вы и ведущие.
m1923-no-questions = Вопросов пока нет.
m1923-your-question = Ваш вопрос
m1923-send-moderators = Отправить ведущим
m1923-announcements = Объявления
m1923-no-announcements = Объявлений пока нет.
m1923-families = Семьи
m1923-in-play = ({ $count } из { $size } в игре)
m1923-you-mark = (вы)
m1923-played-by = (играет { $name })
m1923-status-label = { $status ->
        [in_play] в игре
        [dead] убит
        [exiled] изгнан
       *[other] неизвестно
    }
m1923-role-townsperson = Мирный житель
m1923-role-mafia-member = Мафиози
m1923-role-boss = Босс
m1923-role-doctor = Доктор
m1923-role-detective = Детектив
m1923-role-sheriff = Шериф
m1923-role-bodyguard = Телохранитель
m1923-role-lawyer = Адвокат
m1923-role-shadchan = Шадхен
m1923-role-witness = Свидетель
m1923-role-thief = Вор
m1923-role-drunkard = Пьяница
m1923-role-butler = Дворецкий
m1923-role-pacifist = Пацифист
m1923-role-paperboy = Газетчик
m1923-role-court-secretary = Секретарь суда
m1923-role-councilor = Советник
m1923-role-bumbling-bureaucrat = Бестолковый бюрократ
m1923-role-armed-robber = Вооружённый грабитель

## Скрипт страницы (assets/m1923.js), одним блоком JSON: без вариантов множественного числа.

m1923-js-left = (осталось { $time })
m1923-js-up = (время вышло)
m1923-js-family-name = Название семьи { $n }
m1923-js-family = Семья { $n }
m1923-js-remove-family = Убрать семью { $n }
m1923-js-size = Размер
m1923-js-remove = Убрать
m1923-game-status = { $status ->
        [lobby] набор игроков
        [running] идёт
        [finished] завершена
        [abandoned] остановлена
       *[other] { $status }
    }

## Форма запуска у ведущего (templates/1923/start.html). Значения пулов ролей и заявок
## остаются английскими названиями правил (их принимает API); переводятся только подписи.

m1923-start-title = Начать игру
m1923-start-noscript = Без JavaScript отправляются только таймеры, суд и поле JSON в конце: укажите семьи там.
m1923-start-families = Семьи
m1923-start-families-hint = В семье 8 игроков (один из них мафиози) или 10 (двое). Размеры в сумме дают число игроков:
m1923-start-players-now = { $count } сейчас.
m1923-start-add-family = Добавить семью
m1923-start-court = Сколько семей каждый день отправляют под суд
m1923-start-court-hint = По правилам — три («может измениться»); если семей только две, обычно одну.
m1923-start-deal = Раздача
m1923-start-deal-random = Случайная: сначала заявки, потом пулы
m1923-start-deal-given = Заданная: как указано в разделе «Игроки»
m1923-start-clock = Часы
m1923-start-clock-lengths = Длительность фаз (ниже)
m1923-start-clock-rules = Часы правил (время Израиля)
m1923-start-clock-hint = Часы правил: ночи 21:00–07:00 и дни 09:00–19:00 по израильскому времени, летнему или нет, начиная со следующего вечера субботы. Длительность фаз тогда не используется (без JavaScript выберите «Без таймера»).
m1923-start-night = Длительность ночи
m1923-start-day = Длительность дня
m1923-start-lengths-hint = Когда время фазы выходит, она закрывается сама; ведущий может закрыть её раньше.
m1923-start-no-timer = Без таймера: закрывает ведущий
m1923-start-minutes = { $n ->
        [one] { $n } минута
        [few] { $n } минуты
       *[many] { $n } минут
    }
m1923-start-hours = { $n ->
        [one] { $n } час
        [few] { $n } часа
       *[many] { $n } часов
    }
m1923-start-hours-rules = { $n } часов (по правилам)
m1923-start-roles = Роли для раздачи (случайная раздача)
m1923-start-roles-hint = Сколько мирных получают каждую роль; только опытные игроки. Все остальные — мирные жители.
m1923-start-second-roles = Вторые роли мафиози (случайная раздача)
m1923-start-players = Игроки: уровни и заявки
m1923-start-players-hint = При случайной раздаче это заявки, их выполняют в порядке поступления; при заданной раздаче это и есть раздача. Новички бывают только мирными жителями или мафиози. Обновите страницу, если игроки присоединились после её открытия.
m1923-start-level = Уровень
m1923-start-standard = Опытный
m1923-start-beginner = Новичок
m1923-start-any = Любая
m1923-start-second-role = Вторая роль
m1923-start-json = Настройка в JSON (заменяет всё, что выше)
m1923-start-json-label = Настройка (JSON; см. docs/live/1923.md)

## Пульт ведущего (templates/1923/game.html); после конца игры он виден всем.

m1923-host-console = Пульт ведущего
m1923-host-close-confirm = Закрыть { $phase } сейчас? Она будет сыграна сразу: все уже отправленные действия и голоса учитываются, итоги объявляются, и начинается { $next }.
m1923-host-next-phase = следующая фаза
m1923-host-close-hint = Закрытие фазы разыгрывает её: все уже отправленные действия и голоса учитываются, итоги объявляются, и начинается следующая фаза.
m1923-host-close = Закрыть { $phase } сейчас
m1923-host-sent = Отправлено в эту фазу
m1923-host-ballots = { $count ->
        [one] Подан { $count } голос.
        [few] Подано { $count } голоса.
       *[many] Подано { $count } голосов.
    }
m1923-host-not-voted = Ещё не проголосовали: { $names }.
m1923-host-nothing-yet = Пока ничего.
m1923-host-exile-confirm = Изгнать этого игрока? С начала этой фазы он больше не может голосовать, действовать или победить; отменить это нельзя.
m1923-host-exile = Изгнать игрока
m1923-host-exile-hint = С начала этой фазы. Сообщают сразу и только изгнанному; об изгнании никогда не объявляют (M80), а причина видна только вам.
m1923-host-exile-player = Кого изгнать
m1923-host-reason = Причина
m1923-host-exile-button = Изгнать
m1923-host-replace-confirm = Отдать это место аккаунту новичка? Нынешний игрок теряет его и дальше читает игру как зритель.
m1923-host-replace = Заменить игрока
m1923-host-replace-hint = Новичок занимает место вместе с его ролью и всем, что ему сообщали.
m1923-host-replace-slot = Какое место заменить
m1923-host-replace-name = Имя в игре (пусто: имя аккаунта)
m1923-host-replace-button = Заменить
m1923-host-paper = Отправить за игрока (что пришло на бумаге)
m1923-host-paper-action = Действие
m1923-host-player = Игрок
m1923-host-first-target = Первая цель
m1923-host-second-target = Вторая цель (Газетчик, Шадхен)
m1923-host-family = Семья (Пьяница, Шериф, Советник, Пацифист)
m1923-host-send-action = Отправить действие
m1923-host-mafia-by = Отправил (мафиози)
m1923-host-civilians = Кого из мирных убить
m1923-host-send-decision = Отправить решение
m1923-host-ballot = Голос
m1923-host-voter = Кто голосует
m1923-host-send-ballot = Отправить голос
m1923-host-stop-confirm = Остановить эту игру для всех?
m1923-host-stop = Остановить игру
m1923-host-questions = Вопросы игроков
m1923-host-answer = Ответ игроку { $name }
m1923-host-send-answer = Отправить ответ
m1923-host-no-questions = Пока никто из игроков не писал.
m1923-host-log = Все сообщения
m1923-host-log-hint = Всё, что отправила игра, и кому: журнал ведущих, личные результаты, сообщения мафии и объявления.
m1923-host-log-show = Показать все сообщения

## Слова форм и списков (crates/omerta-server/src/web/m1923.rs и макросы).

m1923-none = Нет
m1923-choose-player = Выберите игрока
m1923-choose-family = Выберите семью
m1923-choose-member = Выберите члена своей семьи
m1923-choose-civilian = Выберите мирного
m1923-no-family = Без семьи
m1923-nobody = никто
m1923-and = { $rest } и { $last }
m1923-slot = место { $n }
m1923-moderators = Ведущие
m1923-everyone = всем
m1923-host-only = только ведущему
m1923-phase-day-lower = день { $n }
m1923-phase-night-lower = ночь { $n }
m1923-poisoned = отравлен
m1923-injured-note = ранен
m1923-strikes-note = { $n ->
        [one] { $n } нарушение
        [few] { $n } нарушения
       *[many] { $n } нарушений
    }
m1923-uses-note = { $n ->
        [one] { $n } использование
        [few] { $n } использования
       *[many] { $n } использований
    }
m1923-player-n = Игрок { $n }
m1923-family-vote = Голос за семью
m1923-individual-vote = Голос за игрока
m1923-uses-left = Осталось использований за игру: { $n }.
m1923-name-either = Укажите семью, игрока или обоих.
m1923-action-title = { $role }: { $title }
m1923-action-button = Отправить действие: { $role }
m1923-ballot-title = Ваш голос
m1923-ballot-hint = Один голос за семью (не свою) и один голос за игрока (члена своей семьи, не себя). Пропущенный или неправильный голос — нарушение; после двух нарушений — изгнание.
m1923-ballot-hint-alone = Один голос за семью (не свою). Вы единственный член своей семьи в игре, поэтому голоса за игрока нет.
m1923-ballot-button = Проголосовать
m1923-civilian-to-kill = Кого из мирных убить
m1923-civilian-to-kill-of = Кого из мирных убить ({ $n } из { $count })
m1923-mafia-decision = Решение мафии
m1923-mafia-sent = { $name } отправил решение: { $targets }. Новое решение заменит его.
m1923-mafia-hint = { $count ->
        [one] Этой ночью мафия должна попытаться убить { $count } мирного. Решение может отправить любой мафиози; действует последнее.
       *[other] Этой ночью мафия должна попытаться убить { $count } мирных. Решение может отправить любой мафиози; действует последнее.
    }
m1923-mafia-button = Отправить решение мафии
m1923-mafia-submitted = Решение мафии (отправил { $name }): { $targets }.
m1923-mafia-kill-line = { $name } отправил решение мафии: { $targets }.
m1923-family-named = семья { $family }
m1923-you-sent-action = Вы отправили действие ({ $role }): { $targets }.
m1923-sent-action = { $name } отправил действие ({ $role }): { $targets }.
m1923-your-ballot = Ваш голос: за семью — { $family }, за игрока — { $individual }.
m1923-their-ballot = Голос игрока { $name }: за семью — { $family }, за игрока — { $individual }.
m1923-none-lower = нет
m1923-warning = Предупреждение: { $text }.
m1923-exiled = { $name } изгнан.
m1923-exiled-reason = { $name } изгнан. Причина: { $reason }
m1923-phase-over = Фаза «{ $phase }» окончена; начинается { $next }.
m1923-phase-over-last = Фаза «{ $phase }» окончена: игра окончена.
m1923-mafia-wins = Побеждает мафия.
m1923-nobody-wins = Никто не побеждает.
m1923-family-wins = Побеждает семья { $family }.
m1923-families-win = Побеждают семьи { $families }.

## Что спрашивает форма каждой роли (словами правил): заголовок, цели, семья.

m1923-act-steal = Украсть роль
m1923-act-steal-from = У кого украсть
m1923-act-poison = Отравить игрока
m1923-act-poison-whom = Кого отравить
m1923-act-cancel = Отменить ночное действие
m1923-act-cancel-whom = Чьё действие отменить
m1923-act-attack = Напасть на семью
m1923-act-attack-family = На какую семью напасть
m1923-act-protect = Защитить игрока
m1923-act-protect-whom = Кого защитить
m1923-act-redirect = Перенаправить действие
m1923-act-redirect-whom = Чьё действие перенаправить
m1923-act-extra = Отдать дополнительные голоса
m1923-act-extra-individual = Дополнительный голос за игрока
m1923-act-extra-family = Дополнительный голос за семью
m1923-act-negative = Отдать отрицательные голоса
m1923-act-negative-individual = Отрицательный голос за игрока
m1923-act-negative-family = Отрицательный голос за семью
m1923-act-save = Спасти игрока
m1923-act-save-whom = Кого спасти
m1923-act-jail = Посадить в тюрьму игрока и семью
m1923-act-jail-whom = Кого посадить
m1923-act-jail-family = Какую семью посадить
m1923-act-deliver = Доставить роль
m1923-act-deliver-to = Кто узнаёт роль
m1923-act-deliver-whose = Чью роль он узнаёт
m1923-act-represent = Защищать игрока в суде
m1923-act-client = Ваш клиент
m1923-act-match = Сосватать пару
m1923-act-first = Первый игрок
m1923-act-second = Второй игрок
m1923-act-inquire = Проверить игрока
m1923-act-inquire-whom = Кого проверить
m1923-act-yours = Ваше действие

## Что делает роль (только собственная роль читателя), по правилам.

m1923-help-townsperson = Особых способностей нет: вы голосуете каждый день, как все.
m1923-help-mafia-member = Каждую ночь мафиози договариваются, кого из мирных убить (число — живые игроки, делённые на 20, с округлением вверх), и один из вас отправляет решение.
m1923-help-armed-robber = Пассивная: тот, кто вас убьёт, сразу погибает (если вас убивает суд, погибает тот, за кого вы голосовали в тот день).
m1923-help-thief = Раз за игру, ночью: украсть роль живого игрока до конца игры; у него не остаётся особых способностей.
m1923-help-butler = Дважды за игру, ночью: отравить игрока, он умрёт после следующей ночи, если его не вылечат. Яд на вас не действует, и вы переживаете первые два покушения мафии.
m1923-help-boss = Каждую ночь: отменить ночное действие одного игрока (убийство мафии это не останавливает).
m1923-help-drunkard = Раз за игру, ночью: выбрать семью; случайный её член погибает (это можете быть и вы).
m1923-help-bodyguard = Каждую ночь: защитить игрока от мафии, яда и нападения пьяницы; вместо него ранен нападающий. Себя можно защитить один раз, и один раз вас спасают автоматически.
m1923-help-bumbling-bureaucrat = Дважды за игру, ночью: следующее действие игрока уходит случайной цели.
m1923-help-councilor = Каждый день: дополнительный голос за семью и дополнительный голос за игрока, без ограничений правил голосования.
m1923-help-pacifist = Каждый день: отрицательный голос за семью и отрицательный голос за игрока, без ограничений правил голосования.
m1923-help-doctor = Каждую ночь: спасти игрока от убийства мафии и от яда или вылечить отравленного. На себя — не больше двух раз.
m1923-help-sheriff = Дважды за игру, днём: посадить в тюрьму игрока и семью; их голоса и голоса против них сегодня не считаются. Свою семью — один раз, себя — один раз.
m1923-help-paperboy = Дважды за игру, ночью: выбрать двух живых игроков; первый узнаёт роль второго. Никогда не себя.
m1923-help-witness = Пассивная: вам сообщают роль каждого погибшего игрока.
m1923-help-court-secretary = Пассивная: после каждого дневного голосования вам сообщают четверть голосов игроков.
m1923-help-lawyer = Каждый день: защищать игрока в суде; если суд должен его убить, вместо него погибает следующий по числу голосов член его семьи. Себя — один раз.
m1923-help-shadchan = Ночью: выбрать двух игроков, которые влюбятся друг в друга.
m1923-help-detective = Каждую ночь: проверить игрока и узнать, состоит ли он в мафии.

## Сообщения самой игры (Said из omerta-1923).
m1923-said-families = Семьи: { $families }. { $court }
m1923-said-family-members = { $family }: { $members }
m1923-said-court = { $n ->
    [one] Каждый день под суд отправляют { $n } семью с наибольшим числом голосов.
    [few] Каждый день под суд отправляют { $n } семьи с наибольшим числом голосов.
   *[other] Каждый день под суд отправляют { $n } семей с наибольшим числом голосов.
}
m1923-said-your-role = Ваша семья: { $family }. Ваша роль: { $role }.
m1923-said-mafia-and = Мафиози и { $role }
m1923-said-mafia-members = Мафиози: { $members }.
m1923-said-name-family = { $name } ({ $family })
m1923-said-died = { $name } погиб.
m1923-said-witness = { $name } погиб; его роль: { $role }.
m1923-said-court-killed = { $name } казнён по приговору суда.
m1923-said-poisoned = { $name } отравлен.
m1923-said-cured = { $name } вылечен от яда.
m1923-said-injured = Вы ранены: завтра днём и завтра ночью вы не можете голосовать и действовать.
m1923-said-exiled = Модераторы изгнали вас: вы больше не можете голосовать, действовать или победить.
m1923-said-kill-count = { $n ->
    [one] Этой ночью мафия должна попытаться убить { $n } мирного.
   *[other] Этой ночью мафия должна попытаться убить { $n } мирных.
}
m1923-said-boss = Ночное действие, которое вы могли пытаться совершить, не состоялось из-за Босса.
m1923-said-paired = Шадхен соединил вас с игроком { $name }.
m1923-said-is-mafia = { $name } — мафиози.
m1923-said-is-not-mafia = { $name } — не мафиози.
m1923-said-news = Газетчик приносит новость: { $name } — { $role }.
m1923-said-steal-failed = Ваша попытка украсть роль не удалась.
m1923-said-stole = Вы украли роль: теперь вы — { $role }.
m1923-said-second-role-stolen = Вашу вторую роль украли: вы по-прежнему мафиози.
m1923-said-role-stolen = Вашу роль украли: теперь вы мирный житель.
m1923-said-redirected-nowhere = Бестолковый бюрократ перенаправил ваше действие: оно не нашло цели.
m1923-said-redirected = Бестолковый бюрократ перенаправил ваше действие на { $targets }.
m1923-said-family = семью { $family }
m1923-said-both = { $a } и { $b }
m1923-said-nobody = никто
m1923-said-tally = { $name } { $n }
m1923-said-family-votes = Голоса за семьи: { $tally }.
m1923-said-individual-votes = Голоса за игроков: { $tally }.
m1923-said-no-court = Ни одну семью не отправляют под суд.
m1923-said-to-court = Под суд отправлены: { $families }.
m1923-said-secretary-none = Голоса, которые видел Секретарь суда: нет.
m1923-said-secretary = Голоса, которые видел Секретарь суда: { $ballots }.
m1923-said-ballot = { $name } голосовал за семью { $family } и за игрока { $individual }
m1923-said-strike = Ваш сегодняшний бюллетень приносит штраф: { $why }.
m1923-said-improper-no-family = нет голоса за семью
m1923-said-improper-no-individual = нет голоса за игрока
m1923-said-improper-own-family = голос за свою семью
m1923-said-improper-themself = голос за себя
m1923-said-improper-outside-family = голос за игрока не из своей семьи
m1923-said-improper-not-living = голос за игрока, которого нет в живых
m1923-said-improper-unknown-family = голос за семью, которой нет в игре
m1923-said-mafia-wins = Мафия побеждает.
m1923-said-families-win = Мафия проигрывает. Побеждают семьи: { $families }.
m1923-said-nobody-wins = Мафия проигрывает, и ни одна семья не побеждает.
m1923-said-winners = { $verdict } Победители: { $players }.
m1923-said-moderators-wrote = Модераторы написали вам: { $text }
m1923-said-replacement = { $name }, теперь вы играете за { $player } в семье { $family }. Ваша роль: { $role }.
m1923-said-note-canceled = Действие игрока { $name } отменено Боссом
m1923-said-note-redirected-nowhere = Перенаправленное действие игрока { $name } не нашло цели
m1923-said-note-butler-poison-ends = { $name } — Дворецкий: отравление прекращается
m1923-said-note-already-marked = { $name } уже отмечен: отметка потрачена
m1923-said-note-marks = { $name } отмечает игрока { $other }
m1923-said-note-boss-cancels = { $name } отменяет ночные действия игрока { $other }
m1923-said-note-drunkard-no-one = Нападение игрока { $name } не нашло никого в игре
m1923-said-note-protected-drunkard = { $name } защищён от Пьяницы
m1923-said-note-bodyguard-poison = Телохранитель защищает игрока { $name } от яда
m1923-said-note-butler-immune = { $name } — Дворецкий: яд на него не действует
m1923-said-note-doctor-poison = Доктор спас игрока { $name } от яда
m1923-said-note-already-poisoned = { $name } уже отравлен
m1923-said-note-self-guard-poison = Автоматическая защита игрока { $name } останавливает яд
m1923-said-note-kill-already-dead = Убийство игрока { $name } мафией ни к чему не ведёт: он уже мёртв
m1923-said-note-kill-fails = Мафии не удаётся убить игрока { $name }
m1923-said-note-self-guard-mafia = Автоматическая защита игрока { $name } останавливает мафию
m1923-said-note-second-strike = { $name } изгнан: второй штраф (M68)
m1923-said-note-no-mafia-kill = Этой ночью мафия не убивает: ни один мафиози в игре не может действовать
m1923-said-note-exiled = { $name } изгнан модераторами: { $reason }
m1923-said-note-revenge = { $name }, Вооружённый грабитель, забирает с собой игрока { $other }.
m1923-said-note-void-gone = Действие игрока { $name } недействительно: он больше не в игре
m1923-said-note-void-role = Действие игрока { $name } недействительно: у него больше нет роли «{ $role }»
m1923-said-note-target-left = Действие игрока { $name } ни к чему не ведёт: его цель выбыла из игры
m1923-said-note-fewer-kills = Мафия пытается совершить убийств: { $n } из { $required } требуемых
m1923-said-note-second-ballot = Второй бюллетень игрока { $name } не учитывается
# Почему действие не учитывается (M24).
m1923-said-why-no-player = такого игрока нет
m1923-said-why-not-in-play = игрок не в игре
m1923-said-why-injured = игрок ранен
m1923-said-why-not-held = у игрока нет роли «{ $role }»
m1923-said-why-wrong-time = у роли «{ $role }» сейчас нет действия
m1923-said-why-spent = все использования роли «{ $role }» исчерпаны
m1923-said-why-shape = у действия неверная форма
m1923-said-why-no-family = такой семьи нет
m1923-said-why-target-gone = цель не в игре
m1923-said-why-named-twice = один и тот же игрок назван дважды
m1923-said-why-not-on-self = роль «{ $role }» не может выбрать себя
m1923-said-why-self-spent = все использования на себя исчерпаны
m1923-said-why-jail-spent = Шериф уже сажал в тюрьму свою семью
m1923-said-why-second-action = второе действие роли «{ $role }» за фазу
m1923-said-why-not-civilian = не мирный житель в игре на начало ночи
m1923-said-why-kill-named-twice = назван дважды
m1923-said-why-too-many = целей больше, чем требуемое число убийств
# Заметки модераторов.
m1923-said-note-ignored = Действие игрока { $name } не учитывается: { $why }
m1923-said-note-kill-ignored = Убийство игрока { $name } мафией не учитывается: { $why }
m1923-said-note-draw = Жребий ({ $what }): { $name } из [{ $among }]
m1923-said-note-draw-family = Жребий ({ $what }): семья { $family } из [{ $among }]
m1923-said-draw-robber-victim = жертва Вооружённого грабителя из мафии
m1923-said-draw-redirection = перенаправление Бестолкового бюрократа
m1923-said-draw-drunkard-victim = жертва Пьяницы
m1923-said-draw-injured-mafia = раненый мафиози
m1923-said-note-exile-nothing = Изгнание игрока { $name } ни к чему не ведёт: он не в игре ({ $reason })
m1923-said-note-deal = Зерно { $seed }. Раздача: { $deal }.
m1923-said-note-dealt = { $name } ({ $family }): { $role }
m1923-said-note-told = { $name }: { $text }
m1923-said-note-secretary-draw = Жребий (выборка Секретаря суда { $name }): { $k } из { $n } бюллетеней
m1923-said-note-not-sent = Не отправлено (никого из получателей нет в игре): { $text }
m1923-said-note-roster = Итоговый состав: { $roster }.
m1923-said-note-roster-entry = { $name } ({ $family }): { $role }, { $status }
m1923-said-roster-living = жив
m1923-said-roster-dead = мёртв
m1923-said-roster-exiled = изгнан
# Журнал случайной раздачи (M9, M10).
m1923-said-deal-random = Случайная раздача (M10), зерно { $seed }: места, мафия, вторые роли, роли мирных.
m1923-said-deal-family-full = Просьба не выполнена (M9): { $name } просил семью { $family }, но она заполнена.
m1923-said-deal-seats = Жребий (места): { $seated } из [{ $among }]
m1923-said-deal-seated = { $name } в { $family }
m1923-said-deal-no-mafia-place = Просьба не выполнена (M9): { $name } просил быть мафиози; в семье { $family } не осталось мест мафии.
m1923-said-deal-mafia-draw = Жребий (мафиози семьи { $family }): { $name } из [{ $among }]
m1923-said-deal-second-not-mafia = Просьба не выполнена (M9): { $name } просил вторую роль «{ $role }», но он не мафиози.
m1923-said-deal-second-no-copy = Просьба не выполнена (M9): { $name } просил вторую роль «{ $role }»; в mafia_second_roles её не осталось.
m1923-said-deal-drawn-mafia = Просьба не выполнена (M9): { $name } просил { $asked }, но жребий отдал его мафии.
m1923-said-deal-asked-role = роль «{ $role }»
m1923-said-deal-asked-not-mafia = не быть мафиози
m1923-said-deal-no-copy = Просьба не выполнена (M9): { $name } просил роль «{ $role }»; в roles её не осталось.
m1923-said-deal-roles-draw = Жребий ({ $what }): { $dealt } из [{ $among }]
m1923-said-deal-second-roles = вторые роли
m1923-said-deal-civilian-roles = роли мирных
m1923-said-deal-given = { $role } — { $name }
m1923-said-deal-not-dealt-second = Не роздано (M10): { $roles } из mafia_second_roles — не осталось обычных мафиози, чтобы их взять.
m1923-said-deal-not-dealt-civilian = Не роздано (M10): { $roles } из roles — не осталось обычных мирных, чтобы их взять.
m1923-said-deal-as-given = Раздача в виде заданной раздачи (M10, M11): { $json }
# Предупреждения к бюллетеню (M68, M71, M73).
m1923-said-warn-no-family = нет голоса за семью: штраф (M68)
m1923-said-warn-own-family = голос за свою семью недопустим: штраф (M71)
m1923-said-warn-no-individual = нет голоса за игрока: штраф (M68)
m1923-said-warn-alone = больше никого из вашей семьи нет в игре: голос за игрока недопустим (M73)
m1923-said-warn-yourself = голос за себя недопустим: штраф (M71)
m1923-said-warn-outside-family = голос за игрока не из вашей семьи недопустим: штраф (M71)
m1923-said-warn-dead = голос за мёртвого игрока недопустим: штраф (M71)
m1923-said-note-night-in-day = Действие роли «{ $role }» игрока { $name } не учитывается: ночное действие днём (M24)

## Что откатывает и что сохраняет повторное открытие фазы (форма ведущего).
m1923-rewind-announcement = { $phase }: { $message }
m1923-rewind-result = Итог: { $message }
m1923-rewind-to = { $phase }, для { $to }: { $message }
m1923-rewind-to-you = { $phase }, вам: { $message }
m1923-rewind-sent = { $phase }: отправлено — { $sent }; будет отправлено заново.
m1923-rewind-ballots = { $n ->
        [one] { $n } голос
        [few] { $n } голоса
        [many] { $n } голосов
       *[other] { $n } голоса
    }
m1923-rewind-actions = { $n ->
        [one] { $n } действие
        [few] { $n } действия
        [many] { $n } действий
       *[other] { $n } действия
    }
m1923-rewind-mafia-decision = решение мафии
m1923-rewind-your-ballot = { $phase }: ваш голос — его нужно подать заново.
m1923-rewind-your-action = { $phase }: ваше действие ({ $role }) — его нужно отправить заново.
m1923-rewind-everyone = Все действия, голоса и решения мафии, отправленные с начала фазы «{ $phase }», можно отправить заново.
m1923-rewind-keeps-before = Всё, что было до фазы «{ $phase }»: сообщения остаются такими, какими их прочли.
m1923-rewind-keeps-exile = Изгнание игрока { $name }: ваше решение остаётся в силе, { $name } по-прежнему вне игры.

## Текст сыгранной игры в командной строке (omerta 1923 play --lang).
m1923-cli-heading = Mafia 1923, зерно { $seed }
m1923-cli-public = всем
m1923-cli-moderators = ведущим
m1923-cli-to = для { $names }
m1923-cli-result = Итог
m1923-cli-in-progress = Игра ещё идёт.
m1923-cli-families-win = Мафия проиграла; победили: { $families }.
m1923-cli-winners = Победители: { $names }.
m1923-cli-winners-none = Победителей нет.

## Что мешает прочитать сценарий или раздать по сетапу (omerta_1923::problem); место —
## как в документе (`players[3]`), значения в кавычках — как записаны.
m1923-problem-at = { $at }: { $problem }
m1923-problem-unknown-format = неизвестный формат { $format }; здесь читается "omerta-1923/1"
m1923-problem-no-format = отсутствует: в документе должно быть "format": "omerta-1923/1"
m1923-problem-not-a-script = это не корректный сценарий: { $detail }
m1923-problem-no-seed = отсутствует (целое число, зерно случайности игры)
m1923-problem-family-shape = нужны название и размер
m1923-problem-too-few-families = в игре не меньше двух семей
m1923-problem-not-allowed-role = { $name } — не роль, которую может иметь мафиози
m1923-problem-unknown-deal = { $deal } — не "given" и не "random"
m1923-problem-no-name = нет "name"
m1923-problem-unknown-level = уровень { $level } — не beginner, не standard и не spectator
m1923-problem-no-such-family = семьи { $family } нет в игре
m1923-problem-unknown-second-role = неизвестная вторая роль { $role }
m1923-problem-unknown-role = неизвестная роль { $role }
m1923-problem-second-role-not-mafia = "second_role" бывает только при "role": "Mafia Member" (M9)
m1923-problem-second-role-alone = "second_role" без "role": "Mafia Member" (M9)
m1923-problem-spectator-with-role = у зрителя есть только имя и уровень: ни семьи, ни роли (M6, M9)
m1923-problem-given-deal-incomplete = при заданной раздаче у каждого игрока указаны семья и роль
m1923-problem-listed-twice = { $name } указан дважды
m1923-problem-not-a-second-role = «{ $role }» — не вторая роль, которую может иметь мафиози (M8)
m1923-problem-too-many-to-deal = ролей для раздачи: { $copies } — больше, чем опытных игроков ({ $standard }) (M12)
m1923-problem-phase-order = { $found } там, где ждали: { $due } (фазы идут так: ночь 1, день 1, ... день 5, каждая по разу)
m1923-problem-nothing-more = больше ничего
m1923-problem-exiled-not-a-player = изгнанный { $name } — не игрок
m1923-problem-target-not-a-player = цель мафии { $name } — не игрок
m1923-problem-action-shape = нужны "by" (игрок) и "role" (роль с действием)
m1923-problem-action-names-nobody = называет игрока или семью, которых нет в игре
m1923-problem-no-action = у роли «{ $role }» нет действия
m1923-problem-target-count = роль «{ $role }» выбирает целей: { $need }, а не { $given }
m1923-problem-drunkard-family = Пьяница называет семью
m1923-problem-sheriff-shape = Шериф называет игрока и семью
m1923-problem-extra-vote-shape = роль «{ $role }» называет семью и/или одного игрока
m1923-problem-votes-in-night = голоса ночью
m1923-problem-kill-named-twice = { $name } назван в mafia_kills дважды
m1923-problem-kills-in-day = mafia_kills днём
m1923-problem-voter-unknown = "by" — не игрок
m1923-problem-vote-for-unknown = { $name } — не игрок
m1923-problem-mafia-member-in-pool = мафиози никогда не бывает в пуле: мафию составляют размеры семей (M12)
m1923-problem-townsperson-in-pool = мирного жителя никогда не бывает в пуле: им заполняются оставшиеся места (M12)
m1923-problem-no-role = нет "role"
m1923-problem-count-below-one = "count" должен быть не меньше 1
m1923-problem-pool-listed-twice = «{ $role }» указана в { $pool } дважды; укажите её один раз, с количеством (M12)
m1923-problem-beginner-role = { $name } — новичок: только мирный житель или мафиози
m1923-problem-mafia-may-not-hold = { $name }: мафиози не может иметь роль «{ $role }»
m1923-problem-family-size = семья { $family }: в семье 8 или 10 игроков
m1923-problem-family-players = в семье { $family } игроков: { $has }, а не { $size }
m1923-problem-family-mafia = в семье { $family } мафиози: { $has }, а не { $need }
m1923-problem-family-seats = в семье { $family } мест: { $size }, а в семье 8 или 10 игроков
m1923-problem-seats-signed-up = записалось игроков: { $players }, а мест в семьях: { $seats }
m1923-problem-signed-up-twice = { $name } записался дважды
m1923-problem-spectator-requests = { $name } — зритель: зрители не просят ни семью, ни роль (M6, M9)
m1923-problem-beginner-request = { $name } — новичок: новички бывают только мирными жителями или мафиози
m1923-problem-requests-no-family = { $name } просит семью { $family }, которой нет в игре
m1923-problem-mafia-cannot-hold = { $name }: мафиози не может иметь роль { $role }
m1923-problem-townsperson-dealt = мирного жителя никогда не раздают из пула: им заполняются оставшиеся места (M12)
m1923-problem-pools-too-large = ролей в пулах: { $copies } — больше, чем опытных игроков ({ $standard }) (M12)

## Почему расписание игры нельзя использовать (omerta_live::clock::ScheduleError); текст
## сетапа в кавычках — как записан.
m1923-schedule-unknown-zone = omerta не знает часового пояса { $zone }: укажите имя IANA, например "Asia/Jerusalem"
m1923-schedule-not-a-time = { $edge }: { $text } — не время суток вида "21:00"
m1923-schedule-night-opens = начало ночи
m1923-schedule-night-closes = конец ночи
m1923-schedule-day-opens = начало дня
m1923-schedule-day-closes = конец дня
m1923-schedule-empty-window = окно фазы должно открываться и закрываться в разное время
m1923-schedule-overlap = ночь и день должны уместиться в 24 часа без наложения: день кончается после начала следующей ночи
m1923-schedule-not-a-date = first_night { $text } — не дата вида "2026-10-24"
m1923-schedule-start-out-of-range = время начала вне допустимого диапазона
m1923-schedule-start-date-out-of-range = дата после начала вне допустимого диапазона
m1923-schedule-no-saturday = в течение двух недель после начала нет субботней ночи
m1923-schedule-out-of-range = { $at } вне допустимого диапазона
m1923-schedule-phase-date-out-of-range = дата фазы вне допустимого диапазона
