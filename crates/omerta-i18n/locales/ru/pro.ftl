## Страницы спортивной мафии.

## Пульт судьи (assets/pro.js): страница отдаёт эти сообщения скрипту одним блоком JSON,
## каждая переменная как `{name}`, поэтому без вариантов множественного числа.

console-no-tool = Сначала выберите действие: номер не записан.
console-not-themselves = Игрок не может выставить себя: нажмите, кого выставляет { $seat }.
console-pick-candidate = Выберите кандидатуру, за которую подняты руки.
console-confirm-removal = Удалить { $seat } из-за стола?
console-confirm-fourth-foul = Это четвёртый фол игрока { $seat }: он удаляет игрока из-за стола. Записать?
console-foul-not-last = Отменить можно только последнюю запись: последний фол игрока { $seat } — не она.
console-taken-back = Отменено до отправки.
console-undo = Отменить последнюю запись
console-refused-status = отклонено ({ $status })
console-error = Ошибка пульта ({ $error }); запись ждёт и будет отправлена снова.
console-rec-day = Наступает день
console-rec-night = Наступает ночь
console-rec-nominate = { $by } выставляет { $target }
console-rec-revote = Переголосование: { $seats }
console-rec-vote = Голосование
console-rec-lift = Голосование за подъём: за — { $seats }
console-nobody = никто
console-rec-shots = Стрельба
console-rec-don-check = Дон проверяет { $seat }
console-rec-sheriff-check = Шериф проверяет { $seat }
console-rec-will = Завещание { $seat }
console-rec-foul = Фол: { $seat }
console-rec-removal = { $seat } удалён
console-rec-disqualification = { $seat } дисквалифицирован
console-rec-declared-defeat = Признание поражения: { $seat }
console-rec-surrender = Мафия сдаётся
console-rec-end = Судья завершает игру: { $side }
console-side-red = красные
console-side-black = чёрные
console-side-draw = ничья
console-wins-red = победа красных
console-wins-black = победа чёрных
console-wins-draw = ничья
console-step-day = наступает день (утро)
console-step-night = наступает ночь
console-step-shots = стрельба: нажмите на цель
console-step-don-check = проверка дона: нажмите на номер
console-step-sheriff-check = проверка шерифа: нажмите на номер
console-step-will = завещание
console-step-speeches = речи
console-step-vote = голосование
console-step-lift = голосование за подъём
console-step-end = конец игры
console-step-finish = завершить и подсчитать баллы
console-step-revote = переголосование
console-next-unknown = Дальше: станет ясно, когда сервер получит ждущие записи.
console-next-choose = Дальше: выберите действие.
console-next = Дальше: { $step }
console-record-day = Записать: наступает день
console-record-night = Записать: наступает ночь
console-record-end = Записать конец игры: { $wins }
console-decided = По правилам игра решена: проверьте баллы и нажмите «Завершить и подсчитать».
console-spent = Записано: измените выбор, чтобы записать снова.
console-by-other = Выставляет другой игрок
console-nominated-by = Выставляет { $seat }: теперь нажмите, кого.
console-tap-nominator = Нажмите, кто выставляет, затем кого.
console-revote-tied = Переголосование повторило распил: дальше голосование за подъём всех (действие «Подъём»).
console-vote-decided = Голосование сегодня решено: { $seat } покидает стол.
console-no-nominees = Сегодня никто не выставлен: сначала запишите выставления.
console-hands = Голосование: руки за каждую кандидатуру по очереди; кто не поднял руку, голосует за { $seat }.
console-hands-revote = Переголосование: руки за каждую кандидатуру по очереди; кто не поднял руку, голосует за { $seat }.
console-candidates = Кандидатуры
console-record-vote = Записать голосование
console-record-revote = Записать переголосование
console-empty-vote = Руки не отмечены: все голоса уходят { $seat }, последней кандидатуре. Записать голосование?
console-empty-revote = Руки не отмечены: все голоса уходят { $seat }, последней кандидатуре. Записать переголосование?
console-tied-players = игроков в распиле
console-lift-hands = Отметьте каждую руку за подъём { $who }: пока { $count }.
console-lift-hands-needed = Отметьте каждую руку за подъём { $who } (нужно { $needed }): пока { $count }.
console-record-lift = Записать голосование за подъём
console-empty-lift = Никто не поднял руку за подъём { $who }: записать, что за — никто?
console-tap-don = Нажмите на номер, который проверяет дон.
console-tap-sheriff = Нажмите на номер, который проверяет шериф.
console-tap-removal = Нажмите на номер, который удаляется из-за стола.
console-choose-tool = Выберите действие, затем нажимайте на номера. Фолы: «+» у каждого номера.
console-tap-target = Нажмите на цель, в которую стреляла мафия, или укажите выстрел каждого ниже.
console-shooters = Выстрелы по одному, промах, зачёт
console-shoots = { $seat } стреляет в
console-no-shot = не стрелял
console-miss = Виновные в промахе (необязательно)
console-credit = Зачёт за отстрел шерифа в первую ночь (необязательно)
console-none = никто
console-record-shots = Записать стрельбу
console-empty-shots = Выстрелы не отмечены: мафия этой ночью не стреляла. Записать так?
console-no-will-now = Сейчас никто не оставляет завещание.
console-whose-will = Чьё завещание
console-will-of = Завещание { $seat }
console-will-whose = Завещание { $seat }:
console-will-kind = Вид завещания
console-will-order = По порядку
console-will-colors = Цвета
console-will-first-out = (лучший ход)
console-will-helm = Передать ход
console-will-tap-order = нажмите на названные номера по порядку: { $seats }.
console-none-yet = пока никого
console-will-tap-colors = нажмите на номер один раз — красный, два — чёрный (не больше трёх).
console-will-tap-helm = нажмите на номер, которому передаётся ход.
console-record-will = Записать завещание
console-no-will = Без завещания
console-refused = Отклонено: { $reason }
console-three-fouls = 3 фола: следующий удаляет
console-use-vote = Переголосование — действием «Голосование»
console-use-lift = Действие «Подъём»
console-record-will-of = Записать завещание { $seat }
console-nominated = Выставлены:
console-nobody-yet = пока никто
console-speaking = Говорит { $seat } · следующий: { $next }
console-speaking-last = Говорит { $seat } · последняя речь
console-all-spoken = Все игроки высказались.
console-sending-one = Отправляется 1 запись…
console-waiting-one = 1 запись ждёт отправки
console-waiting = Записей ждут отправки: { $count }
console-offline = нет связи: записи сохранены и будут отправлены, когда связь вернётся
console-refused-one = 1 запись отклонена: { $reason }
console-refused-many = Отклонено записей: { $count } (см. список)
console-saved = Все записи сохранены.
console-item-refused = { $record }: отклонено: { $reason }
console-item-sending = { $record } (отправляется…)
console-item-waiting = { $record } (ждёт отправки)
console-dismiss = Скрыть
console-confirm-end = Завершить игру: { $wins }?
console-confirm-finish = Завершить игру и подсчитать баллы? Это окончательно: после этого ничего нельзя записать или отменить.
console-finish = Завершить и подсчитать
console-mark-speaking = говорит
console-mark-by = выст.
console-mark-candidate = канд.
console-mark-yes = за
console-mark-shot = выстрел
console-mark-helm = ход
console-mark-red = красный
console-mark-black = чёрный

## Страница игры (templates/pro/game.html): инструменты судьи, стол, баллы.

pro-kind = Спортивная мафия
pro-judge-of-record = судья по протоколу
pro-uploaded-by = загрузил { $name }
pro-judge = судья { $name }
pro-protocol-link = Протокол
pro-overlay-link = Оверлей для трансляции
pro-download = Скачать (omerta-pro/1)
pro-status = { $status ->
        [lobby] набор игроков
        [running] идёт
        [finished] завершена
       *[other] { $status }
    }
pro-timer = Таймер
pro-time-left = Осталось времени
pro-timer-start = Запустить таймер на { $seconds } секунд
pro-seconds = { $seconds } с
pro-pause = Пауза
pro-resume = Продолжить
pro-reset = Сброс
pro-next-speaker = Следующий игрок (60 с)
pro-next = Следующий
pro-next-speaker-more = игрок (60 с)
pro-your-card = Ваша карта
pro-seat = Номер { $seat }
pro-partners = ваши партнёры:
pro-phase-day = День { $n }
pro-phase-night = Ночь { $n }
pro-wins = { $side ->
        [red] победа красных
        [black] победа чёрных
        [draw] ничья
       *[other] победа: { $side }
    }
pro-told-left = { $name } (номер { $seat }) покидает стол: { $how }.
pro-told-decided = Игра решена: { $wins } ({ $reason }).
pro-not-finished = (игра ещё не завершена)
pro-prompt-revote = Распил между { $seats }: речи (30 с), затем переголосование.
pro-prompt-lift = Переголосование повторило распил: голосование за подъём { $seats } (нужно рук: { $needed }).
pro-prompt-will = { $seats } может оставить завещание.
pro-decided = По правилам игра решена: { $wins } ({ $reason }). Проверьте баллы ниже и завершите игру.
pro-table = Стол
pro-seats = Номера
pro-seat-name = Номер { $seat }, { $name }
pro-role = { $role ->
        [civilian] мирный
        [sheriff] шериф
        [mafia] мафия
        [don] дон
       *[other] { $role }
    }
pro-out = выбыл
pro-fouls-count = { $count ->
        [one] { $count } фол
        [few] { $count } фола
       *[many] { $count } фолов
    }
pro-foul-for = Фол игроку номер { $seat }
pro-foul-back = Снять последний фол игрока номер { $seat }
pro-scores = Баллы
pro-scores-now = Баллы, если завершить сейчас
pro-col-seat = Номер
pro-col-player = Игрок
pro-col-role = Роль
pro-col-total = Итог
pro-col-awards = Баллы и основания
pro-no-awards = без баллов
pro-checks = Проверки
pro-check-line = Ночь { $night }: #{ $by } проверил #{ $target }: { $answer }
pro-answer = { $answer ->
        [red] красный
        [black] чёрный
        [sheriff] шериф
       *[other] { $answer }
    }
pro-answer-not-sheriff = не шериф
pro-protocol-so-far = Протокол игры
pro-records-count = (записей: { $count })
pro-nothing-yet = Пока ничего не записано. Игра начинается с нулевой ночи; чтобы начать, запишите первый день.
pro-record = Записать
pro-phase = Фаза
pro-day = День
pro-night = Ночь
pro-tools = Действие: выберите, затем нажимайте на номера
pro-tool-nominate = Выставить
pro-tool-vote = Голосование
pro-tool-lift = Подъём
pro-tool-shots = Стрельба
pro-tool-don = Дон
pro-tool-sheriff = Шериф
pro-tool-check = проверяет
pro-tool-will = Завещание
pro-tool-removal = Удалить
pro-hint-choose = Выберите действие, затем нажимайте на номера.
pro-undo = Отменить последнюю запись
pro-keys = Клавиши:
pro-key-seats = номера
pro-key-nominate = выставить
pro-key-vote = голосование
pro-key-lift = подъём
pro-key-shoot = стрельба
pro-key-don = проверка дона
pro-key-sheriff = проверка шерифа
pro-key-will = завещание
pro-key-remove = удалить
pro-key-record = записать
pro-key-undo = отменить
pro-key-next = следующий игрок
pro-other-records = Другие записи (мафия сдаётся, дисквалификация, признание поражения, конец игры)
pro-disqualify = Дисквалифицировать
pro-declared-defeat = Признание поражения
pro-surrender-confirm = Записать, что мафия сдаётся? Игра закончится.
pro-surrender = Мафия сдаётся
pro-winner = Победитель
pro-end-game = Завершить игру
pro-record-by-hand = Записать событие вручную (JSON протокола)

## Протокол (templates/pro/protocol.html) и записи словами.

pro-back = Назад к игре
pro-print = Печать
pro-pdf = Скачать PDF (A4)
pro-download-json = Скачать запись игры (JSON omerta-pro/1)
pro-protocol-title = { $title }: протокол
pro-judge-of-record-line = Судья по протоколу: { $name } ({ $source })
pro-uploaded-by-line = Загрузил { $name }
pro-judge-line = Судья: { $name }
pro-status-line = Статус: { $status }
pro-players = Игроки
pro-col-fouls = Фолы
pro-col-end = В конце
pro-at-table = за столом
pro-left = выбыл
pro-events = События
pro-votes = Голосования
pro-col-candidate = Кандидатура
pro-col-votes = Голоса
pro-col-voted-by = Кто голосовал
pro-nobody = никто
pro-none = нет
pro-event-n = (событие { $n })
pro-no-vote = Голосований не было.
pro-lifts = Подъёмы
pro-lift-line = Поднять { $seats } вместе: { $votes ->
        [one] { $votes } рука
        [few] { $votes } руки
       *[many] { $votes } рук
    } за ({ $yes }); нужно { $needed } при { $table } за столом.
pro-not-scored = Игра не завершена: баллы начисляются по её завершении.
pro-signature = Подпись судьи
pro-date = Дата
pro-rec-day = Наступает день.
pro-rec-night = Наступает ночь.
pro-rec-nominate = { $by } выставляет { $target }.
pro-rec-vote = Голосование.
pro-rec-vote-among = Голосование: { $seats }.
pro-rec-vote-tally = Голосование (отмеченные голоса: { $tally }; остальные — за последнюю кандидатуру).
pro-rec-vote-among-tally = Голосование: { $seats } (отмеченные голоса: { $tally }; остальные — за последнюю кандидатуру).
pro-rec-lift = Голосование за подъём: за — { $seats }.
pro-rec-shots = Стрельба: { $shots }.
pro-rec-miss = Промах: { $seats }.
pro-rec-credit = Зачёт: { $seat }.
pro-rec-don-check = Дон проверяет { $seat }.
pro-rec-sheriff-check = Шериф проверяет { $seat }.
pro-rec-will-colors = Завещание { $by } (цвета): { $list }.
pro-rec-will-order = Завещание { $by } (по порядку): { $seats }.
pro-rec-will-helm = { $by } передаёт ход { $seat }.
pro-rec-no-will = { $by } не оставляет завещания.
pro-rec-foul = Фол: { $seat }.
pro-rec-removal = { $seat } удалён из-за стола.
pro-rec-disqualification = { $seat } дисквалифицирован.
pro-rec-declared-defeat = Признание поражения: { $seat }.
pro-rec-surrender = Мафия сдаётся.
pro-rec-surrender-seats = Мафия сдаётся ({ $seats }).
pro-rec-end = Судья завершает игру: { $side }.
pro-side = { $side ->
        [red] красные
        [black] чёрные
        [draw] ничья
       *[other] { $side }
    }
pro-round-vote = День { $day }, голосование
pro-round-revote = День { $day }, переголосование
pro-round-single = День { $day }, одна кандидатура
pro-round-single-stays = { $seat } — единственная кандидатура: в день { $day } одна кандидатура остаётся, голосования нет.
pro-round-single-leaves = { $seat } — единственная кандидатура и покидает стол без голосования.
pro-round-leaves = { $seat } покидает стол.
pro-round-tie = Распил между { $seats }.
pro-round-nobody = Никто не покидает стол.
pro-lift-title = День { $day }, подъём
pro-lift-passed = Принято: { $seats } покидают стол.
pro-lift-failed = Не принято: никто не покидает стол.
pro-check-sheriff = Шериф ({ $by }) проверяет { $target }: { $answer }.
pro-check-don = Дон ({ $by }) проверяет { $target }: { $answer }.

## Турнирная таблица.

standings-title = Турнирная таблица
standings-of = Турнирная таблица: { $name }
standings-intro = Итоги завершённых игр спортивной мафии турнира по именам игроков за столом: баллы точно как в протоколе каждой игры. Игра, записанная в другом месте (Polemica, MafiaRatings, файл omerta), тоже учитывается:
standings-upload-link = загрузить завершённую игру
standings-missing = Ни одна завершённая игра спортивной мафии не относится к «{ $name }».
standings-role-tables = Таблицы по ролям
standings-caption-games = { $count ->
        [one] { $count } игра
        [few] { $count } игры
       *[many] { $count } игр
    }, сначала наибольший итог; при равенстве:{ " " }
standings-then = , затем
standings-caption-shared = ; место делится, только если всё это равно
tiebreak = { $name ->
        [extra] больше доп. баллов
        [wins] больше побед
        [special_wins] больше побед шерифом или доном
        [head_to_head] больше баллов в играх против остальных равных
        [fewer_games] меньше игр
       *[other] { $name }
    }
standings-games = Игры
standings-wins = Победы
standings-extra = Доп
standings-extra-title = Доп. баллы (кроме баллов за исход)
standings-avg = Ср.
standings-avg-title = В среднем за игру
standings-download = Скачать:
standings-chart = График
standings-legend-pos = итог (положительный, правее 0)
standings-legend-neg = итог (отрицательный, левее 0)
standings-legend-games = баллы за игры, по порядку
standings-protocol = протокол
standings-result = { $side ->
        [red] победа красных
        [black] победа чёрных
        [draw] ничья
       *[other] победа: { $side }
    }
standings-none = Ни одна игра спортивной мафии ещё не завершена. Таблица появится, когда судья завершит игру; турнир игры указывается при её начале.
event-standings-intro-1 = Все завершённые игры
event-standings-the-event = турнира
event-standings-intro-2 = , его столов и загруженные в него, по игрокам: гость, объединённый с аккаунтом, считается этим аккаунтом.
event-standings-data = Данные:
event-standings-none = Ни одна игра этого турнира ещё не завершена.

## Турниры.

events-title = Турниры
events-intro = Турнир по спортивной мафии: организатор регистрирует игроков, проводит жеребьёвку рассадки на каждый раунд, назначает судью на каждый стол и создаёт игры раунда с рассаженными игроками. Турнирная таблица учитывает каждую завершённую игру турнира по игрокам.
events-mine = Ваши турниры
events-your-seats = ваши столы и номера
events-player-n = (игрок { $n })
events-all = Все турниры
events-rounds = { $count ->
        [one] { $count } раунд
        [few] { $count } раунда
       *[many] { $count } раундов
    }
events-tables = { $count ->
        [one] { $count } стол
        [few] { $count } стола
       *[many] { $count } столов
    }
events-drawn = жеребьёвка проведена
events-open = регистрация открыта
events-standings = турнирная таблица
events-none = Турниров пока нет.
events-new = Новый турнир
events-rounds-label = Раунды
events-tables-label = Столы на десять игроков
events-tiebreak-label = Дополнительные показатели, по порядку
events-tiebreak-hint = Через запятую, из extra, wins, special_wins, head_to_head и fewer_games; пусто: extra, wins, special_wins, head_to_head.
events-create = Создать турнир
events-sign-in-to = — чтобы организовать турнир.
event-organised-by = Организатор: { $name }
event-rounds-tables = { $rounds ->
        [one] { $rounds } раунд
        [few] { $rounds } раунда
       *[many] { $rounds } раундов
    } на { $tables ->
        [one] { $tables } столе
       *[other] { $tables } столах
    } по десять игроков
event-equal-totals = при равенстве:
event-your-seats = Ваши столы и номера
event-guest = гость
event-a-guest = гость
event-registered-as-guest = зарегистрирован как гость { $name }
event-nobody = Пока никто не зарегистрирован.
event-merge-guest = Гость, у которого теперь есть аккаунт
event-merge-account = Его аккаунт
event-merge-placeholder = имя аккаунта
event-merge = Объединить гостя с аккаунтом
event-merge-hint = Его результаты, прошлые и будущие, засчитываются аккаунту.
event-register-account = Зарегистрировать аккаунт
event-register-account-placeholder = имя аккаунта игрока
event-register = Зарегистрировать
event-register-guest = Зарегистрировать гостя
event-register-guest-placeholder = имя игрока (без аккаунта)
event-register-the-guest = Зарегистрировать гостя
event-seed = Зерно
event-seed-hint = (необязательно: одно и то же зерно даёт одну и ту же рассадку)
event-draw = Провести жеребьёвку
event-draw-hint = Жеребьёвка закрывает регистрацию. Для { $tables ->
        [one] { $tables } стола
       *[other] { $tables } столов
    } нужно не меньше { $players } игроков; остальные пропускают по очереди.
event-schedule = Рассадка
event-seed-n = (зерно { $seed })
event-round = Раунд
event-round-n = Раунд { $n }
event-table-n = Стол { $n }
event-every-round = Каждый раунд
event-judge = Судья
event-judge-line = Судья:
event-judge-placeholder = аккаунт судьи
event-assign-judge = Назначить судью
event-create-round = Создать игры раунда { $n }
event-the-game = игра
event-not-assigned = не назначен
event-upload = Загрузить игру, записанную в другом месте
event-recorded-in = Где записана
event-file = Файл игры
event-or-text = или её текст
event-upload-into = Загрузить в «{ $name }»
event-upload-hint = Игра учитывается в турнирной таблице этого турнира, игроки — под именами, под которыми зарегистрированы.
event-player-of = Игрок { $n } турнира
event-game = Игра
event-sits-out = пропускает
event-round-table = Раунд { $round }, стол { $table }
event-not-created = ещё не создана
event-not-drawn = Жеребьёвка ещё не проведена: столы и номера появятся здесь после неё.

## The stream overlay and venue screen (overlay.js; the words a script fills: no plurals)
overlay-how-vote = ушёл по голосованию
overlay-how-lift = поднят
overlay-how-night-shot = убит ночью
overlay-how-self-shot = убит своей мафией
overlay-how-fourth-foul = четвёртый фол
overlay-how-tech-fouls = второй технический фол
overlay-how-removal = удалён
overlay-how-disqualification = дисквалифицирован
overlay-how-declared-defeat = объявил поражение
overlay-how-surrender = мафия сдалась
overlay-how-out = выбыл
overlay-fouls = Фолы: {$count}
overlay-broadcast-begins = Трансляция начнётся через {$seconds} с после игры
overlay-waiting-deal = Ждём раздачи карт
overlay-game-over = Игра окончена
overlay-before-day = До первого дня
overlay-day = День {$n}
overlay-night = Ночь {$n}
overlay-nominated = Выставлены
overlay-lift-passed = Подъём: {$votes} из {$needed} нужных, поднимаются
overlay-lift-failed = Подъём: {$votes} из {$needed} нужных, остаются
overlay-vote = Голосование
overlay-revote = Переголосование
overlay-seat-leaves = Номер {$seat} покидает стол
overlay-speeches-open = Первым говорит
overlay-speaking = Говорит
overlay-timer = Осталось времени
overlay-paused = пауза
overlay-left-table = Покинули стол
overlay-told = {$name} (номер {$seat}): {$how}
overlay-last-shots = Последняя стрельба
overlay-no-shots = нет
overlay-checks = Проверки
overlay-check = Ночь {$night}: {$by} проверял {$target}: {$answer}
overlay-answer-red = красный
overlay-answer-black = чёрный
overlay-answer-sheriff = шериф
overlay-answer-not-sheriff = не шериф
overlay-role-civilian = мирный
overlay-role-sheriff = шериф
overlay-role-mafia = мафия
overlay-role-don = дон
overlay-delay = задержка { $seconds } с
overlay-title = Оверлей · игра { $id }
overlay-venue-title = Экран зала · игра { $id }
overlay-broadcast-title = Трансляция · игра { $id }

## The judge's overlay links (broadcasts.html)
links-title = Оверлей трансляции
links-back = Вернуться к игре
links-public = Открытый оверлей
links-public-about = То, что может знать зритель: места, фолы, выставления, голосование по мере записи, кто покинул стол и как, кто говорит и таймер речи. Добавьте его в OBS как источник «Браузер» указанного размера или откройте экран зала на экране в помещении.
links-venue = экран зала, крупный шрифт
links-broadcast = Ссылки для трансляции
links-broadcast-about = Ссылка для трансляции показывает всё, что видит судья (роли, стрельбу и проверки), и каждое событие придерживает на задержку ссылки: для трансляции, идущей не меньше чем с этой задержкой. Кто владеет ссылкой, видит игру: отдайте её только оператору трансляции и отзовите после игры.
links-made = Новая ссылка с задержкой { $seconds } с. Она показана один раз: скопируйте её сейчас.
links-delay-label = Задержка в секундах (от 0 до { $max })
links-make = Создать ссылку для трансляции
links-link = Ссылка
links-delay = Задержка
links-when = Создана
links-seconds = { $seconds } с
links-revoked = отозвана
links-revoke = Отозвать №{ $id }

## The judge's table setup (pro/start.html) and its script (pro-lobby.js: no plurals)
start-table = Стол
start-hint = Нажмите на пустое место, введите имя, «Посадить». Чтобы пересадить игрока, нажмите на него, затем на место, куда он пересаживается. Карты: по одной на место, или оставьте на всех местах «случайно» для случайной раздачи (вы увидите её, когда игра начнётся).
start-seats = Места
start-seat-label = Место { $n }, { $name }
start-empty = пусто
start-card-for = Карта для места { $n }
start-random = случайно
start-draw-confirm = Рассадить случайно? Уже посаженные игроки будут перемешаны.
start-draw = Случайная рассадка
start-event = Турнир (для турнирной таблицы)
start-event-placeholder = Осенний кубок 2026
start-start = Начать игру
start-continue-summary = Продолжить игру, записанную в другом месте (файл omerta-pro/1)
start-continue-hint = Рассаживает игроков файла по их местам, раздаёт их карты и записывает их события; дальше вы продолжаете запись. Стол должен быть пуст.
start-file = Файл протокола
start-continue = Продолжить эту игру
lobby-js-seat-label = Место {$seat}, {$name}
lobby-js-empty = пусто
lobby-js-seats-left = Осталось занять мест до начала: {$n}.
lobby-js-full = Стол заполнен
lobby-js-seat-at = Посадить игрока на место {$seat}
lobby-js-moved = {$name} пересажен на место {$seat}.
lobby-js-not-moved = Не пересажен: {$error}
lobby-js-chosen = {$name} (место {$seat}) выбран: нажмите на место, куда он пересаживается.
lobby-js-not-json = Этот файл не JSON: {$error}
lobby-js-not-protocol = Этот файл не протокол omerta-pro/1 (его "format": {$format}).
lobby-js-not-ten = В протоколе десять игроков; в этом: {$count}.
lobby-js-no-events = В этом протоколе нет событий.
lobby-js-remove-first = Сначала уберите посаженных игроков: места займут игроки из файла.
lobby-js-file = Игроков: {$players}, записей: {$records}. Игра продолжится с последней записи.
lobby-js-file-of = Игроков: {$players}, записей: {$records}, турнир {$event}. Игра продолжится с последней записи.
lobby-js-not-continued = Игру не удалось продолжить: {$error}

# Why the seating draw cannot seat a tournament (omerta_pro::seating::SizeError), for the
# CLI and the server alike (omerta_i18n::pro::size_error).
seating-size-no-table = турниру нужен хотя бы один стол
seating-size-no-round = турниру нужен хотя бы один раунд
seating-size-too-many-players = игроков: { $players } — больше, чем рассаживает omerta (не больше { $most })
seating-size-too-many-rounds = раундов: { $rounds } — больше, чем рассаживает omerta (не больше { $most })
seating-size-too-few-players = для { $tables } { $tables ->
        [one] стола
       *[other] столов
    } по десять нужно не меньше { $least } игроков, а их { $players }
