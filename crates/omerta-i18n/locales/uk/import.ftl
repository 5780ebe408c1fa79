# Що імпорт Pro-ігор (Polemica, MafiaRatings) і експорт до MafiaRatings кажуть про документ.
# $text — значення із самого документа, як воно там записане.

## Де

import-notice = { $at }: { $message }
import-place-line = рядок { $line }, стовпець { $column }
import-place-path-line = { $path } (рядок { $line }, стовпець { $column })
import-place-day = день { $day }
import-place-wills-by = omerta.wills (заповіт { $seat })

## Читання документа

import-expected-polemica-game = гра Polemica
import-expected-polemica-match = матч Polemica
import-expected-mafiaratings-game = гра MafiaRatings
import-not-expected = це не { $expected }
import-unreadable-syntax = це не { $expected }: текст — не JSON (подробиця від serde: «{ $detail }»)
import-unreadable-eof = це не { $expected }: текст обривається раніше, ніж закінчується JSON (подробиця від serde: «{ $detail }»)
import-unreadable-data = це не { $expected }: поле не того типу або його немає (подробиця від serde: «{ $detail }»)
import-breaks-rules = запис, прочитаний як протокол, порушує правила столу: { $violation }
import-missing-players-polemica = немає списку гравців: у грі Polemica перелічено всіх десятьох гравців
import-missing-players-mafiaratings = немає списку гравців: у грі MafiaRatings перелічено всіх десятьох гравців
import-not-a-seat = { $text } — не номер гравця від 1 до 10
import-table-deals-civilian = за столом роздають мирних: { $want }, а в цій грі { $have }
import-table-deals-sheriff = за столом роздають шерифів: { $want }, а в цій грі { $have }
import-table-deals-mafia = за столом роздають мафіозі: { $want }, а в цій грі { $have }
import-table-deals-don = за столом роздають донів: { $want }, а в цій грі { $have }

## Результат, оголошений суддею понад правила столу

import-judged-result = у записі { $result } за рішенням судді ({ $phase }, events[{ $event }]), а за столом ще { $reds } і { $blacks }: правила столу до такого результату не ведуть, тож запис, можливо, неповний
import-judged-red = перемога червоних
import-judged-black = перемога чорних
import-judged-draw = нічия
import-judged-reds = { $count ->
    [one] { $count } червоний гравець
    [few] { $count } червоні гравці
   *[other] { $count } червоних гравців
}
import-judged-blacks = { $count ->
    [one] { $count } чорний гравець
    [few] { $count } чорні гравці
   *[other] { $count } чорних гравців
}

## Заповіти й перевірки після вибування

import-check-after-end-sheriff = перевірку шерифа після пострілу, що закінчив гру, провести не можна; її пропущено
import-check-after-end-don = перевірку дона після пострілу, що закінчив гру, провести не можна; її пропущено
import-will-not-placed = гру не вдалося простежити настільки, щоб поставити цей заповіт на місце; його пропущено
import-will-after-leaving = { $seat } { $how }, а за такого вибування omerta-pro/1 не зберігає заповіту; заповіт пропущено
import-will-never-left = { $seat } не вибував з-за столу, тож заповіту від нього omerta-pro/1 не зберігає; його пропущено
import-will-reds-not-first-out = { $seat } — не перший вибулий: omerta-pro/1 зберігає лише названих чорними, як заповіт по черзі; названих червоними пропущено
import-will-named-gone = { $named } уже вибув з-за столу, коли { $by } назвав його; ім'я пропущено
import-will-too-many-colors = кращий хід називає не більше 3 гравців; { $extra } пропущено
import-will-order-too-long = { $players ->
    [one] коли за столом { $players } гравець, заповіт по черзі називає не більше { $limit }; пропущено: { $dropped }
    [few] коли за столом { $players } гравці, заповіт по черзі називає не більше { $limit }; пропущено: { $dropped }
   *[other] коли за столом { $players } гравців, заповіт по черзі називає не більше { $limit }; пропущено: { $dropped }
}
import-helm-gone = { $helm } уже вибув з-за столу, коли { $by } передав йому хід; заповіт пропущено

## Polemica

import-not-a-day = { $text } — не день і не ніч від 1 до { $most }
import-bonus-not-points = { $text } — не кількість балів із щонайбільше трьома знаками після коми; дод. бали пропущено
import-not-a-polemica-result = { $text } — не результат Polemica (0 — перемога червоних, 1 — перемога чорних)
import-polemica-table-of-ten = за столом спортивної мафії десять гравців, а не { $count }
import-seat-twice = номер { $seat } указано двічі
import-not-a-polemica-role = { $text } — не роль Polemica (0 — дон, 1 — мафія, 2 — мирний, 3 — шериф)
import-award-dropped = для нагороди Polemica в omerta-pro/1 немає місця (зберігаються лише дод. бали від судді)
import-not-a-day1-vote = { $text } — не варіант голосування першого дня в Polemica (respeech, liftOnly або none)
import-votes-twice = { $voter } голосує двічі в колі { $round } дня { $day }
import-not-a-voting-round = { $text } — не коло голосування
import-not-a-checking-role = { $text } — не роль, що перевіряє (0 — дон, 3 — шериф)
import-helm-beside-will = заповіт — це кольори, черга або передача ходу: передачу ходу (vice) пропущено
import-unknown-stage = невідомий етап { $text }: поставлено на початок дня { $day }
import-credit-not-a-seat = { $text } — не номер гравця; пропущено
import-credit-not-held = указано { $killer }, але omerta-pro/1 зараховує чорному лише відстріл шерифа в першу ніч; пропущено

## MafiaRatings

import-not-a-round = { $text } — не коло від 0 до { $most }
import-mafiaratings-table-of-ten = у грі MafiaRatings десять гравців, а не { $count }
import-not-a-winner = { $text } — не "civ", "maf" і не "tie"
import-lift-contradicted = переголосування між { $leaders } знову дало рівний рахунок, а показ рук у записі не збережено; за записом { $left } того дня вибули, а { $stayed } ні, але підняття забирає всіх гравців із рівним рахунком або нікого, тож день відновити не можна
import-lift-rebuilt-passed = переголосування між { $leaders } знову дало рівний рахунок, а показ рук у записі не збережено (MafiaRatings зберігає його починаючи з можливості «k»); підняття відновлено як таке, що відбулося, бо того дня вибули всі вони; чиї руки піднялися, невідомо, тому жодна рука не враховується
import-lift-rebuilt-failed = переголосування між { $leaders } знову дало рівний рахунок, а показ рук у записі не збережено (MafiaRatings зберігає його починаючи з можливості «k»); підняття відновлено як таке, що не відбулося, бо того дня ніхто з них не вибув; чиї руки піднялися, невідомо, тому жодна рука не враховується
import-not-a-mafiaratings-role = { $text } — не "civ", "maf", "sheriff" і не "don"
import-arrangement-dropped = для домовленості мафії в omerta-pro/1 немає місця; пропущено
import-not-a-death = смерть записують як true, коло, тип або об'єкт
import-not-a-rules-code = { $text } — не код правил із 13 цифр (або з 29, як у старих іграх); узято типові правила
import-unknown-first-voting = варіант голосування першого дня { $option } невідомий; узято звичайне голосування
import-unknown-antimonster = варіант antimonster { $option } (за видалену кандидатуру все одно голосують) не підтримується; видалення не змінює голосування
import-not-a-vote = { $text } — не номер гравця і не рука за підняття
import-check-on-night-0 = у нульову ніч ніхто не перевіряє
import-unknown-game-time = невідомий час гри { $text }: поставлено на початок дня { $day }
import-fouls-counted = записано лише кількість фолів: їх поставлено в кінець гри
import-not-foul-times = { $text } — не число і не список моментів гри
import-gave-up-as-removal = червоного гравця, що здався, записано як видаленого
import-bonus-not-points-left-out = { $text } — не кількість балів із щонайбільше трьома знаками після коми; пропущено
import-title-dropped = для звання { $text } в omerta-pro/1 немає місця; пропущено
import-not-a-bonus = { $text } — не дод. бали
import-comment-dropped = коментар omerta-pro/1 зберігає лише як причину дод. балів; пропущено
import-died-but-stays = за записом { $seat } убитий, але за рештою запису { $seat } лишається за столом
import-left-without-death = у записі в { $seat } немає смерті, але за рештою запису { $seat } { $how }
import-broken-rules-option = запис порушує варіант { $name } свого коду правил ({ $key }); гру імпортовано без нього

## Експорт до MafiaRatings: чого там не зберегти

import-kept-day1-vote = у MafiaRatings немає такого голосування першого дня; збережено в об'єкті "omerta"
import-kept-code-option = у нинішньому коді правил MafiaRatings немає такого варіанта; збережено в об'єкті "omerta"
import-kept-option = у MafiaRatings немає такого варіанта; збережено в об'єкті "omerta"
import-kept-lift-threshold = у MafiaRatings для підняття потрібно більше половини столу; збережено в об'єкті "omerta"
import-kept-fourth-foul = у MafiaRatings четвертий фол завжди видаляє; збережено в об'єкті "omerta"
import-kept-candidates = MafiaRatings знає кандидатури лише за тими, хто їх виставив; кандидатури цього кола збережено в об'єкті "omerta"
import-kept-miss = у MafiaRatings немає винних у промаху; збережено в об'єкті "omerta"
import-kept-credit = у MafiaRatings не зараховують відстріл шерифа; збережено в об'єкті "omerta"
import-kept-disqualification = у MafiaRatings немає технічної дискваліфікації; записано як видалення і збережено в об'єкті "omerta"
import-kept-legacy-colors = заповіт у MafiaRatings називає лише чорних; увесь заповіт збережено в об'єкті "omerta"
import-kept-helm = у MafiaRatings немає передачі ходу; збережено в об'єкті "omerta"
import-declared-defeat-not-held = MafiaRatings записує визнання поразки лише для гравця за столом; визнання { $seat } пропущено
import-disqualified-after-leaving = MafiaRatings не може дискваліфікувати { $seat } після вибування; пропущено
