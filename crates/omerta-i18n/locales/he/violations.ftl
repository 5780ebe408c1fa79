# הפרות של כללי שולחן ה-Pro: מה שגוי בפרוטוקול או באירוע שנרשם.

## היכן הבעיה: הנתיבים של המסמך עצמו.

violation-at-document = המסמך
violation-at-format = format
violation-at-player = players[{ $n }]
violation-at-players = players
violation-at-rules = rules.{ $key }
violation-at-event = events[{ $n }]
violation-at-more = { $n ->
    [one] ועוד בעיה אחת
   *[other] ועוד { $n } בעיות
}
violation-not-listed = לא מפורטות (מפורטות { $max } הראשונות)
violation-line = { $at }: { $message }
violation-separator = {"; "}
violation-uncounted = אי אפשר לספור את המשחק: { $problems }

## ארגומנטים: במה מדובר.

violation-phase-day = יום { $n }
violation-phase-night = לילה { $n }
violation-what-removal = הרחקה
violation-what-nomination = הצעת מועמד
violation-what-nominate-by = המציע
violation-what-nominate-target = המוצע
violation-what-withdrawal = משיכת הצעה
violation-what-vote = הצבעה
violation-what-vote-cancelled = הצבעה
violation-what-candidate = מועמד
violation-what-lift = הרמה
violation-what-lift-cancelled = הרמה
violation-what-shooting = ירי
violation-what-sheriff-check = בדיקת השריף
violation-what-don-check = בדיקת הדון
violation-what-foul = פאול
violation-what-tech-foul = פאול טכני
violation-next-lift = הרמה
violation-next-revote = הצבעה חוזרת

## המסמך: הפורמט, הכללים והשחקנים.

violation-format-unknown = פורמט לא מוכר { $value }; נקרא רק "omerta-pro/1"
violation-format-missing = חסר פורמט: המסמך צריך לומר "format": "omerta-pro/1"
violation-rule-value-unknown = ערך לא מוכר { $value }; מצופה { $expected }
violation-rule-value-not-one-of = ערך לא מוכר { $value }; מצופה אחד מאלה: { $expected }
violation-rule-unknown = פרמטר כללים לא מוכר (מוכרים: { $supported })
violation-players-not-ten = בשולחן Pro יש בדיוק עשרה שחקנים, לא { $count }
violation-player-seat-missing = חסר "seat" (מספר מקום)
violation-player-seat-out-of-range = המקום { $n } אינו מקום בין 1 ל-10
violation-player-role-missing = חסר "role" (תפקיד)
violation-player-role-unknown = תפקיד לא מוכר { $value }; מצופה civilian, sheriff, mafia או don
violation-player-seat-twice = המקום { $n } מופיע פעמיים
violation-players-role-count = בשולחן צריכים להיות { $want } { $role ->
    [civilian] אזרחים
    [sheriff] שריף
    [mafia] מאפיונרים
   *[don] דון
}, בשולחן הזה { $have }
violation-players-seat-empty = אין שחקן במקום { $n }

## אירוע כפי שנכתב: הסוג והשדות.

violation-field-not-a-seat = { $field }: { $value } אינו מקום בין 1 ל-10
violation-field-missing = לאירוע { $kind } חסר "{ $field }"
violation-field-too-many = { $field }: { $count } רשומות, אבל בשולחן עשרה מקומות
violation-field-seat-twice = { $field }: המקום { $n } מופיע פעמיים
violation-field-key-not-seat = { $field }: המפתח { $key } אינו מספר מקום
violation-field-key-twice = { $field }: המקום { $n } מופיע פעמיים
violation-event-type-missing = לאירוע אין "type"
violation-event-type-unknown = סוג אירוע לא מוכר { $value }
violation-vote-ballots-missing = להצבעה חסר "ballots" (אפשר {"{"}{"}"} למועמד יחיד)
violation-lift-both = הרמה רושמת את הידיים ("yes") או, ברישום שלא שמר אותן, אם עברה ("passed"); לא את שניהם
violation-lift-yes-missing = להרמה חסר "yes" (המקומות שהרימו יד; [] אם אף אחד)
violation-shots-missing = לירי חסר "shots" ({"{"}{"}"} כשאף אחד לא ירה)
violation-bonus-points-malformed = בונוס: הנקודות הן מספר עשרוני עם עד שלוש ספרות אחרי הנקודה, כמו 0.3 או -0.25
violation-bonus-points-missing = לבונוס חסר "points"
violation-winner-unknown = המנצח { $value } אינו "red", "black" או "draw"
violation-end-winner-missing = לסיום חסר "winner"
violation-will-several = צוואה היא אחת מאלה: colors, order או helm, לא כמה
violation-will-color-unknown = colors: הצבע של המקום { $n } אינו "red" או "black"

## המשחק: מה כללי השולחן מתירים ומתי.

violation-after-end-event = דבר אינו בא אחרי סוף המשחק (events[{ $end }])
violation-after-end = המשחק כבר הסתיים ב-events[{ $end }] ({ $outcome }): אחריו רק צוואות של היוצא האחרון ו-"end"
violation-not-at-table = { $what }: { $seat } אינו ליד השולחן
violation-too-many-days = במשחק יש לכל היותר 255 ימים
violation-day-during-day = יום { $next } אינו יכול להתחיל במהלך יום { $day }: קודם לילה
violation-tie-unresolved = יום { $day } הסתיים בתיקו לא מוכרע בין { $leaders }: חסרה { $next }
violation-night-before-day-1 = המשחק מתחיל בלילה 0 (ההיכרות); האירוע הראשון הוא "day"
violation-night-during-night = לילה { $next } אינו יכול להתחיל במהלך לילה { $night }: קודם יום
violation-by-day = { $what } מתקיימת ביום, ועכשיו { $phase }
violation-night-0 = { $what }: לילה 0 הוא ההיכרות ואין בו אירועים
violation-at-night = { $what } מתקיימת בלילה, ועכשיו { $phase }
violation-nominations-closed = הצעת המועמדים נסגרה: ההצבעה של היום החלה
violation-three-fouls-nominate = ל-{ $by } שלושה פאולים ולפי הכללים האלה אינו מציע מועמד (three_fouls_nominate: false)
violation-nominated-twice = { $by } כבר הציע מועמד היום
violation-already-nominated = { $target } כבר מועמד היום
violation-withdraw-not-allowed = משיכה: הכללים האלה אינם מתירים למשוך הצעה (withdraw: "no")
violation-withdraw-closed = משיכה: הצעת המועמדים נסגרה, ההצבעה של היום החלה
violation-withdraw-nothing = משיכה: ל-{ $by } אין הצעה למשוך היום
violation-no-vote-day-1 = לפי כללי השולחן האלה אין הצבעה ביום 1 (rules.day1_vote הוא "none")
violation-voting-over = ההצבעה של יום { $day } הסתיימה
violation-vote-after-repeated-tie = ההצבעה החוזרת חזרה על התיקו בין { $leaders }: הבא הוא הרמה, לא הצבעה נוספת
violation-candidates-differ = המועמדים { $candidates } שונים מההצעות של היום { $nominees }
violation-revote-candidates = הצבעה חוזרת היא בין המובילים בתיקו { $leaders }, לא { $candidates }
violation-vote-no-candidates = להצבעה אין מועמדים (תנו "candidates" או רשמו הצעות)
violation-ballot-voter-away = קולות: { $voter } אינו ליד השולחן ואינו מצביע
violation-ballot-not-candidate = קולות: { $voter } מצביע בעד { $choice }, שאינו מועמד ({ $candidates })
violation-vote-cancelled = אין { $what } ביום { $day }: { $removed } הורחק מהשולחן, ולפי הכללים האלה אין אז הצבעה (antimonster)
violation-lift-out-of-turn = הרמה באה רק אחרי הצבעה חוזרת שחזרה על אותו תיקו (או שכללי השולחן אינם נותנים כאן הרמה)
violation-lift-hands-away = yes: { $seats } אינם ליד השולחן
violation-shot-twice = המאפיה כבר ירתה בלילה { $night }
violation-shot-not-called = ירי: { $shooter } יורה ב-{ $target }, שאינו ליד השולחן: לפי הכללים האלה קוראים רק למקומות שליד השולחן (shooting: "seats_at_table")
violation-shooter-not-black = ירי: { $shooter } אינו שחקן שחור
violation-shooter-away = ירי: { $shooter } אינו ליד השולחן
violation-miss-by-no-miss = miss_by: הירי לא החטיא (כל השחורים ירו באותו שחקן)
violation-miss-by-not-black = miss_by: { $seats } אינם שחורים
violation-miss-by-away = miss_by: { $seats } אינם ליד השולחן
violation-credit-not-sheriff = זיכוי ניתן רק על שריף שנהרג בלילה הראשון
violation-credit-not-black = זיכוי: { $credit } אינו שחקן שחור
violation-check-twice = { $what } כבר נעשתה בלילה { $night }
violation-checker-away = { $what }: { $by } כבר אינו ליד השולחן
violation-check-self = { $what }: { $by } אינו יכול לבדוק את עצמו
violation-will-at-table = { $by } עדיין ליד השולחן; רק מי שיצא משאיר צוואה
violation-will-no-will = { $by } יצא ({ $how ->
    [vote] הצבעה
    [lift] הרמה
    [night_shot] ירי לילה
    [self_shot] ירי של המאפיה בשלה
    [fourth_foul] פאול רביעי
    [tech_fouls] פאול טכני שני
    [disqualification] פסילה
    [declared_defeat] הכרזת הפסד
    [surrender] כניעה
   *[removal] הרחקה
}) ואינו משאיר צוואה
violation-will-twice = { $by } כבר השאיר צוואה
violation-will-too-late = הצוואה של { $by } מאוחרת מדי: מאז ש-{ $by } יצא כבר הייתה הצבעה או ירי
violation-will-after-end = הצוואה של { $by } באה אחרי סוף המשחק (events[{ $end }]): הכללים האלה אינם נותנים אז נאום אחרון (end_speech: false)
violation-will-names-away = הצוואה של { $by } נוקבת ב-{ $seat }, שאינו ליד השולחן
violation-will-colors-not-allowed = צוואת הצבעים של { $by }: לפי הכללים האלה אין צוואת צבעים (first_color_will: false)
violation-will-colors-not-first-out = { $by } אינו היוצא הראשון: רק היוצא הראשון משאיר צוואת צבעים (colors)
violation-will-colors-too-many = צוואת צבעים נוקבת בשלושה שחקנים לכל היותר, לא { $count }
violation-will-order-first-out = { $by } הוא היוצא הראשון: צוואת צבעים (colors), לא צוואה מסודרת
violation-will-order-too-long = כשנותרו { $left } שחקנים ליד השולחן, צוואה מסודרת נוקבת לכל היותר ב-{ $limit }, לא { $count }
violation-will-order-final-vote = { $by } יצא בהצבעה שסיימה את המשחק: אין צוואה מסודרת
violation-foul-away = { $what }: { $seat } אינו ליד השולחן ואינו נושא נאום אחרון
violation-tech-fouls-not-allowed = פאול טכני: לפי הכללים האלה אין פאולים טכניים (tech_fouls: false)
violation-surrender-seats = המאפיה נכנעת כקבוצה: המקומות הם כל השחורים ליד השולחן ({ $blacks }), לא { $seats }
violation-winner-differs = המנצחים הם { $winner ->
    [red] האדומים
    [black] השחורים
   *[draw] אף אחד (תיקו)
} ({ $outcome }), לא { $stated ->
    [red] האדומים
    [black] השחורים
   *[draw] תיקו
}

## הסירובים של שולחן ה-Pro החי עצמו.

pro-refusal-violations = { $violations }
violation-not-a-document = זה אינו פרוטוקול תקין: { $error }
violation-parse-at = שורה { $line }, עמודה { $column }: { $message }
violation-parse-at-path = { $path } (שורה { $line }, עמודה { $column }): { $message }
violation-unfinished = המשחק לא הסתיים: { $why }
violation-problems = { $count ->
    [one] נמצאה בעיה אחת:
   *[other] נמצאו { $count } בעיות:
}{ $violations }
pro-refusal-in-record = רשומה { $index }: { $why }
pro-refusal-not-a-record = רשומה היא אירוע של פרוטוקול: אובייקט עם "type"
pro-refusal-too-many-records = פתיחה מקבלת לכל היותר { $max } רשומות; כאן יש { $given }
pro-refusal-undecided = כללי השולחן עוד לא הכריעו מנצח: המשיכו לרשום, או רשמו סיום
pro-refusal-clock-game-over = המשחק הסתיים: שעון הנאום כבר אינו מוצג
pro-refusal-clock-not-seated = השולחן עוד לא הושב: אין את מי לתזמן
pro-refusal-clock-no-such-seat = הדובר הוא מקום בין 1 ל-{ $seats }; המקום { $seat } אינו בשולחן הזה
pro-refusal-clock-too-long = שעון הנאום מכוון ל-10 דקות לכל היותר (600000 מ"ש)
pro-refusal-not-ten = בשולחן Pro יושבים עשרה שחקנים; בלובי יש { $count }
pro-refusal-event-name-too-long = שם האירוע הוא לכל היותר 80 תווים
pro-refusal-judge-only = רק השופט רושם שולחן Pro
pro-refusal-nothing-to-undo = אין רשומה לבטל

## חלוקה שהשולחן לא מתחיל איתה.
pro-refusal-deal-then = { $first }; { $rest }
pro-refusal-deal-and = { $first } ו-{ $last }
pro-refusal-deal-comma = { $first }, { $rest }
pro-refusal-deal-seat = { $seat }
pro-refusal-deal-size = בשולחן מחלקים עשרה קלפים, אחד לכל מקום; בחלוקה הזו יש { $count }
pro-refusal-deal-no-card = מקום { $seat }: לא נבחר קלף (אזרח, שריף, מאפיה או דון; או אף אחד לכל המקומות, לחלוקה אקראית)
pro-refusal-deal-not-a-card = מקום { $seat }: { $word } אינו קלף (אזרח, שריף, מאפיה או דון)
pro-refusal-deal-counts = בשולחן מחלקים שריף 1, דון 1, 2 מאפיה ו-6 אזרחים; בחלוקה הזו יש { $wrong }
pro-refusal-deal-none = אין { $card ->
        [civilian] אזרחים
        [sheriff] שריף
        [don] דון
       *[other] מאפיה
    }
pro-refusal-deal-one = { $card ->
        [civilian] אזרח
        [sheriff] שריף
        [don] דון
       *[other] מאפיה
    }: 1 (מקום { $seat })
pro-refusal-deal-many = { $card ->
        [civilian] אזרחים
        [sheriff] שריפים
        [don] דונים
       *[other] מאפיה
    }: { $count } (מקומות { $seats })
