# Паперовий протокол (issue 31, пункт 3): гра Pro як бланк A4, який клуби заповнюють
# від руки, та ігри-приклади (пункт 5).

paper-link = Бланк протоколу (A4)
paper-back = Назад до протоколу
paper-pdf = Завантажити бланк у PDF (A4)
paper-title = { $title }: бланк протоколу
paper-outcome = Підсумок
paper-outcome-open = гру не завершено
paper-seats = Гравці та ролі
paper-col-seat = №
paper-col-player = Гравець
paper-col-role = Роль
paper-col-fouls = Фоли
paper-col-left = Вибув
paper-col-points = Бали
paper-col-reasons = Підстави
paper-fouls-of = Фолів: { $n } з 4
paper-days = Виставлення та голосування
paper-col-day = День
paper-col-nominations = Виставлення (хто → кого)
paper-col-votes = Голоси за кандидатури
paper-col-result = Підсумок голосування
paper-no-day = Жодного дня ще не зіграно.
paper-vote = Голосування
paper-revote = Переголосування
paper-votes-for = { $seat } — { $votes } ({ $voters })
paper-lift = Підйом { $seats }: за { $votes }, потрібно { $needed } ({ $result })
paper-lift-passed = ухвалено
paper-lift-failed = не ухвалено
paper-nights = Ночі
paper-col-night = Ніч
paper-col-shots = Стрілянина (хто → в кого)
paper-col-killed = Убитий
paper-col-sheriff = Перевірка шерифа
paper-col-don = Перевірка дона
paper-no-night = Стрілянину та перевірки тут ще не записано.
paper-no-shot = пострілу немає
paper-miss-by = промах: { $seats }
paper-best-move = Найкращий хід (заповіт першого, хто вибув)
paper-no-best-move = Найкращий хід тут не записано.
paper-wills = Заповіти
paper-when-day = Д{ $n }
paper-when-night = Н{ $n }
paper-left-when = { $how } ({ $when })

# Ігри-приклади (`omerta serve --demo`).
paper-example = Приклад
paper-example-notice = Це гра-приклад, завантажена командою omerta serve --demo, щоб показати, який вигляд тут має гра.
paper-demo-hint = Щоб спершу роздивитися, запустіть сервер командою omerta serve --demo: вона завантажить по грі-прикладу кожного виду, а адміністратор видалить їх однією дією.
paper-demo-loaded = { $count ->
        [one] Завантажено { $count } гру-приклад.
        [few] Завантажено { $count } ігри-приклади.
       *[many] Завантажено { $count } ігор-прикладів.
    }
paper-demo-remove = Видалити ігри-приклади
paper-demo-removed = Видалено ігор-прикладів: { $games }, облікових записів прикладів: { $accounts }.
