## המבנה המשותף לכל הדפים.

site-skip = דילוג לתוכן
site-nav-label = אתר
site-nav-games = משחקים
site-nav-my-games = המשחקים שלי
site-nav-threads = שרשורים
site-nav-settings = הגדרות
site-nav-events = טורנירים
site-nav-standings = טבלה
site-nav-ratings = דירוג
site-admin = (מנהל)
site-sign-out = יציאה
site-sign-in = כניסה
site-sign-up = הרשמה
site-footer = omerta: מאפיה מקצועית, מאפיה בפורום ומאפיה 1923.
site-footer-api = API
site-lang-label = שפה
site-lang-switch = החלפת שפה

## כניסה והרשמה.

account-name = שם
account-password = סיסמה
account-rules = שם הוא 2 עד 32 אותיות, ספרות, רווחים, _ - או . ; סיסמה היא לפחות 8 תווים ולא קלה לניחוש: כמה מילים נדירות הן סיסמה טובה.
account-create = יצירת חשבון
account-have-one = יש לך חשבון?
account-new-here = חדש כאן?

## הגדרות.

settings-title = הגדרות
settings-saved = נשמר.
settings-lang-heading = שפה
settings-lang-browser = כפי שהדפדפן מבקש
settings-lang-help = הדפים והדואר שיישלח אליך ייכתבו בשפה זו.
settings-save = שמירה
settings-lang-save = שמירת השפה

## שגיאה.

error-not-found = לא נמצא
error-not-allowed = אין הרשאה
error-sign-in-first = יש להיכנס קודם
error-something-wrong = משהו השתבש
error-home = לדף הבית

## סקריפט המבנה (assets/omerta.js), בבלוק JSON אחד.

site-js-your-time = (השעה אצלך: { $time })
site-js-your-time-zone = (השעה אצלך: { $time }, { $zone })

## A game's lobby (game_lobby.html), every rule set
lobby-table-of = שולחן של
lobby-hosted-by = מנחה:
lobby-abandoned = המנחה עצר את המשחק לפני שהתחיל.
lobby-players = שחקנים
lobby-seated-by-host = (הושב על ידי המנחה)
lobby-remove = הסרה
lobby-remove-label = הסרת { $name }
lobby-nobody = עדיין אף אחד.
lobby-sign-in = יש להתחבר
lobby-to-join = כדי להצטרף למשחק.
lobby-leave = יציאה מהמשחק
lobby-your-name = השם שלך במשחק הזה
lobby-join = הצטרפות
lobby-host = מנחה
lobby-seat-by-name = הושבת שחקן לפי שם
lobby-name-placeholder = שם
lobby-seat = הושבה
lobby-cancel-confirm = לבטל את המשחק? כל מי שהצטרף יקבל הודעה שהמשחק נעצר, ולא ניתן יהיה להתחיל אותו שוב.
lobby-cancel = ביטול המשחק

## The forum game's flips and role list (forum/start.html, forum/game.html)
forum-reveal-legend = חשיפות ורשימת התפקידים
forum-reveal-label = כששחקן מת, השרשור מציג
forum-reveal-role = את כל התפקיד (צד ותפקיד)
forum-reveal-alignment = את הצד בלבד (עיר, מאפיה, …)
forum-reveal-none = כלום עד סוף המשחק
forum-role-list-label = רשימת התפקידים
forum-role-list-closed = סגורה: השחקנים יודעים כמה משחקים, לא אילו תפקידים קיימים
forum-role-list-open = פתוחה: כל התפקידים שחולקו מפורטים, אף פעם לא מי מחזיק באיזה
forum-reveal-hint = מה שלא תבחרו, בסוף המשחק כל התפקידים מוצגים לכולם.
forum-flip-alignment = { $faction } (התפקיד לא נחשף)
forum-flip-hidden = התפקיד לא נחשף
forum-reveal-rule-alignment = במוות מוצג הצד בלבד; כל התפקידים מוצגים בסוף.
forum-reveal-rule-none = במוות לא מוצג תפקיד; כל התפקידים מוצגים בסוף.
forum-role-list-heading = התפקידים במשחק הזה
forum-pms-legend = הודעות תפקיד והודעות תוצאות
forum-pm-role-label = הודעת תפקיד לכל התפקידים (לא חובה)
forum-pm-results-label = הודעת תוצאות אחרי לילה (לא חובה)
forum-pm-hint = מקומות למילוי: {"{"}name{"}"}, {"{"}faction{"}"}, {"{"}role{"}"}, {"{"}identity{"}"}, {"{"}abilities{"}"}, {"{"}team{"}"}, {"{"}goal{"}"} בהודעת תפקיד; {"{"}name{"}"}, {"{"}night{"}"}, {"{"}results{"}"} בהודעת תוצאות. לסוגריים עצמם כתבו {"{{"}. אם משאירים ריק, כל שחקן מקבל את ההודעה המובנית; הודעה לתפקיד מסוים נכתבת ב-JSON של ההגדרה (roles[].pm, roles[].results_pm).
forum-pms-heading = ההודעות שלך
forum-pm-role = הודעת תפקיד
forum-pm-results = תוצאות לילה { $night }
forum-pms-sent = הודעות שנשלחו ({ $count })
forum-pm-to = אל { $name }

## מצב המשחק.
site-status = { $status ->
        [lobby] הרשמה
        [running] פעיל
        [finished] הסתיים
        [abandoned] נעצר
       *[other] { $status }
    }

## מעבר שלב אחר שלב במשחק שהסתיים.
steps-title = המשחק שלב אחר שלב
steps-as-it-stood = כפי שהיה ב־{ $moment } (אירוע { $at } מתוך { $of }). הכול גלוי: תפקידים, פעולות, הודעות פרטיות.
steps-the-start = ההתחלה
steps-over = המשחק הסתיים: הכול גלוי (תפקידים, פעולות, הודעות פרטיות). עברו עליו שלב אחר שלב:
steps-previous = → השלב הקודם
steps-next = השלב הבא ←
steps-end = הסוף

## ניהול משחק פעיל בידי המנחה.
moderation-summary = ניהול: עוד זמן, תזכורת
moderation-summary-reopen = ניהול: עוד זמן, תזכורת, פתיחה מחדש
moderation-extend-title = לתת לשלב עוד זמן
moderation-extend-minutes = דקות אחרי המועד
moderation-why-public = למה (כולם יידעו)
moderation-extend-placeholder = חג באמצע היום
moderation-extend = להאריך
moderation-prod-title = להזכיר לשחקן לא פעיל
moderation-prod-player = שחקן
moderation-choose-player = בחרו שחקן
moderation-prod-reason = מה לומר לו (רק הוא יידע)
moderation-prod-placeholder = לא שמענו ממך היום
moderation-prod = להזכיר
moderation-reopen = לפתוח מחדש את { $phase }
moderation-reopen-confirm = לפתוח מחדש את { $phase }? כל מה שמפורט מתחת לטופס יבוטל; אי אפשר לחזור מזה.
moderation-reopen-hint = המשחק חוזר לתחילת { $phase }, כפי שהיה אז; כל מה שלפניו נשאר כפי שכל קורא קרא אותו, והאירועים מאז נשארים ברשומה.
moderation-takes-back = יבוטל:
moderation-keeps = יישאר:
moderation-reopen-minutes = פתוח למשך (דקות)
moderation-reopen-placeholder = השלב נסגר בטעות
picker-account = החשבון של המחליף
picker-account-hint = הקלידו את שם החשבון: יוצעו חשבונות מתאימים. המחליף נרשם קודם; אחר כך התפקיד, ההודעות והדואר של המקום שלו.
