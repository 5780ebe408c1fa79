## Общий макет страниц.

site-skip = К содержанию
site-nav-label = Сайт
site-nav-games = Игры
site-nav-my-games = Мои игры
site-nav-threads = Темы
site-nav-settings = Настройки
site-nav-events = Турниры
site-nav-standings = Таблица
site-nav-ratings = Рейтинг
site-admin = (администратор)
site-sign-out = Выйти
site-sign-in = Войти
site-sign-up = Регистрация
site-footer = omerta: спортивная мафия, форумная мафия и «Мафия 1923».
site-footer-api = API
site-lang-label = Язык
site-lang-switch = Сменить язык

## Вход и регистрация.

account-name = Имя
account-password = Пароль
account-rules = Имя: от 2 до 32 букв, цифр, пробелов, _ - или . ; пароль: не короче 8 символов и не простой — несколько редких слов подойдут.
account-create = Создать аккаунт
account-have-one = Уже есть аккаунт?
account-new-here = Впервые здесь?

## Настройки.

settings-title = Настройки
settings-saved = Сохранено.
settings-lang-heading = Язык
settings-lang-browser = Как просит браузер
settings-lang-help = На этом языке написаны страницы и приходящие вам письма.
settings-save = Сохранить
settings-lang-save = Сохранить язык

## Ошибка.

error-not-found = Не найдено
error-not-allowed = Нет доступа
error-sign-in-first = Сначала войдите
error-something-wrong = Что-то не так
error-home = На главную

## Скрипт макета (assets/omerta.js), одним блоком JSON.

site-js-your-time = (у вас: { $time })
site-js-your-time-zone = (у вас: { $time }, { $zone })

## A game's lobby (game_lobby.html), every rule set
lobby-table-of = стол турнира
lobby-hosted-by = ведущий:
lobby-abandoned = Ведущий остановил игру до её начала.
lobby-players = Игроки
lobby-seated-by-host = (посажен ведущим)
lobby-remove = убрать
lobby-remove-label = Убрать { $name }
lobby-nobody = Пока никого.
lobby-sign-in = Войдите
lobby-to-join = чтобы присоединиться к игре.
lobby-leave = Покинуть игру
lobby-your-name = Ваше имя в этой игре
lobby-join = Присоединиться
lobby-host = Ведущий
lobby-seat-by-name = Посадить игрока по имени
lobby-name-placeholder = Имя
lobby-seat = Посадить
lobby-cancel-confirm = Отменить игру? Всем присоединившимся сообщат, что она остановлена, и начать её снова будет нельзя.
lobby-cancel = Отменить игру

## The forum game's flips and role list (forum/start.html, forum/game.html)
forum-reveal-legend = Вскрытия и список ролей
forum-reveal-label = Когда игрок погибает, в теме показывается
forum-reveal-role = Вся его роль (сторона и роль)
forum-reveal-alignment = Только его сторона (город, мафия, …)
forum-reveal-none = Ничего до конца игры
forum-role-list-label = Список ролей
forum-role-list-closed = Закрытый: игроки знают, сколько их, но не какие роли есть
forum-role-list-open = Открытый: перечислены все розданные роли, но не кому какая досталась
forum-reveal-hint = Что бы вы ни выбрали, в конце игры все роли показываются всем.
forum-flip-alignment = { $faction } (роль не раскрыта)
forum-flip-hidden = роль не раскрыта
forum-reveal-rule-alignment = При гибели показывается только сторона; все роли показываются в конце.
forum-reveal-rule-none = При гибели роль не показывается; все роли показываются в конце.
forum-role-list-heading = Роли в этой игре
forum-pms-legend = Ролевые ЛС и ЛС с результатами
forum-pm-role-label = Ролевое ЛС для всех ролей (необязательно)
forum-pm-results-label = ЛС с результатами ночи (необязательно)
forum-pm-hint = Пропуски: {"{"}name{"}"}, {"{"}faction{"}"}, {"{"}role{"}"}, {"{"}identity{"}"}, {"{"}abilities{"}"}, {"{"}team{"}"}, {"{"}goal{"}"} в ролевом ЛС; {"{"}name{"}"}, {"{"}night{"}"}, {"{"}results{"}"} в ЛС с результатами. Скобку пишите как {"{{"}. Если оставить пустым, каждому игроку придёт встроенное ЛС; своё ЛС для роли задаётся в JSON расстановки (roles[].pm, roles[].results_pm).
forum-pms-heading = Ваши ЛС
forum-pm-role = Ролевое ЛС
forum-pm-results = Результаты ночи { $night }
forum-pms-sent = Отправленные ЛС ({ $count })
forum-pm-to = Кому: { $name }

## Статус игры.
site-status = { $status ->
        [lobby] набор
        [running] идёт
        [finished] окончена
        [abandoned] остановлена
       *[other] { $status }
    }

## Пошаговый просмотр оконченной игры.
steps-title = Игра по шагам
steps-as-it-stood = Как было на момент «{ $moment }» (событие { $at } из { $of }). Всё раскрыто: роли, действия, личные сообщения.
steps-the-start = начало
steps-over = Игра окончена: всё раскрыто (роли, действия, личные сообщения). Просмотрите её фаза за фазой:
steps-previous = ← Предыдущая фаза
steps-next = Следующая фаза →
steps-end = Конец

## Модерация идущей игры ведущим.
moderation-summary = Модерация: больше времени, напоминание
moderation-summary-reopen = Модерация: больше времени, напоминание, переоткрытие
moderation-extend-title = Дать фазе больше времени
moderation-extend-minutes = Минут после срока
moderation-why-public = Почему (узнают все)
moderation-extend-placeholder = праздник посреди дня
moderation-extend = Продлить
moderation-prod-title = Напомнить неактивному игроку
moderation-prod-player = Игрок
moderation-choose-player = Выберите игрока
moderation-prod-reason = Что ему сказать (узнает только он)
moderation-prod-placeholder = мы не слышали вас сегодня
moderation-prod = Напомнить
moderation-reopen = Переоткрыть фазу «{ $phase }»
moderation-reopen-confirm = Переоткрыть фазу «{ $phase }»? Будет отменено всё, что перечислено под формой; это нельзя вернуть.
moderation-reopen-hint = Игра вернётся к началу фазы «{ $phase }», как было тогда; всё до неё остаётся таким, каким его прочли, а события после остаются в записи.
moderation-takes-back = Будет отменено:
moderation-keeps = Останется:
moderation-reopen-minutes = Открыть на (минут)
moderation-reopen-placeholder = фазу закрыли по ошибке
picker-account = Аккаунт нового игрока
picker-account-hint = Введите имя его аккаунта: подходящие аккаунты будут предложены. Новый игрок сначала регистрируется; затем роль слота, сообщения и письма — его.
