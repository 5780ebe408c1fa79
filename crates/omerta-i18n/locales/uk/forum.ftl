# Сторінка форумної гри (templates/forum/game.html, src/web/forum.rs) і форма її початку
# (templates/forum/start.html): issue 30. BBCode теми (пости ведучого, підсумки голосування
# для форуму) лишається записом форуму англійською; сторінка довкола нього — тут.

## Сторінки теми
forum-pager-top = Сторінки теми (вгорі)
forum-pager-bottom = Сторінки теми (внизу)
forum-previous = Назад
forum-next = Далі
forum-last-page = Остання сторінка
forum-page = Сторінка { $number }
forum-page-current = Сторінка { $number } (ця)

## Заголовок і посилання
forum-hosted-by = ведучий: { $name }
forum-you-revealed = усе розкрито
forum-you-host = ви ведучий
forum-you-play = ви граєте за { $name }
forum-you-watching = ви спостерігаєте
forum-jump = На цій сторінці
forum-jump-tally = Голосування
forum-jump-thread = Тема
forum-jump-compose = Написати пост
forum-jump-night = Нічні дії
forum-jump-host = Ведучому

## Фаза
forum-reopened-at = Ведучий знову відкрив цю фазу: тепер вона закривається
forum-extended-at = Ведучий подовжив цю фазу: тепер вона закривається
forum-game-over = Гру закінчено: { $count ->
    [one] перемагає { $winner }
   *[other] перемагають { $winner }
}
forum-winners = { $first } і { $second }
forum-faction-town = місто
forum-faction-mafia = мафія
forum-stopped = Ведучий зупинив цю гру.
forum-phase-day = День { $number }
forum-phase-night = Ніч { $number }
forum-ends = до

## Голосування
forum-tally-heading = Голосування
forum-tally-heading-day = Голосування: { $day }
forum-tally-numbers = живих: { $alive } · більшість: { $majority } { $majority ->
    [one] голос
    [few] голоси
   *[many] голосів
}
forum-tally-lock = лок: { $lock } { $lock ->
    [one] голос
    [few] голоси
   *[many] голосів
}
forum-needed = { $count ->
    [one] до більшості бракує { $count } голосу
   *[other] до більшості бракує { $count } голосів
}
forum-at-majority = більшість набрано
forum-locked = лок
forum-majority = більшість
forum-voters = Голосують:
forum-no-votes = Голосів поки немає.
forum-not-voting = Не голосують ({ $count }):
forum-nobody = ніхто
forum-rulings = Рішення ведучого
forum-post-number = Пост #{ $number }
forum-state-no-day = Жоден день ще не почався.
forum-state-lynched = { $day } закінчено: лінчовано { $name }.
forum-state-no-lynch = { $day } закінчено: лінчу немає.
forum-state-over = Гру закінчено.
forum-state-locked = { $name } — у локу, і наприкінці дня його буде лінчовано.
forum-state-majority = У гравця { $name } більшість: якщо голоси не зрушать, наприкінці дня його буде лінчовано.
forum-state-none = Більшості поки немає ні в кого.
forum-ruling-counts = голос за «{ $vote }» зараховано за { $name }
forum-ruling-not-counted = голос за «{ $vote }» не зараховано
forum-ruling-dismissed = прапорець за правилом { $rule } знято
forum-ruling = рішення

## Тема
forum-thread = Тема
forum-thread-count = (пости { $first }–{ $last } з { $count })
forum-thread-count-pages = (пости { $first }–{ $last } з { $count }, сторінка { $number } з { $pages })
forum-post-label = Пост { $number }
forum-host = Ведучий
forum-badge-host = ведучий
forum-badge-night = нічний пост
forum-badge-edited = відредаговано
forum-badge-dead = пост мертвого гравця
forum-flag-badge = правило { $rule }: { $what }
forum-flag-badge-repeat = правило { $rule }: { $what }, повторно
forum-flag-rule = правило { $rule }
forum-flag-rule-repeat = правило { $rule }, повторно
forum-counted-first = Зараховано за першою версією:
forum-no-vote = голосу немає
forum-edit-not-counted = Голос, вписаний правкою, не зараховується.
forum-counted = Зараховано:
forum-counter-note = Лічильник голосів, правило { $rule }: { $message }
forum-flags-for-host = Прапорці для ведучого
forum-edited-times = { $count ->
    [one] Відредаговано { $count } раз: усі версії
    [few] Відредаговано { $count } рази: усі версії
   *[many] Відредаговано { $count } разів: усі версії
}
forum-first-posted = Перша версія
forum-revision = Версія { $number }
forum-no-posts = Постів поки немає.
forum-newer-posts = Нові пости — на
forum-newer-posts-link = останній сторінці
forum-vote-unvote = зняття голосу
forum-vote-for = голос за { $name }
forum-vote-nobody = голос за «{ $name }»: гравця з таким ім'ям немає
forum-vote-night = { $vote } (не зараховано: нічний пост)
forum-vote-edited = не зараховано: вписано правкою (голос рахується за першою версією поста)

## Про що прапорець
forum-rule-not-player = не гравець
forum-rule-night = нічний пост
forum-rule-edited = правка
forum-rule-dead = пост мертвого гравця
forum-rule-inactive = неактив
forum-rule-host = для ведучого

## Гравці та смерті
forum-players = Гравці
forum-players-alive = (живих { $alive } з { $count })
forum-vote-button = голос
forum-vote-button-label = Голос за { $name }: вписується в пост, що пишеться
forum-replaced = (замінив: { $names })
forum-dead = мертвий
forum-also = також { $names }
forum-deaths = Загиблі
forum-death-lynched = лінчовано ({ $phase })
forum-death-killed = убито ({ $phase })
forum-death-modkilled = модкіл ({ $phase })
forum-death-died = загинув ({ $phase })
forum-death-reason = { $death }: { $reason }
forum-death-inactivity = модкіл за неактив за правилом 13 ({ $phase })
forum-when-day = день { $number }
forum-when-night = ніч { $number }
forum-when-time = { $time }

## Ваша роль
forum-your-role = Ваша роль
forum-you-are = Ви —
forum-night-abilities = Нічні здібності: { $abilities }.
forum-your-team = Ваша команда:
forum-partner-dead = (мертвий)
forum-tonight = Цієї ночі
forum-withdraw = скасувати
forum-withdraw-label = Скасувати «{ $ability }» на { $targets }
forum-your-results = Ваші результати
forum-result = Ніч { $night }, «{ $ability }» на { $target }:
forum-and = { $first } і { $second }
forum-result-innocent = невинний
forum-result-guilty = винний
forum-result-visited = відвідав
forum-result-visited-by = його відвідали
forum-result-no-action = не діяв
forum-result-no-result = результату немає

## Здібності (імена omerta-night)
forum-ability-kill = Вбивство
forum-ability-factional-kill = Постріл мафії
forum-ability-protect = Захист
forum-ability-block = Блок
forum-ability-jail = В'язниця
forum-ability-investigate = Перевірка
forum-ability-track = Стеження
forum-ability-watch = Спостереження
forum-ability-redirect = Перенаправлення
forum-ability-swap = Обмін
forum-ability-visit = Візит
forum-ability-recruit = Вербування
forum-ability-strong-kill = Сильне вбивство
forum-ability-ninja-kill = Безслідне вбивство
forum-ability-commute = Відхід
forum-ability-deflect = Відбиття
forum-ability-guard = Охорона
forum-ability-day-kill = Денний постріл

## Ведучому
forum-for-host = Ведучому
forum-flags-heading = Прапорці порушень
forum-flag-post = пост #{ $number }
forum-ruled = вирішено
forum-rule-on = Ухвалити рішення
forum-count-as = Зарахувати голос за «{ $vote }» як
forum-dismiss-vote = нікого: голос не зараховувати
forum-why-tally = Чому (показується з голосуванням)
forum-why-tally-placeholder = описка замість …
forum-rule-vote = Вирішити щодо голосу
forum-why-dismiss = Чому ви знімаєте прапорець (бачите тільки ви)
forum-why-dismiss-placeholder = питання про правила, можна
forum-dismiss-flag = Зняти прапорець
forum-flags-hint = Правило 2 (нічні пости), правило 3 (правки), правило 5 (мертві гравці), правило 13 (неактив): чи давати модкіл — вирішуєте ви.
forum-flags-none = Нема на що дивитися: ні нічних постів, ні правок, ні постів мертвих, ні неактивних гравців.
forum-explained = Як вирішувалася кожна ніч
forum-night = Ніч { $night }
forum-tonight-actions = Дії цієї ночі
forum-none = Немає.
forum-none-day = Немає (зараз не ніч).
forum-results-sent = Надіслані результати ночі ({ $count })
forum-result-sent = Ніч { $night }: «{ $ability }» на { $target }: { $result }
forum-every-action = Усі нічні дії ({ $count })
forum-action-night = Ніч { $night }: { $name }: «{ $ability }» → { $targets }
forum-roles = Ролі
forum-tally-forum = Голосування для форуму
forum-tally-bbcode = Шаблони та голосування в BBCode
forum-copy = Копіювати

## Пост
forum-compose = Написати пост
forum-night-warning = Зараз ніч. Правило 2: не пишіть в ігровій темі вночі; за нічний пост можна отримати модкіл, і голоси в ньому не зараховуються.
forum-night-confirm = Зараз ніч. Правило 2: за пост в ігровій темі вночі можна отримати модкіл, і голоси в нічному пості не зараховуються. Усе одно надіслати?
forum-your-post = Ваш пост
forum-your-post-host = Ваш пост (від ведучого)
forum-post-help = Щоб проголосувати, натисніть «голос» біля імені гравця або напишіть жирним: [b]vote: Ім'я[/b]; щоб зняти голос — [b]unvote: Ім'я[/b]. Зараховуються лише голоси жирним і поза цитатами, потрібне слово "vote" повністю, і голос рахується за першою версією поста (правка нічого не змінює, а правило 3 забороняє правки). Інший BBCode: [i]…[/i], [quote=Ім'я]…[/quote], [spoiler]…[/spoiler].
forum-post = Надіслати

## Нічні дії
forum-your-night = Ваші нічні дії
forum-night-hint = Бачить лише ведучий. Нова дія тією ж здібністю замінює попередню.
forum-first-player = { $label }: перший гравець
forum-second-player = другий гравець
forum-choose-player = Виберіть гравця
forum-send-action = Надіслати: { $label }

## Керування грою
forum-host-controls = Керування грою
forum-end-day = Закінчити день { $number } зараз
forum-end-night = Закінчити ніч { $number } зараз
forum-end-phase = Закінчити фазу зараз
forum-end-day-warning = Лінч дня (або його відсутність) остаточний: скасувати не можна.
forum-end-night-warning = Нічні дії буде вирішено, смерті оголошено: скасувати не можна.
forum-end-warning = Скасувати не можна.
forum-advance-confirm = { $label }? { $warning }
forum-advance-hint = Наприкінці дня лінчують гравця в локу або з більшістю; наприкінці ночі вирішуються нічні дії.
forum-modkill-confirm = Дати цьому гравцеві модкіл? Він одразу вибуває, його роль розкривається в темі, скасувати не можна.
forum-modkill-label = Модкіл гравцеві
forum-modkill-reason = Причина (показується в темі; необов'язково)
forum-modkill-placeholder = неактив (правило 13)
forum-modkill = Модкіл
forum-replace-confirm = Віддати цей слот акаунту новачка? Теперішній гравець його втрачає і далі читає гру як глядач.
forum-replace-label = Замінити гравця в слоті
forum-choose-slot = Виберіть слот
forum-slot-dead = { $slot } (мертвий)
forum-replace-name = Ім'я в грі (порожньо: ім'я акаунта)
forum-replace = Замінити
forum-replace-hint = Новачок зберігає роль, команду і голос слота (правило 15), і йому знову надходить рольове ПП.

## Форма початку
forum-start = Почати гру
forum-start-rules = Правила теми
forum-start-normality = Ця гра
forum-normality-1 = 1. Звичайна: проста гра в мафію
forum-normality-2 = 2. Майже звичайна: пара сюрпризів
forum-normality-3 = 3. Незвичайна: щось затівається
forum-normality-4 = 4. Зовсім незвичайна
forum-normality-5 = 5. Гра в дусі Bad Ash
forum-normality-6 = 6. Гра в дусі Gorny
forum-start-starts = Гра починається (правило 12)
forum-start-day-phase = з дня
forum-start-night-phase = з ночі
forum-start-day-hours = День триває (годин, правило 12)
forum-start-night-hours = Ніч триває (годин)
forum-start-posts = Постів на день, щоб вважатися активним (правило 13; 0: без мінімуму)
forum-start-lock = Лок (правило 7): гравець із більшістю, що отримав ще один голос, потрапляє в лок
forum-start-fifty = Правило 50 % (правило 8): гра закінчується, коли місто більше не може набрати більшість
forum-start-roles = Ролі
forum-start-too-few = { $count ->
    [one] Для форумної гри потрібно щонайменше 3 гравці; поки сів { $count }.
   *[other] Для форумної гри потрібно щонайменше 3 гравці; поки сіло { $count }.
}
forum-start-deal = Як роздаються ролі
forum-start-random = Випадково
forum-start-given = Роль 1 — першому гравцеві, і так далі
forum-start-role = Роль { $number }
forum-start-role-if = ({ $name }, якщо по черзі)
forum-start-roles-hint = Нічні здібності випливають із назви ролі (комісар перевіряє, лікар захищає, усі мафіозі ділять постріл мафії). Інші ролі: задайте всю розстановку в JSON нижче.
forum-start-night-names = Ніч та імена
forum-start-method = Нічні дії вирішуються
forum-start-rar = за Reasonable Action Resolution (розумне вирішення)
forum-start-ordered = по черзі (простий спосіб)
forum-start-aliases = Інші імена для голосів (необов'язково, JSON: ім'я гравця → список)
forum-start-json = Або задайте всю розстановку в JSON
forum-start-json-label = Розстановка (JSON; див. docs/live/forum.md)
forum-start-json-button = Почати з цією розстановкою
forum-preset-town = Місто: мирний
forum-preset-cop = Місто: комісар (перевіряє)
forum-preset-insane-cop = Місто: божевільний комісар (дізнається протилежне)
forum-preset-doctor = Місто: лікар (захищає)
forum-preset-vigilante = Місто: месник (убиває)
forum-preset-roleblocker = Місто: блокувальник
forum-preset-jailkeeper = Місто: тюремник
forum-preset-tracker = Місто: слідопит
forum-preset-watcher = Місто: спостерігач
forum-preset-bus-driver = Місто: водій автобуса (міняє двох гравців місцями)
forum-preset-mason = Місто: масон (говорить з іншими масонами в їхньому каналі)
forum-preset-town-lover = Місто: закоханий (говорить зі своєю парою в каналі закоханих)
forum-preset-vest = Місто: мирний з одноразовим бронежилетом
forum-preset-goon = Мафія: мафіозі
forum-preset-godfather = Мафія: хрещений батько (виглядає невинним)
forum-preset-mafia-roleblocker = Мафія: блокувальник
forum-preset-mafia-lover = Мафія: закоханий (говорить зі своєю парою в каналі закоханих)

## Власні фрази ОП (issue 30, D42): вбудовані шаблони і слова їхніх пропусків.
forum-pm-template-role = [b]Ви — { $name }: { $identity }.[/b]

    { $abilities }
    { $team }
    { $goal }
forum-pm-template-results = [b]Ніч { $night }: ваші результати.[/b]
    { $results }
forum-pm-faction-town = місто
forum-pm-faction-mafia = мафія
forum-pm-vanilla = мирний
forum-pm-identity = { $role } ({ $faction })
forum-pm-no-ability = У вас немає нічної дії.
forum-pm-ability-unknown = У вас є здібність «{ $ability }».
forum-pm-ability-kill = Щоночі ви можете вбити одного гравця.
forum-pm-ability-factional-kill = Щоночі ваша команда може відправити одного зі своїх убити одного гравця.
forum-pm-ability-protect = Щоночі ви можете захистити одного гравця від убивства.
forum-pm-ability-block = Щоночі ви можете заблокувати одного гравця: його нічна дія не спрацює.
forum-pm-ability-jail = Щоночі ви можете посадити одного гравця до в'язниці: він захищений, а його нічна дія не спрацює.
forum-pm-ability-investigate = Щоночі ви можете перевірити одного гравця й дізнатися, чи він мафія.
forum-pm-ability-track = Щоночі ви можете стежити за одним гравцем і дізнатися, до кого він ходив.
forum-pm-ability-watch = Щоночі ви можете спостерігати за одним гравцем і дізнатися, хто до нього приходив.
forum-pm-ability-redirect = Щоночі ви можете перенаправити нічну дію одного гравця на іншого.
forum-pm-ability-swap = Щоночі ви можете поміняти місцями двох гравців: усе, що націлене на одного, дістається іншому.
forum-pm-ability-visit = Щоночі ви можете відвідати одного гравця.
forum-pm-ability-recruit = Щоночі ви можете завербувати одного гравця до своєї команди.
forum-pm-ability-strong-kill = Щоночі ви можете вбити одного гравця; ні захист, ні в'язниця не зупинять ваш постріл.
forum-pm-ability-ninja-kill = Щоночі ви можете вбити одного гравця так, що ні ті, хто стежить, ні ті, хто спостерігає, вас не побачать.
forum-pm-ability-commute = Щоночі ви можете піти: цієї ночі до вас не дійде жодна дія.
forum-pm-ability-deflect = Щоночі ви можете відбити дії, спрямовані на одного гравця, на іншого.
forum-pm-ability-guard = Щоночі ви можете охороняти одного гравця: той, хто спробує його вбити, загине сам.
forum-pm-ability-day-kill = Один раз за день ви можете вбити одного гравця.
forum-pm-team = Ваша команда: { $members }.
forum-pm-goal-town = Ви перемагаєте разом із містом, коли серед живих не залишиться жодного гравця проти міста.
forum-pm-goal-other = Ви перемагаєте разом із командою «{ $faction }», коли серед живих не залишиться жодного гравця міста.
forum-pm-goal-rule8 = Ви перемагаєте разом із командою «{ $faction }», коли серед живих не залишиться жодного гравця міста або коли місто більше не зможе зібрати більшість (правило 8).
forum-pm-result-innocent = Ваша перевірка гравця { $target }: не мафія.
forum-pm-result-guilty = Ваша перевірка гравця { $target }: мафія.
forum-pm-result-visited = { $target } ходив(ла) до: { $names }.
forum-pm-result-visited-nobody = { $target } ні до кого не ходив(ла).
forum-pm-result-visited-by = До гравця { $target } приходили: { $names }.
forum-pm-result-visited-by-nobody = До гравця { $target } ніхто не приходив.
forum-pm-result-no-action = { $target } нічого не робив(ла).
forum-pm-result-no-result = «{ $ability }» на гравця { $target } не дало результату.
forum-pm-result-other = «{ $ability }» на гравця { $target }: { $result }.
