# Неактив на странице форумной игры (docs/live/forum.md, решения D20–D24): напоминание со
# сроком, счёт по правилу 13, запросы на замену и предложения, действия ведущего в один шаг.
inactivity-prodded = Ведущий напомнил вам ({ $at }): { $reason }
inactivity-prod-by = Напишите до
inactivity-prod-past = Срок прошёл: ведущий может дать модкилл за неактив (правило 13) или попросить замену.
inactivity-prod-answered = Вы написали после напоминания: оно закрыто.
inactivity-left = осталось { $time }
inactivity-up = время вышло
inactivity-activity = Правило 13: { $posts } из { $minimum } постов за день.
inactivity-activity-needed = Ещё нужно: { $needed }, до конца дня
inactivity-activity-done = Постов сегодня достаточно для правила 13 (полезны ли они, решает ведущий).
inactivity-requests = Нужна замена
inactivity-request = Ведущий ищет замену для слота { $name }.
inactivity-offer-name = Ваше имя в игре
inactivity-offer = Предложить себя на замену
inactivity-offer-hint = Ведущий выбирает одно предложение; роль, команда и сообщения слота станут вашими.
inactivity-offered = Вы предложили себя на замену: ведущий выбирает.
inactivity-offers = Предложения
inactivity-no-offers = Предложений пока нет.
inactivity-accept = Отдать слот игроку { $name }
inactivity-accept-confirm = Отдать слот этому аккаунту? Нынешний игрок его теряет; новичку придёт ЛС с ролью.
inactivity-cancel = Отменить запрос
inactivity-marks = Неактивные игроки
inactivity-past = срок напоминания прошёл без поста:
inactivity-modkill = Модкилл за неактив
inactivity-modkill-confirm = Дать этому игроку модкилл за неактив (правило 13)? Он сразу выбывает, его роль вскрывается, отменить нельзя.
inactivity-ask = Попросить замену
inactivity-asked = Замена запрошена.
inactivity-prod-hours = Написать в течение (часов; пусто: без срока)
# The badge beside a player's rule 13 flag, on the host's inactivity panel.
inactivity-rule-13 = правило 13
