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
m1923-js-family-name = Назва сім'ї { $n }
m1923-js-family = Сім'я { $n }
m1923-js-remove-family = Прибрати сім'ю { $n }
m1923-js-size = Розмір
m1923-js-remove = Прибрати
m1923-game-status = { $status ->
        [lobby] набір гравців
        [running] триває
        [finished] завершена
        [abandoned] зупинена
       *[other] { $status }
    }

## Форма запуску в ведучого (templates/1923/start.html). Значення пулів ролей і заявок
## лишаються англійськими назвами правил (їх приймає API); перекладаються лише підписи.

m1923-start-title = Почати гру
m1923-start-noscript = Без JavaScript надсилаються лише таймери, суд і поле JSON наприкінці: вкажіть сім'ї там.
m1923-start-families = Сім'ї
m1923-start-families-hint = У сім'ї 8 гравців (один із них мафіозі) або 10 (двоє). Розміри разом дають кількість гравців:
m1923-start-players-now = { $count } зараз.
m1923-start-add-family = Додати сім'ю
m1923-start-court = Скільки сімей щодня віддають під суд
m1923-start-court-hint = За правилами — три («може змінитися»); якщо сімей лише дві, зазвичай одну.
m1923-start-deal = Роздача
m1923-start-deal-random = Випадкова: спершу заявки, потім пули
m1923-start-deal-given = Задана: як указано в розділі «Гравці»
m1923-start-clock = Годинник
m1923-start-clock-lengths = Тривалість фаз (нижче)
m1923-start-clock-rules = Годинник правил (час Ізраїлю)
m1923-start-clock-hint = Годинник правил: ночі 21:00–07:00 і дні 09:00–19:00 за ізраїльським часом, літнім чи ні, починаючи з наступного вечора суботи. Тривалість фаз тоді не використовується (без JavaScript оберіть «Без таймера»).
m1923-start-night = Тривалість ночі
m1923-start-day = Тривалість дня
m1923-start-lengths-hint = Коли час фази спливає, вона закривається сама; ведучий може закрити її раніше.
m1923-start-no-timer = Без таймера: закриває ведучий
m1923-start-minutes = { $n ->
        [one] { $n } хвилина
        [few] { $n } хвилини
       *[many] { $n } хвилин
    }
m1923-start-hours = { $n ->
        [one] { $n } година
        [few] { $n } години
       *[many] { $n } годин
    }
m1923-start-hours-rules = { $n } годин (за правилами)
m1923-start-roles = Ролі для роздачі (випадкова роздача)
m1923-start-roles-hint = Скільки мирних отримують кожну роль; лише досвідчені гравці. Усі інші — мирні мешканці.
m1923-start-second-roles = Другі ролі мафіозі (випадкова роздача)
m1923-start-players = Гравці: рівні та заявки
m1923-start-players-hint = За випадкової роздачі це заявки, їх виконують у порядку надходження; за заданої роздачі це і є роздача. Новачки бувають лише мирними мешканцями або мафіозі. Оновіть сторінку, якщо гравці приєдналися після її відкриття.
m1923-start-level = Рівень
m1923-start-standard = Досвідчений
m1923-start-beginner = Новачок
m1923-start-any = Будь-яка
m1923-start-second-role = Друга роль
m1923-start-json = Налаштування в JSON (замінює все, що вище)
m1923-start-json-label = Налаштування (JSON; див. docs/live/1923.md)

## Пульт ведучого (templates/1923/game.html); після кінця гри його бачать усі.

m1923-host-console = Пульт ведучого
m1923-host-close-confirm = Закрити { $phase } зараз? Її буде зіграно одразу: усі вже надіслані дії та голоси враховуються, підсумки оголошуються, і починається { $next }.
m1923-host-next-phase = наступна фаза
m1923-host-close-hint = Закриття фази розігрує її: усі вже надіслані дії та голоси враховуються, підсумки оголошуються, і починається наступна фаза.
m1923-host-close = Закрити { $phase } зараз
m1923-host-sent = Надіслано в цю фазу
m1923-host-ballots = { $count ->
        [one] Подано { $count } голос.
        [few] Подано { $count } голоси.
       *[many] Подано { $count } голосів.
    }
m1923-host-not-voted = Ще не проголосували: { $names }.
m1923-host-nothing-yet = Поки нічого.
m1923-host-exile-confirm = Вигнати цього гравця? З початку цієї фази він більше не може голосувати, діяти чи перемогти; скасувати це не можна.
m1923-host-exile = Вигнати гравця
m1923-host-exile-hint = З початку цієї фази. Повідомляють одразу й лише вигнаному; про вигнання ніколи не оголошують (M80), а причину бачите лише ви.
m1923-host-exile-player = Кого вигнати
m1923-host-reason = Причина
m1923-host-exile-button = Вигнати
m1923-host-replace-confirm = Віддати це місце обліковому запису новачка? Теперішній гравець втрачає його й далі читає гру як глядач.
m1923-host-replace = Замінити гравця
m1923-host-replace-hint = Новачок займає місце разом із його роллю і всім, що йому повідомляли.
m1923-host-replace-slot = Яке місце замінити
m1923-host-replace-name = Ім'я в грі (порожньо: ім'я облікового запису)
m1923-host-replace-button = Замінити
m1923-host-paper = Надіслати за гравця (що прийшло на папері)
m1923-host-paper-action = Дія
m1923-host-player = Гравець
m1923-host-first-target = Перша ціль
m1923-host-second-target = Друга ціль (Газетяр, Шадхен)
m1923-host-family = Сім'я (П'яниця, Шериф, Радник, Пацифіст)
m1923-host-send-action = Надіслати дію
m1923-host-mafia-by = Надіслав (мафіозі)
m1923-host-civilians = Кого з мирних убити
m1923-host-send-decision = Надіслати рішення
m1923-host-ballot = Голос
m1923-host-voter = Хто голосує
m1923-host-send-ballot = Надіслати голос
m1923-host-stop-confirm = Зупинити цю гру для всіх?
m1923-host-stop = Зупинити гру
m1923-host-questions = Запитання гравців
m1923-host-answer = Відповідь гравцю { $name }
m1923-host-send-answer = Надіслати відповідь
m1923-host-no-questions = Поки ніхто з гравців не писав.
m1923-host-log = Усі повідомлення
m1923-host-log-hint = Усе, що надіслала гра, і кому: журнал ведучих, особисті результати, повідомлення мафії та оголошення.
m1923-host-log-show = Показати всі повідомлення

## Слова форм і списків (crates/omerta-server/src/web/m1923.rs і макроси).

m1923-none = Немає
m1923-choose-player = Оберіть гравця
m1923-choose-family = Оберіть сім'ю
m1923-choose-member = Оберіть члена своєї сім'ї
m1923-choose-civilian = Оберіть мирного
m1923-no-family = Без сім'ї
m1923-nobody = ніхто
m1923-and = { $rest } і { $last }
m1923-slot = місце { $n }
m1923-moderators = Ведучі
m1923-everyone = усім
m1923-host-only = лише ведучому
m1923-phase-day-lower = день { $n }
m1923-phase-night-lower = ніч { $n }
m1923-poisoned = отруєний
m1923-injured-note = поранений
m1923-strikes-note = { $n ->
        [one] { $n } порушення
        [few] { $n } порушення
       *[many] { $n } порушень
    }
m1923-uses-note = { $n ->
        [one] { $n } використання
        [few] { $n } використання
       *[many] { $n } використань
    }
m1923-player-n = Гравець { $n }
m1923-family-vote = Голос за сім'ю
m1923-individual-vote = Голос за гравця
m1923-uses-left = Залишилося використань за гру: { $n }.
m1923-name-either = Вкажіть сім'ю, гравця або обох.
m1923-action-title = { $role }: { $title }
m1923-action-button = Надіслати дію: { $role }
m1923-ballot-title = Ваш голос
m1923-ballot-hint = Один голос за сім'ю (не свою) і один голос за гравця (члена своєї сім'ї, не себе). Пропущений чи неправильний голос — порушення; після двох порушень — вигнання.
m1923-ballot-hint-alone = Один голос за сім'ю (не свою). Ви єдиний член своєї сім'ї в грі, тож голосу за гравця немає.
m1923-ballot-button = Проголосувати
m1923-civilian-to-kill = Кого з мирних убити
m1923-civilian-to-kill-of = Кого з мирних убити ({ $n } з { $count })
m1923-mafia-decision = Рішення мафії
m1923-mafia-sent = { $name } надіслав рішення: { $targets }. Нове рішення замінить його.
m1923-mafia-hint = { $count ->
        [one] Цієї ночі мафія має спробувати вбити { $count } мирного. Рішення може надіслати будь-який мафіозі; діє останнє.
       *[other] Цієї ночі мафія має спробувати вбити { $count } мирних. Рішення може надіслати будь-який мафіозі; діє останнє.
    }
m1923-mafia-button = Надіслати рішення мафії
m1923-mafia-submitted = Рішення мафії (надіслав { $name }): { $targets }.
m1923-mafia-kill-line = { $name } надіслав рішення мафії: { $targets }.
m1923-family-named = сім'я { $family }
m1923-you-sent-action = Ви надіслали дію ({ $role }): { $targets }.
m1923-sent-action = { $name } надіслав дію ({ $role }): { $targets }.
m1923-your-ballot = Ваш голос: за сім'ю — { $family }, за гравця — { $individual }.
m1923-their-ballot = Голос гравця { $name }: за сім'ю — { $family }, за гравця — { $individual }.
m1923-none-lower = немає
m1923-warning = Попередження: { $text }.
m1923-exiled = { $name } вигнано.
m1923-exiled-reason = { $name } вигнано. Причина: { $reason }
m1923-phase-over = Фазу «{ $phase }» завершено; починається { $next }.
m1923-phase-over-last = Фазу «{ $phase }» завершено: гру закінчено.
m1923-mafia-wins = Перемагає мафія.
m1923-nobody-wins = Ніхто не перемагає.
m1923-family-wins = Перемагає сім'я { $family }.
m1923-families-win = Перемагають сім'ї { $families }.

## Що питає форма кожної ролі (словами правил): заголовок, цілі, сім'я.

m1923-act-steal = Викрасти роль
m1923-act-steal-from = У кого викрасти
m1923-act-poison = Отруїти гравця
m1923-act-poison-whom = Кого отруїти
m1923-act-cancel = Скасувати нічну дію
m1923-act-cancel-whom = Чию дію скасувати
m1923-act-attack = Напасти на сім'ю
m1923-act-attack-family = На яку сім'ю напасти
m1923-act-protect = Захистити гравця
m1923-act-protect-whom = Кого захистити
m1923-act-redirect = Перенаправити дію
m1923-act-redirect-whom = Чию дію перенаправити
m1923-act-extra = Віддати додаткові голоси
m1923-act-extra-individual = Додатковий голос за гравця
m1923-act-extra-family = Додатковий голос за сім'ю
m1923-act-negative = Віддати від'ємні голоси
m1923-act-negative-individual = Від'ємний голос за гравця
m1923-act-negative-family = Від'ємний голос за сім'ю
m1923-act-save = Врятувати гравця
m1923-act-save-whom = Кого врятувати
m1923-act-jail = Посадити до в'язниці гравця і сім'ю
m1923-act-jail-whom = Кого посадити
m1923-act-jail-family = Яку сім'ю посадити
m1923-act-deliver = Доставити роль
m1923-act-deliver-to = Хто дізнається роль
m1923-act-deliver-whose = Чию роль він дізнається
m1923-act-represent = Захищати гравця в суді
m1923-act-client = Ваш клієнт
m1923-act-match = Висватати пару
m1923-act-first = Перший гравець
m1923-act-second = Другий гравець
m1923-act-inquire = Перевірити гравця
m1923-act-inquire-whom = Кого перевірити
m1923-act-yours = Ваша дія

## Що робить роль (лише власна роль читача), за правилами.

m1923-help-townsperson = Особливих здібностей немає: ви голосуєте щодня, як усі.
m1923-help-mafia-member = Щоночі мафіозі домовляються, кого з мирних убити (кількість — живі гравці, поділені на 20, з округленням угору), і один із вас надсилає рішення.
m1923-help-armed-robber = Пасивна: той, хто вас уб'є, одразу гине (якщо вас убиває суд, гине той, за кого ви голосували того дня).
m1923-help-thief = Раз за гру, вночі: викрасти роль живого гравця до кінця гри; у нього не лишається особливих здібностей.
m1923-help-butler = Двічі за гру, вночі: отруїти гравця, він помре після наступної ночі, якщо його не вилікують. Отрута на вас не діє, і ви переживаєте перші два замахи мафії.
m1923-help-boss = Щоночі: скасувати нічну дію одного гравця (вбивство мафії це не зупиняє).
m1923-help-drunkard = Раз за гру, вночі: обрати сім'ю; випадковий її член гине (це можете бути й ви).
m1923-help-bodyguard = Щоночі: захистити гравця від мафії, отрути й нападу п'яниці; замість нього поранено нападника. Себе можна захистити один раз, і один раз вас рятують автоматично.
m1923-help-bumbling-bureaucrat = Двічі за гру, вночі: наступна дія гравця йде випадковій цілі.
m1923-help-councilor = Щодня: додатковий голос за сім'ю і додатковий голос за гравця, без обмежень правил голосування.
m1923-help-pacifist = Щодня: від'ємний голос за сім'ю і від'ємний голос за гравця, без обмежень правил голосування.
m1923-help-doctor = Щоночі: врятувати гравця від убивства мафії та від отрути або вилікувати отруєного. На себе — не більше двох разів.
m1923-help-sheriff = Двічі за гру, вдень: посадити до в'язниці гравця і сім'ю; їхні голоси й голоси проти них сьогодні не враховуються. Свою сім'ю — один раз, себе — один раз.
m1923-help-paperboy = Двічі за гру, вночі: обрати двох живих гравців; перший дізнається роль другого. Ніколи не себе.
m1923-help-witness = Пасивна: вам повідомляють роль кожного загиблого гравця.
m1923-help-court-secretary = Пасивна: після кожного денного голосування вам повідомляють чверть голосів гравців.
m1923-help-lawyer = Щодня: захищати гравця в суді; якщо суд має його вбити, замість нього гине наступний за кількістю голосів член його сім'ї. Себе — один раз.
m1923-help-shadchan = Уночі: обрати двох гравців, які закохаються одне в одного.
m1923-help-detective = Щоночі: перевірити гравця й дізнатися, чи він у мафії.

## Повідомлення самої гри (Said з omerta-1923).
m1923-said-families = Сім'ї: { $families }. { $court }
m1923-said-family-members = { $family }: { $members }
m1923-said-court = { $n ->
    [one] Щодня до суду відправляють { $n } сім'ю з найбільшою кількістю голосів.
    [few] Щодня до суду відправляють { $n } сім'ї з найбільшою кількістю голосів.
   *[other] Щодня до суду відправляють { $n } сімей з найбільшою кількістю голосів.
}
m1923-said-your-role = Ваша сім'я: { $family }. Ваша роль: { $role }.
m1923-said-mafia-and = Мафіозі і { $role }
m1923-said-mafia-members = Мафіозі: { $members }.
m1923-said-name-family = { $name } ({ $family })
m1923-said-died = { $name } загинув.
m1923-said-witness = { $name } загинув; його роль: { $role }.
m1923-said-court-killed = { $name } страчено за вироком суду.
m1923-said-poisoned = { $name } отруєно.
m1923-said-cured = { $name } вилікувано від отрути.
m1923-said-injured = Вас поранено: завтра вдень і завтра вночі ви не можете голосувати й діяти.
m1923-said-exiled = Модератори вигнали вас: ви більше не можете голосувати, діяти чи перемогти.
m1923-said-kill-count = { $n ->
    [one] Цієї ночі мафія має спробувати вбити { $n } мирного.
   *[other] Цієї ночі мафія має спробувати вбити { $n } мирних.
}
m1923-said-boss = Нічна дія, яку ви могли спробувати виконати, не відбулася через Боса.
m1923-said-paired = Шадхен поєднав вас із гравцем { $name }.
m1923-said-is-mafia = { $name } — мафіозі.
m1923-said-is-not-mafia = { $name } — не мафіозі.
m1923-said-news = Газетяр приносить новину: { $name } — { $role }.
m1923-said-steal-failed = Ваша спроба вкрасти роль не вдалася.
m1923-said-stole = Ви вкрали роль: тепер ви — { $role }.
m1923-said-second-role-stolen = Вашу другу роль вкрали: ви й далі мафіозі.
m1923-said-role-stolen = Вашу роль вкрали: тепер ви мирний мешканець.
m1923-said-redirected-nowhere = Недолугий бюрократ перенаправив вашу дію: вона не знайшла цілі.
m1923-said-redirected = Недолугий бюрократ перенаправив вашу дію на { $targets }.
m1923-said-family = сім'ю { $family }
m1923-said-both = { $a } і { $b }
m1923-said-nobody = ніхто
m1923-said-tally = { $name } { $n }
m1923-said-family-votes = Голоси за сім'ї: { $tally }.
m1923-said-individual-votes = Голоси за гравців: { $tally }.
m1923-said-no-court = Жодну сім'ю не відправляють до суду.
m1923-said-to-court = До суду відправлено: { $families }.
m1923-said-secretary-none = Голоси, які бачив Секретар суду: немає.
m1923-said-secretary = Голоси, які бачив Секретар суду: { $ballots }.
m1923-said-ballot = { $name } голосував за сім'ю { $family } і за гравця { $individual }
m1923-said-strike = Ваш сьогоднішній бюлетень приносить штраф: { $why }.
m1923-said-improper-no-family = немає голосу за сім'ю
m1923-said-improper-no-individual = немає голосу за гравця
m1923-said-improper-own-family = голос за власну сім'ю
m1923-said-improper-themself = голос за себе
m1923-said-improper-outside-family = голос за гравця не зі своєї сім'ї
m1923-said-improper-not-living = голос за гравця, якого немає серед живих
m1923-said-improper-unknown-family = голос за сім'ю, якої немає в грі
m1923-said-mafia-wins = Мафія перемагає.
m1923-said-families-win = Мафія програє. Перемагають сім'ї: { $families }.
m1923-said-nobody-wins = Мафія програє, і жодна сім'я не перемагає.
m1923-said-winners = { $verdict } Переможці: { $players }.
m1923-said-moderators-wrote = Модератори написали вам: { $text }
m1923-said-replacement = { $name }, тепер ви граєте за { $player } у сім'ї { $family }. Ваша роль: { $role }.
m1923-said-note-canceled = Дію гравця { $name } скасовано Босом
m1923-said-note-redirected-nowhere = Перенаправлена дія гравця { $name } не знайшла цілі
m1923-said-note-butler-poison-ends = { $name } — Дворецький: отруєння припиняється
m1923-said-note-already-marked = { $name } вже позначений: позначку витрачено
m1923-said-note-marks = { $name } позначає гравця { $other }
m1923-said-note-boss-cancels = { $name } скасовує нічні дії гравця { $other }
m1923-said-note-drunkard-no-one = Напад гравця { $name } не знайшов нікого в грі
m1923-said-note-protected-drunkard = { $name } захищений від П'яниці
m1923-said-note-bodyguard-poison = Охоронець захищає гравця { $name } від отрути
m1923-said-note-butler-immune = { $name } — Дворецький: отрута на нього не діє
m1923-said-note-doctor-poison = Лікар врятував гравця { $name } від отрути
m1923-said-note-already-poisoned = { $name } вже отруєний
m1923-said-note-self-guard-poison = Автоматичний захист гравця { $name } зупиняє отруту
m1923-said-note-kill-already-dead = Вбивство гравця { $name } мафією ні до чого не призводить: він уже мертвий
m1923-said-note-kill-fails = Мафії не вдається вбити гравця { $name }
m1923-said-note-self-guard-mafia = Автоматичний захист гравця { $name } зупиняє мафію
m1923-said-note-second-strike = { $name } вигнаний: другий штраф (M68)
m1923-said-note-no-mafia-kill = Цієї ночі мафія не вбиває: жоден мафіозі в грі не може діяти
m1923-said-note-exiled = { $name } вигнаний модераторами: { $reason }
m1923-said-note-revenge = { $name }, Озброєний грабіжник, забирає з собою гравця { $other }.
m1923-said-note-void-gone = Дія гравця { $name } недійсна: він більше не в грі
m1923-said-note-void-role = Дія гравця { $name } недійсна: він більше не має ролі «{ $role }»
m1923-said-note-target-left = Дія гравця { $name } ні до чого не призводить: її ціль вибула з гри
m1923-said-note-fewer-kills = Мафія намагається здійснити вбивств: { $n } з { $required } потрібних
m1923-said-note-second-ballot = Другий бюлетень гравця { $name } не враховується
# Чому дію не враховано (M24).
m1923-said-why-no-player = такого гравця немає
m1923-said-why-not-in-play = гравець не в грі
m1923-said-why-injured = гравець поранений
m1923-said-why-not-held = гравець не має ролі «{ $role }»
m1923-said-why-wrong-time = роль «{ $role }» зараз не має дії
m1923-said-why-spent = усі використання ролі «{ $role }» вичерпано
m1923-said-why-shape = дія має неправильну форму
m1923-said-why-no-family = такої сім'ї немає
m1923-said-why-target-gone = ціль не в грі
m1923-said-why-named-twice = того самого гравця названо двічі
m1923-said-why-not-on-self = роль «{ $role }» не може обрати себе
m1923-said-why-self-spent = усі використання на себе вичерпано
m1923-said-why-jail-spent = Шериф уже саджав до в'язниці свою сім'ю
m1923-said-why-second-action = друга дія ролі «{ $role }» за фазу
m1923-said-why-not-civilian = не мирний мешканець у грі на початок ночі
m1923-said-why-kill-named-twice = названо двічі
m1923-said-why-too-many = цілей більше, ніж потрібна кількість убивств
# Нотатки модераторів.
m1923-said-note-ignored = Дію гравця { $name } не враховано: { $why }
m1923-said-note-kill-ignored = Вбивство гравця { $name } мафією не враховано: { $why }
m1923-said-note-draw = Жереб ({ $what }): { $name } з [{ $among }]
m1923-said-note-draw-family = Жереб ({ $what }): сім'я { $family } з [{ $among }]
m1923-said-draw-robber-victim = жертва Озброєного грабіжника з мафії
m1923-said-draw-redirection = перенаправлення Недолугого бюрократа
m1923-said-draw-drunkard-victim = жертва П'яниці
m1923-said-draw-injured-mafia = поранений мафіозі
m1923-said-note-exile-nothing = Вигнання гравця { $name } ні до чого не призводить: він не в грі ({ $reason })
m1923-said-note-deal = Зерно { $seed }. Роздача: { $deal }.
m1923-said-note-dealt = { $name } ({ $family }): { $role }
m1923-said-note-told = { $name }: { $text }
m1923-said-note-secretary-draw = Жереб (вибірка Секретаря суду { $name }): { $k } з { $n } бюлетенів
m1923-said-note-not-sent = Не надіслано (жодного з одержувачів немає в грі): { $text }
m1923-said-note-roster = Підсумковий склад: { $roster }.
m1923-said-note-roster-entry = { $name } ({ $family }): { $role }, { $status }
m1923-said-roster-living = живий
m1923-said-roster-dead = мертвий
m1923-said-roster-exiled = вигнаний
# Журнал випадкової роздачі (M9, M10).
m1923-said-deal-random = Випадкова роздача (M10), зерно { $seed }: місця, мафія, другі ролі, ролі мирних.
m1923-said-deal-family-full = Прохання не виконано (M9): { $name } просив сім'ю { $family }, але вона заповнена.
m1923-said-deal-seats = Жереб (місця): { $seated } з [{ $among }]
m1923-said-deal-seated = { $name } до { $family }
m1923-said-deal-no-mafia-place = Прохання не виконано (M9): { $name } просив бути мафіозі; у сім'ї { $family } не лишилося місць мафії.
m1923-said-deal-mafia-draw = Жереб (мафіозі сім'ї { $family }): { $name } з [{ $among }]
m1923-said-deal-second-not-mafia = Прохання не виконано (M9): { $name } просив другу роль «{ $role }», але він не мафіозі.
m1923-said-deal-second-no-copy = Прохання не виконано (M9): { $name } просив другу роль «{ $role }»; у mafia_second_roles її не лишилося.
m1923-said-deal-drawn-mafia = Прохання не виконано (M9): { $name } просив { $asked }, але жереб віддав його мафії.
m1923-said-deal-asked-role = роль «{ $role }»
m1923-said-deal-asked-not-mafia = не бути мафіозі
m1923-said-deal-no-copy = Прохання не виконано (M9): { $name } просив роль «{ $role }»; у roles її не лишилося.
m1923-said-deal-roles-draw = Жереб ({ $what }): { $dealt } з [{ $among }]
m1923-said-deal-second-roles = другі ролі
m1923-said-deal-civilian-roles = ролі мирних
m1923-said-deal-given = { $role } — { $name }
m1923-said-deal-not-dealt-second = Не роздано (M10): { $roles } з mafia_second_roles — не лишилося звичайних мафіозі, щоб їх узяти.
m1923-said-deal-not-dealt-civilian = Не роздано (M10): { $roles } з roles — не лишилося звичайних мирних, щоб їх узяти.
m1923-said-deal-as-given = Роздача у вигляді заданої роздачі (M10, M11): { $json }
# Попередження до бюлетеня (M68, M71, M73).
m1923-said-warn-no-family = немає голосу за сім'ю: штраф (M68)
m1923-said-warn-own-family = голос за свою сім'ю неприпустимий: штраф (M71)
m1923-said-warn-no-individual = немає голосу за гравця: штраф (M68)
m1923-said-warn-alone = більше нікого з вашої сім'ї немає в грі: голос за гравця неприпустимий (M73)
m1923-said-warn-yourself = голос за себе неприпустимий: штраф (M71)
m1923-said-warn-outside-family = голос за гравця не з вашої сім'ї неприпустимий: штраф (M71)
m1923-said-warn-dead = голос за мертвого гравця неприпустимий: штраф (M71)
m1923-said-note-night-in-day = Дію ролі «{ $role }» гравця { $name } не враховано: нічна дія вдень (M24)

## Що скасовує і що зберігає повторне відкриття фази (форма ведучого).
m1923-rewind-announcement = { $phase }: { $message }
m1923-rewind-result = Підсумок: { $message }
m1923-rewind-to = { $phase }, для { $to }: { $message }
m1923-rewind-to-you = { $phase }, вам: { $message }
m1923-rewind-sent = { $phase }: надіслано — { $sent }; буде надіслано знову.
m1923-rewind-ballots = { $n ->
        [one] { $n } голос
        [few] { $n } голоси
        [many] { $n } голосів
       *[other] { $n } голосу
    }
m1923-rewind-actions = { $n ->
        [one] { $n } дія
        [few] { $n } дії
        [many] { $n } дій
       *[other] { $n } дії
    }
m1923-rewind-mafia-decision = рішення мафії
m1923-rewind-your-ballot = { $phase }: ваш голос — його треба подати знову.
m1923-rewind-your-action = { $phase }: ваша дія ({ $role }) — її треба надіслати знову.
m1923-rewind-everyone = Усі дії, голоси й рішення мафії, надіслані від початку фази «{ $phase }», можна надіслати знову.
m1923-rewind-keeps-before = Усе, що було до фази «{ $phase }»: повідомлення лишаються такими, якими їх прочитали.
m1923-rewind-keeps-exile = Вигнання гравця { $name }: ваше рішення лишається в силі, { $name } і далі поза грою.

## Текст зіграної гри в командному рядку (omerta 1923 play --lang).
m1923-cli-heading = Mafia 1923, зерно { $seed }
m1923-cli-public = усім
m1923-cli-moderators = ведучим
m1923-cli-to = для { $names }
m1923-cli-result = Підсумок
m1923-cli-in-progress = Гра ще триває.
m1923-cli-families-win = Мафія програла; перемогли: { $families }.
m1923-cli-winners = Переможці: { $names }.
m1923-cli-winners-none = Переможців немає.

## Що заважає прочитати сценарій або роздати за сетапом (omerta_1923::problem); місце —
## як у документі (`players[3]`), значення в лапках — як записані.
m1923-problem-at = { $at }: { $problem }
m1923-problem-unknown-format = невідомий формат { $format }; тут читається "omerta-1923/1"
m1923-problem-no-format = відсутній: у документі має бути "format": "omerta-1923/1"
m1923-problem-not-a-script = це не коректний сценарій: { $detail }
m1923-problem-no-seed = відсутнє (ціле число, зерно випадковості гри)
m1923-problem-family-shape = потрібні назва й розмір
m1923-problem-too-few-families = у грі щонайменше дві сім'ї
m1923-problem-not-allowed-role = { $name } — не роль, яку може мати мафіозі
m1923-problem-unknown-deal = { $deal } — не "given" і не "random"
m1923-problem-no-name = немає "name"
m1923-problem-unknown-level = рівень { $level } — не beginner, не standard і не spectator
m1923-problem-no-such-family = сім'ї { $family } немає в грі
m1923-problem-unknown-second-role = невідома друга роль { $role }
m1923-problem-unknown-role = невідома роль { $role }
m1923-problem-second-role-not-mafia = "second_role" буває лише при "role": "Mafia Member" (M9)
m1923-problem-second-role-alone = "second_role" без "role": "Mafia Member" (M9)
m1923-problem-spectator-with-role = у глядача є лише ім'я і рівень: ні сім'ї, ні ролі (M6, M9)
m1923-problem-given-deal-incomplete = за заданої роздачі в кожного гравця вказано сім'ю і роль
m1923-problem-listed-twice = { $name } вказано двічі
m1923-problem-not-a-second-role = «{ $role }» — не друга роль, яку може мати мафіозі (M8)
m1923-problem-too-many-to-deal = ролей для роздачі: { $copies } — більше, ніж досвідчених гравців ({ $standard }) (M12)
m1923-problem-phase-order = { $found } там, де чекали: { $due } (фази йдуть так: ніч 1, день 1, ... день 5, кожна по разу)
m1923-problem-nothing-more = більше нічого
m1923-problem-exiled-not-a-player = вигнаний { $name } — не гравець
m1923-problem-target-not-a-player = ціль мафії { $name } — не гравець
m1923-problem-action-shape = потрібні "by" (гравець) і "role" (роль із дією)
m1923-problem-action-names-nobody = називає гравця або сім'ю, яких немає в грі
m1923-problem-no-action = роль «{ $role }» не має дії
m1923-problem-target-count = роль «{ $role }» обирає цілей: { $need }, а не { $given }
m1923-problem-drunkard-family = П'яниця називає сім'ю
m1923-problem-sheriff-shape = Шериф називає гравця і сім'ю
m1923-problem-extra-vote-shape = роль «{ $role }» називає сім'ю та/або одного гравця
m1923-problem-votes-in-night = голоси вночі
m1923-problem-kill-named-twice = { $name } названо в mafia_kills двічі
m1923-problem-kills-in-day = mafia_kills удень
m1923-problem-voter-unknown = "by" — не гравець
m1923-problem-vote-for-unknown = { $name } — не гравець
m1923-problem-mafia-member-in-pool = мафіозі ніколи не буває в пулі: мафію складають розміри сімей (M12)
m1923-problem-townsperson-in-pool = мирного мешканця ніколи не буває в пулі: ним заповнюються решта місць (M12)
m1923-problem-no-role = немає "role"
m1923-problem-count-below-one = "count" має бути не менше 1
m1923-problem-pool-listed-twice = «{ $role }» вказано в { $pool } двічі; вкажіть її один раз, із кількістю (M12)
m1923-problem-beginner-role = { $name } — новачок: лише мирний мешканець або мафіозі
m1923-problem-mafia-may-not-hold = { $name }: мафіозі не може мати роль «{ $role }»
m1923-problem-family-size = сім'я { $family }: у сім'ї 8 або 10 гравців
m1923-problem-family-players = у сім'ї { $family } гравців: { $has }, а не { $size }
m1923-problem-family-mafia = у сім'ї { $family } мафіозі: { $has }, а не { $need }
m1923-problem-family-seats = у сім'ї { $family } місць: { $size }, а в сім'ї 8 або 10 гравців
m1923-problem-seats-signed-up = записалося гравців: { $players }, а місць у сім'ях: { $seats }
m1923-problem-signed-up-twice = { $name } записався двічі
m1923-problem-spectator-requests = { $name } — глядач: глядачі не просять ні сім'ї, ні ролі (M6, M9)
m1923-problem-beginner-request = { $name } — новачок: новачки бувають лише мирними мешканцями або мафіозі
m1923-problem-requests-no-family = { $name } просить сім'ю { $family }, якої немає в грі
m1923-problem-mafia-cannot-hold = { $name }: мафіозі не може мати роль { $role }
m1923-problem-townsperson-dealt = мирного мешканця ніколи не роздають із пулу: ним заповнюються решта місць (M12)
m1923-problem-pools-too-large = ролей у пулах: { $copies } — більше, ніж досвідчених гравців ({ $standard }) (M12)

## Чому розклад гри не можна використати (omerta_live::clock::ScheduleError); текст сетапу
## в лапках — як записаний.
m1923-schedule-unknown-zone = omerta не знає часового поясу { $zone }: вкажіть назву IANA, наприклад "Asia/Jerusalem"
m1923-schedule-not-a-time = { $edge }: { $text } — не час доби на зразок "21:00"
m1923-schedule-night-opens = початок ночі
m1923-schedule-night-closes = кінець ночі
m1923-schedule-day-opens = початок дня
m1923-schedule-day-closes = кінець дня
m1923-schedule-empty-window = вікно фази має відкриватися й закриватися в різний час
m1923-schedule-overlap = ніч і день мають уміститися в 24 години без накладання: день закінчується після початку наступної ночі
m1923-schedule-not-a-date = first_night { $text } — не дата на зразок "2026-10-24"
m1923-schedule-start-out-of-range = час початку поза допустимим діапазоном
m1923-schedule-start-date-out-of-range = дата після початку поза допустимим діапазоном
m1923-schedule-no-saturday = протягом двох тижнів після початку немає суботньої ночі
m1923-schedule-out-of-range = { $at } поза допустимим діапазоном
m1923-schedule-phase-date-out-of-range = дата фази поза допустимим діапазоном
