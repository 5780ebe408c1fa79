# Відмови (issue 30): що відповідає запит, який не пройшов, — у `message` JSON API і на
# сторінках. Англійський текст дослівно збігається з `message` відмови (це перевіряють тести).

## Лобі будь-якої гри (refusals.rs в omerta-live)

refusal-not-started = гра ще не почалася
refusal-game-over = гру закінчено
refusal-not-in-game = у грі діють лише ведучий та її гравці
refusal-host-only = лише ведучий може { $what }
refusal-doing-anonymize = зробити гру анонімною
refusal-doing-seat = розсаджувати гравців
refusal-doing-unseat = прибирати гравців з лобі
refusal-doing-move = пересаджувати гравців
refusal-doing-shuffle = перемішувати місця
refusal-doing-start = почати гру
refusal-doing-replace = заміняти гравців
refusal-doing-request-replacement = просити заміну
refusal-doing-cancel-replacement = скасувати запит на заміну
refusal-doing-accept-offer = прийняти пропозицію
refusal-doing-extend = продовжити фазу
refusal-doing-prod = нагадати гравцеві
refusal-doing-reopen = знову відкрити фазу
refusal-doing-abandon = скасувати гру
refusal-already-started = гра вже почалася
refusal-sign-in-to-join = увійдіть, щоб записатися до гри
refusal-host-does-not-play = ведучий не грає у своїй грі
refusal-already-joined = ви вже записалися до цієї гри
refusal-not-joined = ви не записані до цієї гри
refusal-account-seated = цей акаунт уже має місце
refusal-no-entrant-empty = на місці { $index } нікого немає: лобі порожнє
refusal-no-entrant-one = на місці { $index } нікого немає: у лобі один учасник, на місці 0
refusal-no-entrant-many = на місці { $index } нікого немає: місця в лобі — від 0 до { $last }
refusal-lobby-full = лобі заповнене
refusal-table-full = стіл заповнений: за столом { $ruleset } { $seats ->
        [one] { $seats } місце
        [few] { $seats } місця
       *[other] { $seats } місць
    }
refusal-no-slot = слота { $slot } немає
refusal-sign-in-to-offer = увійдіть, щоб запропонувати себе на заміну
refusal-already-offered = ви вже запропонували себе на заміну в цьому слоті: ведучий обирає одну пропозицію
refusal-prod-not-running = нагадати можна лише гравцям гри, що триває
refusal-player-name-alike = { $name } надто схоже на { $other }, їх не розрізнити: кожен гравець у грі має власне ім'я
refusal-already-anonymous = гра вже анонімна
refusal-anonymous-too-late = гру роблять анонімною до того, як до неї запишеться хоч один акаунт: імена, що вже стоять у лобі, бачили під їхніми акаунтами
refusal-replacement-asked = заміну для { $name } уже запитано
refusal-offers-full = цей слот уже має { $most } пропозицій: ведучий обирає одну з них
refusal-no-offer = акаунт { $account } не пропонував себе на заміну { $name }
refusal-nothing-to-extend = продовжити можна лише відкриту фазу гри, що триває, з терміном
refusal-extension-range = продовження — від 1 до { $most } хвилин (тиждень)
refusal-reopen-unplayed = знову відкрити можна лише зіграну гру
refusal-no-earlier-phase = немає ранішої фази: першу фазу гри, як і гру без фаз, знову не відкрити
refusal-reopen-range = знову відкрита фаза триває від 1 до { $most } хвилин (тиждень)
refusal-replace-not-running = заміняти гравців можна лише в грі, що триває
refusal-account-has-slot = цей акаунт уже має слот
refusal-replacement-not-running = заміна буває лише в гравців гри, що триває
refusal-dead-slot = { $name } убитий: слот убитого гравця не передають
refusal-nobody-asked = заміну для { $name } ніхто не запитував: ведучий не просив заміну
refusal-host-takes-over = ведучий не займає слот у своїй грі
refusal-player-takes-over = ви вже граєте в цій грі: слот може зайняти лише акаунт не з гри
refusal-moderation-blank = дії ведучого потрібна причина з видимих символів: її повідомляють гравцям
refusal-message-blank = у повідомленні потрібен текст

## Імена та причини (names.rs в omerta-live): про що правило і чим ім'я не підходить

refusal-what-player = ім'я гравця
refusal-what-account = ім'я акаунта
refusal-what-alias = псевдонім
refusal-what-title = назва
refusal-what-event = назва турніру
refusal-what-setup = назва сетапу
refusal-what-reason = причина
refusal-what-text = текст
refusal-unfit-length = { $what }: від { $least } до { $most } { $most ->
        [one] символу
       *[other] символів
    }
refusal-unfit-invisible = { $what }: невидимі та керівні символи неприпустимі ({ $char } — такий)
refusal-unfit-reordering = { $what }: неприпустимі символи, що змінюють напрямок тексту довкола ({ $char } — такий)
refusal-unfit-character = { $what }: лише літери, цифри, пробіли, '_', '-' і '.' ({ $char } — не з них)
refusal-unfit-alike = { $name } надто схоже на { $other }, їх не розрізнити
refusal-unfit-blank = { $what }: потрібен хоча б один видимий символ

## Відмови самого сервера (omerta-service)

refusal-sign-in-first = спершу увійдіть
refusal-csrf = цьому запиту потрібен CSRF-токен сесії в заголовку X-CSRF-Token
refusal-no-game = гри { $id } немає
refusal-no-page = сторінки { $path } немає
refusal-store-unavailable = база даних сервера не відповідає; нічого не змінено, спробуйте знову за кілька секунд
refusal-internal = на сервері щось пішло не так; запит не виконано
refusal-one-at-a-time = в іншій вашій грі зараз розв'язується ніч або фаза; нічого не змінено, надішліть це знову, коли вона скінчиться
refusal-post-too-long = допис — не більше { $max } { $max ->
        [one] символу
       *[other] символів
    }; у цьому { $chars }
refusal-too-many-posts = не більше { $most } { $most ->
        [one] допису
       *[other] дописів
    } на хвилину в одній грі; зачекайте { $seconds } с
refusal-too-many-games = ви створили { $created } { $created ->
        [one] гру
        [few] гри
       *[other] ігор
    } за останню годину; спробуйте знову за { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
       *[other] хвилин
    }

## Акаунти: реєстрація та вхід

refusal-name-taken = ім'я { $name } зайняте або надто схоже на ім'я іншого акаунта
refusal-alias-is-an-account = псевдонім не може бути ім'ям акаунта: { $name } — таке ім'я або надто на нього схоже
refusal-password-length = пароль — від 8 до 1024 символів
refusal-password-weak = цей пароль надто легко вгадати ({ $score } з 4, потрібно щонайменше { $least }). { $advice }
refusal-too-many-accounts = забагато нових акаунтів з вашої адреси; спробуйте знову за { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
       *[other] хвилин
    }
refusal-too-many-sign-ins = забагато невдалих входів; спробуйте знову за { $seconds } с
refusal-banned = цей акаунт заблоковано адміністраторами сайту: { $reason }
refusal-bad-credentials = неправильне ім'я або пароль

## Жива форумна гра (forum/refusals.rs в omerta-live)

refusal-forum-post-blank = у пості потрібен текст
refusal-forum-post-too-long = пост — не більше { $most } { $most ->
        [one] символу
       *[other] символів
    }
refusal-forum-dead-post = правило 5: мертві не пишуть у темі гри
refusal-forum-dead-edit = правило 5: мертві не пишуть постів
refusal-forum-timer-post = таймер не пише постів
refusal-forum-no-post = поста { $post } немає
refusal-forum-not-author = правити пост може лише його автор
refusal-forum-edit-unchanged = правка нічого не змінює
refusal-forum-deadline-not-come = строк фази ще не настав
refusal-forum-host-ends-phase = завершити фазу може лише ведучий
refusal-forum-no-phase = зараз не триває жодна фаза
refusal-forum-timer-write = таймер не пише
refusal-forum-no-channel = каналу { $channel } у цій грі немає; її канали: { $channels }
refusal-forum-dead-channel = правило 5: мертві не пишуть постів; мертві пишуть лише в темі мертвих
refusal-forum-dead-thread-living = правило 5: тема мертвих — для мертвих гравців; живі її не читають і в ній не пишуть
refusal-forum-no-channel-of-yours = ви не пишете в каналі { $channel }: поки ви живі, у вас немає каналу
refusal-forum-not-your-channel = ви не пишете в каналі { $channel }; ваші канали: { $yours }
refusal-forum-message-too-long = повідомлення — не більше { $most } { $most ->
        [one] символу
       *[other] символів
    }, як пост; у цьому { $chars }
refusal-forum-host-modkills = модкіл дає лише ведучий
refusal-forum-already-dead = { $name } уже мертвий
refusal-forum-host-rules = рішення щодо прапорців ухвалює лише ведучий
refusal-forum-ruling-blank = рішенню потрібна причина з видимих символів: її показують із голосуванням і прапорцем
refusal-forum-no-vote-in-post = у пості { $post } немає голосу за { $vote }
refusal-forum-vote-counts = голос за { $vote } уже зараховано за { $name }: вирішувати нічого
refusal-forum-rule-either = рішення щодо голосу: зарахувати його за гравця або не зарахувати
refusal-forum-no-flag = у поста { $post } немає прапорця за правилом { $rule }, який можна зняти
refusal-forum-ruling-shape = рішення — про голос (зарахувати за гравця чи не зарахувати) або про зняття прапорця за його правилом
refusal-forum-night-unresolved = ніч не можна розв'язати: { $why }
refusal-forum-night-refused = { $why }
refusal-forum-host-does-not-act = ведучий не діє вночі
refusal-forum-timer-does-not-act = таймер не діє вночі
refusal-forum-not-night = нічні дії надсилають уночі
refusal-forum-dead-do-not-act = мертві гравці не діють
refusal-forum-not-an-ability = { $ability } — не здібність
refusal-forum-no-such-ability = у вашої ролі немає здібності { $ability }
refusal-forum-too-many-targets = у дії не більше двох цілей
refusal-forum-not-a-player = { $name } — не гравець
refusal-forum-target-dead = { $name } мертвий
refusal-forum-nothing-to-withdraw = такої дії, щоб її скасувати, немає
refusal-forum-arity = у { $ability } { $targets ->
        [one] { $targets } ціль
        [few] { $targets } цілі
       *[other] { $targets } цілей
    }
refusal-forum-faction-named-dead = канал фракції «dead» називався б як тема мертвих; назвіть її інакше
refusal-forum-channel-named-as-faction = канал «{ $channel }» називається як власний канал фракції { $channel }; назвіть його інакше
refusal-forum-channel-too-small = у каналі «{ $channel }» після роздачі { $members ->
        [one] { $members } учасник
        [few] { $members } учасники
       *[other] { $members } учасників
    }: канал — щонайменше для 2 гравців (roles[].channels)
refusal-forum-over-before-start = за цієї роздачі гра закінчена до початку (перемагає { $winner })
refusal-forum-name-unvotable = за ім'я { $name } не можна проголосувати в темі: жирний голос за нього ({ $vote }) не читається як це ім'я, бо квадратні дужки там — BBCode; виберіть ім'я без [ ]

## Сетапи (setups.rs в omerta-service)

refusal-setup-not-found = Сетапу { $id }, який вам можна читати, немає.
refusal-setup-owner-only = Змінювати чи видаляти сетап може лише його власник; збережіть собі копію.
refusal-setup-no-game = Гри { $id } немає.
refusal-setup-too-many = В акаунта не більше { $most } { $most ->
        [one] сетапу
       *[other] сетапів
    }; спершу видаліть один.
refusal-setup-not-forum = Сетап, який можна зберегти чи перезапустити, є лише у форумної гри.
refusal-setup-secret = Сетап гри розкриває всі ролі: до кінця гри його читає лише ведучий.
refusal-setup-not-started = Ця гра ще не почалася: сетапу в неї поки немає.
refusal-setup-not-finished = Перезапустити можна лише закінчену форумну гру.
refusal-setup-rehost-members = Перезапустити гру може лише її ведучий або гравець.
refusal-setup-taken = У вас уже є сетап { $name }.

## Некоректні запити, відхилені HTTP-шаром (error.rs в omerta-service, `ApiError::rejected`)

refusal-rejected-json-data = JSON у тілі запиту не підходить за формою: { $detail }
refusal-rejected-json-syntax = тіло запиту — не коректний JSON: { $detail }
refusal-rejected-json-type = потрібен запит із заголовком `Content-Type: application/json`
refusal-rejected-body = не вдалося прочитати тіло запиту: { $detail }
refusal-rejected-query = рядок запиту не підходить: { $detail }
refusal-rejected-path = неправильна адреса: { $detail }
refusal-rejected-method = ця адреса не приймає такий метод

## Мафія 1923 (mafia1923/refusals.rs в omerta-live). `$phase` — night або day, `$n` — її
## номер; `$role` — назва ролі (область m1923).

refusal-m1923-chat-too-long = повідомлення — не більше { $most } { $most ->
        [one] символу
       *[other] символів
    }; у цьому { $chars }
refusal-m1923-own-channels = гравець пише лише у своїх каналах («with» — для ведучого)
refusal-m1923-timers-write = таймери не пишуть
refusal-m1923-mafia-channel-one = канал мафії — один на всіх мафіозі
refusal-m1923-mafia-channel-members = у каналі мафії пишуть лише мафіозі
refusal-m1923-host-names-whom = ведучий вказує гравця, якому відповідає («with»: слот)
refusal-m1923-for-themself = гравець надсилає лише за себе
refusal-m1923-host-names-for = ведучий вказує гравця, за якого надсилає («by»: слот)
refusal-m1923-timers-close = таймери лише закривають фази
refusal-m1923-not-open-yet = { $phase ->
        [night] Ніч { $n } відкривається
       *[day] День { $n } відкривається
    } о { $at }: дії приймають із цього часу
refusal-m1923-closed = { $phase ->
        [night] Ніч { $n } закрилася о { $at }: ведучі її закривають
       *[day] День { $n } закрився о { $at }: ведучі його закривають
    }
refusal-m1923-not-your-role = у вас немає ролі «{ $role }» (M24)
refusal-m1923-kill-by-command = вбивство мафії надсилають командою «mafia_kill»
refusal-m1923-not-a-mafia-member = ви не мафіозі (M24)
refusal-m1923-not-a-role = { $asked } — не роль Мафії 1923
refusal-m1923-member-acts-by-kill = мафіозі без другої ролі діє лише через вбивство мафії («mafia_kill»)
refusal-m1923-townsperson = у мирного мешканця немає дії
refusal-m1923-passive = роль «{ $role }» пасивна: вона діє сама, надсилати нічого
refusal-m1923-acts-another-time = роль «{ $role }» діє { $when ->
        [night] уночі
       *[day] вдень
    }; зараз { $phase ->
        [night] ніч
       *[day] день
    } { $n }: дія не відбудеться (M24)
refusal-m1923-target-count = роль «{ $role }» вказує гравців: { $least }, а не { $given }
refusal-m1923-target-range = роль «{ $role }» вказує гравців: від { $least } до { $most }, а не { $given }
refusal-m1923-names-a-family = роль «{ $role }» вказує сім'ю
refusal-m1923-names-no-family = роль «{ $role }» не вказує сім'ю
refusal-m1923-family-or-player = роль «{ $role }» вказує сім'ю, гравця або обох
refusal-m1923-target-dead = { $name } вбитий: на вбитих гравців діяти не можна (M24)
refusal-m1923-ignored = дію гравця { $name } було б проігноровано: { $why }
refusal-m1923-already-acted = { $name } уже { $when ->
        [night] цієї ночі
       *[day] цього дня
    } надіслав дію ролі «{ $role }» (M22)
refusal-m1923-votes-by-day = голосують удень; зараз { $phase ->
        [night] ніч
       *[day] день
    } { $n }
refusal-m1923-injured-today = { $name } сьогодні поранений і не голосує (M64)
refusal-m1923-already-voted = { $name } сьогодні вже голосував: наступний голос було б проігноровано (M71)
refusal-m1923-ballot-shape = у голосі вказують сім'ю (голос за сім'ю) і гравця (голос за гравця)
refusal-m1923-members-decide = рішення мафії надсилає лише мафіозі
refusal-m1923-kills-at-night = мафія вбиває вночі; зараз { $phase ->
        [night] ніч
       *[day] день
    } { $n }
refusal-m1923-injured-tonight = { $name } цієї ночі поранений і не бере участі у вбивстві мафії (M31)
refusal-m1923-no-civilian = цієї ночі мафії нікого вбити з мирних
refusal-m1923-kill-count = цієї ночі мафія має спробувати вбити мирних: { $required }, а не { $given } (M28, M29)
refusal-m1923-named-twice = { $name } вказано двічі (M29)
refusal-m1923-kill-a-member = { $name } — мафіозі: мафія вбиває мирних (M29)
refusal-m1923-kill-the-dead = { $name } вбитий (M29)
refusal-m1923-no-family = сім'ї { $family } у цій грі немає
refusal-m1923-no-player = у слоті { $slot } немає гравця
refusal-m1923-not-in-play = { $name } більше не в грі (вбитий або вигнаний): ні дій, ні голосів (M66, M70)
refusal-m1923-time-not-up = час фази ще не минув
refusal-m1923-no-timers = у цій грі немає таймерів
refusal-m1923-who-closes = фазу закриває лише ведучий або таймер
refusal-m1923-host-exiles = виганяє гравців лише ведучий (M67)
refusal-m1923-players-per-slot = у setup.players записів: { $entries }, а слотів: { $slots }; потрібен один на слот, за порядком слотів
refusal-m1923-given-deal-lists = за заданої роздачі в setup.players вказано сім'ю і роль кожного слота (M11)
refusal-m1923-schedule-or-lengths = фази гри йдуть або за розкладом, або за тривалостями (night_ms, day_ms), але не так і так
refusal-m1923-length-above-zero = { $field } — тривалість фази в мс, більше 0
refusal-m1923-spectator-in-slot = setup.players[{ $index }]: глядачам слот не потрібен, вони дивляться гру як є
refusal-m1923-schedule-unusable = розклад не можна використати: { $why }
refusal-m1923-cannot-be-dealt = за цим сетапом не можна роздати: { $problems }

## Нагадування і записи гри (refusals.rs в omerta-live)

refusal-prod-too-soon = { $name } { $ago ->
        [0] нагадали менше хвилини тому
        [1] нагадали хвилину тому
       *[other] нагадали { $ago } хв тому
    }: гравцеві нагадують не частіше ніж раз на { $every } хв; спробуйте знову через { $wait } хв
refusal-prod-deadline-range = строк нагадування — від 1 до { $most } год (тиждень) від цієї миті
refusal-no-record-yet = гра ще не почалася: запису поки немає
refusal-no-record = у гри { $ruleset } немає запису для завантаження
refusal-record-secret = у записі всі карти й усі нічні таємниці: до кінця гри він лише в судді

## Сезони й серії (records.rs в omerta-service)

refusal-records-no-player = гравця з ім'ям { $name } немає
refusal-records-not-organiser = сезони й серії створюють лише адміністратор сайту або організатор турніру
refusal-records-not-a-date = { $which ->
        [first] перший день
       *[last] останній день
    } — це дата на кшталт 2026-09-01, а не { $text }
refusal-records-ends-before-start = сезон не може закінчитися ({ $ends }) раніше, ніж почнеться ({ $starts })
refusal-records-no-series = серії { $id } немає
refusal-records-series-organiser = додавати сезони до серії може лише її організатор
refusal-records-no-season = сезону { $id } немає
refusal-records-season-organiser = турніри сезону змінює лише його організатор
refusal-records-no-event = турніру { $id } немає
refusal-records-event-organiser = включити турнір до сезону може лише його організатор

## Стеження за темами форуму (follows.rs в omerta-service)

refusal-follow-title-length = назва стеження — від 1 до { $most } символів
refusal-follow-title-control = у назві стеження не може бути керівних символів (наприклад, переносу рядка)
refusal-follow-url-length = адреса теми — не більше { $most } символів
refusal-follow-unknown-engine = «{ $key }» — не форумний рушій, який читає omerta: xenforo, phpbb, vbulletin або discourse (або нічого — тоді його впізнають за сторінкою)
refusal-follow-every-range = every_minutes — як часто читати тему: не рідше ніж раз на { $most } хв (тиждень) і не частіше ніж раз на { $least } хв (форум — чийсь сервер), а не { $given }
refusal-follow-too-many = ви стежите за { $most } темами — більше одному ведучому не можна: спершу припиніть стежити за однією
refusal-follow-not-found = стеження { $id } немає
refusal-follow-host-only = бачити й змінювати це стеження може лише ведучий, який стежить за темою
refusal-follow-document-not-object = документ — це об'єкт { $format } ({ "{" }"game": …, "players": […]{ "}" }), а не { $kind }
refusal-follow-kind-null = null
refusal-follow-kind-bool = true або false
refusal-follow-kind-number = число
refusal-follow-kind-string = рядок
refusal-follow-kind-list = список
refusal-follow-kind-object = об'єкт
refusal-follow-document-format = "format" документа — { $given }, а не "{ $format }"
refusal-follow-document-not-json = документ — не JSON: помилка в рядку { $line }, стовпці { $column } (подробиця від serde: «{ $detail }»)
refusal-follow-document-ends-early = документ — не JSON: текст обривається в рядку { $line }, стовпці { $column }, раніше, ніж закінчується JSON (подробиця від serde: «{ $detail }»)
refusal-follow-every-not-a-number = як часто читати тему — ціле число хвилин, а не «{ $text }»

## Адреса, за якою звернувся б сервер (egress.rs в omerta-service): тема, вебхук.

refusal-url-noun-webhook = адреса вебхука
refusal-url-noun-thread = адреса теми
refusal-url-rule-webhook = вебхуки надсилаються лише на публічні адреси інтернету
refusal-url-rule-thread = omerta стежить лише за темами на публічних адресах інтернету
refusal-url-spaces = { $noun } пишеться без пробілів і керівних символів
refusal-url-not-a-url = { $noun } — не правильна адреса http:// або https:// (подробиця: «{ $detail }»)
refusal-url-scheme = { $noun } — адреса http:// або https://, а не { $scheme }:
refusal-url-credentials-webhook = в адресі вебхука не може бути імені користувача чи пароля (user:pass@); передайте токен у шляху або використайте секрет
refusal-url-credentials-thread = в адресі теми не може бути імені користувача чи пароля (user:pass@)
refusal-url-no-host = { $noun } — адреса http:// або https:// з іменем хоста
refusal-url-localhost = хост { $host } ({ $noun }) — це localhost, сам цей сервер; { $rule }
refusal-url-forbidden = адреса { $ip } ({ $noun }) — { $why }; { $rule }
refusal-url-range-this-network = невизначена адреса («ця мережа»)
refusal-url-range-unspecified = невизначена адреса
refusal-url-range-private = приватна адреса
refusal-url-range-shared = спільна адреса (NAT провайдера)
refusal-url-range-loopback = адреса зворотної петлі (loopback)
refusal-url-range-link-local = локальна адреса каналу (link-local)
refusal-url-range-site-local = локальна адреса сайту (site-local)
refusal-url-range-unique-local = унікальна локальна адреса
refusal-url-range-ietf = зарезервована адреса (протоколи IETF)
refusal-url-range-documentation = адреса для документації
refusal-url-range-6to4-relay = зарезервована адреса (ретранслятор 6to4)
refusal-url-range-benchmarking = адреса для тестів продуктивності
refusal-url-range-multicast = групова адреса (multicast)
refusal-url-range-broadcast = широкомовна адреса
refusal-url-range-reserved = зарезервована адреса
refusal-url-range-nat64 = локальна адреса NAT64
refusal-url-range-discard = адреса для скидання (discard-only)

## Посилання на трансляцію (broadcasts.rs в omerta-service)

refusal-broadcast-delay = затримка — ціле число секунд від 0 до { $most } (15 хвилин)
refusal-broadcast-not-pro = посилання на трансляцію роблять для столів спортивної мафії; гра { $game } — гра { $ruleset }
refusal-broadcast-judge-only = робити, переглядати й відкликати посилання на трансляцію гри може лише її суддя
refusal-broadcast-too-many = у гри не більше { $most } посилань на трансляцію водночас; спершу відкличте одне
refusal-broadcast-no-link = у гри { $game } немає посилання на трансляцію { $link }
refusal-broadcast-none = такої трансляції немає

## Модерація сайту (moderation.rs в omerta-service)

refusal-admin-only = лише адміністратор сайту { $what }
refusal-admin-names-admins = призначає адміністраторів
refusal-admin-bans = блокує акаунти
refusal-admin-reads-record = читає історію акаунта
refusal-admin-demote-self = адміністратор не може зняти із себе права: це робить інший адміністратор, щоб на сайті лишився хоч один
refusal-admin-ban-self = адміністратор не може заблокувати власний акаунт
refusal-admin-ban-blank = блокуванню потрібна причина з видимих символів: її записують і показують власникові акаунта
refusal-admin-no-account = акаунта { $id } немає
refusal-admin-no-longer = ви більше не адміністратор сайту: інший адміністратор щойно змінив ваш акаунт

## Вебхуки та приклади ігор (webhooks.rs, examples.rs в omerta-service)

refusal-webhook-host-reads = вебхук гри бачить лише ведучий
refusal-webhook-host-sets = вебхук гри задає лише ведучий
refusal-webhook-url-length = URL вебхука — не більше { $most } символів
refusal-webhook-secret-length = секрет вебхука — не більше { $most } символів
refusal-webhook-secret-control = у секреті вебхука не може бути керівних символів (NUL, табуляції, переносу рядка)
refusal-examples-name-taken = приклади не можна завантажити: ім'я { $name } належить акаунту цього сайту, а приклад ніколи не грає за когось
refusal-examples-admin-only = видаляти приклади ігор може лише адміністратор сайту

## Турніри (tournaments.rs в omerta-service)

refusal-event-not-found = турніру { $id } немає
refusal-event-organiser-only = це може лише організатор турніру
refusal-event-unknown-account = акаунта з ім'ям { $name } немає
refusal-event-policy-too-long = правило тай-брейку — кілька назв через кому
refusal-event-policy-unknown = { $sentence }.
refusal-unknown-tiebreak = невідомий тай-брейк { $name }; відомі: { $known }
refusal-unknown-role-table = невідома таблиця ролей { $name }; відомі: { $known }
refusal-event-sizes = { $why }.
refusal-event-out-of-range = у турнірі від 1 до { $most } { $what ->
        [rounds] раундів
       *[tables] столів
    }; { $value } — поза цими межами
refusal-event-registration-closed = реєстрацію закрито: розклад турніру вже складено
refusal-event-too-many-players = у турнірі не більше { $most } гравців
refusal-event-registration-both = зареєструйте або акаунт, або ім'я гостя, але не обидва
refusal-event-registration-neither = щоб зареєструвати, вкажіть акаунт або ім'я гостя
refusal-event-registered-as = { $name } уже зареєстрований як гравець { $number }
refusal-event-known-as = гравець { $number } уже записаний як { $name }
refusal-event-known-as-guest = гравець { $number } уже записаний як { $name }; щоб віддати цьому гостеві акаунт, об'єднайте їх
refusal-event-registered = { $name } уже зареєстрований у цьому турнірі
refusal-event-no-player = у цьому турнірі немає гравця { $number }
refusal-event-not-a-guest = гравець { $number } не гість: він грає під акаунтом { $name }
refusal-event-already-player = { $name } уже гравець { $number } цього турніру; одна людина — один гравець
refusal-event-merged-already = гравця { $number } уже об'єднано з акаунтом
refusal-event-a-player-already = { $name } уже гравець цього турніру
refusal-event-drawn-already = розклад турніру вже складено (сід { $seed })
refusal-event-too-few-players = у турнірі гравців: { $players }, а { $tables ->
        [one] { $tables } столу
       *[other] { $tables } столам
    } по десять потрібно щонайменше { $least }
refusal-event-drawn-meanwhile = розклад турніру тим часом уже склали
refusal-event-not-drawn-judges = спершу складіть розклад: суддів призначають на столи його раундів
refusal-event-not-drawn-games = спершу складіть розклад: ігри раунду розсаджують його гравців
refusal-event-no-table = столу { $table } у цьому турнірі немає (столи від 1 до { $last })
refusal-event-no-round = раунду { $round } у цьому турнірі немає (раунди від 1 до { $last })
refusal-event-judge-plays = { $name } грає за столом { $table } у раунді { $round } і не може його судити
refusal-event-game-created = гру столу { $table } у раунді { $round } уже створено; у створеної гри лишається її суддя
refusal-event-games-created = ігри столу { $table } в усіх раундах уже створено; у створеної гри лишається її суддя
refusal-event-round-created = ігри раунду { $round } уже створено
refusal-event-organiser-plays = у столу { $table } у раунді { $round } немає судді, а організатор грає за ним: спершу призначте суддю
refusal-event-has-no-player = у турнірі { $event } немає гравця { $number }
refusal-event-uploaders-only = завантажувати ігри в турнір можуть лише його організатор і судді

## Завантаження і налаштування пошти (upload.rs, mail.rs в omerta-service; порушення правил
## столу — в omerta-pro)

refusal-upload-not-a-game = це не гра { $system }: { $why }
refusal-upload-unknown-format = невідомий формат { $format }: завантажуйте «omerta-pro/1», «polemica» або «mafiaratings»
refusal-upload-duplicate = цю гру вже завантажено, як /games/{ $first }: один протокол зараховують один раз
refusal-mail-no-kind = { $kind } — не вид листів; види: { $kinds }
refusal-mail-address-long = адреса пошти — не більше { $most } символів
refusal-mail-not-an-address = { $address } — не адреса пошти ({ $why })
refusal-mail-why-missing-parts = немає домену або імені користувача
refusal-mail-why-unbalanced = непарна кутова дужка
refusal-mail-why-invalid-user = неправильне ім'я користувача
refusal-mail-why-invalid-domain = неправильний домен
refusal-mail-why-invalid-input = неприпустимі символи
refusal-mail-address-by-ip = { $address } називає хост за IP-адресою: адресі пошти потрібен поштовий домен, а не IP-адреса

## The ratings (web/ratings.rs in omerta-server); $name quoted.
refusal-ratings-no-game = у { $name } немає ігор із рейтингом
