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
