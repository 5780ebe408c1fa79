## Текстовый вывод командной строки (omerta pro score, omerta pro check). JSON один и тот
## же на любом языке.

cli-winner = Победитель: { $winner } ({ $how })
cli-side = { $side ->
        [red] красные
        [black] чёрные
        [draw] ничья
       *[other] { $side }
    }
cli-role = { $role ->
        [civilian] мирный
        [sheriff] шериф
        [mafia] мафия
        [don] дон
       *[other] { $role }
    }
cli-col-seat = номер
cli-col-name = имя
cli-col-role = роль
cli-col-total = итог
cli-valid = { $file }: протокол верен;
cli-check-summary = { $events ->
        [one] { $events } событие
        [few] { $events } события
       *[many] { $events } событий
    }, { $departures ->
        [one] { $departures } выбывший
       *[other] выбывших: { $departures }
    }; { $outcome }
cli-outcome = { $winner ->
        [red] победа красных
        [black] победа чёрных
       *[draw] ничья
    } ({ $how })
cli-in-progress = игра идёт ({ $phase })
cli-warning = Предупреждение: { $warning }.
cli-departures = Выбыли:
cli-departure = { $phase }, { $how } (events[{ $event }])
cli-phase-day = день { $n }
cli-phase-night = ночь { $n }
cli-leave = { $how ->
        [vote] голосование
        [lift] подъём
        [night_shot] ночной выстрел
        [self_shot] выстрел мафии в своего
        [fourth_foul] четвёртый фол
        [second_technical_foul] второй технический фол
        [removal] удаление
        [disqualification] дисквалификация
        [declared_defeat] признание поражения
        [surrender] мафия сдаётся
       *[other] { $how }
    }
cli-city = Город:
cli-city-start = с начала игры: { $city }
cli-city-change = { $phase } (events[{ $event }]): { $before } → { $after }
cli-city-state = { $city ->
        [margin] есть право на ошибку
        [critical] критическая ситуация
        [red] победа красных
       *[black] победа чёрных
    }
cli-games-scored = подсчитано игр: { $scored } из { $files }
cli-results = { $side ->
        [red] победы красных
        [black] победы чёрных
       *[draw] ничьи
    }
cli-mean-per-role = средний итог по ролям:

## Standard error's own sentences.
cli-cannot-read = omerta: не удалось прочитать { $path }: { $error }
cli-cannot-write = omerta: не удалось записать { $path }: { $error }
cli-cannot-write-output = omerta: не удалось записать вывод: { $error }
cli-error = ошибка: { $error }
cli-warning-at = предупреждение: { $path }: { $warning }
cli-problems-found = { $file }: найдено проблем: { $count }:
cli-more-not-listed = и ещё { $count } (не показаны)
