# Сетапы форумных игр (issue 32, пункт 5): сохранённые, общие, загруженные файлом, проведённые снова.

setups-title = Сетапы
setups-intro = Сетап — правила и роли форумной игры, сохранённые под названием: проведите по нему игру снова, поделитесь им или храните его файлом.
setups-mine = Ваши сетапы
setups-none = У вас ещё нет сохранённых сетапов. Сохраните сетап из формы начала форумной игры или загрузите файл.
setups-sign-in = Войдите, чтобы сохранять и загружать сетапы.
setups-shared = Общие сетапы других
setups-shared-none = Общих сетапов пока нет.
setups-roles = { $count ->
        [one] { $count } роль
        [few] { $count } роли
       *[many] { $count } ролей
    }
setups-deal-given = по одной роли на игрока, по порядку
setups-deal-random = роли раздаются случайно
setups-shared-badge = общий
setups-by = автор: { $owner }
setups-all = Все сетапы
setups-upload = Загрузить файл сетапа
setups-upload-hint = Файл в формате omerta-forum-setup/1 (docs/live/forum.md, «Setups»), не больше 64 КБ (сколько принимает сервер). Он проверяется целиком до сохранения, и каждая ошибка показывается с её местом.
setups-file = Файл
setups-file-text = или его текст
setups-upload-button = Загрузить
setups-problems = Сетап не сохранён.
setups-download = Скачать файл
setups-host = Провести игру по этому сетапу
setups-rules = Правила
setups-rules-line = День { $day } ч, ночь { $night } ч, начало: { $start }; метод ночи: { $method }; при смерти тема показывает: { $reveal }; список ролей: { $list }.
setups-role-list = Роли
setups-faction = Фракция
setups-role = Роль
setups-abilities = Ночные способности
setups-night-secret = с ночными свойствами, которые видит только ведущий
setups-settings = Настройки
setups-name = Название
setups-description = Описание (необязательно)
setups-share = Общий: все могут его читать, скачивать и проводить по нему игры
setups-json = Сетап (JSON)
setups-save = Сохранить
setups-delete = Удалить этот сетап
setups-delete-confirm = Лобби, открытые с ним, сохраняют свою копию. Это нельзя отменить.
setups-start-with = Начать с сетапом «{ $name }»
setups-start-saved = Или начать с одним из ваших сетапов
setups-start-saved-button = Начать с этим сетапом
setups-save-form = Сохранить этот выбор как сетап
setups-save-name = Название сетапа
setups-save-button = Сохранить как сетап
setups-rehost = Провести снова
setups-rehost-hint = «Провести снова» открывает новое лобби с сетапом этой игры, ведущий — вы; случайная раздача при начале делается заново.
setups-game-file = Скачать сетап этой игры

## Ошибки сетапа (issue 30): каждая на своём месте (JSON-указатель не переводится).
setup-problems = { $count ->
        [one] В сетапе { $count } ошибка:
        [few] В сетапе { $count } ошибки:
       *[other] В сетапе { $count } ошибок:
    }
    { $problems }
setup-problem-one = { $problems }
setup-problem-whole = сетап
setup-problem-line-column = строка { $line }, столбец { $column }
setup-problem-at-line-column = { $at } (строка { $line }, столбец { $column })
setup-problem-sentence = { $sentence }.
setup-problem-normality = Нормальность { $level } — не уровень от 1 до 6.
setup-problem-hours = Фаза длится от 1 до { $most } часов, а не { $hours }.
setup-problem-no-role = В сетапе должна быть хотя бы одна роль.
setup-problem-too-many-roles = В сетапе не больше { $most } ролей, а в этом { $count }.
setup-problem-few-players = Форумной игре нужно не меньше { $least } игроков, а записались { $count }.
setup-problem-given-count = { $roles ->
        [one] Дана { $roles } роль
        [few] Даны { $roles } роли
       *[other] Дано { $roles } ролей
    } на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    }: при заданной раздаче у каждого игрока одна роль.
setup-problem-random-count = { $roles ->
        [one] { $roles } роль
        [few] { $roles } роли
       *[other] { $roles } ролей
    } для жеребьёвки на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    }: случайной раздаче нужно хотя бы по одной на игрока.
setup-problem-label = { $what } — от 1 до { $most } символов, без управляющих символов.
setup-label-faction = Название фракции
setup-label-role = Название роли
setup-label-channel = Название канала
setup-label-alias = Другое имя
setup-problem-channel-dead = «{ $name }» — название темы мёртвых, которую читают все мёртвые игроки; назовите канал роли иначе.
setup-problem-template = Этот шаблон ЛС { $problem }.
setup-template-too-long = длиной { $length } символов, а ЛС — не больше { $most }, как пост
setup-template-control = содержит управляющие символы: пишите текст, переводы строк и табуляции
setup-template-empty = пуст: уберите его, чтобы отправить встроенное ЛС
setup-template-closing = содержит «{ "}" }», который не закрывает пропуск: для самой скобки пишите «{ "}}" }»
setup-template-opening = содержит «{ "{" }», который открывает пропуск и не закрыт: для самой скобки пишите «{ "{{" }»
setup-template-unknown-blank = содержит пропуск { $blank }, который это ЛС не заполняет (оно заполняет { $fills })
setup-problem-ability = { $name } — не способность; ночные способности: { $known }.
setup-problem-night-key = Поле { $name } — не ночной атрибут; они такие: { $known }.
setup-problem-night-unread = Ночные атрибуты не прочитаны: { $reason }.
setup-problem-name-alike = Имя игрока { $name } в голосовании не отличить от другого.
setup-problem-too-many-aliases = В сетапе не больше { $most } других имён, а в этом { $count }.
setup-problem-alias-not-player = { $name } — не игрок этой игры.
setup-problem-alias-taken = Другое имя { $name } уже занято именем или другим именем.
setup-name-taken = { $sentence }; у вас уже есть сетап с таким названием.
setup-file-too-big = Файл сетапа — не больше { $most } байт (1 МБ), а в этом { $size } байт.
setup-file-description-long = Описание — не больше { $most } символов, а в этом { $count }.
setup-file-description-control = В описании не бывает управляющих символов, кроме переводов строк ({ $char } — такой).
setup-file-other-format = Формат { $named } здесь не читается; в файле сетапа указано «{ $format }».
setup-file-no-format = Файл сетапа указывает свой формат: "format": "{ $format }".
setup-file-not-json = Файл — не JSON (место: { setup-problem-line-column }; подробность от serde: «{ $detail }»).
setup-file-ends-early = Файл обрывается раньше, чем кончается JSON (место: { setup-problem-line-column }; подробность от serde: «{ $detail }»).
setup-file-unread = Файл не прочитан (подробность: «{ $detail }»).
setup-file-shape = Файл не похож по форме на файл сетапа: поле не того типа или его нет (место: { setup-problem-line-column }; подробность от serde: «{ $detail }»).
