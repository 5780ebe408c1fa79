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
m1923-mafia-channel-hint = חברי המאפיה מחליטים כאן את מי להרוג. רק הם והמנחים קוראים אותו.
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
m1923-role-townsperson = תושב
m1923-role-mafia-member = חבר מאפיה
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
m1923-game-status = { $status ->
        [lobby] בהרשמה
        [running] פעיל
        [finished] הסתיים
        [abandoned] נעצר
       *[other] { $status }
    }
