## Прапорці `omerta forum check` і нотатки лічильника голосів (`omerta forum tally`): звіт
## omerta-forum для ведучого, за його даними (omerta_forum::FlagSaid, NoteSaid).
## Імена, час, голоси й рядки поста — текст теми, як написано.

enforce-phase-day = день { $number }
enforce-phase-night = ніч { $number }

## Правило 0: не гравець.
enforce-outsider = Пост { $post }: { $name } — не гравець і не ведучий цієї гри (правило 0: жодне правило з номером цього не стосується, вирішує ведучий); ведучий може попросити не писати в ігровій темі.
enforce-replaced = Пост { $post }: { $name } замінений гравцем { $by } ({ $at }) і більше не гравець (правило 0: жодне правило з номером цього не стосується, вирішує ведучий); ведучий може попросити не писати в ігровій темі.
enforce-not-yet-playing = Пост { $post }: { $name } написав його до того, як замінив { $replacing } ({ $at }), і ще не був гравцем (правило 0: жодне правило з номером цього не стосується, вирішує ведучий); ведучий вирішує, чи зараховувати пост.

## Правило 2: пост уночі. $tonight-suffix і $in-game-suffix — лише для англійської.
enforce-night-post = Пост { $post }: { $name } написав у { $night } ({ $tonight }-й пост за цю ніч, { $in-game }-й нічний пост за гру), а правило 2 це забороняє; ведучий може дати модкіл.
enforce-night-post-repeat = Пост { $post }: { $name } написав у { $night } ({ $tonight }-й пост за цю ніч, { $in-game }-й нічний пост за гру) — повторне порушення, за яке за правилом 2 (жодних постів уночі) дають модкіл.

## Правило 5: пост мертвого.
enforce-dead-post = Пост { $post }: { $name } написав після своєї смерті, а правило 5 це забороняє (мертві не пишуть); ведучий може відсторонити його від ігор.
enforce-dead-post-how = Пост { $post }: { $name } написав після своєї смерті ({ $how }, { $when }), а правило 5 це забороняє (мертві не пишуть); ведучий може відсторонити його від ігор.

## Правило 3: правка.
enforce-edited = Пост { $post }: { $name } відредагував його ({ $at }), а за правилом 3 за це дають модкіл; { $changes }.
enforce-edited-of = Пост { $post }: { $name } відредагував його ({ $at }, правка { $edit } з { $total }), а за правилом 3 за це дають модкіл; { $changes }.
enforce-edit-votes = { $lines }; { $votes } (голос рахується за першою версією поста)
enforce-lines-spacing = змінилися лише пробіли
enforce-lines-removed = видалено: { $removed }
enforce-lines-added = додано: { $added }
enforce-lines-both = видалено: { $removed }, додано: { $added }
enforce-lines-more = і ще { $count } { $count ->
        [one] рядок
        [few] рядки
       *[many] рядків
    }
enforce-votes-adds = правка додає { $added }
enforce-votes-removes = правка прибирає { $removed }
enforce-votes-both = правка додає { $added } і прибирає { $removed }
enforce-votes-reordered = правка змінює порядок голосів
enforce-and = { $first } і { $last }

## Правило 13: замало постів за день.
enforce-inactive = День { $day } (поста для посилання немає): { $name } { $count ->
        [one] написав { $count } пост
        [few] написав { $count } пости
       *[many] написав { $count } постів
    } за день, будучи живим, а правило 13 вимагає щонайменше { $minimum } за денну фазу; ведучий може дати модкіл за неактив.

## Нотатка лічильника голосів про пост як прапорець.
enforce-counted = Пост { $post } ({ $name }), підрахунок голосів за правилом { $rule }: { $note }; ведучий вирішує, чи зараховувати.
enforce-counted-in = Пост { $post } ({ $name }, { $phase }), підрахунок голосів за правилом { $rule }: { $note }; ведучий вирішує, чи зараховувати.

## Нотатки лічильника голосів.
enforce-note-night-votes = голоси, віддані вночі ({ $night }), не зараховуються
enforce-note-outside-schedule = голоси, віддані поза розкладом фаз, не зараховуються
enforce-note-not-the-slot = { $name } не грає за цей слот на момент поста: його голоси не зараховуються
enforce-note-dead = { $name } мертвий: його голоси не зараховуються
enforce-note-after-hammer = день закінчився, коли { $target } отримав вирішальний голос у пості { $post }: пізніші голоси не зараховуються
enforce-note-no-vote = у { $name } немає голосу в цій грі (players[].votes дорівнює 0): не зараховано
enforce-note-bare-unvote = зняття голосу від { $name }, який ні за кого не голосував: знімати нічого
enforce-note-unclear-none = «{ $text }» — не гравець і не його інше ім'я
enforce-note-unclear-several = «{ $text }» підходить кільком гравцям
enforce-note-not-counted = { $unclear }: не зараховано
enforce-note-counted-as = { $unclear }: зараховано за { $target } за рішенням ведучого ({ $reason })
enforce-note-dismissed = { $unclear }: не зараховано, ведучий відхилив ({ $reason })
enforce-note-for-dead = голос за { $target }, який мертвий: не зараховано
enforce-note-locked = голос { $name } у локу на { $on }: його не можна перенести
enforce-note-not-voting-for = зняття голосу з { $target }, за якого { $name } не голосував: знімати нічого
enforce-note-locked-unvote = { $target } у локу: { $name } не може зняти голос

## Документ теми, який omerta не може прочитати ($detail — від serde, як є), і підрахунок
## до поста, якого в темі немає.
enforce-not-a-thread = це не документ теми: { $detail }
enforce-no-post = у темі немає поста { $post }
