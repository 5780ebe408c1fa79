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
