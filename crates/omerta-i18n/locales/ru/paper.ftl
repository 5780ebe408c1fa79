# Бумажный протокол (issue 31, пункт 3): игра Pro как бланк A4, который клубы заполняют
# от руки, и игры-примеры (пункт 5).

paper-link = Бланк протокола (A4)
paper-back = Назад к протоколу
paper-pdf = Скачать бланк в PDF (A4)
paper-title = { $title }: бланк протокола
paper-outcome = Итог
paper-outcome-open = игра не завершена
paper-seats = Игроки и роли
paper-col-seat = №
paper-col-player = Игрок
paper-col-role = Роль
paper-col-fouls = Фолы
paper-col-left = Выбыл
paper-col-points = Баллы
paper-col-reasons = Основания
paper-fouls-of = Фолов: { $n } из 4
paper-days = Выставления и голосования
paper-col-day = День
paper-col-nominations = Выставления (кто → кого)
paper-col-votes = Голоса за кандидатуры
paper-col-result = Итог голосования
paper-no-day = Ни одного дня ещё не сыграно.
paper-vote = Голосование
paper-revote = Переголосование
paper-votes-for = { $seat } — { $votes } ({ $voters })
paper-lift = Подъём { $seats }: за { $votes }, нужно { $needed } ({ $result })
paper-lift-passed = принят
paper-lift-failed = не принят
paper-nights = Ночи
paper-col-night = Ночь
paper-col-shots = Стрельба (кто → в кого)
paper-col-killed = Убит
paper-col-sheriff = Проверка шерифа
paper-col-don = Проверка дона
paper-no-night = Стрельба и проверки здесь пока не записаны.
paper-no-shot = выстрела нет
paper-miss-by = промах: { $seats }
paper-best-move = Лучший ход (завещание первого выбывшего)
paper-no-best-move = Лучший ход здесь не записан.
paper-wills = Завещания
paper-when-day = Д{ $n }
paper-when-night = Н{ $n }
paper-left-when = { $how } ({ $when })

# Игры-примеры (`omerta serve --demo`).
paper-example = Пример
paper-example-notice = Это игра-пример, загруженная командой omerta serve --demo, чтобы показать, как здесь выглядит игра.
paper-demo-hint = Чтобы сначала осмотреться, запустите сервер командой omerta serve --demo: она загрузит по игре-примеру каждого вида, а администратор удалит их одним действием.
paper-demo-loaded = { $count ->
        [one] Загружена { $count } игра-пример.
        [few] Загружено { $count } игры-примера.
       *[many] Загружено { $count } игр-примеров.
    }
paper-demo-remove = Удалить игры-примеры
paper-demo-removed = Удалено игр-примеров: { $games }, учётных записей примеров: { $accounts }.
