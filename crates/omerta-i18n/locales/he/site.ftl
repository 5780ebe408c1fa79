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

## הדפים של האתר עצמו (התבניות home, lobby, my_games, new_game, upload, ratings,
## settings, follows, follow, follow_fields): כותרות, הסברים, טפסים ורשימות ריקות.

site-rulesets = חוקי משחק
ruleset-blurb = { $ruleset ->
        [pro] מאפיה מקצועית בשולחן של עשרה: השופט רושם את המשחק בטאבלט, וכל מספר מקבל ניקוד, כל נקודה מוסברת.
        [forum] משחק בשרשור: קולות מודגשים נספרים כשהם מתפרסמים, רוב ונעילה, סימוני האכיפה של המנחה וספירות קולות ב־BBCode.
       *[other] משפחות, חמישה עשר תפקידים, סדר לילה ויום קפדני, בתי דין של המשפחות וחמישה ימים, משוחק באתר הזה.
    }
home-hero = שחקו מאפיה כמו שהקהילה שלכם משחקת: סביב השולחן, בשרשור או באתר הזה.
home-or-sign-in = או כניסה
home-host-one = לארח משחק
home-recent = משחקים אחרונים
home-no-games = עדיין אין משחקים: ארחו את הראשון.
games-all = הכול
games-of = { $ruleset }: משחקים
games-host = לארח משחק
games-open = פתוחים לשחקנים
games-open-none = אין משחק שמחכה לשחקנים.
games-running = פעילים
games-running-none = אין משחק פעיל.
games-over = הסתיימו
games-over-none = עוד לא הסתיים אף משחק.
mine-waiting = { $count ->
        [one] משחק אחד מחכה לך.
       *[other] { $count } משחקים מחכים לך.
    }
mine-waiting-none = כרגע אף משחק לא מחכה לך.
mine-game = משחק
mine-you-are = את/ה
mine-status = מצב
mine-waiting-for = ממתין ל־
mine-deadline = מועד אחרון
mine-as = { $kind ->
        [host] מנחה
        [player] שחקן
        [played] שיחקת
       *[other] ליד השולחן
    }
mine-nothing = שום דבר
mine-prodded = המנחה הזכיר לך
mine-no-deadline = אין
mine-none = עדיין אינך מנחה או משחק/ת באף משחק.
mine-find-one = מצאו משחק
mine-or = או
mine-host-one = ארחו אחד
mine-waits-vote = הקול שלך
mine-waits-action = הפעולה שלך (אם תשתמש/י בה)
mine-waits-mafia-kill = ההחלטה של המאפיה
mine-waits-close-phase = שתסגור/י את השלב
mine-waits-start = שתושיב/י את השחקנים ותתחיל/י
mine-waits-something = משהו
newgame-page-title = משחק חדש
newgame-ruleset = חוקי משחק
newgame-title = שם
newgame-title-placeholder = שולחן שישי 3
newgame-create = יצירה
newgame-hint = את/ה מנחה את המשחק: מושיב/ה או מקבל/ת את השחקנים, מתחיל/ה אותו, ו(במאפיה מקצועית) שופט/ת אותו.
upload-page-title = העלאת משחק
upload-title = העלאת משחק שהסתיים
upload-hint = משחק מאפיה מקצועית שנרשם במקום אחר והסתיים נספר בטבלה של הטורניר שלו כמו שולחן שנרשם כאן. omerta בודקת אותו לפי חוקי השולחן ומנקדת אותו; את/ה נעשה/ית השופט/ת שלו.
upload-duplicate = המשחק הזה כבר הועלה:
upload-duplicate-first = ההעלאה הראשונה
upload-duplicate-once = אותו פרוטוקול נספר פעם אחת.
upload-warnings = הועלה. מה שהיה במקור ו־omerta לא יודעת לשמור:
upload-the-game = המשחק
upload-the-standings = הטבלה
upload-format = נרשם ב־
upload-event = טורניר
upload-event-placeholder = גביע החורף
upload-file = קובץ המשחק
upload-text = או הטקסט שלו
upload-send = העלאה
ratings-hint = דירוג Elo של כל שחקן על פני כל משחקי המאפיה המקצועית שהסתיימו, לפי חשבון כשטורניר מכיר את השחקן ואחרת לפי השם שבו ישב: כל משחק הוא, לכל שחקן, מפגש בין הדירוג הממוצע של הקבוצה שלו לזה של הקבוצה האחרת; כולם מתחילים ב־{ $start }, ומשחק אחד מזיז דירוג לכל היותר ב־{ $k }.
ratings-chart = { $count ->
        [one] הדירוג אחרי המשחק היחיד.
       *[other] הדירוג אחרי כל אחד מ־{ $count } המשחקים.
    }
ratings-change = שינוי
ratings-rating = דירוג
ratings-player = שחקן
ratings-last = אחרון
ratings-download = הורדה:
ratings-none = עדיין אין משחק מאפיה מקצועית שהסתיים.
settings-mail = דואר אלקטרוני
settings-mail-address = כתובת הדואר האלקטרוני שלך
settings-mail-empty = השאירו ריק כדי לא לקבל דואר.
settings-mail-off = השרת הזה עדיין לא שולח דואר: המפעיל שלו לא הגדיר אותו.
settings-mail-what = מה לקבל
settings-mail-public = חדשות פומביות של המשחקים שלי: מיתות, שלבים, הסוף
settings-mail-private = חדשות רק בשבילי: התפקיד שלי, התוצאות שלי, מה שהחוקים אומרים לי
settings-mail-prods = תזכורות של המנחה אליי להשתתף
settings-mail-reminders = תזכורת לפני שנסגר שלב כשהקול או הפעולה שלי חסרים
settings-mail-dead = שחקנים מתים מקבלים רק את החדשות הפומביות, כפי שהחוקים קובעים.
follows-title = שרשורים במעקב
follows-hint = משחק מאפיה בפורום אחר: omerta קוראת את השרשור שלו לפי לוח זמנים (או כשמבקשים), שומרת כל קול עם קישור להודעה שלו, ושולחת את ספירת הקולות ב־BBCode לוובהוק שלך כשהיא משתנה, בנעילה ובקול המכריע.
follows-guide = המדריך למנחה:
follows-yours = השרשורים שלך
follows-posts = { $count ->
        [one] הודעה אחת
       *[other] { $count } הודעות
    }
follows-failed = הקריאה האחרונה נכשלה
follows-none = עדיין אינך עוקב/ת אחרי אף שרשור.
follows-new = מעקב אחרי שרשור
follows-new-hint = את המשחק ואת השחקנים שלו מוסיפים בדף השרשור אחרי שהמעקב מתחיל.
follows-follow = לעקוב אחרי השרשור
follow-fetching = קריאה
follow-last-fetched = נקרא לאחרונה
follow-not-fetched = עדיין לא נקרא.
follow-next-fetch = הקריאה הבאה
follow-then-every = { $minutes ->
        [one] ואחר כך כל דקה.
       *[other] ואחר כך כל { $minutes } דקות.
    }
follow-fetch-now = לקרוא עכשיו
follow-count = ספירת קולות
follow-delivered = נשלח לוובהוק.
follow-undelivered = מחכה להישלח לוובהוק.
follow-no-webhook = אין וובהוק: העתיקו את הספירה לשרשור.
follow-webhook-parked = { $count ->
        [one] הוובהוק הושהה אחרי ניסיון אחד שנכשל
       *[other] הוובהוק הושהה אחרי { $count } ניסיונות שנכשלו
    }
follow-webhook-since = מאז
follow-webhook-next-try = הניסיון הבא
follow-webhook = הוובהוק:
follow-no-count = עדיין אין ספירה.
follow-votes = היסטוריית הקולות
follow-when = מתי
follow-who = מי
follow-vote = הצבעה
follow-post = הודעה
follow-unvote = ביטול קול
follow-not-counted = לא נספר
follow-post-number = הודעה { $number }
follow-no-votes = עדיין לא נקרא אף קול.
follow-document = המשחק (מסמך omerta-forum/1 בלי ההודעות: משחק, שחקנים, אירועים)
follow-document-example = לדוגמה
follow-document-posts = ההודעות הן של השרשור: omerta קוראת אותן.
follow-save = לשמור ולקרוא שוב
follow-stop = להפסיק לעקוב (הקולות שנקראו נמחקים)
follow-url = כתובת השרשור
follow-site = מנוע הפורום
follow-site-recognise = לזהות לפי הדף
follow-zone = אזור הזמן של השעות בדפים (רק לפורומי XenForo 1 שלא מציגים אותו)
follow-every = לקרוא כל (דקות, לפחות 5)
follow-hook = כתובת הוובהוק (לא חובה)
follow-secret-set = הסוד של הוובהוק (מוגדר סוד: אם משאירים ריק, הוא נשאר; סוד חדש מחליף אותו)
follow-signed = המשלוחים חתומים בסוד שנתת.
follow-secret-remove = להסיר את הסוד של הוובהוק (המשלוחים יישלחו בלי חתימה)
follow-secret = הסוד של הוובהוק (לא חובה; ריק: בלי סוד)
events-name-placeholder = הטורניר הפתוח של האביב
ratings-chart-label = הדירוג של { $name } אחרי כל משחק
