# Закриті канали форумної гри (issue 32, 1; docs/live/forum.md, D15–D19).
channels-heading = Канали
channels-jump = Канали
channels-team = Канал команди: { $name }
channels-named = Канал: { $name }
channels-dead = Тема мертвих
channels-members = Учасники: { $names }
channels-members-none = Зараз його не читає жоден гравець; ведучий читає.
channels-host = ведучий
channels-empty = Повідомлень поки немає.
channels-write-label = Ваше повідомлення в канал { $name }
channels-write-dead = Ваше повідомлення в темі мертвих
channels-send = Надіслати
channels-left = Ви більше не пишете тут; прочитане лишається.
channels-hint = До кінця гри канал читають лише його учасники й ведучий; після — усі. Сповіщень поштою немає.
channels-hint-host = Ви читаєте й пишете в усіх каналах. Гравці читають лише свої, убиті — тему мертвих.
channels-revealed = Гру закінчено: усі канали відкрито для всіх.
