## הפלט הטקסטואלי של שורת הפקודה (omerta pro score, omerta pro check). פלט JSON זהה בכל
## השפות. המונחים: docs/i18n/glossary-he.md.

cli-winner = המנצח: { $winner } ({ $how })
cli-side = { $side ->
        [red] האדומים
        [black] השחורים
        [draw] תיקו
       *[other] { $side }
    }
cli-role = { $role ->
        [civilian] אזרח
        [sheriff] שריף
        [mafia] מאפיה
        [don] דון
       *[other] { $role }
    }
cli-col-seat = מס׳
cli-col-name = שם
cli-col-role = תפקיד
cli-col-total = סה״כ
cli-valid = { $file }: הפרוטוקול תקין;
cli-check-summary = { $events ->
        [one] אירוע אחד
       *[other] { $events } אירועים
    }, { $departures ->
        [one] יציאה אחת מהשולחן
       *[other] { $departures } יציאות מהשולחן
    }; { $outcome }
cli-outcome = { $winner ->
        [red] ניצחון האדומים
        [black] ניצחון השחורים
       *[draw] תיקו
    } ({ $how })
cli-in-progress = המשחק בעיצומו ({ $phase })
cli-warning = אזהרה: { $warning }.
cli-departures = יציאות מהשולחן:
cli-departure = { $phase }, { $how } (events[{ $event }])
cli-phase-day = יום { $n }
cli-phase-night = לילה { $n }
cli-leave = { $how ->
        [vote] הצבעה
        [lift] הרמה
        [night_shot] ירי בלילה
        [self_shot] ירי של המאפיה בחבר שלה
        [fourth_foul] פאול רביעי
        [second_technical_foul] פאול טכני שני
        [removal] הרחקה
        [disqualification] פסילה
        [declared_defeat] הכרזת הפסד
        [surrender] כניעת המאפיה
       *[other] { $how }
    }
cli-city = העיר:
cli-city-start = מתחילת המשחק: { $city }
cli-city-change = { $phase } (events[{ $event }]): { $before } → { $after }
cli-city-state = { $city ->
        [margin] יש מרווח לטעות
        [critical] מצב קריטי
        [red] ניצחון האדומים
       *[black] ניצחון השחורים
    }
cli-games-scored = משחקים שחושב להם ניקוד: { $scored } מתוך { $files }
cli-results = { $side ->
        [red] ניצחונות האדומים
        [black] ניצחונות השחורים
       *[draw] תיקו
    }
cli-mean-per-role = ממוצע הניקוד לפי תפקיד:

## Standard error's own sentences.
cli-cannot-read = omerta: לא ניתן לקרוא את { $path }: { $error }
cli-cannot-write = omerta: לא ניתן לכתוב את { $path }: { $error }
cli-cannot-write-output = omerta: לא ניתן לכתוב את הפלט: { $error }
cli-error = שגיאה: { $error }
cli-warning-at = אזהרה: { $path }: { $warning }
cli-problems-found = { $file }: נמצאו בעיות: { $count }:
cli-more-not-listed = ועוד { $count } שלא פורטו

## שאר המשפטים של שורת הפקודה (פלט השגיאות, והטבלה של `omerta pro seating`).
cli-json-one-file = omerta: האפשרות --json מנקדת קובץ אחד; לתיקייה מוצג הסיכום
cli-files-not-scored = לא ניתן היה לנקד { $failed } מתוך { $files } קבצים:
cli-runtime = לא ניתן להפעיל את סביבת הריצה: { $error }
cli-no-format = omerta: אין פורמט { $name }; הפורמטים הם { $formats }.
cli-forum-note = הערה: הודעה { $post } (כלל { $rule }): { $note }
cli-forum-flags = { $file }: { $count ->
        [one] דגל אחד
       *[other] { $count } דגלים
    } למנחה
cli-not-a-forum-engine = "{ $text }" אינו מנוע פורום ש-omerta קורא: xenforo, phpbb, vbulletin או discourse
cli-posts-written = { $path }: { $posts ->
        [one] הודעה אחת
       *[other] { $posts } הודעות
    } מ{ $pages ->
        [one] דף אחד
       *[other] ־{ $pages } דפים
    }
cli-http-client = לא ניתן להפעיל את לקוח ה־HTTP: { $error }
cli-fetch-max-pages = omerta: נעצר אחרי { $pages ->
        [one] דף אחד
       *[other] { $pages } דפים
    } (--max-pages); השרשור ממשיך ב־{ $next }
cli-fetch-max-pages-posts = omerta: נעצר אחרי { $pages ->
        [one] דף אחד
       *[other] { $pages } דפים
    } (--max-pages); { $left ->
        [one] הודעה אחת של הנושא לא נטענה
       *[other] { $left } הודעות של הנושא לא נטענו
    }
cli-fetch-resume = omerta: { $pages ->
        [one] הדף שלפניו נשמר
       *[other] { $pages } הדפים שלפניו נשמרו
    }; כדי להמשיך משם: omerta forum fetch { $url } --into { $document }
cli-fetch-resume-printed = omerta: { $pages ->
        [one] הדף שלפניו נשמר
       *[other] { $pages } הדפים שלפניו נשמרו
    }; כדי להמשיך משם (יש לשמור את המסמך שהוצג בשם FILE): omerta forum fetch { $url } --into FILE
cli-cannot-seat = omerta: לא ניתן לסדר את הישיבה בטורניר: { $why }
cli-seating-round = סיבוב { $round }
cli-seating-seat = מס׳
cli-seating-table = שולחן { $table }
cli-seating-sitting-out = לא משחקים: { $players }
cli-seating-spread = כל שני שחקנים משחקים יחד בין { $low } ל־{ $high } משחקים.
