## Сторінки спортивної мафії.

## Пульт судді (assets/pro.js): сторінка віддає ці повідомлення скрипту одним блоком JSON,
## кожна змінна як `{name}`, тому без варіантів множини.

console-no-tool = Спершу оберіть дію: номер не записано.
console-not-themselves = Гравець не може виставити себе: натисніть, кого виставляє { $seat }.
console-pick-candidate = Оберіть кандидатуру, за яку підняті руки.
console-confirm-removal = Видалити { $seat } з-за столу?
console-confirm-fourth-foul = Це четвертий фол гравця { $seat }: він видаляє гравця з-за столу. Записати?
console-foul-not-last = Скасувати можна лише останній запис: останній фол гравця { $seat } — не він.
console-taken-back = Скасовано до надсилання.
console-undo = Скасувати останній запис
console-refused-status = відхилено ({ $status })
console-error = Помилка пульта ({ $error }); запис чекає і буде надісланий знову.
console-rec-day = Настає день
console-rec-night = Настає ніч
console-rec-nominate = { $by } виставляє { $target }
console-rec-revote = Переголосування: { $seats }
console-rec-vote = Голосування
console-rec-lift = Голосування за підняття: за — { $seats }
console-nobody = ніхто
console-rec-shots = Стрілянина
console-rec-don-check = Дон перевіряє { $seat }
console-rec-sheriff-check = Шериф перевіряє { $seat }
console-rec-will = Заповіт { $seat }
console-rec-foul = Фол: { $seat }
console-rec-removal = { $seat } видалено
console-rec-disqualification = { $seat } дискваліфіковано
console-rec-declared-defeat = Визнання поразки: { $seat }
console-rec-surrender = Мафія здається
console-rec-end = Суддя завершує гру: { $side }
console-side-red = червоні
console-side-black = чорні
console-side-draw = нічия
console-wins-red = перемога червоних
console-wins-black = перемога чорних
console-wins-draw = нічия
console-step-day = настає день (ранок)
console-step-night = настає ніч
console-step-shots = стрілянина: натисніть на ціль
console-step-don-check = перевірка дона: натисніть на номер
console-step-sheriff-check = перевірка шерифа: натисніть на номер
console-step-will = заповіт
console-step-speeches = промови
console-step-vote = голосування
console-step-lift = голосування за підняття
console-step-end = кінець гри
console-step-finish = завершити й підрахувати бали
console-step-revote = переголосування
console-next-unknown = Далі: стане ясно, коли сервер отримає записи, що чекають.
console-next-choose = Далі: оберіть дію.
console-next = Далі: { $step }
console-record-day = Записати: настає день
console-record-night = Записати: настає ніч
console-record-end = Записати кінець гри: { $wins }
console-decided = За правилами гру вирішено: перевірте бали й натисніть «Завершити й підрахувати».
console-spent = Записано: змініть вибір, щоб записати знову.
console-by-other = Виставляє інший гравець
console-nominated-by = Виставляє { $seat }: тепер натисніть, кого.
console-tap-nominator = Натисніть, хто виставляє, потім кого.
console-revote-tied = Переголосування повторило рівний рахунок: далі голосування за підняття всіх (дія «Підняття»).
console-vote-decided = Голосування сьогодні вирішено: { $seat } залишає стіл.
console-no-nominees = Сьогодні нікого не виставлено: спершу запишіть виставлення.
console-hands = Голосування: руки за кожну кандидатуру по черзі; хто не підняв руку, голосує за { $seat }.
console-hands-revote = Переголосування: руки за кожну кандидатуру по черзі; хто не підняв руку, голосує за { $seat }.
console-candidates = Кандидатури
console-record-vote = Записати голосування
console-record-revote = Записати переголосування
console-empty-vote = Руки не позначено: усі голоси йдуть { $seat }, останній кандидатурі. Записати голосування?
console-empty-revote = Руки не позначено: усі голоси йдуть { $seat }, останній кандидатурі. Записати переголосування?
console-tied-players = гравців з рівним рахунком
console-lift-hands = Позначте кожну руку за підняття { $who }: поки що { $count }.
console-lift-hands-needed = Позначте кожну руку за підняття { $who } (потрібно { $needed }): поки що { $count }.
console-record-lift = Записати голосування за підняття
console-empty-lift = Ніхто не підняв руку за підняття { $who }: записати, що за — ніхто?
console-tap-don = Натисніть на номер, який перевіряє дон.
console-tap-sheriff = Натисніть на номер, який перевіряє шериф.
console-tap-removal = Натисніть на номер, який видаляється з-за столу.
console-choose-tool = Оберіть дію, потім натискайте на номери. Фоли: «+» біля кожного номера.
console-tap-target = Натисніть на ціль, у яку стріляла мафія, або вкажіть постріл кожного нижче.
console-shooters = Постріли по одному, промах, залік
console-shoots = { $seat } стріляє в
console-no-shot = не стріляв
console-miss = Винні в промаху (необов’язково)
console-credit = Залік за відстріл шерифа першої ночі (необов’язково)
console-none = ніхто
console-record-shots = Записати стрілянину
console-empty-shots = Постріли не позначено: мафія цієї ночі не стріляла. Записати так?
console-no-will-now = Зараз ніхто не залишає заповіт.
console-whose-will = Чий заповіт
console-will-of = Заповіт { $seat }
console-will-whose = Заповіт { $seat }:
console-will-kind = Вид заповіту
console-will-order = По черзі
console-will-colors = Кольори
console-will-first-out = (кращий хід)
console-will-helm = Передати хід
console-will-tap-order = натисніть на названі номери по черзі: { $seats }.
console-none-yet = поки нікого
console-will-tap-colors = натисніть на номер один раз — червоний, двічі — чорний (не більше трьох).
console-will-tap-helm = натисніть на номер, якому передається хід.
console-record-will = Записати заповіт
console-no-will = Без заповіту
console-refused = Відхилено: { $reason }
console-three-fouls = 3 фоли: наступний видаляє
console-use-vote = Переголосування — дією «Голосування»
console-use-lift = Дія «Підняття»
console-record-will-of = Записати заповіт { $seat }
console-nominated = Виставлені:
console-nobody-yet = поки ніхто
console-speaking = Говорить { $seat } · наступний: { $next }
console-speaking-last = Говорить { $seat } · остання промова
console-all-spoken = Усі гравці висловилися.
console-sending-one = Надсилається 1 запис…
console-waiting-one = 1 запис чекає надсилання
console-waiting = Записів чекають надсилання: { $count }
console-offline = немає зв’язку: записи збережено й буде надіслано, коли зв’язок повернеться
console-refused-one = 1 запис відхилено: { $reason }
console-refused-many = Відхилено записів: { $count } (див. список)
console-saved = Усі записи збережено.
console-item-refused = { $record }: відхилено: { $reason }
console-item-sending = { $record } (надсилається…)
console-item-waiting = { $record } (чекає надсилання)
console-dismiss = Сховати
console-confirm-end = Завершити гру: { $wins }?
console-confirm-finish = Завершити гру й підрахувати бали? Це остаточно: після цього нічого не можна записати чи скасувати.
console-finish = Завершити й підрахувати
console-mark-speaking = говорить
console-mark-by = вист.
console-mark-candidate = канд.
console-mark-yes = за
console-mark-shot = постріл
console-mark-helm = хід
console-mark-red = червоний
console-mark-black = чорний

## Сторінка гри (templates/pro/game.html): інструменти судді, стіл, бали.

pro-kind = Спортивна мафія
pro-judge-of-record = суддя за протоколом
pro-uploaded-by = завантажив { $name }
pro-judge = суддя { $name }
pro-protocol-link = Протокол
pro-overlay-link = Оверлей для трансляції
pro-download = Завантажити (omerta-pro/1)
pro-status = { $status ->
        [lobby] набір гравців
        [running] триває
        [finished] завершена
       *[other] { $status }
    }
pro-timer = Таймер
pro-time-left = Залишилося часу
pro-timer-start = Запустити таймер на { $seconds } секунд
pro-seconds = { $seconds } с
pro-pause = Пауза
pro-resume = Продовжити
pro-reset = Скинути
pro-next-speaker = Наступний гравець (60 с)
pro-next = Наступний
pro-next-speaker-more = гравець (60 с)
pro-your-card = Ваша карта
pro-seat = Номер { $seat }
pro-partners = ваші партнери:
pro-phase-day = День { $n }
pro-phase-night = Ніч { $n }
pro-wins = { $side ->
        [red] перемога червоних
        [black] перемога чорних
        [draw] нічия
       *[other] перемога: { $side }
    }
pro-told-left = { $name } (номер { $seat }) залишає стіл: { $how }.
pro-told-decided = Гру вирішено: { $wins } ({ $reason }).
pro-not-finished = (гру ще не завершено)
pro-prompt-revote = Рівний рахунок між { $seats }: промови (30 с), потім переголосування.
pro-prompt-lift = Переголосування повторило рівний рахунок: голосування за підняття { $seats } (потрібно рук: { $needed }).
pro-prompt-will = { $seats } може залишити заповіт.
pro-decided = За правилами гру вирішено: { $wins } ({ $reason }). Перевірте бали нижче й завершіть гру.
pro-table = Стіл
pro-seats = Номери
pro-seat-name = Номер { $seat }, { $name }
pro-role = { $role ->
        [civilian] мирний
        [sheriff] шериф
        [mafia] мафія
        [don] дон
       *[other] { $role }
    }
pro-out = вибув
pro-fouls-count = { $count ->
        [one] { $count } фол
        [few] { $count } фоли
       *[many] { $count } фолів
    }
pro-foul-for = Фол гравцю номер { $seat }
pro-foul-back = Зняти останній фол гравця номер { $seat }
pro-scores = Бали
pro-scores-now = Бали, якщо завершити зараз
pro-col-seat = Номер
pro-col-player = Гравець
pro-col-role = Роль
pro-col-total = Підсумок
pro-col-awards = Бали й підстави
pro-no-awards = без балів
pro-checks = Перевірки
pro-check-line = Ніч { $night }: #{ $by } перевірив #{ $target }: { $answer }
pro-answer = { $answer ->
        [red] червоний
        [black] чорний
        [sheriff] шериф
       *[other] { $answer }
    }
pro-answer-not-sheriff = не шериф
pro-protocol-so-far = Протокол гри
pro-records-count = (записів: { $count })
pro-nothing-yet = Поки нічого не записано. Гра починається з нульової ночі; щоб почати, запишіть перший день.
pro-record = Записати
pro-phase = Фаза
pro-day = День
pro-night = Ніч
pro-tools = Дія: оберіть, потім натискайте на номери
pro-tool-nominate = Виставити
pro-tool-vote = Голосування
pro-tool-lift = Підняття
pro-tool-shots = Стрілянина
pro-tool-don = Дон
pro-tool-sheriff = Шериф
pro-tool-check = перевіряє
pro-tool-will = Заповіт
pro-tool-removal = Видалити
pro-hint-choose = Оберіть дію, потім натискайте на номери.
pro-undo = Скасувати останній запис
pro-keys = Клавіші:
pro-key-seats = номери
pro-key-nominate = виставити
pro-key-vote = голосування
pro-key-lift = підняття
pro-key-shoot = стрілянина
pro-key-don = перевірка дона
pro-key-sheriff = перевірка шерифа
pro-key-will = заповіт
pro-key-remove = видалити
pro-key-record = записати
pro-key-undo = скасувати
pro-key-next = наступний гравець
pro-other-records = Інші записи (мафія здається, дискваліфікація, визнання поразки, кінець гри)
pro-disqualify = Дискваліфікувати
pro-declared-defeat = Визнання поразки
pro-surrender-confirm = Записати, що мафія здається? Гра закінчиться.
pro-surrender = Мафія здається
pro-winner = Переможець
pro-end-game = Завершити гру
pro-record-by-hand = Записати подію вручну (JSON протоколу)

## Протокол (templates/pro/protocol.html) і записи словами.

pro-back = Назад до гри
pro-print = Друк
pro-pdf = Завантажити PDF (A4)
pro-download-json = Завантажити запис гри (JSON omerta-pro/1)
pro-protocol-title = { $title }: протокол
pro-judge-of-record-line = Суддя за протоколом: { $name } ({ $source })
pro-uploaded-by-line = Завантажив { $name }
pro-judge-line = Суддя: { $name }
pro-status-line = Статус: { $status }
pro-players = Гравці
pro-col-fouls = Фоли
pro-col-end = Наприкінці
pro-at-table = за столом
pro-left = вибув
pro-events = Події
pro-votes = Голосування
pro-col-candidate = Кандидатура
pro-col-votes = Голоси
pro-col-voted-by = Хто голосував
pro-nobody = ніхто
pro-none = немає
pro-event-n = (подія { $n })
pro-no-vote = Голосувань не було.
pro-lifts = Підняття
pro-lift-line = Підняти { $seats } разом: { $votes ->
        [one] { $votes } рука
        [few] { $votes } руки
       *[many] { $votes } рук
    } за ({ $yes }); потрібно { $needed } при { $table } за столом.
pro-not-scored = Гру не завершено: бали нараховуються після її завершення.
pro-signature = Підпис судді
pro-date = Дата
pro-rec-day = Настає день.
pro-rec-night = Настає ніч.
pro-rec-nominate = { $by } виставляє { $target }.
pro-rec-vote = Голосування.
pro-rec-vote-among = Голосування: { $seats }.
pro-rec-vote-tally = Голосування (позначені голоси: { $tally }; решта — за останню кандидатуру).
pro-rec-vote-among-tally = Голосування: { $seats } (позначені голоси: { $tally }; решта — за останню кандидатуру).
pro-rec-lift = Голосування за підняття: за — { $seats }.
pro-rec-shots = Стрілянина: { $shots }.
pro-rec-miss = Промах: { $seats }.
pro-rec-credit = Залік: { $seat }.
pro-rec-don-check = Дон перевіряє { $seat }.
pro-rec-sheriff-check = Шериф перевіряє { $seat }.
pro-rec-will-colors = Заповіт { $by } (кольори): { $list }.
pro-rec-will-order = Заповіт { $by } (по черзі): { $seats }.
pro-rec-will-helm = { $by } передає хід { $seat }.
pro-rec-no-will = { $by } не залишає заповіту.
pro-rec-foul = Фол: { $seat }.
pro-rec-removal = { $seat } видалено з-за столу.
pro-rec-disqualification = { $seat } дискваліфіковано.
pro-rec-declared-defeat = Визнання поразки: { $seat }.
pro-rec-surrender = Мафія здається.
pro-rec-surrender-seats = Мафія здається ({ $seats }).
pro-rec-end = Суддя завершує гру: { $side }.
pro-side = { $side ->
        [red] червоні
        [black] чорні
        [draw] нічия
       *[other] { $side }
    }
pro-round-vote = День { $day }, голосування
pro-round-revote = День { $day }, переголосування
pro-round-single = День { $day }, одна кандидатура
pro-round-single-stays = { $seat } — єдина кандидатура: у день { $day } одна кандидатура залишається, голосування немає.
pro-round-single-leaves = { $seat } — єдина кандидатура й залишає стіл без голосування.
pro-round-leaves = { $seat } залишає стіл.
pro-round-tie = Рівний рахунок між { $seats }.
pro-round-nobody = Ніхто не залишає стіл.
pro-lift-title = День { $day }, підняття
pro-lift-passed = Прийнято: { $seats } залишають стіл.
pro-lift-failed = Не прийнято: ніхто не залишає стіл.
pro-check-sheriff = Шериф ({ $by }) перевіряє { $target }: { $answer }.
pro-check-don = Дон ({ $by }) перевіряє { $target }: { $answer }.

## Турнірна таблиця.

standings-title = Турнірна таблиця
standings-of = Турнірна таблиця: { $name }
standings-intro = Підсумки завершених ігор спортивної мафії турніру за іменами гравців за столом: бали точно як у протоколі кожної гри. Гра, записана деінде (Polemica, MafiaRatings, файл omerta), теж зараховується:
standings-upload-link = завантажити завершену гру
standings-missing = Жодна завершена гра спортивної мафії не належить до «{ $name }».
standings-role-tables = Таблиці за ролями
standings-caption-games = { $count ->
        [one] { $count } гра
        [few] { $count } гри
       *[many] { $count } ігор
    }, спершу найбільший підсумок; за рівності:{ " " }
standings-then = , потім
standings-caption-shared = ; місце ділиться, лише якщо все це рівне
tiebreak = { $name ->
        [extra] більше дод. балів
        [wins] більше перемог
        [special_wins] більше перемог шерифом або доном
        [head_to_head] більше балів в іграх проти інших рівних
        [fewer_games] менше ігор
       *[other] { $name }
    }
standings-games = Ігри
standings-wins = Перемоги
standings-extra = Дод
standings-extra-title = Дод. бали (крім балів за результат)
standings-avg = Сер.
standings-avg-title = У середньому за гру
standings-download = Завантажити:
standings-chart = Графік
standings-legend-pos = підсумок (додатний, праворуч від 0)
standings-legend-neg = підсумок (від’ємний, ліворуч від 0)
standings-legend-games = бали за ігри, по черзі
standings-protocol = протокол
standings-result = { $side ->
        [red] перемога червоних
        [black] перемога чорних
        [draw] нічия
       *[other] перемога: { $side }
    }
standings-none = Жодну гру спортивної мафії ще не завершено. Таблиця з’явиться, коли суддя завершить гру; турнір гри вказується на її початку.
event-standings-intro-1 = Усі завершені ігри
event-standings-the-event = турніру
event-standings-intro-2 = , його столів і завантажені до нього, за гравцями: гість, об’єднаний з акаунтом, зараховується цьому акаунту.
event-standings-data = Дані:
event-standings-none = Жодну гру цього турніру ще не завершено.

## Турніри.

events-title = Турніри
events-intro = Турнір зі спортивної мафії: організатор реєструє гравців, проводить жеребкування розсадки на кожен раунд, призначає суддю на кожен стіл і створює ігри раунду з розсадженими гравцями. Турнірна таблиця враховує кожну завершену гру турніру за гравцями.
events-mine = Ваші турніри
events-your-seats = ваші столи й номери
events-player-n = (гравець { $n })
events-all = Усі турніри
events-rounds = { $count ->
        [one] { $count } раунд
        [few] { $count } раунди
       *[many] { $count } раундів
    }
events-tables = { $count ->
        [one] { $count } стіл
        [few] { $count } столи
       *[many] { $count } столів
    }
events-drawn = жеребкування проведено
events-open = реєстрація відкрита
events-standings = турнірна таблиця
events-none = Турнірів поки немає.
events-new = Новий турнір
events-rounds-label = Раунди
events-tables-label = Столи на десять гравців
events-tiebreak-label = Додаткові показники, по черзі
events-tiebreak-hint = Через кому, з extra, wins, special_wins, head_to_head і fewer_games; порожньо: extra, wins, special_wins, head_to_head.
events-create = Створити турнір
events-sign-in-to = — щоб організувати турнір.
event-organised-by = Організатор: { $name }
event-rounds-tables = { $rounds ->
        [one] { $rounds } раунд
        [few] { $rounds } раунди
       *[many] { $rounds } раундів
    } на { $tables ->
        [one] { $tables } столі
       *[other] { $tables } столах
    } по десять гравців
event-equal-totals = за рівності:
event-your-seats = Ваші столи й номери
event-guest = гість
event-a-guest = гість
event-registered-as-guest = зареєстрований як гість { $name }
event-nobody = Поки ніхто не зареєстрований.
event-merge-guest = Гість, який тепер має акаунт
event-merge-account = Його акаунт
event-merge-placeholder = ім’я акаунта
event-merge = Об’єднати гостя з акаунтом
event-merge-hint = Його результати, минулі й майбутні, зараховуються акаунту.
event-register-account = Зареєструвати акаунт
event-register-account-placeholder = ім’я акаунта гравця
event-register = Зареєструвати
event-register-guest = Зареєструвати гостя
event-register-guest-placeholder = ім’я гравця (без акаунта)
event-register-the-guest = Зареєструвати гостя
event-seed = Зерно
event-seed-hint = (необов’язково: те саме зерно дає ту саму розсадку)
event-draw = Провести жеребкування
event-draw-hint = Жеребкування закриває реєстрацію. Для { $tables ->
        [one] { $tables } столу
       *[other] { $tables } столів
    } потрібно щонайменше { $players } гравців; решта пропускає по черзі.
event-schedule = Розсадка
event-seed-n = (зерно { $seed })
event-round = Раунд
event-round-n = Раунд { $n }
event-table-n = Стіл { $n }
event-every-round = Кожен раунд
event-judge = Суддя
event-judge-line = Суддя:
event-judge-placeholder = акаунт судді
event-assign-judge = Призначити суддю
event-create-round = Створити ігри раунду { $n }
event-the-game = гра
event-not-assigned = не призначено
event-upload = Завантажити гру, записану деінде
event-recorded-in = Де записана
event-file = Файл гри
event-or-text = або її текст
event-upload-into = Завантажити до «{ $name }»
event-upload-hint = Гра зараховується в турнірній таблиці цього турніру, гравці — під іменами, під якими зареєстровані.
event-player-of = Гравець { $n } турніру
event-game = Гра
event-sits-out = пропускає
event-round-table = Раунд { $round }, стіл { $table }
event-not-created = ще не створено
event-not-drawn = Жеребкування ще не проведено: столи й номери з’являться тут після нього.

## The stream overlay and venue screen (overlay.js; the words a script fills: no plurals)
overlay-how-vote = пішов за голосуванням
overlay-how-lift = піднятий
overlay-how-night-shot = убитий уночі
overlay-how-self-shot = убитий своєю мафією
overlay-how-fourth-foul = четвертий фол
overlay-how-tech-fouls = другий технічний фол
overlay-how-removal = вилучений
overlay-how-disqualification = дискваліфікований
overlay-how-declared-defeat = оголосив поразку
overlay-how-surrender = мафія здалася
overlay-how-out = вибув
overlay-fouls = Фоли: {$count}
overlay-broadcast-begins = Трансляція почнеться через {$seconds} с після гри
overlay-waiting-deal = Чекаємо роздачі карт
overlay-game-over = Гру закінчено
overlay-before-day = До першого дня
overlay-day = День {$n}
overlay-night = Ніч {$n}
overlay-nominated = Виставлені
overlay-lift-passed = Підйом: {$votes} із {$needed} потрібних, піднімаються
overlay-lift-failed = Підйом: {$votes} із {$needed} потрібних, залишаються
overlay-vote = Голосування
overlay-revote = Переголосування
overlay-seat-leaves = Номер {$seat} залишає стіл
overlay-speeches-open = Першим говорить
overlay-speaking = Говорить
overlay-timer = Залишилося часу
overlay-paused = пауза
overlay-left-table = Залишили стіл
overlay-told = {$name} (номер {$seat}): {$how}
overlay-last-shots = Остання стрілянина
overlay-no-shots = немає
overlay-checks = Перевірки
overlay-check = Ніч {$night}: {$by} перевіряв {$target}: {$answer}
overlay-answer-red = червоний
overlay-answer-black = чорний
overlay-answer-sheriff = шериф
overlay-answer-not-sheriff = не шериф
overlay-role-civilian = мирний
overlay-role-sheriff = шериф
overlay-role-mafia = мафія
overlay-role-don = дон
overlay-delay = затримка { $seconds } с
overlay-title = Оверлей · гра { $id }
overlay-venue-title = Екран залу · гра { $id }
overlay-broadcast-title = Трансляція · гра { $id }

## The judge's overlay links (broadcasts.html)
links-title = Оверлей трансляції
links-back = Повернутися до гри
links-public = Відкритий оверлей
links-public-about = Те, що може знати глядач: місця, фоли, виставлення, голосування в міру запису, хто залишив стіл і як, хто говорить і таймер промови. Додайте його в OBS як джерело «Браузер» указаного розміру або відкрийте екран залу на екрані в приміщенні.
links-venue = екран залу, великий шрифт
links-broadcast = Посилання для трансляції
links-broadcast-about = Посилання для трансляції показує все, що бачить суддя (ролі, стрілянину й перевірки), і кожну подію притримує на затримку посилання: для трансляції, що йде щонайменше з цією затримкою. Хто має посилання, бачить гру: дайте його лише операторові трансляції та відкличте після гри.
links-made = Нове посилання із затримкою { $seconds } с. Воно показане один раз: скопіюйте його зараз.
links-delay-label = Затримка в секундах (від 0 до { $max })
links-make = Створити посилання для трансляції
links-link = Посилання
links-delay = Затримка
links-when = Створене
links-seconds = { $seconds } с
links-revoked = відкликане
links-revoke = Відкликати №{ $id }

## The judge's table setup (pro/start.html) and its script (pro-lobby.js: no plurals)
start-table = Стіл
start-hint = Натисніть на порожнє місце, введіть ім'я, «Посадити». Щоб пересадити гравця, натисніть на нього, потім на місце, куди він пересідає. Карти: по одній на місце, або залиште на всіх місцях «випадково» для випадкової роздачі (ви побачите її, коли гра почнеться).
start-seats = Місця
start-seat-label = Місце { $n }, { $name }
start-empty = порожньо
start-card-for = Карта для місця { $n }
start-random = випадково
start-draw-confirm = Розсадити випадково? Уже посаджених гравців буде перемішано.
start-draw = Випадкова розсадка
start-event = Турнір (для турнірної таблиці)
start-event-placeholder = Осінній кубок 2026
start-start = Почати гру
start-continue-summary = Продовжити гру, записану деінде (файл omerta-pro/1)
start-continue-hint = Розсаджує гравців файлу на їхні місця, роздає їхні карти й записує їхні події; далі ви продовжуєте запис. Стіл має бути порожнім.
start-file = Файл протоколу
start-continue = Продовжити цю гру
lobby-js-seat-label = Місце {$seat}, {$name}
lobby-js-empty = порожньо
lobby-js-seats-left = Залишилося зайняти місць до початку: {$n}.
lobby-js-full = Стіл заповнений
lobby-js-seat-at = Посадити гравця на місце {$seat}
lobby-js-moved = {$name} пересаджений на місце {$seat}.
lobby-js-not-moved = Не пересаджений: {$error}
lobby-js-chosen = {$name} (місце {$seat}) обраний: натисніть на місце, куди він пересідає.
lobby-js-not-json = Цей файл не JSON: {$error}
lobby-js-not-protocol = Цей файл не протокол omerta-pro/1 (його "format": {$format}).
lobby-js-not-ten = У протоколі десять гравців; у цьому: {$count}.
lobby-js-no-events = У цьому протоколі немає подій.
lobby-js-remove-first = Спершу приберіть посаджених гравців: місця займуть гравці з файлу.
lobby-js-file = Гравців: {$players}, записів: {$records}. Гра продовжиться з останнього запису.
lobby-js-file-of = Гравців: {$players}, записів: {$records}, турнір {$event}. Гра продовжиться з останнього запису.
lobby-js-not-continued = Гру не вдалося продовжити: {$error}

# Why the seating draw cannot seat a tournament (omerta_pro::seating::SizeError), for the
# CLI and the server alike (omerta_i18n::pro::size_error).
seating-size-no-table = турніру потрібен хоча б один стіл
seating-size-no-round = турніру потрібен хоча б один раунд
seating-size-too-many-players = гравців: { $players } — більше, ніж розсаджує omerta (не більше { $most })
seating-size-too-many-rounds = раундів: { $rounds } — більше, ніж розсаджує omerta (не більше { $most })
seating-size-too-few-players = для { $tables } { $tables ->
        [one] столу
       *[other] столів
    } по десять потрібно щонайменше { $least } гравців, а їх { $players }
