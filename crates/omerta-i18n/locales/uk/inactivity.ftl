# Неактив на сторінці форумної гри (docs/live/forum.md, рішення D20–D24): нагадування з
# терміном, лік за правилом 13, запити на заміну та пропозиції, дії ведучого в один крок.
inactivity-prodded = Ведучий нагадав вам ({ $at }): { $reason }
inactivity-prod-by = Напишіть до
inactivity-prod-past = Термін минув: ведучий може дати модкіл за неактив (правило 13) або попросити заміну.
inactivity-prod-answered = Ви написали після нагадування: його закрито.
inactivity-left = лишилося { $time }
inactivity-up = час вийшов
inactivity-activity = Правило 13: { $posts } з { $minimum } дописів за день.
inactivity-activity-needed = Ще потрібно: { $needed }, до кінця дня
inactivity-activity-done = Дописів сьогодні досить для правила 13 (чи корисні вони, вирішує ведучий).
inactivity-requests = Потрібна заміна
inactivity-request = Ведучий шукає заміну для слота { $name }.
inactivity-offer-name = Ваше ім'я в грі
inactivity-offer = Запропонувати себе на заміну
inactivity-offer-hint = Ведучий обирає одну пропозицію; роль, команда й повідомлення слота стануть вашими.
inactivity-offered = Ви запропонували себе на заміну: ведучий обирає.
inactivity-offers = Пропозиції
inactivity-no-offers = Пропозицій поки немає.
inactivity-accept = Віддати слот гравцеві { $name }
inactivity-accept-confirm = Віддати слот цьому акаунту? Теперішній гравець його втрачає; новачкові прийде ПП з роллю.
inactivity-cancel = Скасувати запит
inactivity-marks = Неактивні гравці
inactivity-past = термін нагадування минув без допису:
inactivity-modkill = Модкіл за неактив
inactivity-modkill-confirm = Дати цьому гравцеві модкіл за неактив (правило 13)? Він одразу вибуває, його роль розкривається, скасувати не можна.
inactivity-ask = Попросити заміну
inactivity-asked = Заміну запитано.
inactivity-prod-hours = Написати протягом (годин; порожньо: без терміну)
# The badge beside a player's rule 13 flag, on the host's inactivity panel.
inactivity-rule-13 = правило 13
