## Листи гри (новини, нагадування) мовою отримувача. Сама новина — фраза правил.

mail-game-link = Гра: { $url }
mail-settings-link = Що ви отримуєте: { $url }
mail-settings-no-site = Що ви отримуєте, обирається в налаштуваннях на сайті гри.
mail-reminder = Фаза закінчиться через { $when }, а гра все ще чекає на { $waiting }.
mail-in-less-than-a-minute = менше ніж хвилину
mail-in-a-minute = хвилину
mail-in-minutes = { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
       *[many] { $minutes } хвилин
    }
mail-in-hours = { $hours ->
        [one] { $hours } годину
        [few] { $hours } години
       *[many] { $hours } годин
    }
mail-waiting-vote = ваш голос
mail-waiting-action = вашу дію
mail-waiting-mafia-kill = рішення мафії
mail-waiting-close-phase = що ви закриєте фазу
mail-and = і

## Новини, спільні для ігор усіх правил (події лобі).
mail-news-started = { $count ->
        [one] Гра почалася: { $count } гравець.
        [few] Гра почалася: { $count } гравці.
       *[many] Гра почалася: { $count } гравців.
    }
mail-news-replaced = { $name } замінює гравця в слоті { $slot }.
mail-news-abandoned = Ведучий зупинив гру.
mail-news-prodded = Ведучий нагадує вам взяти участь у грі: { $reason }
mail-news-prodded-until = Ведучий нагадує вам взяти участь у грі: { $reason }. Напишіть допис до { $until }.
mail-news-extended = Ведучий продовжив фазу: тепер вона закривається { $until } ({ $reason }).
mail-news-reopened = Ведучий знову відкрив фазу «{ $phase }» з її початку, до { $until } ({ $reason }).
mail-news-taken-back = Скасовано: { $list }
mail-news-pro-seated = Гравці за столом: { $names }.
mail-news-pro-finished = Гру закінчено: { $wins } ({ $reason }).
