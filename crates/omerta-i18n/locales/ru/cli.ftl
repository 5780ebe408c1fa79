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

## Остальные предложения командной строки (стандартный поток ошибок и таблица
## `omerta pro seating`).
cli-json-one-file = omerta: --json подсчитывает один файл; для папки выводится сводка
cli-files-not-scored = не удалось подсчитать файлов: { $failed } из { $files }:
cli-runtime = не удалось запустить среду выполнения: { $error }
cli-no-format = omerta: формата { $name } нет; форматы: { $formats }.
cli-forum-note = заметка: пост { $post } (правило { $rule }): { $note }
cli-forum-flags = { $file }: флагов для ведущего: { $count }
cli-not-a-forum-engine = «{ $text }» — не форумный движок, который читает omerta: xenforo, phpbb, vbulletin или discourse
cli-posts-written = { $path }: постов: { $posts }, страниц: { $pages }
cli-http-client = не удалось запустить HTTP-клиент: { $error }
cli-fetch-max-pages = omerta: остановлено после { $pages } { $pages ->
        [one] страницы
       *[other] страниц
    } (--max-pages); тема продолжается по адресу { $next }
cli-fetch-max-pages-posts = omerta: остановлено после { $pages } { $pages ->
        [one] страницы
       *[other] страниц
    } (--max-pages); не загружено постов темы: { $left }
cli-fetch-resume = omerta: { $pages ->
        [1] страница до неё сохранена
       *[other] сохранено страниц до неё: { $pages }
    }; чтобы продолжить с этого места: omerta forum fetch { $url } --into { $document }
cli-fetch-resume-printed = omerta: { $pages ->
        [1] страница до неё сохранена
       *[other] сохранено страниц до неё: { $pages }
    }; чтобы продолжить с этого места (сохраните выведенный документ как ФАЙЛ): omerta forum fetch { $url } --into ФАЙЛ
cli-cannot-seat = omerta: не удалось рассадить турнир: { $why }
cli-seating-round = Раунд { $round }
cli-seating-seat = номер
cli-seating-table = стол { $table }
cli-seating-sitting-out = не играют: { $players }
cli-seating-spread = Любые два игрока играют вместе от { $low } до { $high } { $high ->
        [one] игры
       *[other] игр
    }.
