# Что импорт Pro-игр (Polemica, MafiaRatings) и экспорт в MafiaRatings говорят о документе.
# $text — значение из самого документа, как оно там записано.

## Где

import-notice = { $at }: { $message }
import-place-line = строка { $line }, столбец { $column }
import-place-path-line = { $path } (строка { $line }, столбец { $column })
import-place-day = день { $day }
import-place-wills-by = omerta.wills (завещание { $seat })

## Чтение документа

import-expected-polemica-game = игра Polemica
import-expected-polemica-match = матч Polemica
import-expected-mafiaratings-game = игра MafiaRatings
import-not-expected = это не { $expected }
import-unreadable-syntax = это не { $expected }: текст — не JSON (подробность от serde: «{ $detail }»)
import-unreadable-eof = это не { $expected }: текст обрывается раньше, чем кончается JSON (подробность от serde: «{ $detail }»)
import-unreadable-data = это не { $expected }: поле не того типа или его нет (подробность от serde: «{ $detail }»)
import-breaks-rules = запись, прочитанная как протокол, нарушает правила стола: { $violation }
import-missing-players-polemica = нет списка игроков: в игре Polemica перечислены все десять игроков
import-missing-players-mafiaratings = нет списка игроков: в игре MafiaRatings перечислены все десять игроков
import-not-a-seat = { $text } — не номер игрока от 1 до 10
import-table-deals-civilian = за столом раздают мирных: { $want }, а в этой игре { $have }
import-table-deals-sheriff = за столом раздают шерифов: { $want }, а в этой игре { $have }
import-table-deals-mafia = за столом раздают мафиози: { $want }, а в этой игре { $have }
import-table-deals-don = за столом раздают донов: { $want }, а в этой игре { $have }

## Результат, объявленный судьёй сверх правил стола

import-judged-result = в записи { $result } по решению судьи ({ $phase }, events[{ $event }]), а за столом ещё { $reds } и { $blacks }: правила стола к такому результату не приводят, так что запись, возможно, неполна
import-judged-red = победа красных
import-judged-black = победа чёрных
import-judged-draw = ничья
import-judged-reds = { $count ->
    [one] { $count } красный игрок
    [few] { $count } красных игрока
   *[other] { $count } красных игроков
}
import-judged-blacks = { $count ->
    [one] { $count } чёрный игрок
    [few] { $count } чёрных игрока
   *[other] { $count } чёрных игроков
}

## Завещания и проверки после выбываний

import-check-after-end-sheriff = проверку шерифа после выстрела, закончившего игру, провести нельзя; она опущена
import-check-after-end-don = проверку дона после выстрела, закончившего игру, провести нельзя; она опущена
import-will-not-placed = игру не удалось проследить настолько, чтобы поставить это завещание на место; оно опущено
import-will-after-leaving = { $seat } { $how }, а при таком уходе omerta-pro/1 не хранит завещания; завещание опущено
import-will-never-left = { $seat } не выбывал из-за стола, так что завещания от него omerta-pro/1 не хранит; оно опущено
import-will-reds-not-first-out = { $seat } — не первый выбывший: omerta-pro/1 хранит только названных чёрными, как завещание по порядку; названные красными опущены
import-will-named-gone = { $named } уже выбыл из-за стола, когда { $by } назвал его; имя опущено
import-will-too-many-colors = лучший ход называет не больше 3 игроков; { $extra } опущен
import-will-order-too-long = { $players ->
    [one] при { $players } игроке за столом завещание по порядку называет не больше { $limit }; опущены: { $dropped }
   *[other] при { $players } игроках за столом завещание по порядку называет не больше { $limit }; опущены: { $dropped }
}
import-helm-gone = { $helm } уже выбыл из-за стола, когда { $by } передал ему ход; завещание опущено

## Polemica

import-not-a-day = { $text } — не день и не ночь от 1 до { $most }
import-bonus-not-points = { $text } — не число баллов с не более чем тремя знаками после запятой; доп. баллы опущены
import-not-a-polemica-result = { $text } — не результат Polemica (0 — победа красных, 1 — победа чёрных)
import-polemica-table-of-ten = за столом спортивной мафии десять игроков, а не { $count }
import-seat-twice = номер { $seat } указан дважды
import-not-a-polemica-role = { $text } — не роль Polemica (0 — дон, 1 — мафия, 2 — мирный, 3 — шериф)
import-award-dropped = для награды Polemica в omerta-pro/1 нет места (сохраняются только доп. баллы от судьи)
import-not-a-day1-vote = { $text } — не вариант голосования первого дня в Polemica (respeech, liftOnly или none)
import-votes-twice = { $voter } голосует дважды в круге { $round } дня { $day }
import-not-a-voting-round = { $text } — не круг голосования
import-not-a-checking-role = { $text } — не проверяющая роль (0 — дон, 3 — шериф)
import-helm-beside-will = завещание — это цвета, порядок или передача хода: передача хода (vice) опущена
import-unknown-stage = неизвестный этап { $text }: поставлен в начало дня { $day }
import-credit-not-a-seat = { $text } — не номер игрока; опущено
import-credit-not-held = указан { $killer }, но omerta-pro/1 засчитывает чёрному только отстрел шерифа в первую ночь; опущено

## MafiaRatings

import-not-a-round = { $text } — не круг от 0 до { $most }
import-mafiaratings-table-of-ten = в игре MafiaRatings десять игроков, а не { $count }
import-not-a-winner = { $text } — не "civ", "maf" и не "tie"
import-lift-contradicted = переголосование между { $leaders } снова дало распил, а показ рук в записи не сохранён; по записи { $left } в тот день выбыли, а { $stayed } нет, но подъём забирает всех игроков распила или никого, так что день восстановить нельзя
import-lift-rebuilt-passed = переголосование между { $leaders } снова дало распил, а показ рук в записи не сохранён (MafiaRatings хранит его начиная с возможности «k»); подъём восстановлен как состоявшийся, так как в тот день выбыли все они; чьи руки поднялись, неизвестно, поэтому ни одна рука не учитывается
import-lift-rebuilt-failed = переголосование между { $leaders } снова дало распил, а показ рук в записи не сохранён (MafiaRatings хранит его начиная с возможности «k»); подъём восстановлен как несостоявшийся, так как в тот день никто из них не выбыл; чьи руки поднялись, неизвестно, поэтому ни одна рука не учитывается
import-not-a-mafiaratings-role = { $text } — не "civ", "maf", "sheriff" и не "don"
import-arrangement-dropped = для договорки мафии в omerta-pro/1 нет места; опущена
import-not-a-death = смерть записывается как true, круг, тип или объект
import-not-a-rules-code = { $text } — не код правил из 13 цифр (или из 29, как в старых играх); взяты правила по умолчанию
import-unknown-first-voting = вариант голосования первого дня { $option } неизвестен; взято обычное голосование
import-unknown-antimonster = вариант antimonster { $option } (за удалённую кандидатуру всё равно голосуют) не поддерживается; удаление не меняет голосования
import-not-a-vote = { $text } — не номер игрока и не рука за подъём
import-check-on-night-0 = в нулевую ночь никто не проверяет
import-unknown-game-time = неизвестное время игры { $text }: поставлено в начало дня { $day }
import-fouls-counted = записано только число фолов: они поставлены в конец игры
import-not-foul-times = { $text } — не число и не список моментов игры
import-gave-up-as-removal = сдавшийся красный игрок записан как удалённый
import-bonus-not-points-left-out = { $text } — не число баллов с не более чем тремя знаками после запятой; опущено
import-title-dropped = для звания { $text } в omerta-pro/1 нет места; опущено
import-not-a-bonus = { $text } — не доп. баллы
import-comment-dropped = комментарий omerta-pro/1 хранит только как причину доп. баллов; опущен
import-died-but-stays = по записи { $seat } убит, но по остальной записи { $seat } остаётся за столом
import-left-without-death = в записи у { $seat } нет смерти, но по остальной записи { $seat } { $how }
import-broken-rules-option = запись нарушает вариант { $name } своего кода правил ({ $key }); игра импортирована без него

## Экспорт в MafiaRatings: чего там не сохранить

import-kept-day1-vote = в MafiaRatings нет такого голосования первого дня; сохранено в объекте "omerta"
import-kept-code-option = в нынешнем коде правил MafiaRatings нет такого варианта; сохранено в объекте "omerta"
import-kept-option = в MafiaRatings нет такого варианта; сохранено в объекте "omerta"
import-kept-lift-threshold = в MafiaRatings для подъёма нужно больше половины стола; сохранено в объекте "omerta"
import-kept-fourth-foul = в MafiaRatings четвёртый фол всегда удаляет; сохранено в объекте "omerta"
import-kept-candidates = MafiaRatings знает кандидатуры только по тем, кто их выставил; кандидатуры этого круга сохранены в объекте "omerta"
import-kept-miss = в MafiaRatings нет виновных в промахе; сохранено в объекте "omerta"
import-kept-credit = в MafiaRatings не засчитывают отстрел шерифа; сохранено в объекте "omerta"
import-kept-disqualification = в MafiaRatings нет технической дисквалификации; записано как удаление и сохранено в объекте "omerta"
import-kept-legacy-colors = завещание в MafiaRatings называет только чёрных; всё завещание сохранено в объекте "omerta"
import-kept-helm = в MafiaRatings нет передачи хода; сохранено в объекте "omerta"
import-declared-defeat-not-held = MafiaRatings записывает признание поражения только для игрока за столом; признание { $seat } опущено
import-disqualified-after-leaving = MafiaRatings не может дисквалифицировать { $seat } после выбывания; опущено
