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
