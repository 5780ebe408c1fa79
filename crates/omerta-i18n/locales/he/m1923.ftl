## דפי מאפיה 1923: השלב והשעון שלו, הכרטיס של השחקן, מה אפשר לשלוח, הערוצים, ההודעות
## והמשפחות. כל המונחים לא מאומתים (docs/i18n/glossary-he.md).

m1923-name = מאפיה 1923
m1923-hosted-by = בהנחיית { $name }
m1923-reminded = המנחה הזכיר לך
m1923-reopened = המנחה פתח מחדש את השלב; מועד הסגירה עכשיו:
m1923-extended = המנחה האריך את השלב; מועד הסגירה עכשיו:
m1923-stopped = המנחה עצר את המשחק.
m1923-phase-day = יום { $n }
m1923-phase-night = לילה { $n }
m1923-not-begun = { $phase } עוד לא התחיל
m1923-opens-at = מועד הפתיחה של { $phase }:
m1923-nothing-before = : אי אפשר לשלוח דבר לפני כן.
m1923-was-to-end = מועד הסיום היה:
m1923-ends-at = מועד הסיום:
m1923-clock = לפי שעון המשחק: נפתח { $opens }, נסגר { $closes }. פעולות והצבעות מתקבלות ביניהם.
m1923-no-timer = אין שעון: המנחה סוגר את השלב.
m1923-over = המשחק נגמר
m1923-winners = המנצחים: { $names }
m1923-no-phase = אין שלב פתוח
m1923-you = אתה:
m1923-role = תפקיד
m1923-second-role = עם התפקיד השני
m1923-family = משפחה
m1923-status = מצב
m1923-injured = , פצוע (אין הצבעות או פעולות עכשיו)
m1923-strikes = אזהרות
m1923-strikes-hint = (בשתיים אתה מגורש)
m1923-the-mafia = המאפיה
m1923-send-now = מה אפשר לשלוח עכשיו
m1923-action-from-then = : פעולת הלילה שלך מתקבלת מאז.
m1923-ballot-from-then = : ההצבעה שלך מתקבלת מאז.
m1923-nothing = אין מה לשלוח בשלב הזה.
m1923-nothing-more = אין עוד מה לשלוח בשלב הזה.
m1923-sent = נשלח
m1923-your-messages = ההודעות שלך
m1923-no-messages-for-you = עוד אין הודעות בשבילך.
m1923-watching = אתה צופה: ההודעות הפומביות ומי עוד במשחק. התפקידים לעולם אינם מתפרסמים.
m1923-if-you-play = אם אתה משחק במשחק הזה.
m1923-mafia-channel = הערוץ של המאפיה
m1923-mafia-channel-hint = המאפיונרים מחליטים כאן את מי להרוג. רק הם והמנחים קוראים אותו.
m1923-no-messages = עוד אין הודעות.
m1923-to-mafia = הודעה למאפיה
m1923-send-mafia = שליחה למאפיה
m1923-questions = שאלות למנחים
m1923-questions-hint = רק אתה והמנחים קוראים את זה.
m1923-no-questions = עוד אין שאלות.
m1923-your-question = השאלה שלך
m1923-send-moderators = שליחה למנחים
m1923-announcements = הודעות
m1923-no-announcements = עוד אין הודעות.
m1923-families = משפחות
m1923-in-play = ({ $count } מתוך { $size } במשחק)
m1923-you-mark = (אתה)
m1923-played-by = (משחק: { $name })
m1923-status-label = { $status ->
        [in_play] במשחק
        [dead] מת
        [exiled] מגורש
       *[other] לא ידוע
    }
m1923-role-townsperson = איש עיירה
m1923-role-mafia-member = מאפיונר
m1923-role-boss = בוס
m1923-role-doctor = רופא
m1923-role-detective = בלש
m1923-role-sheriff = שריף
m1923-role-bodyguard = שומר ראש
m1923-role-lawyer = עורך דין
m1923-role-shadchan = שדכן
m1923-role-witness = עד
m1923-role-thief = גנב
m1923-role-drunkard = שיכור
m1923-role-butler = משרת
m1923-role-pacifist = פציפיסט
m1923-role-paperboy = מחלק עיתונים
m1923-role-court-secretary = מזכיר בית המשפט
m1923-role-councilor = חבר מועצה
m1923-role-bumbling-bureaucrat = פקיד מגושם
m1923-role-armed-robber = שודד חמוש

## סקריפט הדף (assets/m1923.js), בבלוק JSON אחד.

m1923-js-left = (נותרו { $time })
m1923-js-up = (הזמן נגמר)
m1923-js-family-name = שם משפחה { $n }
m1923-js-family = משפחה { $n }
m1923-js-remove-family = הסרת משפחה { $n }
m1923-js-size = גודל
m1923-js-remove = הסרה
m1923-game-status = { $status ->
        [lobby] בהרשמה
        [running] פעיל
        [finished] הסתיים
        [abandoned] נעצר
       *[other] { $status }
    }

## טופס הפתיחה של המנחה (templates/1923/start.html). הערכים הנשלחים של התפקידים והבקשות
## נשארים שמות החוקים באנגלית (ה-API מקבל אותם); רק התוויות מתורגמות.

m1923-start-title = התחלת המשחק
m1923-start-noscript = בלי JavaScript נשלחים רק השעונים, בית הדין ושדה ה-JSON שבסוף: יש לכתוב שם את המשפחות.
m1923-start-families = משפחות
m1923-start-families-hint = במשפחה 8 שחקנים (אחד מהם מאפיונר) או 10 (שניים). סכום הגדלים הוא מספר השחקנים:
m1923-start-players-now = { $count } כרגע.
m1923-start-add-family = הוספת משפחה
m1923-start-court = משפחות שנשלחות לבית הדין בכל יום
m1923-start-court-hint = החוקים אומרים שלוש ("נתון לשינוי"); כשיש רק שתי משפחות, בדרך כלל אחת.
m1923-start-deal = חלוקה
m1923-start-deal-random = אקראית: בקשות, ואז המאגרים
m1923-start-deal-given = קבועה: כפי שנקבע תחת "שחקנים"
m1923-start-clock = שעון
m1923-start-clock-lengths = אורכי השלבים (למטה)
m1923-start-clock-rules = שעון החוקים (שעון ישראל)
# A word joiner (U+2060, unseen) on each side of each dash keeps a range of hours on one line.
m1923-start-clock-hint = שעון החוקים: לילות 21:00⁠–⁠07:00 וימים 09:00⁠–⁠19:00 בשעון ישראל, שעון קיץ או לא, החל ממוצאי השבת הבאה. אורכי השלבים לא משמשים אז (בלי JavaScript יש לבחור בהם "אין שעון").
m1923-start-night = אורך הלילה
m1923-start-day = אורך היום
m1923-start-lengths-hint = כשזמן השלב נגמר הוא נסגר מעצמו; המנחה יכול לסגור אותו מוקדם יותר.
m1923-start-no-timer = אין שעון: המנחה סוגר
m1923-start-minutes = { $n ->
        [one] דקה אחת
        [two] שתי דקות
       *[other] { $n } דקות
    }
m1923-start-hours = { $n ->
        [one] שעה אחת
        [two] שעתיים
       *[other] { $n } שעות
    }
m1923-start-hours-rules = { $n } שעות (החוקים)
m1923-start-roles = תפקידים לחלוקה (חלוקה אקראית)
m1923-start-roles-hint = כמה אזרחים מקבלים כל תפקיד; שחקנים רגילים בלבד. כל השאר אנשי עיירה.
m1923-start-second-roles = תפקידים שניים למאפיונרים (חלוקה אקראית)
m1923-start-players = שחקנים: רמות ובקשות
m1923-start-players-hint = בחלוקה אקראית אלה בקשות, לפי סדר ההגעה; בחלוקה קבועה הן החלוקה עצמה. מתחילים הם רק אנשי עיירה או מאפיונרים. יש לטעון את הדף מחדש אם שחקנים הצטרפו אחרי שנפתח.
m1923-start-level = רמה
m1923-start-standard = רגיל
m1923-start-beginner = מתחיל
m1923-start-any = כלשהו
m1923-start-second-role = תפקיד שני
m1923-start-json = הגדרה ב-JSON (מחליפה את כל מה שלמעלה)
m1923-start-json-label = הגדרה (JSON; ראו docs/live/1923.md)

## לוח המנחה (templates/1923/game.html); אחרי סוף המשחק כולם רואים אותו.

m1923-host-console = לוח המנחה
m1923-host-close-confirm = לסגור את { $phase } עכשיו? הוא משוחק מיד: כל פעולה והצבעה שנשלחו עד כה נחשבות, התוצאות נמסרות ו{ $next } נפתח.
m1923-host-next-phase = השלב הבא
m1923-host-close-hint = סגירת השלב משחקת אותו: כל פעולה והצבעה שנשלחו עד כה נחשבות, התוצאות מוכרזות והשלב הבא נפתח.
m1923-host-close = לסגור את { $phase } עכשיו
m1923-host-sent = נשלח בשלב הזה
m1923-host-ballots = { $count ->
        [one] הצבעה אחת נשלחה.
       *[other] { $count } הצבעות נשלחו.
    }
m1923-host-not-voted = עוד לא הצביעו: { $names }.
m1923-host-nothing-yet = עוד כלום.
m1923-host-exile-confirm = לגרש את השחקן? מתחילת השלב הזה הוא לא יכול עוד להצביע, לפעול או לנצח; אי אפשר לבטל את זה.
m1923-host-exile = גירוש שחקן
m1923-host-exile-hint = מתחילת השלב הזה. רק השחקן המגורש מקבל הודעה, מיד; גירוש לעולם אינו מוכרז (M80), והסיבה היא בשבילך בלבד.
m1923-host-exile-player = השחקן לגירוש
m1923-host-reason = סיבה
m1923-host-exile-button = גירוש
m1923-host-replace-confirm = למסור את המקום לחשבון של המחליף? השחקן שבו עכשיו מאבד אותו וקורא את המשחק כצופה.
m1923-host-replace = החלפת שחקן
m1923-host-replace-hint = המחליף מקבל את המקום עם התפקיד שלו וכל מה שנמסר לו.
m1923-host-replace-slot = המקום להחלפה
m1923-host-replace-name = השם במשחק (ריק: שם החשבון)
m1923-host-replace-button = החלפה
m1923-host-paper = שליחה בשם שחקן (מה שהגיע על נייר)
m1923-host-paper-action = פעולה
m1923-host-player = שחקן
m1923-host-first-target = מטרה ראשונה
m1923-host-second-target = מטרה שנייה (מחלק עיתונים, שדכן)
m1923-host-family = משפחה (שיכור, שריף, חבר מועצה, פציפיסט)
m1923-host-send-action = שליחת הפעולה
m1923-host-mafia-by = נשלח על ידי (מאפיונר)
m1923-host-civilians = אזרחים להריגה
m1923-host-send-decision = שליחת ההחלטה
m1923-host-ballot = הצבעה
m1923-host-voter = מצביע
m1923-host-send-ballot = שליחת ההצבעה
m1923-host-stop-confirm = לעצור את המשחק לכולם?
m1923-host-stop = עצירת המשחק
m1923-host-questions = שאלות השחקנים
m1923-host-answer = תשובה ל-{ $name }
m1923-host-send-answer = שליחת התשובה
m1923-host-no-questions = עוד אף שחקן לא כתב.
m1923-host-log = כל ההודעות
m1923-host-log-hint = כל מה שהמשחק שלח, ולמי: יומן המנחים, תוצאות פרטיות, הודעות המאפיה וההודעות הפומביות.
m1923-host-log-show = הצגת כל ההודעות

## מילות הטפסים והרשימות (crates/omerta-server/src/web/m1923.rs והמאקרו).

m1923-none = אין
m1923-choose-player = בחירת שחקן
m1923-choose-family = בחירת משפחה
m1923-choose-member = בחירת בן משפחה
m1923-choose-civilian = בחירת אזרח
m1923-no-family = בלי משפחה
m1923-nobody = אף אחד
m1923-and = { $rest } ו-{ $last }
m1923-slot = מקום { $n }
m1923-moderators = המנחים
m1923-everyone = כולם
m1923-host-only = המנחה בלבד
m1923-phase-day-lower = יום { $n }
m1923-phase-night-lower = לילה { $n }
m1923-poisoned = מורעל
m1923-injured-note = פצוע
m1923-strikes-note = { $n ->
        [one] אזהרה אחת
       *[other] { $n } אזהרות
    }
m1923-uses-note = { $n ->
        [one] שימוש אחד
       *[other] { $n } שימושים
    }
m1923-player-n = שחקן { $n }
m1923-family-vote = הצבעה למשפחה
m1923-individual-vote = הצבעה לשחקן
m1923-uses-left = שימושים שנותרו במשחק: { $n }.
m1923-name-either = יש לבחור משפחה, שחקן או את שניהם.
m1923-action-title = { $role }: { $title }
m1923-action-button = שליחת הפעולה של { $role }
m1923-ballot-title = ההצבעה שלך
m1923-ballot-hint = הצבעה אחת למשפחה (לא המשפחה שלך) והצבעה אחת לשחקן (בן המשפחה שלך, לא אתה). הצבעה חסרה או פסולה היא אזהרה; בשתי אזהרות אתה מגורש.
m1923-ballot-hint-alone = הצבעה אחת למשפחה (לא המשפחה שלך). אתה היחיד מהמשפחה שלך שעוד במשחק, לכן אין הצבעה לשחקן.
m1923-ballot-button = הצבעה
m1923-civilian-to-kill = אזרח להריגה
m1923-civilian-to-kill-of = אזרח להריגה ({ $n } מתוך { $count })
m1923-mafia-decision = ההחלטה של המאפיה
m1923-mafia-sent = { $name } שלח את ההחלטה: { $targets }. החלטה חדשה מחליפה אותה.
m1923-mafia-hint = { $count ->
        [one] הלילה המאפיה חייבת לנסות להרוג אזרח אחד. כל מאפיונר יכול לשלוח את ההחלטה; האחרונה קובעת.
       *[other] הלילה המאפיה חייבת לנסות להרוג { $count } אזרחים. כל מאפיונר יכול לשלוח את ההחלטה; האחרונה קובעת.
    }
m1923-mafia-button = שליחת ההחלטה של המאפיה
m1923-mafia-submitted = ההחלטה של המאפיה (נשלחה על ידי { $name }): { $targets }.
m1923-mafia-kill-line = { $name } שלח את ההחלטה של המאפיה: { $targets }.
m1923-family-named = משפחת { $family }
m1923-you-sent-action = שלחת את פעולת ה{ $role } שלך: { $targets }.
m1923-sent-action = { $name } שלח פעולת { $role }: { $targets }.
m1923-your-ballot = ההצבעה שלך: למשפחה { $family }, לשחקן { $individual }.
m1923-their-ballot = ההצבעה של { $name }: למשפחה { $family }, לשחקן { $individual }.
m1923-none-lower = אין
m1923-warning = אזהרה: { $text }.
m1923-exiled = { $name } גורש.
m1923-exiled-reason = { $name } גורש. סיבה: { $reason }
m1923-phase-over = { $phase } נגמר; { $next } מתחיל.
m1923-phase-over-last = { $phase } נגמר: המשחק נגמר.
m1923-mafia-wins = המאפיה מנצחת.
m1923-nobody-wins = אף אחד לא מנצח.
m1923-family-wins = משפחת { $family } מנצחת.
m1923-families-win = המשפחות { $families } מנצחות.

## מה הטופס של כל תפקיד שואל (במילות החוקים): הכותרת, המטרות, המשפחה.

m1923-act-steal = גניבת תפקיד
m1923-act-steal-from = השחקן לגנוב ממנו
m1923-act-poison = הרעלת שחקן
m1923-act-poison-whom = השחקן להרעלה
m1923-act-cancel = ביטול פעולת לילה
m1923-act-cancel-whom = השחקן לביטול
m1923-act-attack = התקפה על משפחה
m1923-act-attack-family = המשפחה להתקפה
m1923-act-protect = הגנה על שחקן
m1923-act-protect-whom = השחקן להגנה
m1923-act-redirect = הסטת פעולה
m1923-act-redirect-whom = השחקן להסטה
m1923-act-extra = ההצבעות הנוספות שלך
m1923-act-extra-individual = הצבעה נוספת לשחקן
m1923-act-extra-family = הצבעה נוספת למשפחה
m1923-act-negative = ההצבעות השליליות שלך
m1923-act-negative-individual = הצבעה שלילית לשחקן
m1923-act-negative-family = הצבעה שלילית למשפחה
m1923-act-save = הצלת שחקן
m1923-act-save-whom = השחקן להצלה
m1923-act-jail = כליאת שחקן ומשפחה
m1923-act-jail-whom = השחקן לכליאה
m1923-act-jail-family = המשפחה לכליאה
m1923-act-deliver = מסירת תפקיד
m1923-act-deliver-to = מי לומד את התפקיד
m1923-act-deliver-whose = את התפקיד של מי
m1923-act-represent = ייצוג שחקן בבית הדין
m1923-act-client = הלקוח שלך
m1923-act-match = שידוך
m1923-act-first = שחקן ראשון
m1923-act-second = שחקן שני
m1923-act-inquire = בירור על שחקן
m1923-act-inquire-whom = השחקן לבירור
m1923-act-yours = הפעולה שלך

## מה התפקיד עושה (רק התפקיד של הקורא עצמו), לפי החוקים.

m1923-help-townsperson = אין יכולת מיוחדת: אתה מצביע כל יום כמו כולם.
m1923-help-mafia-member = בכל לילה המאפיונרים מסכימים על האזרחים להריגה (המספר: השחקנים החיים חלקי 20, מעוגל כלפי מעלה), ואחד מכם שולח את ההחלטה.
m1923-help-armed-robber = סביל: מי שהורג אותך נהרג מיד (אם בית הדין הורג אותך, מת השחקן שהצבעת לו באותו יום).
m1923-help-thief = פעם במשחק, בלילה: גניבת התפקיד של שחקן חי לשארית המשחק; לו לא נשארת יכולת מיוחדת.
m1923-help-butler = פעמיים במשחק, בלילה: הרעלת שחקן, שמת אחרי הלילה הבא אם לא נרפא. אתה חסין לרעל ושורד את שני ניסיונות ההריגה הראשונים של המאפיה.
m1923-help-boss = בכל לילה: ביטול פעולת הלילה של שחקן אחד (זה לא עוצר את ההריגה של המאפיה).
m1923-help-drunkard = פעם במשחק, בלילה: בחירת משפחה; בן משפחה אקראי שלה נהרג (זה יכול להיות אתה).
m1923-help-bodyguard = בכל לילה: הגנה על שחקן מפני המאפיה, רעל והתקפת שיכור; התוקף נפצע במקומו. מותר להגן על עצמך פעם אחת, ופעם אחת אתה ניצל אוטומטית.
m1923-help-bumbling-bureaucrat = פעמיים במשחק, בלילה: הפעולה הבאה של שחקן הולכת במקום זאת למטרה אקראית.
m1923-help-councilor = בכל יום: הצבעה נוספת למשפחה והצבעה נוספת לשחקן, שאינן כפופות לכללי ההצבעה.
m1923-help-pacifist = בכל יום: הצבעה שלילית למשפחה והצבעה שלילית לשחקן, שאינן כפופות לכללי ההצבעה.
m1923-help-doctor = בכל לילה: הצלת שחקן מההריגה של המאפיה ומרעל, או ריפוי שחקן מורעל. על עצמך לכל היותר פעמיים.
m1923-help-sheriff = פעמיים במשחק, ביום: כליאת שחקן ומשפחה; ההצבעות שלהם וההצבעות נגדם לא נספרות היום. את המשפחה שלך פעם אחת, את עצמך פעם אחת.
m1923-help-paperboy = פעמיים במשחק, בלילה: בחירת שני שחקנים חיים; הראשון לומד את התפקיד של השני. אף פעם לא אתה.
m1923-help-witness = סביל: נמסר לך התפקיד של כל שחקן שמת.
m1923-help-court-secretary = סביל: אחרי ההצבעה של כל יום נמסר לך רבע מההצבעות של השחקנים.
m1923-help-lawyer = בכל יום: ייצוג שחקן בבית הדין; אם בית הדין היה הורג אותו, מת במקומו בן המשפחה שלו שקיבל הכי הרבה הצבעות אחריו. את עצמך פעם אחת.
m1923-help-shadchan = בלילה: בחירת שני שחקנים שיתאהבו זה בזה.
m1923-help-detective = בכל לילה: בירור על שחקן ולמידה אם הוא במאפיה.

## ההודעות של המשחק עצמו (Said של omerta-1923).
m1923-said-families = המשפחות: { $families }. { $court }
m1923-said-family-members = { $family }: { $members }
m1923-said-court = { $n ->
    [one] בכל יום המשפחה שקיבלה הכי הרבה הצבעות נשלחת לבית הדין.
   *[other] בכל יום { $n } המשפחות שקיבלו הכי הרבה הצבעות נשלחות לבית הדין.
}
m1923-said-your-role = המשפחה שלך: { $family }. התפקיד שלך: { $role }.
m1923-said-mafia-and = מאפיונר ו{ $role }
m1923-said-mafia-members = המאפיונרים: { $members }.
m1923-said-name-family = { $name } ({ $family })
m1923-said-died = { $name } מת.
m1923-said-witness = { $name } מת; התפקיד שלו היה { $role }.
m1923-said-court-killed = { $name } הוצא להורג בידי בית הדין.
m1923-said-poisoned = { $name } הורעל.
m1923-said-cured = { $name } נרפא מהרעל.
m1923-said-injured = נפצעת: מחר ביום ומחר בלילה אינך יכול להצביע או לפעול.
m1923-said-exiled = המנחים גירשו אותך: אינך יכול עוד להצביע, לפעול או לנצח.
m1923-said-kill-count = { $n ->
    [one] הלילה המאפיה חייבת לנסות להרוג אזרח אחד.
   *[other] הלילה המאפיה חייבת לנסות להרוג { $n } אזרחים.
}
m1923-said-boss = כל פעולת לילה שאולי ניסית לבצע לא התקיימה בגלל בוס.
m1923-said-paired = שדכן שידך אותך עם { $name }.
m1923-said-is-mafia = { $name } מאפיונר.
m1923-said-is-not-mafia = { $name } אינו מאפיונר.
m1923-said-news = מחלק העיתונים מביא חדשות: { $name } הוא { $role }.
m1923-said-steal-failed = הניסיון שלך לגנוב תפקיד נכשל.
m1923-said-stole = גנבת תפקיד: עכשיו אתה { $role }.
m1923-said-second-role-stolen = התפקיד השני שלך נגנב: אתה עדיין מאפיונר.
m1923-said-role-stolen = התפקיד שלך נגנב: עכשיו אתה איש עיירה.
m1923-said-redirected-nowhere = פקיד מגושם הסיט את הפעולה שלך: היא לא מצאה מטרה.
m1923-said-redirected = פקיד מגושם הסיט את הפעולה שלך אל { $targets }.
m1923-said-family = משפחת { $family }
m1923-said-both = { $a } ו-{ $b }
m1923-said-nobody = אף אחד
m1923-said-tally = { $name }: { $n }
m1923-said-family-votes = הצבעות למשפחות: { $tally }.
m1923-said-individual-votes = הצבעות לשחקנים: { $tally }.
m1923-said-no-court = אף משפחה לא נשלחת לבית הדין.
m1923-said-to-court = נשלחו לבית הדין: { $families }.
m1923-said-secretary-none = ההצבעות שמזכיר בית הדין ראה: אין.
m1923-said-secretary = ההצבעות שמזכיר בית הדין ראה: { $ballots }.
m1923-said-ballot = { $name } הצביע למשפחת { $family } ולשחקן { $individual }
m1923-said-strike = פתק ההצבעה שלך היום מקבל נקודת עונשין: { $why }.
m1923-said-improper-no-family = אין הצבעה למשפחה
m1923-said-improper-no-individual = אין הצבעה לשחקן
m1923-said-improper-own-family = הצבעה למשפחה שלו עצמו
m1923-said-improper-themself = הצבעה לעצמו
m1923-said-improper-outside-family = הצבעה לשחקן שאינו מהמשפחה שלו
m1923-said-improper-not-living = הצבעה לשחקן שאינו בחיים
m1923-said-improper-unknown-family = הצבעה למשפחה שאינה במשחק
m1923-said-mafia-wins = המאפיה מנצחת.
m1923-said-families-win = המאפיה מפסידה. המשפחות המנצחות: { $families }.
m1923-said-nobody-wins = המאפיה מפסידה, ואף משפחה לא מנצחת.
m1923-said-winners = { $verdict } המנצחים: { $players }.
m1923-said-moderators-wrote = המנחים כתבו לך: { $text }
m1923-said-replacement = { $name }, מעכשיו אתה משחק במקום { $player } במשפחת { $family }. התפקיד שלך: { $role }.
m1923-said-note-canceled = הפעולה של { $name } בוטלה בידי בוס
m1923-said-note-redirected-nowhere = הפעולה המוסטת של { $name } לא מצאה מטרה
m1923-said-note-butler-poison-ends = { $name } מחזיק בתפקיד המשרת: הרעל נגמר
m1923-said-note-already-marked = { $name } כבר מסומן: הסימון נוצל
m1923-said-note-marks = { $name } מסמן את { $other }
m1923-said-note-boss-cancels = { $name } מבטל את פעולות הלילה של { $other }
m1923-said-note-drunkard-no-one = ההתקפה של { $name } לא מצאה אף אחד במשחק
m1923-said-note-protected-drunkard = { $name } מוגן מפני השיכור
m1923-said-note-bodyguard-poison = שומר ראש מגן על { $name } מפני הרעל
m1923-said-note-butler-immune = { $name } מחזיק בתפקיד המשרת: חסין לרעל
m1923-said-note-doctor-poison = רופא הציל את { $name } מהרעל
m1923-said-note-already-poisoned = { $name } כבר מורעל
m1923-said-note-self-guard-poison = ההגנה האוטומטית של { $name } עוצרת את הרעל
m1923-said-note-kill-already-dead = ההריגה של { $name } בידי המאפיה לא משפיעה: הוא כבר מת
m1923-said-note-kill-fails = המאפיה נכשלת בהריגת { $name }
m1923-said-note-self-guard-mafia = ההגנה האוטומטית של { $name } עוצרת את המאפיה
m1923-said-note-second-strike = { $name } גורש: נקודת עונשין שנייה (M68)
m1923-said-note-no-mafia-kill = אין הריגה של המאפיה הלילה: אף מאפיונר במשחק לא יכול לפעול
m1923-said-note-exiled = { $name } גורש בידי המנחים: { $reason }
m1923-said-note-revenge = { $name }, שודד חמוש, מפיל איתו את { $other }.
m1923-said-note-void-gone = הפעולה של { $name } בטלה: הוא כבר לא במשחק
m1923-said-note-void-role = הפעולה של { $name } בטלה: הוא כבר לא מחזיק בתפקיד { $role }
m1923-said-note-target-left = לפעולה של { $name } אין השפעה: המטרה שלה יצאה מהמשחק
m1923-said-note-fewer-kills = המאפיה מנסה { $n } הריגות מתוך { $required } הנדרשות
m1923-said-note-second-ballot = פתק ההצבעה השני של { $name } לא נספר
# למה פעולה לא נספרת (M24).
m1923-said-why-no-player = אין שחקן כזה
m1923-said-why-not-in-play = השחקן לא במשחק
m1923-said-why-injured = השחקן פצוע
m1923-said-why-not-held = השחקן לא מחזיק בתפקיד { $role }
m1923-said-why-wrong-time = לתפקיד { $role } אין פעולה בזמן הזה
m1923-said-why-spent = כל השימושים בתפקיד { $role } נוצלו
m1923-said-why-shape = לפעולה יש צורה שגויה
m1923-said-why-no-family = אין משפחה כזו
m1923-said-why-target-gone = מטרה לא במשחק
m1923-said-why-named-twice = אותו שחקן נבחר פעמיים
m1923-said-why-not-on-self = { $role } לא יכול לבחור בעצמו
m1923-said-why-self-spent = כל השימושים על עצמו נוצלו
m1923-said-why-jail-spent = השריף כבר כלא את משפחתו
m1923-said-why-second-action = פעולה שנייה של { $role } בשלב
m1923-said-why-not-civilian = לא אזרח במשחק בתחילת הלילה
m1923-said-why-kill-named-twice = נבחר פעמיים
m1923-said-why-too-many = יותר מטרות ממספר ההריגות
# הערות המנחים.
m1923-said-note-ignored = הפעולה של { $name } לא נספרת: { $why }
m1923-said-note-kill-ignored = ההריגה של { $name } בידי המאפיה לא נספרת: { $why }
m1923-said-note-draw = הגרלה ({ $what }): { $name } מתוך [{ $among }]
m1923-said-note-draw-family = הגרלה ({ $what }): משפחת { $family } מתוך [{ $among }]
m1923-said-draw-robber-victim = הקורבן מהמאפיה של השודד החמוש
m1923-said-draw-redirection = הסטה של פקיד מגושם
m1923-said-draw-drunkard-victim = הקורבן של השיכור
m1923-said-draw-injured-mafia = המאפיונר הפצוע
m1923-said-note-exile-nothing = הגירוש של { $name } לא משפיע: הוא לא במשחק ({ $reason })
m1923-said-note-deal = זרע { $seed }. החלוקה: { $deal }.
m1923-said-note-dealt = { $name } ({ $family }): { $role }
m1923-said-note-told = { $name }: { $text }
m1923-said-note-secretary-draw = הגרלה (המדגם של מזכיר בית המשפט { $name }): { $k } מתוך { $n } פתקים
m1923-said-note-not-sent = לא נשלח (אף נמען לא במשחק): { $text }
m1923-said-note-roster = הרכב סופי: { $roster }.
m1923-said-note-roster-entry = { $name } ({ $family }): { $role }, { $status }
m1923-said-roster-living = חי
m1923-said-roster-dead = מת
m1923-said-roster-exiled = גורש
# יומן החלוקה האקראית (M9, M10).
m1923-said-deal-random = חלוקה אקראית (M10), זרע { $seed }: מקומות, המאפיה, תפקידים שניים, תפקידי אזרחים.
m1923-said-deal-family-full = בקשה לא כובדה (M9): { $name } ביקש את משפחת { $family }, והיא הייתה מלאה.
m1923-said-deal-seats = הגרלה (המקומות): { $seated } מתוך [{ $among }]
m1923-said-deal-seated = { $name } אל { $family }
m1923-said-deal-no-mafia-place = בקשה לא כובדה (M9): { $name } ביקש להיות מאפיונר; במשפחת { $family } לא נשאר מקום למאפיה.
m1923-said-deal-mafia-draw = הגרלה (מאפיונר במשפחת { $family }): { $name } מתוך [{ $among }]
m1923-said-deal-second-not-mafia = בקשה לא כובדה (M9): { $name } ביקש את התפקיד השני { $role }, והוא לא מאפיונר.
m1923-said-deal-second-no-copy = בקשה לא כובדה (M9): { $name } ביקש את התפקיד השני { $role }; לא נשאר עותק ב-mafia_second_roles.
m1923-said-deal-drawn-mafia = בקשה לא כובדה (M9): { $name } ביקש { $asked }, וההגרלה שיבצה אותו במאפיה.
m1923-said-deal-asked-role = את { $role }
m1923-said-deal-asked-not-mafia = לא להיות מאפיונר
m1923-said-deal-no-copy = בקשה לא כובדה (M9): { $name } ביקש את { $role }; לא נשאר עותק ב-roles.
m1923-said-deal-roles-draw = הגרלה ({ $what }): { $dealt } מתוך [{ $among }]
m1923-said-deal-second-roles = תפקידים שניים
m1923-said-deal-civilian-roles = תפקידי אזרחים
m1923-said-deal-given = { $role } ל-{ $name }
m1923-said-deal-not-dealt-second = לא חולק (M10): { $roles } מתוך mafia_second_roles, כי לא נשאר מאפיונר רגיל שיקבל.
m1923-said-deal-not-dealt-civilian = לא חולק (M10): { $roles } מתוך roles, כי לא נשאר אזרח רגיל שיקבל.
m1923-said-deal-as-given = החלוקה כחלוקה נתונה (M10, M11): { $json }
# אזהרות על פתק הצבעה (M68, M71, M73).
m1923-said-warn-no-family = אין הצבעה למשפחה: נקודת עונשין (M68)
m1923-said-warn-own-family = הצבעה למשפחה שלך אינה תקינה: נקודת עונשין (M71)
m1923-said-warn-no-individual = אין הצבעה לשחקן: נקודת עונשין (M68)
m1923-said-warn-alone = אף אחד אחר מהמשפחה שלך לא במשחק: הצבעה לשחקן אינה תקינה (M73)
m1923-said-warn-yourself = הצבעה לעצמך אינה תקינה: נקודת עונשין (M71)
m1923-said-warn-outside-family = הצבעה לשחקן מחוץ למשפחה שלך אינה תקינה: נקודת עונשין (M71)
m1923-said-warn-dead = הצבעה לשחקן מת אינה תקינה: נקודת עונשין (M71)
m1923-said-note-night-in-day = הפעולה של { $name } בתפקיד { $role } לא נספרת: פעולת לילה ביום (M24)

## מה שפתיחה מחדש של שלב מבטלת ומה שהיא שומרת (הטופס של המנחה).
m1923-rewind-announcement = { $phase }: { $message }
m1923-rewind-result = התוצאה: { $message }
m1923-rewind-to = { $phase }, אל { $to }: { $message }
m1923-rewind-to-you = { $phase }, אליך: { $message }
m1923-rewind-sent = { $phase }: נשלחו { $sent }, יש לשלוח שוב.
m1923-rewind-ballots = { $n ->
        [one] הצבעה אחת
       *[other] { $n } הצבעות
    }
m1923-rewind-actions = { $n ->
        [one] פעולה אחת
       *[other] { $n } פעולות
    }
m1923-rewind-mafia-decision = ההחלטה של המאפיה
m1923-rewind-your-ballot = { $phase }: ההצבעה שלך, יש להצביע שוב.
m1923-rewind-your-action = { $phase }: פעולת { $role } שלך, יש לשלוח אותה שוב.
m1923-rewind-everyone = כל פעולה, הצבעה והחלטת מאפיה שנשלחו מאז תחילת { $phase }: אפשר לשלוח אותן שוב.
m1923-rewind-keeps-before = כל מה שלפני { $phase }: ההודעות נשארות כפי שנקראו.
m1923-rewind-keeps-exile = הגירוש של { $name }: ההחלטה שלך נשארת, ו{ $name } נשאר מחוץ למשחק.

## הטקסט של משחק ששוחק, בשורת הפקודה (omerta 1923 play --lang).
m1923-cli-heading = Mafia 1923, זרע { $seed }
m1923-cli-public = לכולם
m1923-cli-moderators = למנחים
m1923-cli-to = אל { $names }
m1923-cli-result = התוצאה
m1923-cli-in-progress = המשחק עדיין נמשך.
m1923-cli-families-win = המאפיה הפסידה; ניצחו: { $families }.
m1923-cli-winners = המנצחים: { $names }.
m1923-cli-winners-none = אין מנצחים.

## מה מונע לקרוא תסריט או לחלק לפי סטאפ (omerta_1923::problem); המקום כפי שבמסמך
## (`players[3]`), ערך במירכאות כפי שנכתב.
m1923-problem-at = { $at }: { $problem }
m1923-problem-unknown-format = פורמט לא מוכר { $format }; כאן נקרא "omerta-1923/1"
m1923-problem-no-format = חסר: המסמך צריך לומר "format": "omerta-1923/1"
m1923-problem-not-a-script = זה לא תסריט תקין: { $detail }
m1923-problem-no-seed = חסר (מספר שלם, הזרע של האקראיות במשחק)
m1923-problem-family-shape = צריך שם וגודל
m1923-problem-too-few-families = במשחק יש לפחות שתי משפחות
m1923-problem-not-allowed-role = { $name } אינו תפקיד שמאפיונר יכול להחזיק בו
m1923-problem-unknown-deal = { $deal } אינו "given" או "random"
m1923-problem-no-name = חסר "name"
m1923-problem-unknown-level = הרמה { $level } אינה beginner, standard או spectator
m1923-problem-no-such-family = המשפחה { $family } אינה במשחק
m1923-problem-unknown-second-role = תפקיד שני לא מוכר { $role }
m1923-problem-unknown-role = תפקיד לא מוכר { $role }
m1923-problem-second-role-not-mafia = "second_role" בא רק עם "role": "Mafia Member" (M9)
m1923-problem-second-role-alone = "second_role" בלי "role": "Mafia Member" (M9)
m1923-problem-spectator-with-role = לצופה יש רק שם ורמה: בלי משפחה, בלי תפקיד (M6, M9)
m1923-problem-given-deal-incomplete = חלוקה נתונה קובעת לכל שחקן משפחה ותפקיד
m1923-problem-listed-twice = { $name } מופיע פעמיים
m1923-problem-not-a-second-role = { $role } אינו תפקיד שני שמאפיונר יכול להחזיק בו (M8)
m1923-problem-too-many-to-deal = מספר התפקידים לחלוקה הוא { $copies }, יותר ממספר השחקנים הרגילים ({ $standard }) (M12)
m1923-problem-phase-order = { $found } במקום שבו צריך לבוא: { $due } (השלבים הולכים כך: לילה 1, יום 1, ... יום 5, כל אחד פעם אחת)
m1923-problem-nothing-more = שום דבר נוסף
m1923-problem-exiled-not-a-player = המגורש { $name } אינו שחקן
m1923-problem-target-not-a-player = מטרת המאפיה { $name } אינה שחקן
m1923-problem-action-shape = צריך "by", שחקן, ו-"role", תפקיד עם פעולה
m1923-problem-action-names-nobody = בוחר שחקן או משפחה שאינם במשחק
m1923-problem-no-action = לתפקיד { $role } אין פעולה להגיש
m1923-problem-target-count = מספר המטרות של { $role } הוא { $need }, לא { $given }
m1923-problem-drunkard-family = שיכור בוחר משפחה
m1923-problem-sheriff-shape = שריף בוחר שחקן ומשפחה
m1923-problem-extra-vote-shape = { $role } בוחר משפחה ו/או שחקן אחד
m1923-problem-votes-in-night = הצבעות בלילה
m1923-problem-kill-named-twice = { $name } מופיע פעמיים ב-mafia_kills
m1923-problem-kills-in-day = mafia_kills ביום
m1923-problem-voter-unknown = "by" אינו שחקן
m1923-problem-vote-for-unknown = { $name } אינו שחקן
m1923-problem-mafia-member-in-pool = מאפיונר אף פעם אינו במאגר: גודלי המשפחות קובעים את המאפיה (M12)
m1923-problem-townsperson-in-pool = איש עיירה אף פעם אינו במאגר: הוא ממלא את המקומות שנותרו (M12)
m1923-problem-no-role = חסר "role"
m1923-problem-count-below-one = "count" חייב להיות לפחות 1
m1923-problem-pool-listed-twice = { $role } מופיע פעמיים ב-{ $pool }; יש לכתוב אותו פעם אחת, עם כמות (M12)
m1923-problem-beginner-role = { $name } מתחיל: איש עיירה או מאפיונר בלבד
m1923-problem-mafia-may-not-hold = { $name }: מאפיונר לא יכול להחזיק בתפקיד { $role }
m1923-problem-family-size = המשפחה { $family }: במשפחה 8 או 10 שחקנים
m1923-problem-family-players = מספר השחקנים במשפחה { $family } הוא { $has }, לא { $size }
m1923-problem-family-mafia = מספר המאפיונרים במשפחה { $family } הוא { $has }, לא { $need }
m1923-problem-family-seats = מספר המקומות במשפחה { $family } הוא { $size }: במשפחה 8 או 10 שחקנים
m1923-problem-seats-signed-up = מספר הנרשמים הוא { $players }, ומספר המקומות במשפחות הוא { $seats }
m1923-problem-signed-up-twice = { $name } נרשם פעמיים
m1923-problem-spectator-requests = { $name } צופה: צופים לא מבקשים משפחה ולא תפקיד (M6, M9)
m1923-problem-beginner-request = { $name } מתחיל: מתחילים הם רק אנשי עיירה או מאפיונרים
m1923-problem-requests-no-family = { $name } מבקש את המשפחה { $family }, שאינה במשחק
m1923-problem-mafia-cannot-hold = { $name }: מאפיונר לא יכול להחזיק בתפקיד { $role }
m1923-problem-townsperson-dealt = איש עיירה אף פעם אינו מחולק ממאגר: הוא ממלא את המקומות שנותרו (M12)
m1923-problem-pools-too-large = מספר התפקידים במאגרים הוא { $copies }, יותר ממספר השחקנים הרגילים ({ $standard }) (M12)

## למה אי אפשר להשתמש בלוח הזמנים של משחק (omerta_live::clock::ScheduleError); טקסט
## הסטאפ במירכאות כפי שנכתב.
m1923-schedule-unknown-zone = omerta לא מכיר את אזור הזמן { $zone }: יש לתת שם IANA כמו "Asia/Jerusalem"
m1923-schedule-not-a-time = { $edge }: { $text } אינה שעה ביום כמו "21:00"
m1923-schedule-night-opens = פתיחת הלילה
m1923-schedule-night-closes = סגירת הלילה
m1923-schedule-day-opens = פתיחת היום
m1923-schedule-day-closes = סגירת היום
m1923-schedule-empty-window = חלון של שלב צריך להיפתח ולהיסגר בשעות שונות
m1923-schedule-overlap = הלילה והיום צריכים להיכנס ב-24 שעות בלי חפיפה: היום נסגר אחרי שהלילה הבא נפתח
m1923-schedule-not-a-date = first_night { $text } אינו תאריך כמו "2026-10-24"
m1923-schedule-start-out-of-range = זמן ההתחלה מחוץ לטווח
m1923-schedule-start-date-out-of-range = תאריך אחרי ההתחלה מחוץ לטווח
m1923-schedule-no-saturday = אין מוצאי שבת בשבועיים שאחרי ההתחלה
m1923-schedule-out-of-range = { $at } מחוץ לטווח
m1923-schedule-phase-date-out-of-range = תאריך השלב מחוץ לטווח
