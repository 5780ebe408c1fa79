## Спортивная мафия (Pro): основание каждого начисления (score::Reason из omerta-pro, словами
## модуля pro из omerta-i18n) и то, чем закончилась игра. Термины: docs/i18n/glossary-ru.md
## и locales/ru/pro.ftl (завещание по порядку, лучший ход, передача хода, подъём, распил,
## право на ошибку, критическая ситуация).

# Части: когда, доля стоимости чёрного, копия при передаче хода.
award-when-day = день { $n }
award-when-night = ночь { $n }
award-at = { $when }: { $what }
award-helm = передача хода { $recipient }, который это заработал: { $what } [{ $rule }]
award-share = { $percent } % стоимости { $target }, равной { $value }
award-nobody = никто
award-seat = #{ $n }
award-night-shot-killed = ночным выстрелом убил красного игрока
award-night-shot-failed = промахнулся при ночном выстреле
# Как выбыл чёрный: сказуемое целиком, award-red-removal-black ставит его сразу после
# номера («чёрный #3 удалён за четвёртый фол»).
award-leave-vote = ушёл по голосованию
award-leave-lift = поднят
award-leave-night-shot = убит ночью
award-leave-self-shot = убит своей мафией
award-leave-fourth-foul = удалён за четвёртый фол
award-leave-tech-fouls = удалён за второй технический фол
award-leave-removal = удалён из-за стола
award-leave-disqualification = дисквалифицирован
award-leave-declared-defeat = удалён с признанием поражения
award-leave-surrender = сдался

# По предложению на каждое правило подсчёта (id правила, точки заменены дефисами).
award-red-will-ordered-black = завещание по порядку называет чёрного { $target } ({ $share })
award-red-vote-eliminating-black = голос за чёрного { $target }, ушедшего по этому голосованию ({ $share })
award-red-vote-black-later-leaves = голос за чёрного { $target }, который остался за столом, но позже выбыл ({ $share })
award-red-vote-black-wins = голос за чёрного { $target }, который остался за столом и победил ({ $share })
award-sheriff-check-black = чёрная проверка { $target } шерифом ({ $share })
award-sheriff-check-black-leaves = чёрная проверка { $target } шерифом; позже он выбыл ({ $share })
award-sheriff-check-confirmed-black = красные проверки шерифа оставляют непроверенными только чёрных: { $target } подтверждён ({ $share })
award-red-raise-black = поднял руку за подъём, по которому поднят чёрный { $target } ({ $share })
award-red-raise-black-capped = поднял руку за подъём, по которому поднят чёрный { $target }, но этот подъём лишил город права на ошибку (не больше 0,1; стоимость { $value })
award-red-surrender = мафия сдалась: чёрный { $target } ({ $share })
award-red-self-shot-last-black = последний чёрный, { $target }, выстрелил в себя ({ $share })
award-red-night-shot-last-black = последний чёрный, { $target }, { $what } ({ $share })
award-red-removal-black = чёрный { $target } { $how } ({ $share })
award-red-vote-red = голос за красного { $target } вне критической ситуации в день, когда красный ушёл по голосованию (раз за игру)
award-red-vote-red-critical = голос за красного { $target } в критической ситуации
award-red-vote-sheriff-at-9 = голос за шерифа { $target } при 9 игроках; шериф остался за столом
award-red-vote-sheriff-at-9-margin = голос за шерифа { $target } при 9 игроках; шериф остался за столом, но по голосованию ушёл красный, и город лишился права на ошибку
award-red-vote-sheriff-at-9-eliminating = голос за шерифа { $target } при 9 игроках; шериф ушёл по этому голосованию
award-red-vote-sheriff-at-9-eliminating-margin = голос за шерифа { $target } при 9 игроках; шериф ушёл по этому голосованию, и город лишился права на ошибку
award-red-vote-split-at-6 = голос за красного { $target } в распиле на двоих при 6 игроках, когда шериф жив, а в распиле один чёрный
award-red-will-ordered-red = завещание по порядку называет красного { $target } вне критической ситуации
award-red-will-ordered-red-critical = завещание по порядку называет красного { $target } в критической ситуации
award-red-raise-margin = поднял руку за подъём { $seats }, который лишил город права на ошибку
award-red-raise-red-loss = поднял руку за подъём { $seats }, который принёс поражение красным
award-red-raise-margin-and-loss = поднял руку за подъём { $seats }, который лишил город права на ошибку и принёс поражение красным
award-red-raise-missed-last-black-at-4 = не поднял решающую руку за подъём { $seats } (последнего чёрного) при 4 игроках
award-red-raise-missed-two-blacks-at-10 = не поднял решающую руку за подъём { $seats } (двух чёрных) при 10 игроках
award-red-raise-missed-blacks-at-9 = не поднял решающую руку за подъём { $seats } (двух или более чёрных) при 9 игроках
award-red-raise-failed-three-way-at-9 = подъём троих ({ $seats }) при 9 игроках не прошёл, и ночной выстрел перевёл город в критическую ситуацию
award-will-color-red = лучший ход: { $target } верно назван красным
award-will-color-black = лучший ход: { $target } верно назван чёрным
award-will-color-wrong = лучший ход: неверный цвет для { $target }
award-will-color-own-check = лучший ход: { $target } назван верно, но уже известен по собственной проверке шерифа (0)
award-will-night-shot-bonus = убит ночью, когда за столом оставалось больше 3 игроков, и оставил завещание хотя бы с одним номером
award-helm-red-recipient = передача хода красному игроку
award-helm-black-recipient-vote-red = передача хода чёрному { $target }: позже некритическое голосование среди { $seats } с красными кандидатурами, в день, когда красный ушёл по голосованию
award-helm-black-recipient-vote-red-critical = передача хода чёрному { $target }: позже критическое голосование среди { $seats } с красными кандидатурами
award-helm-black-recipient-sheriff-at-9 = передача хода чёрному { $target }: позже голосование при 9 игроках, где единственная красная кандидатура — шериф
award-helm-black-recipient-split-at-6 = передача хода чёрному { $target }: позже распил на двоих при 6 игроках среди { $seats }
award-black-win = остался за столом, и чёрные победили
award-black-early-leave = чёрный игрок выбыл при 9–10 игроках
award-black-sheriff-leaves-at-9 = шериф { $target } выбыл при 9 игроках
award-black-margin-lost = город лишился права на ошибку, пока этот чёрный за столом
award-black-raise-win = подъём { $seats } принёс победу чёрным
award-black-raise-margin-and-win = подъём { $seats } лишил город права на ошибку и принёс победу чёрным
award-black-raise-losing-hand = решающая рука за заведомо проигрышный подъём { $seats }
award-black-first-night-sheriff = отвечает за отстрел шерифа { $target } в первую ночь
award-black-vote-ally-stays-win = голосовал за союзника { $target }, хотя вместо него могла уйти красная кандидатура; остался за столом, и чёрные победили
award-black-vote-ally-leaves-win = решающий голос за союзника { $target }, хотя вместо него могла уйти красная кандидатура; позже выбыл, чёрные победили
award-black-vote-ally-loss = решающий голос за союзника { $target }, хотя вместо него могла уйти красная кандидатура; чёрные проиграли
award-black-miss-one = виновен в одном промахе и позже выбыл
award-black-miss-two = виновен в двух или более промахах и позже выбыл
award-black-miss-critical = виновен в промахе, когда ещё один выстрел в красного принёс бы победу; чёрные проиграли
award-black-self-shot-ally-safe = выстрел мафии в своего: союзнику { $target } после этого ничто не угрожало
award-black-self-shot-ally-threatened = выстрел мафии в своего: союзник { $target } после этого был под угрозой, но остался за столом
award-black-self-shot-ally-left = выстрел мафии в своего: союзник { $target } после этого выбыл
award-black-self-shot-last = последний чёрный выстрелил в себя: 0 баллов за выстрел в своего
award-black-least-suspicious = наименее подозрительный чёрный среди { $seats }
award-black-least-suspicious-tied = наименее подозрительный чёрный наравне с другими среди { $seats }
award-technical-dd = признание поражения (DD): все остальные баллы сняты
award-technical-disqualification = техническая дисквалификация: все остальные баллы сняты
award-judge-bonus = доп. баллы от судьи, вне модели подсчёта
award-judge-bonus-reason = доп. баллы от судьи, вне модели подсчёта: { $reason }

# Чем закончилась игра (EndReason из omerta-pro).
outcome-no-black-left = за столом не осталось ни одного чёрного
outcome-blacks-match-reds = чёрных столько же, сколько красных
outcome-declared-defeat = признание поражения: { $seat }
outcome-surrender = мафия сдалась
outcome-judge = решение судьи
outcome-lift-of-all = подняли весь стол: ничья
outcome-quiet-cycles-red = три ночи и три дня подряд никто не выбыл при 4 игроках
outcome-quiet-cycles-draw = три ночи и три дня подряд никто не выбыл: ничья
