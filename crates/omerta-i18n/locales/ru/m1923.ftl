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
m1923-game-status = { $status ->
        [lobby] набор игроков
        [running] идёт
        [finished] завершена
        [abandoned] остановлена
       *[other] { $status }
    }
