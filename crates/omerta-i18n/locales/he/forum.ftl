# דף משחק הפורום (templates/forum/game.html, src/web/forum.rs) וטופס הפתיחה שלו
# (templates/forum/start.html): issue 30. ה-BBCode של השרשור (הודעות המנחה, ספירת הקולות
# לפורום) נשאר תיעוד הפורום באנגלית; הדף סביבו כאן.

## דפי השרשור
forum-pager-top = דפי השרשור (למעלה)
forum-pager-bottom = דפי השרשור (למטה)
forum-previous = הקודם
forum-next = הבא
forum-last-page = הדף האחרון
forum-page = דף { $number }
forum-page-current = דף { $number } (הדף הזה)

## הכותרת והקישורים
forum-hosted-by = מנחה: { $name }
forum-you-revealed = הכול נחשף
forum-you-host = אתם המנחה
forum-you-play = אתם משחקים בתור { $name }
forum-you-watching = אתם צופים
forum-jump = בדף הזה
forum-jump-tally = ספירת קולות
forum-jump-thread = שרשור
forum-jump-compose = כתיבת הודעה
forum-jump-night = פעולות לילה
forum-jump-host = מנחה

## השלב
forum-reopened-at = המנחה פתח את השלב מחדש: עכשיו הוא נסגר ב־
forum-extended-at = המנחה האריך את השלב: עכשיו הוא נסגר ב־
forum-game-over = המשחק נגמר: { $count ->
    [one] { $winner } מנצחת
   *[other] { $winner } מנצחות
}
forum-winners = { $first } ו{ $second }
forum-faction-town = העיירה
forum-faction-mafia = המאפיה
forum-stopped = המנחה עצר את המשחק.
forum-phase-day = יום { $number }
forum-phase-night = לילה { $number }
forum-ends = מסתיים

## ספירת הקולות
forum-tally-heading = ספירת קולות
forum-tally-heading-day = ספירת קולות: { $day }
forum-tally-numbers = { $alive } בחיים · רוב: { $majority } קולות
forum-tally-lock = נעילה: { $lock } קולות
forum-needed = { $count ->
    [one] חסר עוד קול אחד לרוב
   *[other] חסרים עוד { $count } קולות לרוב
}
forum-at-majority = יש רוב
forum-locked = נעול
forum-majority = רוב
forum-voters = מצביעים:
forum-no-votes = עדיין אין קולות.
forum-not-voting = לא מצביעים ({ $count }):
forum-nobody = אף אחד
forum-rulings = החלטות המנחה
forum-post-number = הודעה #{ $number }
forum-state-no-day = שום יום עוד לא התחיל.
forum-state-lynched = { $day } נגמר: { $name } הוצא להורג.
forum-state-no-lynch = { $day } נגמר: אין הוצאה להורג.
forum-state-over = המשחק נגמר.
forum-state-locked = { $name } נעול ויוצא להורג בסוף היום.
forum-state-majority = ל־{ $name } יש רוב, והוא יוצא להורג בסוף היום אם הקולות לא יזוזו.
forum-state-none = עדיין לאף אחד אין רוב.
forum-ruling-counts = הקול בעד ”{ $vote }“ נספר בעד { $name }
forum-ruling-not-counted = הקול בעד ”{ $vote }“ לא נספר
forum-ruling-dismissed = הדגל לפי כלל { $rule } בוטל
forum-ruling = החלטה

## השרשור
forum-thread = שרשור
forum-thread-count = (הודעות { $first }–{ $last } מתוך { $count })
forum-thread-count-pages = (הודעות { $first }–{ $last } מתוך { $count }, דף { $number } מתוך { $pages })
forum-post-label = הודעה { $number }
forum-host = המנחה
forum-badge-host = מנחה
forum-badge-night = הודעת לילה
forum-badge-edited = נערכה
forum-badge-dead = הודעה של שחקן מת
forum-flag-badge = כלל { $rule }: { $what }
forum-flag-badge-repeat = כלל { $rule }: { $what }, שוב
forum-flag-rule = כלל { $rule }
forum-flag-rule-repeat = כלל { $rule }, שוב
forum-counted-first = נספר כפי שפורסם לראשונה:
forum-no-vote = אין קול
forum-edit-not-counted = קול שנכתב בעריכה לא נספר.
forum-counted = נספר:
forum-counter-note = סופר הקולות, כלל { $rule }: { $message }
forum-flags-for-host = דגלים למנחה
forum-edited-times = { $count ->
    [one] נערכה פעם אחת: כל הגרסאות
   *[other] נערכה { $count } פעמים: כל הגרסאות
}
forum-first-posted = כפי שפורסמה לראשונה
forum-revision = גרסה { $number }
forum-no-posts = עדיין אין הודעות.
forum-newer-posts = הודעות חדשות יותר נמצאות
forum-newer-posts-link = בדף האחרון
forum-vote-unvote = ביטול קול
forum-vote-for = קול בעד { $name }
forum-vote-nobody = קול בעד ”{ $name }“: אין שחקן בשם הזה
forum-vote-night = { $vote } (לא נספר: הודעת לילה)
forum-vote-edited = לא נספר: נכתב בעריכה (קול נספר כפי שפורסם לראשונה)

## במה עוסק הדגל
forum-rule-not-player = לא שחקן
forum-rule-night = הודעת לילה
forum-rule-edited = נערכה
forum-rule-dead = הודעה של שחקן מת
forum-rule-inactive = לא פעיל
forum-rule-host = למנחה

## שחקנים ומתים
forum-players = שחקנים
forum-players-alive = ({ $alive } בחיים מתוך { $count })
forum-vote-button = הצבעה
forum-vote-button-label = הצבעה בעד { $name }, נכתבת לתוך ההודעה שבכתיבה
forum-replaced = (החליף את { $names })
forum-dead = מת
forum-also = גם { $names }
forum-deaths = מתים
forum-death-lynched = הוצא להורג ({ $phase })
forum-death-killed = נרצח ({ $phase })
forum-death-modkilled = הוצא על ידי המנחה ({ $phase })
forum-death-died = מת ({ $phase })
forum-death-reason = { $death }: { $reason }
forum-death-inactivity = הוצא על ידי המנחה על חוסר פעילות, כלל 13 ({ $phase })
forum-when-day = יום { $number }
forum-when-night = לילה { $number }
forum-when-time = { $time }

## התפקיד שלכם
forum-your-role = התפקיד שלכם
forum-you-are = אתם
forum-night-abilities = יכולות לילה: { $abilities }.
forum-your-team = הצוות שלכם:
forum-partner-dead = (מת)
forum-tonight = הלילה
forum-withdraw = ביטול
forum-withdraw-label = ביטול ”{ $ability }“ על { $targets }
forum-your-results = התוצאות שלכם
forum-result = לילה { $night }, ”{ $ability }“ על { $target }:
forum-and = { $first } ו{ $second }
forum-result-innocent = חף מפשע
forum-result-guilty = אשם
forum-result-visited = ביקר
forum-result-visited-by = ביקרו אצלו
forum-result-no-action = לא פעל
forum-result-no-result = אין תוצאה

## יכולות (השמות של omerta-night)
forum-ability-kill = הריגה
forum-ability-factional-kill = הריגת המאפיה
forum-ability-protect = הגנה
forum-ability-block = חסימה
forum-ability-jail = כליאה
forum-ability-investigate = חקירה
forum-ability-track = מעקב
forum-ability-watch = תצפית
forum-ability-redirect = הפניה
forum-ability-swap = החלפה
forum-ability-visit = ביקור
forum-ability-recruit = גיוס
forum-ability-strong-kill = הריגה חזקה
forum-ability-ninja-kill = הריגה בלי עקבות
forum-ability-commute = היעדרות
forum-ability-deflect = הסטה
forum-ability-guard = שמירה
forum-ability-day-kill = הריגת יום

## למנחה
forum-for-host = למנחה
forum-flags-heading = דגלי אכיפה
forum-flag-post = הודעה #{ $number }
forum-ruled = הוחלט
forum-rule-on = להחליט
forum-count-as = לספור את הקול בעד ”{ $vote }“ בתור
forum-dismiss-vote = אף אחד: לבטל את הקול
forum-why-tally = למה (מוצג עם ספירת הקולות)
forum-why-tally-placeholder = שגיאת כתיב של …
forum-rule-vote = להחליט על הקול
forum-why-dismiss = למה אתם מבטלים (רק אתם רואים)
forum-why-dismiss-placeholder = שאלה על החוקים, מותר
forum-dismiss-flag = לבטל את הדגל
forum-flags-hint = כלל 2 (הודעות לילה), כלל 3 (עריכות), כלל 5 (שחקנים מתים), כלל 13 (חוסר פעילות): ההחלטה על הוצאה בידיכם.
forum-flags-none = אין מה לבדוק: אין הודעות לילה, עריכות, הודעות של מתים או שחקנים לא פעילים.
forum-explained = איך הוכרע כל לילה
forum-night = לילה { $night }
forum-tonight-actions = הפעולות של הלילה
forum-none = אין.
forum-none-day = אין (עכשיו לא לילה).
forum-results-sent = תוצאות לילה שנשלחו ({ $count })
forum-result-sent = לילה { $night }: ”{ $ability }“ על { $target }: { $result }
forum-every-action = כל פעולות הלילה ({ $count })
forum-action-night = לילה { $night }: { $name }: ”{ $ability }“ ← { $targets }
forum-roles = תפקידים
forum-tally-forum = ספירת הקולות לפורום
forum-tally-bbcode = התבניות וספירת הקולות ב־BBCode
forum-copy = העתקה

## כתיבת הודעה
forum-compose = כתיבת הודעה
forum-night-warning = עכשיו לילה. כלל 2: אין לכתוב בשרשור המשחק בשלב הלילה; על הודעת לילה אפשר להיות מוצאים, וקולות בה לא נספרים.
forum-night-confirm = עכשיו לילה. כלל 2: על הודעה בשרשור המשחק בלילה אפשר להיות מוצאים, וקולות בהודעת לילה לא נספרים. לפרסם בכל זאת?
forum-your-post = ההודעה שלכם
forum-your-post-host = ההודעה שלכם (בתור המנחה)
forum-post-help = כדי להצביע, הקישו ”הצבעה“ ליד שם השחקן, או כתבו בהדגשה: [b]vote: Name[/b]; כדי לבטל, [b]unvote: Name[/b]. נספרים רק קולות מודגשים מחוץ לציטוטים, צריך את המילה "vote" במלואה, וקול נספר כפי שפורסם לראשונה (עריכה לא משנה דבר, וכלל 3 אוסר עריכות). BBCode נוסף: [i]…[/i], [quote=Name]…[/quote], [spoiler]…[/spoiler].
forum-post = פרסום

## פעולות לילה
forum-your-night = פעולות הלילה שלכם
forum-night-hint = נשלח רק למנחה. פעולה חדשה באותה יכולת מחליפה את הקודמת.
forum-first-player = { $label }: שחקן ראשון
forum-second-player = שחקן שני
forum-choose-player = בחרו שחקן
forum-send-action = שליחה: { $label }

## פעולות המנחה
forum-host-controls = פעולות המנחה
forum-end-day = לסיים את יום { $number } עכשיו
forum-end-night = לסיים את לילה { $number } עכשיו
forum-end-phase = לסיים את השלב עכשיו
forum-end-day-warning = ההוצאה להורג של היום (או היעדרה) סופית: אי אפשר לבטל.
forum-end-night-warning = פעולות הלילה יוכרעו והמתים יוכרזו: אי אפשר לבטל.
forum-end-warning = אי אפשר לבטל.
forum-advance-confirm = { $label }? { $warning }
forum-advance-hint = בסוף יום מוצא להורג השחקן הנעול או בעל הרוב; בסוף לילה מוכרעות פעולות הלילה.
forum-modkill-confirm = להוציא את השחקן? הוא מת מיד, התפקיד שלו מוצג בשרשור, ואי אפשר לבטל.
forum-modkill-label = הוצאת שחקן
forum-modkill-reason = סיבה (מוצגת בשרשור; לא חובה)
forum-modkill-placeholder = לא פעיל (כלל 13)
forum-modkill = הוצאה
forum-replace-confirm = לתת את המקום לחשבון של המחליף? השחקן שבו עכשיו מאבד אותו וקורא את המשחק כצופה.
forum-replace-label = להחליף את השחקן במקום
forum-choose-slot = בחרו מקום
forum-slot-dead = { $slot } (מת)
forum-replace-name = השם במשחק (ריק: שם החשבון)
forum-replace = החלפה
forum-replace-hint = המחליף שומר על התפקיד, הצוות והקול של המקום (כלל 15) ומקבל שוב את הודעת התפקיד.

## טופס הפתיחה
forum-start = התחלת המשחק
forum-start-rules = חוקי השרשור
forum-start-normality = המשחק הזה הוא
forum-normality-1 = 1. רגיל: משחק מאפיה בסיסי
forum-normality-2 = 2. כמעט רגיל: הפתעה או שתיים
forum-normality-3 = 3. לא רגיל: משהו מתבשל
forum-normality-4 = 4. רחוק מאוד מרגיל
forum-normality-5 = 5. משחק בסגנון Bad Ash
forum-normality-6 = 6. משחק בסגנון Gorny
forum-start-starts = המשחק מתחיל ב (כלל 12)
forum-start-day-phase = שלב יום
forum-start-night-phase = שלב לילה
forum-start-day-hours = אורך היום (שעות, כלל 12)
forum-start-night-hours = אורך הלילה (שעות)
forum-start-posts = הודעות ביום כדי להיחשב פעיל (כלל 13; 0: בלי מינימום)
forum-start-lock = נעילה (כלל 7): שחקן עם רוב שמקבל עוד קול ננעל
forum-start-fifty = כלל 50 % (כלל 8): המשחק מוכרע כשהעיירה כבר לא יכולה להשיג רוב
forum-start-roles = תפקידים
forum-start-too-few = { $count ->
    [one] משחק פורום צריך לפחות 3 שחקנים; עד עכשיו יושב שחקן אחד.
   *[other] משחק פורום צריך לפחות 3 שחקנים; עד עכשיו יושבים { $count }.
}
forum-start-deal = איך מחלקים תפקידים
forum-start-random = בערבוב אקראי
forum-start-given = תפקיד 1 לשחקן הראשון, וכן הלאה
forum-start-role = תפקיד { $number }
forum-start-role-if = ({ $name } אם לפי הסדר)
forum-start-roles-hint = יכולות הלילה נובעות משם התפקיד (שוטר חוקר, רופא מגן, כל המאפיונרים חולקים את הריגת המאפיה). תפקידים אחרים: תנו את כל ההגדרה כ־JSON למטה.
forum-start-night-names = לילה ושמות
forum-start-method = פעולות הלילה מוכרעות לפי
forum-start-rar = Reasonable Action Resolution (הכרעה סבירה)
forum-start-ordered = השיטה הסדורה (הפשוטה)
forum-start-aliases = כינויים שקולות יכולים להשתמש בהם (לא חובה, JSON: שם שחקן לרשימה)
forum-start-json = או תנו את כל ההגדרה כ־JSON
forum-start-json-label = הגדרה (JSON; ראו docs/live/forum.md)
forum-start-json-button = להתחיל עם ההגדרה הזאת
forum-preset-town = העיירה: איש עיירה
forum-preset-cop = העיירה: שוטר (חוקר)
forum-preset-insane-cop = העיירה: שוטר מטורף (שומע את ההפך)
forum-preset-doctor = העיירה: רופא (מגן)
forum-preset-vigilante = העיירה: נוקם (הורג)
forum-preset-roleblocker = העיירה: חוסם
forum-preset-jailkeeper = העיירה: סוהר
forum-preset-tracker = העיירה: עוקב
forum-preset-watcher = העיירה: צופה
forum-preset-bus-driver = העיירה: נהג אוטובוס (מחליף בין שני שחקנים)
forum-preset-mason = העיירה: בונה חופשי (מדבר עם הבונים האחרים בערוץ שלהם)
forum-preset-town-lover = העיירה: מאוהב (מדבר עם בן הזוג בערוץ המאוהבים)
forum-preset-vest = העיירה: איש עיירה עם אפוד מגן לפעם אחת
forum-preset-goon = המאפיה: חייל
forum-preset-godfather = המאפיה: סנדק (נראה חף מפשע)
forum-preset-mafia-roleblocker = המאפיה: חוסם
forum-preset-mafia-lover = מאפיה: מאוהב (מדבר עם בן הזוג בערוץ המאוהבים)

## המשפטים של הודעה פרטית (issue 30, D42): התבניות המובנות ומילות השדות שלהן.
forum-pm-template-role = [b]אתם { $name }: { $identity }.[/b]

    { $abilities }
    { $team }
    { $goal }
forum-pm-template-results = [b]לילה { $night }: התוצאות שלכם.[/b]
    { $results }
forum-pm-faction-town = העיירה
forum-pm-faction-mafia = המאפיה
forum-pm-vanilla = אזרח
forum-pm-identity = { $role } ({ $faction })
forum-pm-no-ability = אין לכם פעולת לילה.
forum-pm-ability-unknown = יש לכם את היכולת "{ $ability }".
forum-pm-ability-kill = בכל לילה אתם יכולים להרוג שחקן אחד.
forum-pm-ability-factional-kill = בכל לילה הקבוצה שלכם יכולה לשלוח אחד מחבריה להרוג שחקן אחד.
forum-pm-ability-protect = בכל לילה אתם יכולים להגן על שחקן אחד מפני הריגה.
forum-pm-ability-block = בכל לילה אתם יכולים לחסום שחקן אחד: פעולת הלילה שלו נכשלת.
forum-pm-ability-jail = בכל לילה אתם יכולים לכלוא שחקן אחד: הוא מוגן ופעולת הלילה שלו נכשלת.
forum-pm-ability-investigate = בכל לילה אתם יכולים לחקור שחקן אחד ולדעת אם הוא מאפיה.
forum-pm-ability-track = בכל לילה אתם יכולים לעקוב אחרי שחקן אחד ולדעת את מי ביקר.
forum-pm-ability-watch = בכל לילה אתם יכולים לצפות בשחקן אחד ולדעת מי ביקר אותו.
forum-pm-ability-redirect = בכל לילה אתם יכולים להפנות את פעולת הלילה של שחקן אחד אל שחקן אחר.
forum-pm-ability-swap = בכל לילה אתם יכולים להחליף שני שחקנים: כל מה שמכוון לאחד מכוון לשני.
forum-pm-ability-visit = בכל לילה אתם יכולים לבקר שחקן אחד.
forum-pm-ability-recruit = בכל לילה אתם יכולים לגייס שחקן אחד לקבוצה שלכם.
forum-pm-ability-strong-kill = בכל לילה אתם יכולים להרוג שחקן אחד; שום הגנה או כליאה לא עוצרות את ההריגה.
forum-pm-ability-ninja-kill = בכל לילה אתם יכולים להרוג שחקן אחד בלי שעוקבים או צופים יראו אתכם.
forum-pm-ability-commute = בכל לילה אתם יכולים להיעדר: שום פעולה לא תגיע אליכם באותו לילה.
forum-pm-ability-deflect = בכל לילה אתם יכולים להסיט את הפעולות המכוונות לשחקן אחד אל שחקן אחר.
forum-pm-ability-guard = בכל לילה אתם יכולים לשמור על שחקן אחד: מי שינסה להרוג אותו ימות במקומו.
forum-pm-ability-day-kill = פעם אחת במהלך יום אתם יכולים להרוג שחקן אחד.
forum-pm-team = הקבוצה שלכם: { $members }.
forum-pm-goal-town = אתם מנצחים עם העיירה כשלא נשאר בחיים אף שחקן נגד העיירה.
forum-pm-goal-other = אתם מנצחים עם { $faction } כשלא נשאר בחיים אף שחקן של העיירה.
forum-pm-goal-rule8 = אתם מנצחים עם { $faction } כשלא נשאר בחיים אף שחקן של העיירה, או כשהעיירה כבר לא יכולה להשיג רוב (כלל 8).
forum-pm-result-innocent = החקירה שלכם של { $target }: לא מאפיה.
forum-pm-result-guilty = החקירה שלכם של { $target }: מאפיה.
forum-pm-result-visited = { $target } ביקר את { $names }.
forum-pm-result-visited-nobody = { $target } לא ביקר אף אחד.
forum-pm-result-visited-by = את { $target } ביקרו: { $names }.
forum-pm-result-visited-by-nobody = אף אחד לא ביקר את { $target }.
forum-pm-result-no-action = { $target } לא עשה שום פעולה.
forum-pm-result-no-result = ה{ $ability } שלכם על { $target } לא נתנה תוצאה.
forum-pm-result-other = ה{ $ability } שלכם על { $target }: { $result }.
