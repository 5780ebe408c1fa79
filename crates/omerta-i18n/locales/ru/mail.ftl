## Письма игры (новости, напоминания) на языке получателя. Сама новость — фраза правил.

mail-game-link = Игра: { $url }
mail-settings-link = Что вы получаете: { $url }
mail-settings-no-site = Что вы получаете, выбирается в настройках на сайте игры.
mail-reminder = Фаза закончится через { $when }, а игра всё ещё ждёт { $waiting }.
mail-in-less-than-a-minute = меньше минуты
mail-in-a-minute = минуту
mail-in-minutes = { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
       *[many] { $minutes } минут
    }
mail-in-hours = { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[many] { $hours } часов
    }
mail-waiting-vote = вашего голоса
mail-waiting-action = вашего действия
mail-waiting-mafia-kill = решения мафии
mail-waiting-close-phase = что вы закроете фазу
mail-and = и

## Новости, общие для игр всех правил (события лобби).
mail-news-started = { $count ->
        [one] Игра началась: { $count } игрок.
        [few] Игра началась: { $count } игрока.
       *[many] Игра началась: { $count } игроков.
    }
mail-news-replaced = { $name } заменяет игрока в слоте { $slot }.
mail-news-abandoned = Ведущий остановил игру.
mail-news-prodded = Ведущий напоминает вам принять участие в игре: { $reason }
mail-news-prodded-until = Ведущий напоминает вам принять участие в игре: { $reason }. Напишите пост до { $until }.
mail-news-extended = Ведущий продлил фазу: теперь она закрывается { $until } ({ $reason }).
mail-news-reopened = Ведущий заново открыл фазу «{ $phase }» с её начала, до { $until } ({ $reason }).
mail-news-taken-back = Отменено: { $list }
mail-news-pro-seated = Игроки за столом: { $names }.
mail-news-pro-finished = Игра окончена: { $wins } ({ $reason }).
