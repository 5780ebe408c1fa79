## הדגלים של `omerta forum check` והערות סופר הקולות (`omerta forum tally`): הדוח של
## omerta-forum למנחה, לפי הנתונים שלו (omerta_forum::FlagSaid, NoteSaid).
## שמות, זמנים, קולות ושורות ההודעה הם טקסט האשכול, כפי שנכתב.

enforce-phase-day = יום { $number }
enforce-phase-night = לילה { $number }

## כלל 0: לא שחקן.
enforce-outsider = הודעה { $post }: { $name } אינו שחקן ואינו המנחה של המשחק הזה (כלל 0: אף כלל ממוספר לא חל על כך, ההחלטה של המנחה); המנחה יכול לבקש ממנו לא לכתוב באשכול המשחק.
enforce-replaced = הודעה { $post }: { $name } הוחלף ב־{ $by } ({ $at }) וכבר אינו שחקן (כלל 0: אף כלל ממוספר לא חל על כך, ההחלטה של המנחה); המנחה יכול לבקש ממנו לא לכתוב באשכול המשחק.
enforce-not-yet-playing = הודעה { $post }: { $name } כתב אותה לפני שהחליף את { $replacing } ({ $at }) ועוד לא היה שחקן (כלל 0: אף כלל ממוספר לא חל על כך, ההחלטה של המנחה); המנחה מחליט אם ההודעה נספרת.

## כלל 2: הודעה בלילה. $tonight-suffix ו־$in-game-suffix לאנגלית בלבד.
enforce-night-post = הודעה { $post }: { $name } כתב ב{ $night } (הודעה מס' { $tonight } באותו לילה, הודעת לילה מס' { $in-game } במשחק), וכלל 2 אוסר זאת; המנחה יכול להוציא אותו.
enforce-night-post-repeat = הודעה { $post }: { $name } כתב ב{ $night } (הודעה מס' { $tonight } באותו לילה, הודעת לילה מס' { $in-game } במשחק): עבירה חוזרת, שלפי כלל 2 (אין לכתוב בלילה) דינה הוצאה על ידי המנחה.

## כלל 5: הודעה של מת.
enforce-dead-post = הודעה { $post }: { $name } כתב אחרי מותו, וכלל 5 אוסר זאת (מתים לא כותבים); המנחה יכול למנוע ממנו לשחק.
enforce-dead-post-how = הודעה { $post }: { $name } כתב אחרי מותו ({ $how }, { $when }), וכלל 5 אוסר זאת (מתים לא כותבים); המנחה יכול למנוע ממנו לשחק.

## כלל 3: עריכה.
enforce-edited = הודעה { $post }: { $name } ערך אותה ({ $at }), ולפי כלל 3 דין עריכה הוא הוצאה על ידי המנחה; { $changes }.
enforce-edited-of = הודעה { $post }: { $name } ערך אותה ({ $at }, עריכה { $edit } מתוך { $total }), ולפי כלל 3 דין עריכה הוא הוצאה על ידי המנחה; { $changes }.
enforce-edit-votes = { $lines }; { $votes } (קול נספר כפי שפורסם לראשונה)
enforce-lines-spacing = שום שורה לא השתנתה מלבד רווחים
enforce-lines-removed = נמחקו: { $removed }
enforce-lines-added = נוספו: { $added }
enforce-lines-both = נמחקו: { $removed }, נוספו: { $added }
enforce-lines-more = ועוד { $count ->
        [one] שורה אחת
       *[other] { $count } שורות
    }
enforce-votes-adds = העריכה מוסיפה את { $added }
enforce-votes-removes = העריכה מסירה את { $removed }
enforce-votes-both = העריכה מוסיפה את { $added } ומסירה את { $removed }
enforce-votes-reordered = העריכה משנה את סדר הקולות
enforce-and = { $first } ו־{ $last }

## כלל 13: מעט מדי הודעות ביום.
enforce-inactive = יום { $day } (אין הודעה לציין): { $name } כתב { $count ->
        [one] הודעה אחת
       *[other] { $count } הודעות
    } בזמן שהיה חי, פחות מ־{ $minimum } לשלב יום שכלל 13 דורש; המנחה יכול להוציא אותו על חוסר פעילות.

## הערה של סופר הקולות על הודעה, כדגל.
enforce-counted = הודעה { $post } ({ $name }), ספירת קולות לפי כלל { $rule }: { $note }; המנחה מחליט אם זה נספר.
enforce-counted-in = הודעה { $post } ({ $name }, { $phase }), ספירת קולות לפי כלל { $rule }: { $note }; המנחה מחליט אם זה נספר.

## הערות סופר הקולות.
enforce-note-night-votes = קולות שניתנו בלילה ({ $night }) לא נספרים
enforce-note-outside-schedule = קולות שניתנו מחוץ ללוח השלבים לא נספרים
enforce-note-not-the-slot = { $name } לא משחק במשבצת הזאת בזמן ההודעה: הקולות שלו לא נספרים
enforce-note-dead = { $name } מת: הקולות שלו לא נספרים
enforce-note-after-hammer = היום נגמר כש־{ $target } קיבל את הקול המכריע בהודעה { $post }: קולות מאוחרים יותר לא נספרים
enforce-note-no-vote = ל־{ $name } אין קול במשחק הזה (players[].votes הוא 0): לא נספר
enforce-note-bare-unvote = ביטול קול של { $name }, שלא הצביע לאף אחד: אין מה לבטל
enforce-note-unclear-none = "{ $text }" אינו שחקן ואינו כינוי של שחקן
enforce-note-unclear-several = "{ $text }" מתאים לכמה שחקנים
enforce-note-not-counted = { $unclear }: לא נספר
enforce-note-counted-as = { $unclear }: נספר כקול ל־{ $target } לפי החלטת המנחה ({ $reason })
enforce-note-dismissed = { $unclear }: לא נספר, המנחה דחה ({ $reason })
enforce-note-for-dead = קול ל־{ $target }, שמת: לא נספר
enforce-note-locked = הקול של { $name } נעול על { $on }: אי אפשר להזיז אותו
enforce-note-not-voting-for = ביטול קול ל־{ $target }, ש־{ $name } לא הצביע לו: אין מה לבטל
enforce-note-locked-unvote = { $target } נעול: { $name } לא יכול לבטל את הקול

## מסמך אשכול ש־omerta לא יכול לקרוא ($detail: של serde, כפי שהוא), וספירה עד הודעה
## שאין באשכול.
enforce-not-a-thread = זה לא מסמך אשכול תקין: { $detail }
enforce-no-post = אין באשכול הודעה { $post }
