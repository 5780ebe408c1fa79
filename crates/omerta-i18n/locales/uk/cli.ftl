## Текстовий вивід командного рядка (omerta pro score, omerta pro check). JSON той самий
## будь-якою мовою.

cli-winner = Переможець: { $winner } ({ $how })
cli-side = { $side ->
        [red] червоні
        [black] чорні
        [draw] нічия
       *[other] { $side }
    }
cli-role = { $role ->
        [civilian] мирний
        [sheriff] шериф
        [mafia] мафія
        [don] дон
       *[other] { $role }
    }
cli-col-seat = номер
cli-col-name = ім’я
cli-col-role = роль
cli-col-total = підсумок
cli-valid = { $file }: протокол правильний;
cli-check-summary = { $events ->
        [one] { $events } подія
        [few] { $events } події
       *[many] { $events } подій
    }, { $departures ->
        [one] { $departures } вибулий
       *[other] вибулих: { $departures }
    }; { $outcome }
cli-outcome = { $winner ->
        [red] перемога червоних
        [black] перемога чорних
       *[draw] нічия
    } ({ $how })
cli-in-progress = гра триває ({ $phase })
cli-warning = Попередження: { $warning }.
cli-departures = Вибули:
cli-departure = { $phase }, { $how } (events[{ $event }])
cli-phase-day = день { $n }
cli-phase-night = ніч { $n }
cli-leave = { $how ->
        [vote] голосування
        [lift] підняття
        [night_shot] нічний постріл
        [self_shot] постріл мафії у свого
        [fourth_foul] четвертий фол
        [second_technical_foul] другий технічний фол
        [removal] видалення
        [disqualification] дискваліфікація
        [declared_defeat] визнання поразки
        [surrender] мафія здається
       *[other] { $how }
    }
cli-city = Місто:
cli-city-start = з початку гри: { $city }
cli-city-change = { $phase } (events[{ $event }]): { $before } → { $after }
cli-city-state = { $city ->
        [margin] є право на помилку
        [critical] критична ситуація
        [red] перемога червоних
       *[black] перемога чорних
    }
cli-games-scored = підраховано ігор: { $scored } з { $files }
cli-results = { $side ->
        [red] перемоги червоних
        [black] перемоги чорних
       *[draw] нічиї
    }
cli-mean-per-role = середній підсумок за ролями:

## Standard error's own sentences.
cli-cannot-read = omerta: не вдалося прочитати { $path }: { $error }
cli-cannot-write = omerta: не вдалося записати { $path }: { $error }
cli-cannot-write-output = omerta: не вдалося записати вивід: { $error }
cli-error = помилка: { $error }
cli-warning-at = попередження: { $path }: { $warning }
cli-problems-found = { $file }: знайдено проблем: { $count }:
cli-more-not-listed = і ще { $count } (не показано)

## Інші речення командного рядка (стандартний потік помилок і таблиця
## `omerta pro seating`).
cli-json-one-file = omerta: --json підраховує один файл; для теки виводиться зведення
cli-files-not-scored = не вдалося підрахувати файлів: { $failed } з { $files }:
cli-runtime = не вдалося запустити середовище виконання: { $error }
cli-no-format = omerta: формату { $name } немає; формати: { $formats }.
cli-forum-note = нотатка: пост { $post } (правило { $rule }): { $note }
cli-forum-flags = { $file }: прапорців для ведучого: { $count }
cli-not-a-forum-engine = «{ $text }» — не форумний рушій, який читає omerta: xenforo, phpbb, vbulletin або discourse
cli-posts-written = { $path }: постів: { $posts }, сторінок: { $pages }
cli-http-client = не вдалося запустити HTTP-клієнт: { $error }
cli-fetch-max-pages = omerta: зупинено після { $pages } { $pages ->
        [one] сторінки
       *[other] сторінок
    } (--max-pages); тема продовжується за адресою { $next }
cli-fetch-max-pages-posts = omerta: зупинено після { $pages } { $pages ->
        [one] сторінки
       *[other] сторінок
    } (--max-pages); не завантажено постів теми: { $left }
cli-fetch-resume = omerta: { $pages ->
        [1] сторінку до неї збережено
       *[other] збережено сторінок до неї: { $pages }
    }; щоб продовжити з цього місця: omerta forum fetch { $url } --into { $document }
cli-fetch-resume-printed = omerta: { $pages ->
        [1] сторінку до неї збережено
       *[other] збережено сторінок до неї: { $pages }
    }; щоб продовжити з цього місця (збережіть виведений документ як ФАЙЛ): omerta forum fetch { $url } --into ФАЙЛ
cli-cannot-seat = omerta: не вдалося розсадити турнір: { $why }
cli-seating-round = Раунд { $round }
cli-seating-seat = номер
cli-seating-table = стіл { $table }
cli-seating-sitting-out = не грають: { $players }
cli-seating-spread = Будь-які два гравці грають разом від { $low } до { $high } { $high ->
        [one] гри
       *[other] ігор
    }.
