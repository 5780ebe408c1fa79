# Профили игроков, сезоны, серии и рейтинговые списки (issue 31, пункт 4).

records-nav-seasons = Сезоны
records-profile-intro = Все завершённые игры этого игрока здесь, во всех правилах, по учётной записи: идущая игра засчитывается, когда закончится.
records-profile-link = Профиль: все игры по всем правилам
records-profile-counts = { $pro ->
        [one] { $pro } игра Pro
        [few] { $pro } игры Pro
       *[many] { $pro } игр Pro
    }, { $forum ->
        [one] { $forum } форумная игра
        [few] { $forum } форумные игры
       *[many] { $forum } форумных игр
    }, { $m1923 ->
        [one] { $m1923 } игра «Мафия 1923»
        [few] { $m1923 } игры «Мафия 1923»
       *[many] { $m1923 } игр «Мафия 1923»
    }.
records-pro-by-role = Спортивная мафия (Pro) по ролям
records-pro-caption = Средние баллы за игру; лучший ход: баллы за завещание первого убиенного (ПУ); фолы включают технические фолы.
records-role = { $role ->
        [civilian] мирный
        [sheriff] шериф
        [mafia] мафиози
        [don] дон
       *[other] { $role }
    }
records-col-role = Роль
records-col-games = Игры
records-col-wins = Победы
records-col-average = Ср.
records-col-average-title = Средние баллы за игру
records-col-best-move = Лучший ход
records-col-best-move-title = Баллы за лучший ход (завещание первого убиенного)
records-col-fouls = Фолы
records-col-first-out = ПУ
records-col-first-out-title = Сколько раз игрок был первым убиенным (ПУ): первым покинул стол голосованием, подъёмом или ночным выстрелом
records-all-roles = Все роли
records-none-pro = Завершённых игр Pro пока нет.
records-forum-by-faction = Форумная мафия по фракциям
records-col-faction = Фракция
records-none-forum = Завершённых форумных игр пока нет.
records-1923-by-family = «Мафия 1923» по семьям
records-col-family = Семья
records-none-1923 = Завершённых игр «Мафия 1923» пока нет.
records-games = Игры
records-ruleset = { $ruleset ->
        [pro] спортивная мафия (Pro)
        [forum] форумная мафия
        [1923] «Мафия 1923»
       *[other] { $ruleset }
    }
records-won = победа
records-lost = без победы
records-no-games = Завершённых игр пока нет.
records-leaderboards-title = Лидеры
records-leaderboards-intro = Все завершённые игры Pro на этом сервере. На странице сезона — лидеры только его турниров.
records-most-wins = { $role ->
        [civilian] Больше всех побед мирным
        [sheriff] Больше всех побед шерифом
        [mafia] Больше всех побед мафиози
        [don] Больше всех побед доном
       *[other] Больше всех побед: { $role }
    }
records-wins-of-games = { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    } в { $games ->
        [one] { $games } игре
       *[many] { $games } играх
    }
records-board-empty = Пока никого.
records-best-average = Лучшие средние баллы
records-best-average-hint = { $min ->
        [one] Игроки, сыгравшие не меньше { $min } игры.
       *[many] Игроки, сыгравшие не меньше { $min } игр.
    }
records-games-count = { $count ->
        [one] { $count } игра
        [few] { $count } игры
       *[many] { $count } игр
    }
records-seasons-title = Сезоны
records-seasons-intro = Сезон объединяет турниры и ранжирует их игроков по всем сразу, с дополнительными показателями турниров; серия объединяет сезоны.
records-seasons-all = Все сезоны
records-in-series = в серии
records-part-of-series = Входит в серию
records-seasons-none = Сезонов пока нет.
records-series-all = Все серии
records-series-none = Серий пока нет.
records-new-season = Новый сезон
records-who-creates = Сезоны и серии создаёт администратор сайта или организатор турнира и добавляет в них свои турниры.
records-name = Название
records-series-label = Серия
records-no-series = Без серии
records-starts-on = Первый день (необязательно)
records-ends-on = Последний день (необязательно)
records-create-season = Создать сезон
records-new-series = Новая серия
records-create-series = Создать серию
records-sign-in-to = чтобы создать сезон или серию.
records-season-intro = Рейтинг сезона: все завершённые игры его турниров, по игрокам.
records-series-intro = Рейтинг серии: все завершённые игры турниров её сезонов, каждая игра один раз.
records-series-no-seasons = В этой серии пока нет сезонов.
records-events = Турниры
records-remove-event = убрать
records-no-events = Турниров в нём пока нет.
records-add-event = Добавить свой турнир
records-add = Добавить
records-nothing-to-add = Добавлять больше нечего: все ваши турниры уже здесь.
records-ranking = Рейтинг
records-ranking-none = Ни одна игра его турниров пока не завершена.
