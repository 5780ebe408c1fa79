# Профілі гравців, сезони, серії та списки лідерів (issue 31, пункт 4).

records-nav-seasons = Сезони
records-profile-intro = Усі завершені ігри цього гравця тут, за всіма правилами, за обліковим записом: гра, що триває, зараховується, коли закінчиться.
records-profile-link = Профіль: усі ігри за всіма правилами
records-profile-counts = { $pro ->
        [one] { $pro } гра Pro
        [few] { $pro } гри Pro
       *[many] { $pro } ігор Pro
    }, { $forum ->
        [one] { $forum } форумна гра
        [few] { $forum } форумні гри
       *[many] { $forum } форумних ігор
    }, { $m1923 ->
        [one] { $m1923 } гра «Мафія 1923»
        [few] { $m1923 } гри «Мафія 1923»
       *[many] { $m1923 } ігор «Мафія 1923»
    }.
records-pro-by-role = Спортивна мафія (Pro) за ролями
records-pro-caption = Середні бали за гру; кращий хід: бали за заповіт вбитого першої ночі; фоли включають технічні фоли.
records-role = { $role ->
        [civilian] мирний
        [sheriff] шериф
        [mafia] мафіозі
        [don] дон
       *[other] { $role }
    }
records-col-role = Роль
records-col-games = Ігри
records-col-wins = Перемоги
records-col-average = Сер.
records-col-average-title = Середні бали за гру
records-col-best-move = Кращий хід
records-col-best-move-title = Бали за кращий хід (заповіт першого вбитого)
records-col-fouls = Фоли
records-col-first-out = Перший вбитий
records-col-first-out-title = Скільки разів гравець був першим вбитим: першим залишив стіл голосуванням, підйомом або нічним пострілом
records-all-roles = Усі ролі
records-none-pro = Завершених ігор Pro поки немає.
records-forum-by-faction = Форумна мафія за фракціями
records-col-faction = Фракція
records-none-forum = Завершених форумних ігор поки немає.
records-1923-by-family = «Мафія 1923» за родинами
records-col-family = Родина
records-none-1923 = Завершених ігор «Мафія 1923» поки немає.
records-games = Ігри
records-ruleset = { $ruleset ->
        [pro] спортивна мафія (Pro)
        [forum] форумна мафія
        [1923] «Мафія 1923»
       *[other] { $ruleset }
    }
records-won = перемога
records-lost = без перемоги
records-no-games = Завершених ігор поки немає.
records-leaderboards-title = Лідери
records-leaderboards-intro = Усі завершені ігри Pro на цьому сервері. На сторінці сезону — лідери лише його турнірів.
records-most-wins = { $role ->
        [civilian] Найбільше перемог мирним
        [sheriff] Найбільше перемог шерифом
        [mafia] Найбільше перемог мафіозі
        [don] Найбільше перемог доном
       *[other] Найбільше перемог: { $role }
    }
records-wins-of-games = { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[many] { $wins } перемог
    } у { $games ->
        [one] { $games } грі
       *[many] { $games } іграх
    }
records-board-empty = Поки нікого.
records-best-average = Найкращі середні бали
records-best-average-hint = { $min ->
        [one] Гравці, що зіграли щонайменше { $min } гру.
        [few] Гравці, що зіграли щонайменше { $min } гри.
       *[many] Гравці, що зіграли щонайменше { $min } ігор.
    }
records-games-count = { $count ->
        [one] { $count } гра
        [few] { $count } гри
       *[many] { $count } ігор
    }
records-seasons-title = Сезони
records-seasons-intro = Сезон об'єднує турніри й ранжує їхніх гравців за всіма разом, з додатковими показниками турнірів; серія об'єднує сезони.
records-seasons-all = Усі сезони
records-in-series = у серії
records-part-of-series = Входить до серії
records-seasons-none = Сезонів поки немає.
records-series-all = Усі серії
records-series-none = Серій поки немає.
records-new-season = Новий сезон
records-who-creates = Сезони й серії створює адміністратор сайту або організатор турніру і додає до них свої турніри.
records-name = Назва
records-series-label = Серія
records-no-series = Без серії
records-starts-on = Перший день (необов'язково)
records-ends-on = Останній день (необов'язково)
records-create-season = Створити сезон
records-new-series = Нова серія
records-create-series = Створити серію
records-sign-in-to = щоб створити сезон або серію.
records-season-intro = Рейтинг сезону: усі завершені ігри його турнірів, за гравцями.
records-series-intro = Рейтинг серії: усі завершені ігри турнірів її сезонів, кожна гра один раз.
records-series-no-seasons = У цій серії поки немає сезонів.
records-events = Турніри
records-remove-event = прибрати
records-no-events = Турнірів у ньому поки немає.
records-add-event = Додати свій турнір
records-add = Додати
records-nothing-to-add = Додавати більше нічого: усі ваші турніри вже тут.
records-ranking = Рейтинг
records-ranking-none = Жодна гра його турнірів ще не завершена.
