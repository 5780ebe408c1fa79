## Сторінки «Мафії 1923» (templates/1923/game.html): фаза та її годинник, картка гравця,
## що можна надіслати, канали, оголошення та сім'ї. Терміни: docs/i18n/glossary-uk.md.

m1923-name = Мафія 1923
m1923-hosted-by = ведучий: { $name }
m1923-reminded = Ведучий нагадав вам
m1923-reopened = Ведучий знову відкрив цю фазу: тепер вона закривається
m1923-extended = Ведучий продовжив цю фазу: тепер вона закривається
m1923-stopped = Ведучий зупинив цю гру.
m1923-phase-day = День { $n }
m1923-phase-night = Ніч { $n }
m1923-not-begun = { $phase } ще попереду
m1923-opens-at = { $phase } почнеться
m1923-nothing-before = : до того нічого надіслати не можна.
m1923-was-to-end = Фаза мала закінчитися
m1923-ends-at = Закривається
m1923-clock = За годинником гри: відкриття — { $opens }, закриття — { $closes }. Дії та голоси приймаються в цей проміжок.
m1923-no-timer = Без таймера: цю фазу закриває ведучий.
m1923-over = Гру закінчено
m1923-winners = Переможці: { $names }
m1923-no-phase = Жодна фаза не відкрита
m1923-you = Ви:
m1923-role = Роль
m1923-second-role = з другою роллю
m1923-family = Сім'я
m1923-status = Стан
m1923-injured = , поранення (голосувати й діяти зараз не можна)
m1923-strikes = Порушення
m1923-strikes-hint = (після другого — вигнання)
m1923-the-mafia = Мафія
m1923-send-now = Що можна надіслати зараз
m1923-action-from-then = : ваша нічна дія приймається з цього часу.
m1923-ballot-from-then = : ваш голос приймається з цього часу.
m1923-nothing = У цю фазу надсилати нічого.
m1923-nothing-more = У цю фазу надсилати більше нічого.
m1923-sent = Надіслано
m1923-your-messages = Ваші повідомлення
m1923-no-messages-for-you = Повідомлень для вас поки немає.
m1923-watching = Ви глядач: вам видно відкриті оголошення і хто ще в грі. Ролі ніколи не розкриваються.
m1923-if-you-play = — якщо ви граєте в цій грі.
m1923-mafia-channel = Канал мафії
m1923-mafia-channel-hint = Тут мафіозі вирішують, кого вбити. Читають його лише вони та ведучі.
m1923-no-messages = Повідомлень поки немає.
m1923-to-mafia = Повідомлення мафії
m1923-send-mafia = Надіслати мафії
m1923-questions = Запитання ведучим
m1923-questions-hint = Це читаєте лише ви та ведучі.
m1923-no-questions = Запитань поки немає.
m1923-your-question = Ваше запитання
m1923-send-moderators = Надіслати ведучим
m1923-announcements = Оголошення
m1923-no-announcements = Оголошень поки немає.
m1923-families = Сім'ї
m1923-in-play = ({ $count } з { $size } у грі)
m1923-you-mark = (ви)
m1923-played-by = (грає { $name })
m1923-status-label = { $status ->
        [in_play] у грі
        [dead] вбитий
        [exiled] вигнаний
       *[other] невідомо
    }
m1923-role-townsperson = Мирний мешканець
m1923-role-mafia-member = Мафіозі
m1923-role-boss = Бос
m1923-role-doctor = Лікар
m1923-role-detective = Детектив
m1923-role-sheriff = Шериф
m1923-role-bodyguard = Охоронець
m1923-role-lawyer = Адвокат
m1923-role-shadchan = Шадхен
m1923-role-witness = Свідок
m1923-role-thief = Злодій
m1923-role-drunkard = П'яниця
m1923-role-butler = Дворецький
m1923-role-pacifist = Пацифіст
m1923-role-paperboy = Газетяр
m1923-role-court-secretary = Секретар суду
m1923-role-councilor = Радник
m1923-role-bumbling-bureaucrat = Недолугий бюрократ
m1923-role-armed-robber = Озброєний грабіжник

## Скрипт сторінки (assets/m1923.js), одним блоком JSON: без варіантів множини.

m1923-js-left = (залишилося { $time })
m1923-js-up = (час вийшов)
m1923-game-status = { $status ->
        [lobby] набір гравців
        [running] триває
        [finished] завершена
        [abandoned] зупинена
       *[other] { $status }
    }
