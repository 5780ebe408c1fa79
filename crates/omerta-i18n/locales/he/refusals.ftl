# סירובים (issue 30): מה שעונה בקשה שלא עברה, ב-`message` של ה-JSON API ובדפים. האנגלית
# זהה מילה במילה ל-`message` של הסירוב (הבדיקות מוודאות זאת).

## הלובי של כל משחק (refusals.rs ב-omerta-live)

refusal-not-started = המשחק עוד לא התחיל
refusal-game-over = המשחק הסתיים
refusal-not-in-game = רק המנחה ושחקני המשחק פועלים בו
refusal-host-only = רק המנחה יכול { $what }
refusal-doing-anonymize = להפוך את המשחק לאנונימי
refusal-doing-seat = להושיב שחקנים
refusal-doing-unseat = להוציא שחקנים מהלובי
refusal-doing-move = להזיז שחקנים
refusal-doing-shuffle = לערבב את המקומות
refusal-doing-start = להתחיל את המשחק
refusal-doing-replace = להחליף שחקנים
refusal-doing-request-replacement = לבקש מחליף
refusal-doing-cancel-replacement = לבטל בקשה למחליף
refusal-doing-accept-offer = לקבל הצעה
refusal-doing-extend = להאריך שלב
refusal-doing-prod = להזכיר לשחקן
refusal-doing-reopen = לפתוח שלב מחדש
refusal-doing-abandon = לבטל את המשחק
refusal-already-started = המשחק כבר התחיל
refusal-sign-in-to-join = היכנסו כדי להצטרף למשחק
refusal-host-does-not-play = המנחה לא משחק במשחק שלו
refusal-already-joined = כבר הצטרפת למשחק הזה
refusal-not-joined = לא הצטרפת למשחק הזה
refusal-account-seated = לחשבון הזה כבר יש מקום
refusal-no-entrant-empty = אין אף אחד במקום { $index }: הלובי ריק
refusal-no-entrant-one = אין אף אחד במקום { $index }: בלובי משתתף אחד, במקום 0
refusal-no-entrant-many = אין אף אחד במקום { $index }: המקומות בלובי הם 0 עד { $last }
refusal-lobby-full = הלובי מלא
refusal-table-full = השולחן מלא: בשולחן { $ruleset } יש { $seats } מקומות
refusal-no-slot = אין משבצת { $slot }
refusal-sign-in-to-offer = היכנסו כדי להציע את עצמכם כמחליפים
refusal-already-offered = כבר הצעת את עצמך למשבצת הזו: המנחה בוחר הצעה אחת
refusal-prod-not-running = אפשר להזכיר רק לשחקנים של משחק פעיל
refusal-player-name-alike = { $name } דומה מדי ל-{ $other } ואי אפשר להבדיל ביניהם: לכל שחקן במשחק שם משלו
refusal-already-anonymous = המשחק כבר אנונימי
refusal-anonymous-too-late = משחק הופך לאנונימי לפני שחשבון כלשהו מצטרף אליו: השמות שכבר בלובי נקראו תחת החשבונות שלהם
refusal-replacement-asked = כבר התבקש מחליף עבור { $name }
refusal-offers-full = למשבצת הזו כבר יש { $most } הצעות: המנחה בוחר אחת מהן
refusal-no-offer = החשבון { $account } לא הציע להחליף את { $name }
refusal-nothing-to-extend = אפשר להאריך רק שלב פתוח עם מועד אחרון של משחק פעיל
refusal-extension-range = הארכה היא בין 1 ל-{ $most } דקות (שבוע)
refusal-reopen-unplayed = אפשר לפתוח מחדש רק משחק ששוחק
refusal-no-earlier-phase = אין שלב מוקדם יותר לפתוח מחדש: את השלב הראשון של משחק, או משחק בלי שלבים, אי אפשר
refusal-reopen-range = שלב שנפתח מחדש נמשך בין 1 ל-{ $most } דקות (שבוע)
refusal-replace-not-running = רק במשחק פעיל יש שחקנים להחליף
refusal-account-has-slot = לחשבון הזה כבר יש משבצת
refusal-replacement-not-running = רק לשחקנים של משחק פעיל יכול להיות מחליף
refusal-dead-slot = { $name } מת: משבצת של שחקן מת לא עוברת לאחר
refusal-nobody-asked = אף אחד לא התבקש להחליף את { $name }: המנחה לא ביקש מחליף
refusal-host-takes-over = המנחה לא לוקח משבצת במשחק שלו
refusal-player-takes-over = אתה כבר משחק במשחק הזה: רק חשבון מחוץ למשחק לוקח משבצת
refusal-moderation-blank = פעולת מנחה צריכה סיבה בתווים נראים: השחקנים שומעים אותה
refusal-message-blank = הודעה צריכה טקסט

## שמות וסיבות (names.rs ב-omerta-live)

refusal-what-player = שם של שחקן
refusal-what-account = שם של חשבון
refusal-what-alias = כינוי
refusal-what-title = כותרת
refusal-what-event = שם של טורניר
refusal-what-setup = שם של מערך
refusal-what-reason = סיבה
refusal-what-text = טקסט
refusal-unfit-length = { $what }: באורך { $least } עד { $most } תווים
refusal-unfit-invisible = { $what }: אסורים תווים בלתי נראים או תווי בקרה ({ $char } הוא כזה)
refusal-unfit-reordering = { $what }: אסורים תווים שמשנים את כיוון הטקסט סביבם ({ $char } הוא כזה)
refusal-unfit-character = { $what }: רק אותיות, ספרות, רווחים, '_', '-' ו-'.' ({ $char } אינו אחד מהם)
refusal-unfit-alike = { $name } דומה מדי ל-{ $other } ואי אפשר להבדיל ביניהם
refusal-unfit-blank = { $what }: צריך לפחות תו נראה אחד

## סירובים של השרת עצמו (omerta-service)

refusal-sign-in-first = יש להיכנס קודם
refusal-csrf = הבקשה הזו צריכה את אסימון ה-CSRF של ההתחברות בכותרת X-CSRF-Token
refusal-no-game = אין משחק { $id }
refusal-no-page = אין דף { $path }
refusal-store-unavailable = מסד הנתונים של השרת לא עונה; דבר לא שונה, נסו שוב בעוד כמה שניות
refusal-internal = משהו השתבש בשרת; הבקשה לא בוצעה
refusal-one-at-a-time = לילה או שלב שלך נפתרים כעת במשחק אחר; דבר לא שונה, שלחו שוב כשזה יסתיים
refusal-post-too-long = הודעה היא לכל היותר { $max } תווים; בזו יש { $chars }
refusal-too-many-posts = לכל היותר { $most } הודעות בדקה במשחק אחד; המתינו { $seconds } שניות
refusal-too-many-games = יצרת { $created } משחקים בשעה האחרונה; נסו שוב בעוד { $minutes } דקות

## חשבונות: הרשמה וכניסה

refusal-name-taken = השם { $name } תפוס, או דומה מדי לשם של חשבון אחר
refusal-alias-is-an-account = כינוי אינו יכול להיות שם של חשבון: { $name } הוא כזה, או דומה לו מדי
refusal-password-length = סיסמה היא באורך 8 עד 1024 תווים
refusal-password-weak = קל מדי לנחש את הסיסמה הזו ({ $score } מתוך 4, נדרש לפחות { $least }). { $advice }
refusal-too-many-accounts = יותר מדי חשבונות חדשים מהכתובת שלך; נסו שוב בעוד { $minutes } דקות
refusal-too-many-sign-ins = יותר מדי כניסות שנכשלו; נסו שוב בעוד { $seconds } שניות
refusal-banned = החשבון הזה נחסם על ידי מנהלי האתר: { $reason }
refusal-bad-credentials = שם או סיסמה שגויים

## משחק הפורום החי (forum/refusals.rs ב-omerta-live)

refusal-forum-post-blank = הודעה צריכה תוכן
refusal-forum-post-too-long = הודעה היא לכל היותר { $most } תווים
refusal-forum-dead-post = כלל 5: מתים לא כותבים הודעות בשרשור המשחק
refusal-forum-dead-edit = כלל 5: מתים לא כותבים הודעות
refusal-forum-timer-post = הטיימר לא כותב הודעות
refusal-forum-no-post = אין הודעה { $post }
refusal-forum-not-author = רק כותב ההודעה יכול לערוך אותה
refusal-forum-edit-unchanged = העריכה לא משנה דבר
refusal-forum-deadline-not-come = המועד של השלב עוד לא הגיע
refusal-forum-host-ends-phase = רק המנחה מסיים שלב
refusal-forum-no-phase = אף שלב לא פתוח
refusal-forum-timer-write = הטיימר לא כותב
refusal-forum-no-channel = אין ערוץ { $channel } במשחק הזה; הערוצים שלו: { $channels }
refusal-forum-dead-channel = כלל 5: מתים לא כותבים הודעות; המתים כותבים רק בשרשור המתים
refusal-forum-dead-thread-living = כלל 5: שרשור המתים הוא של השחקנים המתים; החיים לא קוראים בו ולא כותבים בו
refusal-forum-no-channel-of-yours = אינך כותב בערוץ בשם { $channel }: אין לך ערוץ כל עוד אתה חי
refusal-forum-not-your-channel = אינך כותב בערוץ בשם { $channel }; הערוצים שלך: { $yours }
refusal-forum-message-too-long = הודעה היא לכל היותר { $most } תווים, כמו פוסט; בזו יש { $chars }
refusal-forum-host-modkills = רק המנחה נותן מודקיל
refusal-forum-already-dead = { $name } כבר מת
refusal-forum-host-rules = רק המנחה מכריע בדגלים
refusal-forum-ruling-blank = הכרעה צריכה סיבה בתווים גלויים: היא מוצגת עם ספירת הקולות והדגל
refusal-forum-no-vote-in-post = בהודעה { $post } אין הצבעה עבור { $vote }
refusal-forum-vote-counts = ההצבעה עבור { $vote } כבר נספרת ל-{ $name }: אין על מה להכריע
refusal-forum-rule-either = הכרעה בהצבעה: לספור אותה לשחקן או לבטל אותה
refusal-forum-no-flag = להודעה { $post } אין דגל של כלל { $rule } לבטל
refusal-forum-ruling-shape = הכרעה היא על הצבעה (לספור אותה לשחקן או לבטל אותה) או ביטול דגל לפי הכלל שלו
refusal-forum-night-unresolved = אי אפשר להכריע את הלילה: { $why }
refusal-forum-night-refused = { $why }
refusal-forum-host-does-not-act = המנחה לא פועל בלילה
refusal-forum-timer-does-not-act = הטיימר לא פועל בלילה
refusal-forum-not-night = פעולות לילה נשלחות בלילה
refusal-forum-dead-do-not-act = שחקנים מתים לא פועלים
refusal-forum-not-an-ability = { $ability } איננה יכולת
refusal-forum-no-such-ability = לתפקיד שלך אין יכולת { $ability }
refusal-forum-too-many-targets = לפעולה יש לכל היותר שתי מטרות
refusal-forum-not-a-player = { $name } איננו שחקן
refusal-forum-target-dead = { $name } מת
refusal-forum-nothing-to-withdraw = אין פעולה כזו לבטל
refusal-forum-arity = ל-{ $ability } יש { $targets } מטרות
refusal-forum-faction-named-dead = הערוץ של הפלג "dead" היה נקרא כמו שרשור המתים; תנו לו שם אחר
refusal-forum-channel-named-as-faction = לערוץ "{ $channel }" יש שם הערוץ של הפלג { $channel }; תנו לו שם אחר
refusal-forum-channel-too-small = בערוץ "{ $channel }" יש { $members } חברים אחרי החלוקה: ערוץ הוא לשני שחקנים לפחות (roles[].channels)
refusal-forum-over-before-start = בחלוקה הזו המשחק נגמר לפני שהתחיל ({ $winner } מנצחים)
refusal-forum-name-unvotable = אי אפשר להצביע בשרשור לשם { $name }: הצבעה מודגשת בשבילו ({ $vote }) לא נקראת בחזרה כשם, כי סוגריים מרובעים הם BBCode שם; בחרו שם בלי [ ]

## סטאפים (setups.rs ב-omerta-service)

refusal-setup-not-found = אין סטאפ { $id } שמותר לך לקרוא.
refusal-setup-owner-only = רק הבעלים של סטאפ יכול לשנות או למחוק אותו; שמרו עותק משלכם.
refusal-setup-no-game = אין משחק { $id }.
refusal-setup-too-many = חשבון שומר לכל היותר { $most } סטאפים; מחקו אחד קודם.
refusal-setup-not-forum = רק למשחק פורום יש סטאפ לשמור או לארח מחדש.
refusal-setup-secret = הסטאפ של משחק מגלה כל תפקיד: רק המנחה קורא אותו לפני סוף המשחק.
refusal-setup-not-started = המשחק הזה עוד לא התחיל: אין לו סטאפ עדיין.
refusal-setup-not-finished = רק משחק פורום שהסתיים אפשר לארח מחדש.
refusal-setup-rehost-members = רק המנחה או שחקן במשחק יכולים לארח אותו מחדש.
refusal-setup-taken = כבר יש לך סטאפ בשם { $name }.

## בקשות פגומות ששכבת ה-HTTP דוחה (error.rs ב-omerta-service, `ApiError::rejected`)

refusal-rejected-json-data = ה-JSON בגוף הבקשה אינו במבנה הנכון: { $detail }
refusal-rejected-json-syntax = גוף הבקשה אינו JSON תקין: { $detail }
refusal-rejected-json-type = נדרשת בקשה עם `Content-Type: application/json`
refusal-rejected-body = לא ניתן לקרוא את גוף הבקשה: { $detail }
refusal-rejected-query = לא ניתן לקרוא את מחרוזת השאילתה: { $detail }
refusal-rejected-path = כתובת לא תקינה: { $detail }
refusal-rejected-method = הכתובת הזו לא מקבלת את השיטה הזו

## מאפיה 1923 (mafia1923/refusals.rs ב-omerta-live). `$phase` הוא night או day, `$n` מספרו;
## `$role` שם תפקיד (אזור m1923).

refusal-m1923-chat-too-long = הודעה היא לכל היותר { $most } תווים; בזו יש { $chars }
refusal-m1923-own-channels = שחקן כותב רק בערוצים שלו ("with" הוא למנחה)
refusal-m1923-timers-write = הטיימרים לא כותבים
refusal-m1923-mafia-channel-one = ערוץ המאפיה הוא אחד לכל חברי המאפיה
refusal-m1923-mafia-channel-members = רק חברי המאפיה כותבים בערוץ המאפיה
refusal-m1923-host-names-whom = המנחה מציין את השחקן שהוא עונה לו ("with": משבצת)
refusal-m1923-for-themself = שחקן שולח רק בשם עצמו
refusal-m1923-host-names-for = המנחה מציין את השחקן שבשמו הוא שולח ("by": משבצת)
refusal-m1923-timers-close = הטיימרים רק סוגרים שלבים
refusal-m1923-not-open-yet = { $phase ->
        [night] לילה
       *[day] יום
    } { $n } נפתח ב-{ $at }: פעולות מתקבלות מאז
refusal-m1923-closed = { $phase ->
        [night] לילה
       *[day] יום
    } { $n } נסגר ב-{ $at }: המנחים סוגרים אותו
refusal-m1923-not-your-role = התפקיד { $role } אינו שלך (M24)
refusal-m1923-kill-by-command = ההריגה של המאפיה נשלחת בפקודה "mafia_kill"
refusal-m1923-not-a-mafia-member = אינך חבר מאפיה (M24)
refusal-m1923-not-a-role = { $asked } אינו תפקיד במאפיה 1923
refusal-m1923-member-acts-by-kill = חבר מאפיה בלי תפקיד שני פועל רק דרך ההריגה של המאפיה ("mafia_kill")
refusal-m1923-townsperson = לתושב אין פעולה לשלוח
refusal-m1923-passive = { $role } פסיבי: הוא פועל מעצמו, אין מה לשלוח
refusal-m1923-acts-another-time = { $role } פועל { $when ->
        [night] בלילה
       *[day] ביום
    }; עכשיו { $phase ->
        [night] לילה
       *[day] יום
    } { $n }: הפעולה לא תתבצע (M24)
refusal-m1923-target-count = { $role } מציין { $least } שחקנים, לא { $given }
refusal-m1923-target-range = { $role } מציין { $least } עד { $most } שחקנים, לא { $given }
refusal-m1923-names-a-family = { $role } מציין משפחה
refusal-m1923-names-no-family = { $role } לא מציין משפחה
refusal-m1923-family-or-player = { $role } מציין משפחה, שחקן או שניהם
refusal-m1923-target-dead = { $name } מת: אי אפשר לפעול על שחקנים מתים (M24)
refusal-m1923-ignored = הפעולה של { $name } הייתה מתעלמת: { $why }
refusal-m1923-already-acted = { $name } כבר שלח פעולה של { $role } { $when ->
        [night] הלילה
       *[day] היום
    } (M22)
refusal-m1923-votes-by-day = מצביעים ביום; עכשיו { $phase ->
        [night] לילה
       *[day] יום
    } { $n }
refusal-m1923-injured-today = { $name } פצוע היום ולא מצביע (M64)
refusal-m1923-already-voted = { $name } כבר הצביע היום: פתק נוסף לא ייספר (M71)
refusal-m1923-ballot-shape = פתק הצבעה מציין משפחה (הצבעת משפחה) ושחקן (הצבעה אישית)
refusal-m1923-members-decide = רק חבר מאפיה שולח את החלטת המאפיה
refusal-m1923-kills-at-night = המאפיה הורגת בלילה; עכשיו { $phase ->
        [night] לילה
       *[day] יום
    } { $n }
refusal-m1923-injured-tonight = { $name } פצוע הלילה ולא משתתף בהריגה של המאפיה (M31)
refusal-m1923-no-civilian = הלילה אין למאפיה אזרח להרוג
refusal-m1923-kill-count = הלילה המאפיה חייבת לנסות להרוג { $required } אזרחים, לא { $given } (M28, M29)
refusal-m1923-named-twice = { $name } מצוין פעמיים (M29)
refusal-m1923-kill-a-member = { $name } חבר מאפיה: המאפיה הורגת אזרחים (M29)
refusal-m1923-kill-the-dead = { $name } מת (M29)
refusal-m1923-no-family = אין משפחה { $family } במשחק הזה
refusal-m1923-no-player = אין שחקן במשבצת { $slot }
refusal-m1923-not-in-play = { $name } כבר לא במשחק (מת או גורש): אין עוד פעולות והצבעות (M66, M70)
refusal-m1923-time-not-up = זמן השלב עוד לא נגמר
refusal-m1923-no-timers = למשחק הזה אין טיימרים
refusal-m1923-who-closes = רק המנחה או הטיימר סוגרים שלב
refusal-m1923-host-exiles = רק המנחה מגרש שחקנים (M67)
refusal-m1923-players-per-slot = ב-setup.players יש { $entries } רשומות ל-{ $slots } משבצות: אחת לכל משבצת, לפי סדר המשבצות
refusal-m1923-given-deal-lists = חלוקה נתונה מפרטת ב-setup.players את המשפחה והתפקיד של כל משבצת (M11)
refusal-m1923-schedule-or-lengths = שלבי המשחק הולכים לפי לוח זמנים או לפי אורכים (night_ms, day_ms), לא שניהם
refusal-m1923-length-above-zero = { $field } הוא אורך שלב באלפיות שנייה, מעל 0
refusal-m1923-spectator-in-slot = setup.players[{ $index }]: צופים לא צריכים משבצת; הם צופים במשחק כמו שהוא
refusal-m1923-schedule-unusable = אי אפשר להשתמש בלוח הזמנים: { $why }
refusal-m1923-cannot-be-dealt = אי אפשר לחלק לפי הסטאפ הזה: { $problems }

## תזכורות ורשומות המשחק (refusals.rs ב-omerta-live)

refusal-prod-too-soon = { $ago ->
        [0] ל-{ $name } הזכירו לפני פחות מדקה
        [1] ל-{ $name } הזכירו לפני דקה
       *[other] ל-{ $name } הזכירו לפני { $ago } דקות
    }: מזכירים לשחקן לכל היותר פעם ב-{ $every } דקות; נסו שוב בעוד { $wait } דקות
refusal-prod-deadline-range = המועד של תזכורת הוא 1 עד { $most } שעות (שבוע) מעכשיו
refusal-no-record-yet = המשחק עוד לא התחיל: אין עדיין רשומה
refusal-no-record = למשחק { $ruleset } אין רשומה להורדה
refusal-record-secret = ברשומה כל הקלפים וכל סודות הלילה: היא של השופט עד שהמשחק נגמר

## עונות וסדרות (records.rs ב-omerta-service)

refusal-records-no-player = אין שחקן בשם { $name }
refusal-records-not-organiser = רק מנהל האתר או מארגן של אירוע יוצרים עונות וסדרות
refusal-records-not-a-date = { $which ->
        [first] היום הראשון
       *[last] היום האחרון
    } הוא תאריך בכתיב 2026-09-01, לא { $text }
refusal-records-ends-before-start = העונה לא יכולה להסתיים ({ $ends }) לפני שהיא מתחילה ({ $starts })
refusal-records-no-series = אין סדרה { $id }
refusal-records-series-organiser = רק המארגן של הסדרה מוסיף לה עונות
refusal-records-no-season = אין עונה { $id }
refusal-records-season-organiser = רק המארגן של העונה משנה את האירועים שלה
refusal-records-no-event = אין אירוע { $id }
refusal-records-event-organiser = רק המארגן של אירוע מכניס אותו לעונה

## מעקב אחר שרשורי פורום (follows.rs ב-omerta-service)

refusal-follow-title-length = שם של מעקב הוא באורך 1 עד { $most } תווים
refusal-follow-title-control = שם של מעקב לא יכול להכיל תווי בקרה (כמו ירידת שורה)
refusal-follow-url-length = כתובת שרשור היא לכל היותר { $most } תווים
refusal-follow-unknown-engine = "{ $key }" אינו מנוע פורום ש-omerta קורא: xenforo, phpbb, vbulletin או discourse (או כלום, כדי לזהות אותו מהדף)
refusal-follow-every-range = every_minutes הוא כל כמה זמן השרשור נקרא: לפחות { $least } דקות (פורום הוא שרת של מישהו) ולכל היותר { $most } (שבוע), לא { $given }
refusal-follow-too-many = אתה עוקב אחר { $most } שרשורים, המרב למנחה אחד: הפסק לעקוב אחר אחד קודם
refusal-follow-not-found = אין מעקב { $id }
refusal-follow-host-only = רק המנחה שעוקב אחר השרשור הזה רואה ומשנה אותו
refusal-follow-document-not-object = המסמך הוא אובייקט { $format } ({ "{" }"game": …, "players": […]{ "}" }), לא { $kind }
refusal-follow-kind-null = null
refusal-follow-kind-bool = true או false
refusal-follow-kind-number = מספר
refusal-follow-kind-string = מחרוזת
refusal-follow-kind-list = רשימה
refusal-follow-kind-object = אובייקט
refusal-follow-document-format = ה-"format" של המסמך הוא { $given }, לא "{ $format }"
refusal-follow-document-not-json = המסמך אינו JSON: שגיאה בשורה { $line }, עמודה { $column } (פירוט מ-serde: "{ $detail }")
refusal-follow-document-ends-early = המסמך אינו JSON: הטקסט נגמר בשורה { $line }, עמודה { $column }, לפני שה-JSON נגמר (פירוט מ-serde: "{ $detail }")
refusal-follow-every-not-a-number = כל כמה זמן לקרוא את השרשור הוא מספר שלם של דקות, לא "{ $text }"

## כתובת שהשרת היה פונה אליה (egress.rs ב-omerta-service): שרשור, וובהוק.

refusal-url-noun-webhook = כתובת הוובהוק
refusal-url-noun-thread = כתובת השרשור
refusal-url-rule-webhook = וובהוקים נשלחים רק לכתובות ציבוריות באינטרנט
refusal-url-rule-thread = omerta עוקב רק אחר שרשורים בכתובות ציבוריות באינטרנט
refusal-url-spaces = { $noun }: בלי רווחים ובלי תווי בקרה
refusal-url-not-a-url = { $noun } אינה כתובת http:// או https:// תקינה (פירוט: "{ $detail }")
refusal-url-scheme = { $noun } היא כתובת http:// או https://, לא { $scheme }:
refusal-url-credentials-webhook = כתובת הוובהוק אינה יכולה לכלול שם משתמש או סיסמה (user:pass@); יש לשים אסימון בנתיב או להשתמש בסוד
refusal-url-credentials-thread = כתובת השרשור אינה יכולה לכלול שם משתמש או סיסמה (user:pass@)
refusal-url-no-host = { $noun } היא כתובת http:// או https:// עם שם מארח
refusal-url-localhost = המארח { $host } ({ $noun }) הוא localhost, השרת הזה עצמו; { $rule }
refusal-url-forbidden = הכתובת { $ip } ({ $noun }) היא { $why }; { $rule }
refusal-url-range-this-network = כתובת לא מוגדרת ("הרשת הזאת")
refusal-url-range-unspecified = כתובת לא מוגדרת
refusal-url-range-private = כתובת פרטית
refusal-url-range-shared = כתובת משותפת (NAT של ספק)
refusal-url-range-loopback = כתובת לולאה חוזרת (loopback)
refusal-url-range-link-local = כתובת מקומית לקישור (link-local)
refusal-url-range-site-local = כתובת מקומית לאתר (site-local)
refusal-url-range-unique-local = כתובת מקומית ייחודית
refusal-url-range-ietf = כתובת שמורה (פרוטוקולים של IETF)
refusal-url-range-documentation = כתובת לתיעוד
refusal-url-range-6to4-relay = כתובת שמורה (ממסר 6to4)
refusal-url-range-benchmarking = כתובת לבדיקות ביצועים
refusal-url-range-multicast = כתובת ריבוי שידורים (multicast)
refusal-url-range-broadcast = כתובת השידור לכולם (broadcast)
refusal-url-range-reserved = כתובת שמורה
refusal-url-range-nat64 = כתובת NAT64 מקומית
refusal-url-range-discard = כתובת להשלכה (discard-only)

## קישורי שידור (broadcasts.rs ב-omerta-service)

refusal-broadcast-delay = ההשהיה היא מספר שלם של שניות מ-0 עד { $most } (15 דקות)
refusal-broadcast-not-pro = קישורי שידור נוצרים לשולחנות מאפיה מקצועית; משחק { $game } הוא משחק { $ruleset }
refusal-broadcast-judge-only = רק השופט של המשחק יכול ליצור, לראות או לבטל את קישורי השידור שלו
refusal-broadcast-too-many = למשחק יש לכל היותר { $most } קישורי שידור בבת אחת; בטלו אחד קודם
refusal-broadcast-no-link = למשחק { $game } אין קישור שידור { $link }
refusal-broadcast-none = אין שידור כזה

## ניהול האתר (moderation.rs ב-omerta-service)

refusal-admin-only = רק מנהל האתר { $what }
refusal-admin-names-admins = ממנה מנהלים
refusal-admin-bans = חוסם חשבונות
refusal-admin-reads-record = קורא את ההיסטוריה של חשבון
refusal-admin-demote-self = מנהל לא יכול להסיר את עצמו: מנהל אחר עושה זאת, כדי שלאתר יישאר מנהל
refusal-admin-ban-self = מנהל לא יכול לחסום את החשבון שלו
refusal-admin-ban-blank = חסימה צריכה סיבה בתווים גלויים: היא נרשמת ומוצגת לבעל החשבון
refusal-admin-no-account = אין חשבון { $id }
refusal-admin-no-longer = אינך עוד מנהל האתר: מנהל אחר שינה בינתיים את החשבון שלך

## וובהוקים ומשחקי הדוגמה (webhooks.rs, examples.rs ב-omerta-service)

refusal-webhook-host-reads = רק המנחה קורא את הוובהוק של משחק
refusal-webhook-host-sets = רק המנחה קובע את הוובהוק של משחק
refusal-webhook-url-length = כתובת URL של וובהוק היא לכל היותר { $most } תווים
refusal-webhook-secret-length = סוד של וובהוק הוא לכל היותר { $most } תווים
refusal-webhook-secret-control = סוד של וובהוק לא יכול להכיל תווי בקרה (כמו NUL, טאב או ירידת שורה)
refusal-examples-name-taken = אי אפשר לטעון את הדוגמאות: השם { $name } שייך לחשבון באתר הזה, ודוגמה לעולם לא משחקת בשם מישהו
refusal-examples-admin-only = רק מנהל האתר יכול להסיר את משחקי הדוגמה

## אירועי טורניר (tournaments.rs ב-omerta-service)

refusal-event-not-found = אין אירוע { $id }
refusal-event-organiser-only = רק המארגן של האירוע יכול לעשות זאת
refusal-event-unknown-account = אין חשבון בשם { $name }
refusal-event-policy-too-long = מדיניות שובר שוויון היא כמה שמות מופרדים בפסיקים
refusal-event-policy-unknown = { $sentence }.
refusal-unknown-tiebreak = שובר שוויון לא מוכר { $name }; המוכרים: { $known }
refusal-unknown-role-table = טבלת תפקידים לא מוכרת { $name }; המוכרות: { $known }
refusal-event-sizes = { $why }.
refusal-event-out-of-range = לאירוע יש 1 עד { $most } { $what ->
        [rounds] סיבובים
       *[tables] שולחנות
    }; { $value } מחוץ לטווח
refusal-event-registration-closed = ההרשמה סגורה: לוח הזמנים של האירוע הוגרל
refusal-event-too-many-players = לאירוע יש לכל היותר { $most } שחקנים
refusal-event-registration-both = רשמו חשבון או שם של אורח, לא את שניהם
refusal-event-registration-neither = ציינו את החשבון או את שם האורח לרישום
refusal-event-registered-as = { $name } כבר רשום, כשחקן { $number }
refusal-event-known-as = שחקן { $number } כבר ידוע בשם { $name }
refusal-event-known-as-guest = שחקן { $number } כבר ידוע בשם { $name }; כדי לתת לאורח הזה את החשבון, מזגו אותם
refusal-event-registered = { $name } כבר רשום באירוע הזה
refusal-event-no-player = לאירוע הזה אין שחקן { $number }
refusal-event-not-a-guest = שחקן { $number } אינו אורח: הוא משחק עם החשבון { $name }
refusal-event-already-player = { $name } כבר שחקן { $number } באירוע הזה; אדם משחק כשחקן אחד
refusal-event-merged-already = שחקן { $number } כבר מוזג לחשבון
refusal-event-a-player-already = { $name } כבר שחקן באירוע הזה
refusal-event-drawn-already = לוח הזמנים של האירוע כבר הוגרל (זרע { $seed })
refusal-event-too-few-players = באירוע יש { $players } שחקנים, ו-{ $tables } השולחנות שלו, של עשרה כל אחד, צריכים לפחות { $least }
refusal-event-drawn-meanwhile = לוח הזמנים של האירוע הוגרל בינתיים
refusal-event-not-drawn-judges = הגרילו קודם את לוח הזמנים: שופטים משובצים לשולחנות של הסיבובים שלו
refusal-event-not-drawn-games = הגרילו קודם את לוח הזמנים: המשחקים של סיבוב מושיבים את השחקנים שלו
refusal-event-no-table = שולחן { $table } אינו אחד משולחנות האירוע (1 עד { $last })
refusal-event-no-round = סיבוב { $round } אינו אחד מסיבובי האירוע (1 עד { $last })
refusal-event-judge-plays = { $name } משחק בשולחן { $table } בסיבוב { $round } ולא יכול לשפוט אותו
refusal-event-game-created = המשחק של שולחן { $table } כבר נוצר בסיבוב { $round }; משחק שנוצר שומר על השופט שלו
refusal-event-games-created = המשחק של שולחן { $table } כבר נוצר בכל הסיבובים; משחק שנוצר שומר על השופט שלו
refusal-event-round-created = המשחקים של סיבוב { $round } כבר נוצרו
refusal-event-organiser-plays = לשולחן { $table } בסיבוב { $round } אין שופט, והמארגן משחק בו: שבצו לו שופט קודם
refusal-event-has-no-player = לאירוע { $event } אין שחקן { $number }
refusal-event-uploaders-only = רק המארגן של האירוע או אחד השופטים שלו מעלים אליו משחקים

## העלאות והגדרות דואר (upload.rs, mail.rs ב-omerta-service; ההפרות של חוקי השולחן הן של
## omerta-pro)

refusal-upload-not-a-game = זה אינו משחק { $system }: { $why }
refusal-upload-unknown-format = פורמט לא מוכר { $format }: העלו "omerta-pro/1", "polemica" או "mafiaratings"
refusal-upload-duplicate = המשחק הזה כבר הועלה, בתור /games/{ $first }: אותו פרוטוקול נספר פעם אחת
refusal-mail-no-kind = { $kind } אינו סוג דואר; הסוגים הם { $kinds }
refusal-mail-address-long = כתובת דואר אלקטרוני היא לכל היותר { $most } תווים
refusal-mail-not-an-address = { $address } אינה כתובת דואר אלקטרוני ({ $why })
refusal-mail-why-missing-parts = חסרים דומיין או שם משתמש
refusal-mail-why-unbalanced = סוגר זווית בלי בן זוג
refusal-mail-why-invalid-user = שם משתמש לא תקין
refusal-mail-why-invalid-domain = דומיין לא תקין
refusal-mail-why-invalid-input = תווים לא תקינים
refusal-mail-address-by-ip = { $address } מציינת מארח לפי כתובת IP: כתובת דואר אלקטרוני צריכה דומיין של דואר, לא כתובת IP

## The ratings (web/ratings.rs in omerta-server); $name quoted.
refusal-ratings-no-game = ל־{ $name } אין משחק מדורג
