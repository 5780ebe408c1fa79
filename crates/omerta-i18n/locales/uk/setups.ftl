# Сетапи форумних ігор (issue 32, пункт 5): збережені, спільні, завантажені файлом, проведені знову.

setups-title = Сетапи
setups-intro = Сетап — правила й ролі форумної гри, збережені під назвою: проведіть за ним гру знову, поділіться ним або зберігайте його файлом.
setups-mine = Ваші сетапи
setups-none = У вас ще немає збережених сетапів. Збережіть сетап із форми початку форумної гри або завантажте файл.
setups-sign-in = Увійдіть, щоб зберігати й завантажувати сетапи.
setups-shared = Спільні сетапи інших
setups-shared-none = Спільних сетапів поки немає.
setups-roles = { $count ->
        [one] { $count } роль
        [few] { $count } ролі
       *[many] { $count } ролей
    }
setups-deal-given = по одній ролі на гравця, по порядку
setups-deal-random = ролі роздаються випадково
setups-shared-badge = спільний
setups-by = автор: { $owner }
setups-all = Усі сетапи
setups-upload = Завантажити файл сетапу
setups-upload-hint = Файл у форматі omerta-forum-setup/1 (docs/live/forum.md, «Setups»), не більше 64 КБ (скільки приймає сервер). Його перевіряють цілком до збереження, і кожну помилку показано з її місцем.
setups-file = Файл
setups-file-text = або його текст
setups-upload-button = Завантажити
setups-problems = Сетап не збережено.
setups-download = Завантажити файл
setups-host = Провести гру за цим сетапом
setups-rules = Правила
setups-rules-line = День { $day } год, ніч { $night } год, початок: { $start }; метод ночі: { $method }; при смерті тема показує: { $reveal }; список ролей: { $list }.
setups-role-list = Ролі
setups-faction = Фракція
setups-role = Роль
setups-abilities = Нічні здібності
setups-night-secret = з нічними властивостями, які бачить лише ведучий
setups-settings = Налаштування
setups-name = Назва
setups-description = Опис (необов'язково)
setups-share = Спільний: усі можуть його читати, завантажувати й проводити за ним ігри
setups-json = Сетап (JSON)
setups-save = Зберегти
setups-delete = Видалити цей сетап
setups-delete-confirm = Лобі, відкриті з ним, зберігають свою копію. Це не можна скасувати.
setups-start-with = Почати із сетапом «{ $name }»
setups-start-saved = Або почати з одним із ваших сетапів
setups-start-saved-button = Почати з цим сетапом
setups-save-form = Зберегти цей вибір як сетап
setups-save-name = Назва сетапу
setups-save-button = Зберегти як сетап
setups-rehost = Провести знову
setups-rehost-hint = «Провести знову» відкриває нове лобі із сетапом цієї гри, ведучий — ви; випадкова роздача на початку робиться заново.
setups-game-file = Завантажити сетап цієї гри
