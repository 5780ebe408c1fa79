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
