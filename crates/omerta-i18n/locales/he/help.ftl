## העזרה של שורת הפקודה (omerta --help, omerta help): המילים של clap, ואחריהן התיאור של כל
## פקודה ושל כל ארגומנט.

cli-help-usage = שימוש:
cli-help-commands = פקודות:
cli-help-arguments = ארגומנטים:
cli-help-options = אפשרויות:
cli-help-print-help = הצגת עזרה
cli-help-print-version = הצגת הגרסה
cli-help-help = הצגת העזרה הזו או העזרה של הפקודות שצוינו
cli-help-help-subcommand = הצגת העזרה של הפקודות
cli-help-env = משתנה סביבה
cli-help-default = ברירת מחדל
cli-help-possible-values = ערכים אפשריים

## omerta
cli-help-omerta = מנוע למשחקי מאפיה: ניקוד מאפיה מקצועית, משחקי פורום, מאפיה 1923
cli-help-lang = השפה של הפלט הטקסטואלי: en, ru, uk או he (תג או הגדרה אזורית כגון he_IL.UTF-8). בלעדיה: LC_ALL, LC_MESSAGES, LANG, אחרת אנגלית. פלט JSON זהה בכל שפה

## omerta serve
cli-help-serve = אירוח משחקים: שרת HTTP עם חשבונות, משחקים חיים של כל מערכות הכללים ו־API
cli-help-serve-addr = הכתובת להאזנה
cli-help-database = מסד הנתונים: קובץ SQLite (נתיב או sqlite:PATH) או כתובת postgres://
cli-help-serve-public-url = הכתובת שבה אנשים מגיעים לשרת; עם https:// העוגיות שלו מסומנות Secure והדפדפנים מתבקשים להישאר ב־HTTPS
cli-help-serve-trusted-proxies = פרוקסי הפוך שסומכים עליו שיציין את הלקוח ב־X-Forwarded-For (יש לחזור על האפשרות עבור כמה)
cli-help-serve-posts-per-minute = הודעות לשחקן למשחק לדקה
cli-help-serve-max-post-chars = הגודל המרבי של הודעה, בתווים (לכל היותר 20000)
cli-help-serve-signups-per-hour = חשבונות חדשים מכתובת לקוח אחת בשעה
cli-help-serve-games-per-hour = משחקים שחשבון רשאי ליצור בשעה (מנהלי האתר אינם מוגבלים)
cli-help-serve-allow-private-webhooks = התרת וובהוקים לכתובות loopback, פרטיות ושאר כתובות לא ציבוריות (מקבלים ברשת של השרת עצמו). כבוי: כתובות כאלה נדחות
cli-help-serve-allow-private-forums = התרת טעינה של שרשורי פורום במעקב מכתובות loopback, פרטיות ושאר כתובות לא ציבוריות (פורום ברשת של השרת עצמו). כבוי: נדחות
cli-help-serve-follow-delay-ms = ההפסקה בין שני דפים של שרשור במעקב, במילישניות
cli-help-serve-follow-max-pages = מספר הדפים המרבי שטעינה אחת של שרשור במעקב קוראת
cli-help-serve-night-budget = הצעדים ש־Reasonable Action Resolution רשאית לעשות כדי להכריע לילה אחד
cli-help-serve-night-budget-mib = הזיכרון שהיא רשאית להחזיק בזמן זה, ב־MiB (כפי שמנגנון ההכרעה סופר אותו; שני לילות עשויים להיות מוכרעים בבת אחת: docs/server/limits.md)
cli-help-serve-smtp = שרת ה־SMTP שדרכו עוברות התראות הדואר: smtp://HOST:PORT (ללא הצפנה), smtp://HOST?tls=required (STARTTLS) או smtps://HOST (TLS), עם USER:PASSWORD@ כשהוא מבקש כניסה. בלעדיו: לא נשלח דואר
cli-help-serve-mail-from = השולח של הדואר, כגון "omerta <games@example.org>"
cli-help-serve-reminder-minutes = כמה זמן לפני סוף שלב נשלחת תזכורת, בדקות
cli-help-serve-max-games = מספר המשחקים המרבי שנשמרים בזיכרון; אלה שלא נדרשו זמן רב מעבר לו משתחררים (ונבנים שוב ממסד הנתונים כשמבקשים אותם)
cli-help-serve-idle-game-minutes = אחרי כמה דקות משחק שאיש לא ביקש משתחרר מהזיכרון
cli-help-serve-streams-per-address = שידורים חיים פתוחים בבת אחת מכתובת לקוח אחת (לקוח IPv6 הוא ה־/64 שלו)
cli-help-serve-prod-minutes = דקות עד שהמנחה רשאי לזרז שוב את אותו שחקן במשחק (0: ללא הגבלה)
cli-help-serve-metrics-addr = הגשת מדדי Prometheus (GET /metrics) בכתובת נפרדת זו, כגון 127.0.0.1:9464 (docs/server/metrics.md). בלעדיה: דבר אינו נרשם או מוגש
cli-help-serve-demo = טעינת משחקי הדוגמה של כל מערכות הכללים (שולחן מאפיה מקצועית שהסתיים, שרשור פורום עם ספירת הקולות שלו), מסומנים כדוגמאות; טעינה חוזרת לא מכפילה אותם, ו־`omerta demo remove` (או הכפתור של מנהל האתר) מסיר אותם

## omerta demo
cli-help-demo = משחקי הדוגמה ש־`omerta serve --demo` טוען
cli-help-demo-remove = הסרת כל משחקי הדוגמה והחשבונות שנוצרו עבורם, בצעד אחד

## omerta pro
cli-help-pro = מאפיה מקצועית: בדיקה וניקוד של משחקים מתועדים (פורמט omerta-pro/1)
cli-help-pro-score = ניקוד פרוטוקול, או כל פרוטוקול (*.json) בתיקייה
cli-help-pro-score-path = קובץ פרוטוקול, או תיקייה של קבצים כאלה
cli-help-pro-score-json = הצגת ה־JSON של החוזה במקום טבלה (לקבצים בלבד)
cli-help-pro-check = בדיקת פרוטוקול בלי לנקד אותו: היציאות ומצב העיר לאורך המשחק, או כל הבעיות (מאה הראשונות)
cli-help-pro-check-file = קובץ פרוטוקול
cli-help-pro-check-json = הצגת JSON במקום טקסט
cli-help-pro-seating = הגרלת סידור הישיבה של טורניר: מי משחק באיזה שולחן ובאיזה מספר בכל סיבוב
cli-help-pro-seating-players = שחקנים, ממוספרים 1..N (לפחות עשרה לשולחן)
cli-help-pro-seating-tables = שולחנות של עשרה
cli-help-pro-seating-rounds = סיבובים
cli-help-pro-seating-seed = הזרע של ההגרלה: אותם גדלים ואותו זרע נותנים את אותו סידור ישיבה
cli-help-pro-seating-json = הצגת ה־JSON של החוזה במקום טבלה
cli-help-pro-import = קריאת משחק שתועד במערכת אחרת והצגתו כפרוטוקול omerta-pro/1
cli-help-pro-import-system = המערכת שממנה בא המשחק
cli-help-pro-import-file = המשחק, כפי שהמערכת ההיא נותנת אותו (JSON)
cli-help-pro-import-out = כתיבת הפרוטוקול לקובץ זה במקום לפלט התקני
cli-help-pro-export = כתיבת פרוטוקול omerta-pro/1 כמשחק של מערכת אחרת
cli-help-pro-export-system = המערכת שעבורה לכתוב
cli-help-pro-export-file = פרוטוקול omerta-pro/1
cli-help-pro-export-out = כתיבת המשחק לקובץ זה במקום לפלט התקני

## omerta forum
cli-help-forum = משחקי מאפיה בפורום: ספירת קולות, אכיפה ולילות של שרשור (פורמט omerta-forum/1)
cli-help-forum-thread = מסמך שרשור
cli-help-forum-tally = התבניות (List of Players, Players alive, Players dead, Vote Tallies) של מסמך שרשור (פורמט omerta-forum/1); BBCode, אלא אם ניתן --json
cli-help-forum-tally-at = ספירה עד ההודעה הזו, כולל אותה
cli-help-forum-tally-json = הצגת JSON
cli-help-forum-tally-bbcode = הצגת BBCode להדבקה בשרשור (ברירת המחדל)
cli-help-forum-check = דוח האכיפה (כללים 2, 3, 5, 13 וההערות של סופר הקולות), דגל בכל שורה. קוד יציאה 0 גם עם דגלים; 1 רק למסמך לא תקין
cli-help-forum-check-json = הצגת הדגלים כ־JSON
cli-help-forum-night = הכרעת לילה של השרשור במנגנון ההכרעה של הלילות (פורמט omerta-night/1)
cli-help-forum-night-number = מספר הלילה (ברירת מחדל: הלילה האחרון ב־"nights" של השרשור)
cli-help-forum-night-json = הצגת ה־JSON של החוזה במקום טקסט
cli-help-forum-night-explain = הוספת הנימוקים לכל תוצאה
cli-help-forum-night-document = הצגת מסמך הלילה שנבנה מהשרשור במקום להכריע אותו
cli-help-forum-import = קריאת דפי שרשור שמורים (Discourse: ה־JSON של הנושא) לתוך מסמך שרשור
cli-help-forum-import-site = מנוע הפורום: xenforo, phpbb, vbulletin או discourse
cli-help-forum-import-pages = הדפים השמורים, בסדר השרשור
cli-help-forum-into = הוספת ההודעות למסמך שרשור זה, תוך שמירה על המשחק, השחקנים והאירועים שלו; הוא נכתב מחדש אלא אם ניתן --out
cli-help-forum-out = כתיבת המסמך לכאן (ברירת מחדל: המסמך של --into, אחרת הפלט התקני)
cli-help-forum-zone = אזור הזמן של שעות שדף מציג בלי אזור (XenForo 1): +01:00, -05:00, UTC
cli-help-forum-fetch = טעינת כל הדפים של שרשור ב־HTTP וייבוא שלו
cli-help-forum-fetch-url = הכתובת של השרשור (הדף הראשון שלו; Discourse: הנושא)
cli-help-forum-fetch-site = מנוע הפורום (ברירת מחדל: מזוהה מהדף הראשון)
cli-help-forum-fetch-delay-ms = ההפסקה בין שני דפים, במילישניות
cli-help-forum-fetch-max-pages = מספר הדפים המרבי לטעינה

## omerta 1923
cli-help-1923 = מאפיה 1923: משחק של משפחות לפי תסריט (פורמט omerta-1923/1)
cli-help-1923-play = משחק לפי תסריט (פורמט omerta-1923/1): מהלך המשחק, כל הודעה עם הנמענים שלה, והמנצחים
cli-help-1923-play-file = תסריט משחק
cli-help-1923-play-json = הצגת JSON במקום טקסט

## omerta night
cli-help-night = לילות של מאפיה בפורום: הכרעת הפעולות שהוגשו (פורמט omerta-night/1)
cli-help-night-resolve = הכרעת לילה אחד של פעולות מאפיה בפורום (פורמט omerta-night/1)
cli-help-night-resolve-file = מסמך לילה
cli-help-night-resolve-json = הצגת ה־JSON של החוזה במקום טקסט
cli-help-night-resolve-explain = הוספת הנימוקים לכל תוצאה (עצי הנימוקים של RAR; סדר הצעדים בשיטה הסדורה)
cli-help-night-resolve-budget = הצעדים ש־Reasonable Action Resolution רשאית לעשות; לילה שצריך יותר נדחה עם הפעולות שמסבכות אותו (השיטה הסדורה לא צריכה צעדים)
cli-help-night-resolve-budget-mib = הזיכרון שהיא רשאית להחזיק, ב־MiB (מסלולים, נימוקים, פסיקות וסיבות, כפי שמנגנון ההכרעה סופר אותם); לילה שצריך יותר נדחה באותו אופן
cli-help-night-roles = רשימת כל התפקידים שהספרייה מכירה, עם הרכיבים שלהם, משפט לכל תפקיד

## omerta schema
cli-help-schema = הצגת ה־JSON Schema של פורמט מסמכים (draft 2020-12), שנוצרה מהטיפוסים שקוראים את הפורמט: זו שהשרת מגיש ב־/api/schemas/
cli-help-schema-format = הפורמט: omerta-pro/1, omerta-forum/1, omerta-night/1 או omerta-1923/1 (או pro, forum, night, 1923)
