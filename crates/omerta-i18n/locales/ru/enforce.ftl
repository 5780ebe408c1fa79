## Флаги `omerta forum check` и заметки счётчика голосов (`omerta forum tally`): отчёт
## omerta-forum для ведущего, по его данным (omerta_forum::FlagSaid, NoteSaid).
## Имена, время, голоса и строки поста — текст темы, как написан.

enforce-phase-day = день { $number }
enforce-phase-night = ночь { $number }

## Правило 0: не игрок.
enforce-outsider = Пост { $post }: { $name } — не игрок и не ведущий этой игры (правило 0: ни одно правило с номером этого не касается, решает ведущий); ведущий может попросить не писать в игровой теме.
enforce-replaced = Пост { $post }: { $name } заменён игроком { $by } ({ $at }) и больше не игрок (правило 0: ни одно правило с номером этого не касается, решает ведущий); ведущий может попросить не писать в игровой теме.
enforce-not-yet-playing = Пост { $post }: { $name } написал его до того, как заменил { $replacing } ({ $at }), и ещё не был игроком (правило 0: ни одно правило с номером этого не касается, решает ведущий); ведущий решает, засчитывать ли пост.

## Правило 2: пост ночью. $tonight-suffix и $in-game-suffix — только для английского.
enforce-night-post = Пост { $post }: { $name } написал в { $night } ({ $tonight }-й пост за эту ночь, { $in-game }-й ночной пост за игру), а правило 2 это запрещает; ведущий может дать модкилл.
enforce-night-post-repeat = Пост { $post }: { $name } написал в { $night } ({ $tonight }-й пост за эту ночь, { $in-game }-й ночной пост за игру) — повторное нарушение, за которое по правилу 2 (никаких постов ночью) дают модкилл.

## Правило 5: пост мёртвого.
enforce-dead-post = Пост { $post }: { $name } написал после своей смерти, а правило 5 это запрещает (мёртвые не пишут); ведущий может отстранить его от игр.
enforce-dead-post-how = Пост { $post }: { $name } написал после своей смерти ({ $how }, { $when }), а правило 5 это запрещает (мёртвые не пишут); ведущий может отстранить его от игр.

## Правило 3: правка.
enforce-edited = Пост { $post }: { $name } отредактировал его ({ $at }), а по правилу 3 за это дают модкилл; { $changes }.
enforce-edited-of = Пост { $post }: { $name } отредактировал его ({ $at }, правка { $edit } из { $total }), а по правилу 3 за это дают модкилл; { $changes }.
enforce-edit-votes = { $lines }; { $votes } (голос считается по первой версии поста)
enforce-lines-spacing = изменились только пробелы
enforce-lines-removed = удалено: { $removed }
enforce-lines-added = добавлено: { $added }
enforce-lines-both = удалено: { $removed }, добавлено: { $added }
enforce-lines-more = и ещё { $count } { $count ->
        [one] строка
        [few] строки
       *[many] строк
    }
enforce-votes-adds = правка добавляет { $added }
enforce-votes-removes = правка убирает { $removed }
enforce-votes-both = правка добавляет { $added } и убирает { $removed }
enforce-votes-reordered = правка меняет порядок голосов
enforce-and = { $first } и { $last }

## Правило 13: мало постов за день.
enforce-inactive = День { $day } (поста для ссылки нет): { $name } { $count ->
        [one] написал { $count } пост
        [few] написал { $count } поста
       *[many] написал { $count } постов
    } за день, будучи живым, а правило 13 требует не меньше { $minimum } за дневную фазу; ведущий может дать модкилл за неактив.

## Заметка счётчика голосов о посте как флаг.
enforce-counted = Пост { $post } ({ $name }), подсчёт голосов по правилу { $rule }: { $note }; ведущий решает, засчитывать ли.
enforce-counted-in = Пост { $post } ({ $name }, { $phase }), подсчёт голосов по правилу { $rule }: { $note }; ведущий решает, засчитывать ли.

## Заметки счётчика голосов.
enforce-note-night-votes = голоса, поданные ночью ({ $night }), не засчитываются
enforce-note-outside-schedule = голоса, поданные вне расписания фаз, не засчитываются
enforce-note-not-the-slot = { $name } не играет за этот слот на момент поста: его голоса не засчитываются
enforce-note-dead = { $name } мёртв: его голоса не засчитываются
enforce-note-after-hammer = день закончился, когда { $target } получил решающий голос в посте { $post }: более поздние голоса не засчитываются
enforce-note-no-vote = у { $name } нет голоса в этой игре (players[].votes равно 0): не засчитано
enforce-note-bare-unvote = снятие голоса от { $name }, который ни за кого не голосовал: снимать нечего
enforce-note-unclear-none = «{ $text }» — не игрок и не его другое имя
enforce-note-unclear-several = «{ $text }» подходит нескольким игрокам
enforce-note-not-counted = { $unclear }: не засчитано
enforce-note-counted-as = { $unclear }: засчитано за { $target } по решению ведущего ({ $reason })
enforce-note-dismissed = { $unclear }: не засчитано, ведущий отклонил ({ $reason })
enforce-note-for-dead = голос за { $target }, который мёртв: не засчитан
enforce-note-locked = голос { $name } в локе на { $on }: его нельзя перенести
enforce-note-not-voting-for = снятие голоса с { $target }, за которого { $name } не голосовал: снимать нечего
enforce-note-locked-unvote = { $target } в локе: { $name } не может снять голос

## Документ темы, который omerta не может прочитать ($detail — от serde, как есть), и
## подсчёт до поста, которого в теме нет.
enforce-not-a-thread = это не документ темы: { $detail }
enforce-no-post = в теме нет поста { $post }
