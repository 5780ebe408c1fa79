## Спільний макет сторінок.

site-skip = До змісту
site-nav-label = Сайт
site-nav-games = Ігри
site-nav-my-games = Мої ігри
site-nav-threads = Теми
site-nav-settings = Налаштування
site-nav-events = Турніри
site-nav-standings = Таблиця
site-nav-ratings = Рейтинг
site-admin = (адміністратор)
site-sign-out = Вийти
site-sign-in = Увійти
site-sign-up = Реєстрація
site-footer = omerta: спортивна мафія, форумна мафія і «Мафія 1923».
site-footer-api = API
site-lang-label = Мова
site-lang-switch = Змінити мову

## Вхід і реєстрація.

account-name = Ім’я
account-password = Пароль
account-rules = Ім’я: від 2 до 32 літер, цифр, пробілів, _ - або . ; пароль: щонайменше 8 символів і не простий — кілька рідкісних слів підійдуть.
account-create = Створити акаунт
account-have-one = Вже маєте акаунт?
account-new-here = Вперше тут?

## Налаштування.

settings-title = Налаштування
settings-saved = Збережено.
settings-lang-heading = Мова
settings-lang-browser = Як просить браузер
settings-lang-help = Цією мовою написані сторінки і листи, які ви отримуєте.
settings-save = Зберегти
settings-lang-save = Зберегти мову

## Помилка.

error-not-found = Не знайдено
error-not-allowed = Немає доступу
error-sign-in-first = Спершу увійдіть
error-something-wrong = Щось не так
error-home = На головну

## Скрипт макета (assets/omerta.js), одним блоком JSON.

site-js-your-time = (у вас: { $time })
site-js-your-time-zone = (у вас: { $time }, { $zone })

## A game's lobby (game_lobby.html), every rule set
lobby-table-of = стіл турніру
lobby-hosted-by = ведучий:
lobby-abandoned = Ведучий зупинив гру до її початку.
lobby-players = Гравці
lobby-seated-by-host = (посаджений ведучим)
lobby-remove = прибрати
lobby-remove-label = Прибрати { $name }
lobby-nobody = Поки нікого.
lobby-sign-in = Увійдіть
lobby-to-join = щоб приєднатися до гри.
lobby-leave = Залишити гру
lobby-your-name = Ваше ім'я в цій грі
lobby-join = Приєднатися
lobby-host = Ведучий
lobby-seat-by-name = Посадити гравця за ім'ям
lobby-name-placeholder = Ім'я
lobby-seat = Посадити
lobby-cancel-confirm = Скасувати гру? Усім, хто приєднався, повідомлять, що її зупинено, і почати її знову буде не можна.
lobby-cancel = Скасувати гру

## The forum game's flips and role list (forum/start.html, forum/game.html)
forum-reveal-legend = Розкриття і список ролей
forum-reveal-label = Коли гравець гине, у темі показується
forum-reveal-role = Уся його роль (сторона і роль)
forum-reveal-alignment = Лише його сторона (місто, мафія, …)
forum-reveal-none = Нічого до кінця гри
forum-role-list-label = Список ролей
forum-role-list-closed = Закритий: гравці знають, скільки їх, але не які ролі є
forum-role-list-open = Відкритий: перелічено всі роздані ролі, але не кому яка дісталася
forum-reveal-hint = Хай що ви оберете, наприкінці гри всі ролі показуються всім.
forum-flip-alignment = { $faction } (роль не розкрито)
forum-flip-hidden = роль не розкрито
forum-reveal-rule-alignment = Під час загибелі показується лише сторона; усі ролі показуються наприкінці.
forum-reveal-rule-none = Під час загибелі роль не показується; усі ролі показуються наприкінці.
forum-role-list-heading = Ролі в цій грі
forum-pms-legend = Рольові ПП і ПП з результатами
forum-pm-role-label = Рольове ПП для всіх ролей (необов'язково)
forum-pm-results-label = ПП з результатами ночі (необов'язково)
forum-pm-hint = Пропуски: {"{"}name{"}"}, {"{"}faction{"}"}, {"{"}role{"}"}, {"{"}identity{"}"}, {"{"}abilities{"}"}, {"{"}team{"}"}, {"{"}goal{"}"} у рольовому ПП; {"{"}name{"}"}, {"{"}night{"}"}, {"{"}results{"}"} у ПП з результатами. Дужку пишіть як {"{{"}. Якщо лишити порожнім, кожен гравець отримає вбудоване ПП; власне ПП ролі задається в JSON розстановки (roles[].pm, roles[].results_pm).
forum-pms-heading = Ваші ПП
forum-pm-role = Рольове ПП
forum-pm-results = Результати ночі { $night }
forum-pms-sent = Надіслані ПП ({ $count })
forum-pm-to = Кому: { $name }

## Статус гри.
site-status = { $status ->
        [lobby] набір
        [running] триває
        [finished] завершена
        [abandoned] зупинена
       *[other] { $status }
    }

## Покроковий перегляд завершеної гри.
steps-title = Гра за кроками
steps-as-it-stood = Як було на момент «{ $moment }» (подія { $at } з { $of }). Усе розкрито: ролі, дії, особисті повідомлення.
steps-the-start = початок
steps-over = Гру завершено: усе розкрито (ролі, дії, особисті повідомлення). Перегляньте її фаза за фазою:
steps-previous = ← Попередня фаза
steps-next = Наступна фаза →
steps-end = Кінець

## Модерація гри ведучим.
moderation-summary = Модерація: більше часу, нагадування
moderation-summary-reopen = Модерація: більше часу, нагадування, повторне відкриття
moderation-extend-title = Дати фазі більше часу
moderation-extend-minutes = Хвилин після терміну
moderation-why-public = Чому (дізнаються всі)
moderation-extend-placeholder = свято посеред дня
moderation-extend = Продовжити
moderation-prod-title = Нагадати неактивному гравцеві
moderation-prod-player = Гравець
moderation-choose-player = Оберіть гравця
moderation-prod-reason = Що йому сказати (дізнається лише він)
moderation-prod-placeholder = ми не чули вас сьогодні
moderation-prod = Нагадати
moderation-reopen = Знову відкрити фазу «{ $phase }»
moderation-reopen-confirm = Знову відкрити фазу «{ $phase }»? Буде скасовано все, що перелічено під формою; цього не повернути.
moderation-reopen-hint = Гра повернеться до початку фази «{ $phase }», як було тоді; усе до неї лишається таким, яким його прочитали, а події після лишаються в записі.
moderation-takes-back = Буде скасовано:
moderation-keeps = Залишиться:
moderation-reopen-minutes = Відкрити на (хвилин)
moderation-reopen-placeholder = фазу закрили помилково
picker-account = Акаунт нового гравця
picker-account-hint = Введіть ім'я його акаунта: відповідні акаунти буде запропоновано. Новий гравець спершу реєструється; тоді роль слота, повідомлення й листи — його.
