# Закрытые каналы форумной игры (issue 32, 1; docs/live/forum.md, D15–D19).
channels-heading = Каналы
channels-jump = Каналы
channels-team = Канал команды: { $name }
channels-named = Канал: { $name }
channels-dead = Тема мёртвых
channels-members = Участники: { $names }
channels-members-none = Сейчас его не читает ни один игрок; ведущий читает.
channels-host = ведущий
channels-empty = Сообщений пока нет.
channels-write-label = Ваше сообщение в канал { $name }
channels-write-dead = Ваше сообщение в теме мёртвых
channels-send = Отправить
channels-left = Вы больше не пишете здесь; прочитанное остаётся.
channels-hint = До конца игры канал читают только его участники и ведущий; после — все. Уведомлений на почту нет.
channels-hint-host = Вы читаете и пишете во всех каналах. Игроки читают только свои, убитые — тему мёртвых.
channels-revealed = Игра окончена: все каналы открыты для всех.
