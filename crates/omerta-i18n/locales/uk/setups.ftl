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

## Помилки сетапу (issue 30): кожна на своєму місці (JSON-вказівник не перекладається).
setup-problems = { $count ->
        [one] У сетапі { $count } помилка:
        [few] У сетапі { $count } помилки:
       *[other] У сетапі { $count } помилок:
    }
    { $problems }
setup-problem-one = { $problems }
setup-problem-whole = сетап
setup-problem-line-column = рядок { $line }, стовпець { $column }
setup-problem-at-line-column = { $at } (рядок { $line }, стовпець { $column })
setup-problem-sentence = { $sentence }.
setup-problem-normality = Нормальність { $level } — не рівень від 1 до 6.
setup-problem-hours = Фаза триває від 1 до { $most } годин, а не { $hours }.
setup-problem-no-role = У сетапі має бути хоча б одна роль.
setup-problem-too-many-roles = У сетапі не більше { $most } ролей, а в цьому { $count }.
setup-problem-few-players = Форумній грі потрібно щонайменше { $least } гравців, а записалися { $count }.
setup-problem-given-count = { $roles ->
        [one] Дано { $roles } роль
        [few] Дано { $roles } ролі
       *[other] Дано { $roles } ролей
    } на { $players ->
        [one] { $players } гравця
       *[other] { $players } гравців
    }: при заданій роздачі в кожного гравця одна роль.
setup-problem-random-count = { $roles ->
        [one] { $roles } роль
        [few] { $roles } ролі
       *[other] { $roles } ролей
    } для жеребкування на { $players ->
        [one] { $players } гравця
       *[other] { $players } гравців
    }: випадковій роздачі потрібно хоча б по одній на гравця.
setup-problem-label = { $what } — від 1 до { $most } символів, без керівних символів.
setup-label-faction = Назва фракції
setup-label-role = Назва ролі
setup-label-channel = Назва каналу
setup-label-alias = Інше ім'я
setup-problem-channel-dead = «{ $name }» — назва теми мертвих, яку читають усі мертві гравці; назвіть канал ролі інакше.
setup-problem-template = Цей шаблон ПП { $problem }.
setup-template-too-long = завдовжки { $length } символів, а ПП — не більше { $most }, як пост
setup-template-control = містить керівні символи: пишіть текст, переведення рядків і табуляції
setup-template-empty = порожній: приберіть його, щоб надіслати вбудоване ПП
setup-template-closing = містить «{ "}" }», що не закриває пропуск: для самої дужки пишіть «{ "}}" }»
setup-template-opening = містить «{ "{" }», що відкриває пропуск і не закритий: для самої дужки пишіть «{ "{{" }»
setup-template-unknown-blank = містить пропуск { $blank }, який це ПП не заповнює (воно заповнює { $fills })
setup-problem-ability = { $name } — не здібність; нічні здібності: { $known }.
setup-problem-night-key = Поле { $name } — не нічний атрибут; вони такі: { $known }.
setup-problem-night-unread = Нічні атрибути не прочитано: { $reason }.
setup-problem-name-alike = Ім'я гравця { $name } у голосуванні не відрізнити від іншого.
setup-problem-too-many-aliases = У сетапі не більше { $most } інших імен, а в цьому { $count }.
setup-problem-alias-not-player = { $name } — не гравець цієї гри.
setup-problem-alias-taken = Інше ім'я { $name } вже зайняте ім'ям або іншим ім'ям.
setup-name-taken = { $sentence }; у вас уже є сетап із такою назвою.
setup-file-too-big = Файл сетапу — не більше { $most } байтів (1 МБ), а в цьому { $size } байтів.
setup-file-description-long = Опис — не більше { $most } символів, а в цьому { $count }.
setup-file-description-control = В описі не буває керівних символів, крім переведень рядків ({ $char } — такий).
setup-file-other-format = Формат { $named } тут не читається; у файлі сетапу вказано «{ $format }».
setup-file-no-format = Файл сетапу вказує свій формат: "format": "{ $format }".
setup-file-not-json = Файл — не JSON (місце: { setup-problem-line-column }; подробиця від serde: «{ $detail }»).
setup-file-ends-early = Файл обривається раніше, ніж закінчується JSON (місце: { setup-problem-line-column }; подробиця від serde: «{ $detail }»).
setup-file-unread = Файл не прочитано (подробиця: «{ $detail }»).
setup-file-shape = Файл не має форми файлу сетапу: поле не того типу або його немає (місце: { setup-problem-line-column }; подробиця від serde: «{ $detail }»).
