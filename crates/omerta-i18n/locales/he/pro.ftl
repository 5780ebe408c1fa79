## הדפים של מאפיה מקצועית (השולחן). המונחים: docs/i18n/glossary-he.md, בפרק
## "Pro Mafia (the table)". פניות לשופט בלשון „יש ל…” ובשמות פעולה, בלי מין דקדוקי.

## לוח השופט (assets/pro.js): הדף מוסר את ההודעות האלה לסקריפט בבלוק JSON אחד, כל משתנה
## בצורה `{name}`; לכן אין כאן וריאנטים של ריבוי. $seat הוא "#3 שם".

console-no-tool = יש לבחור כלי קודם: המספר לא נרשם.
console-not-themselves = שחקן אינו יכול להעמיד את עצמו להצבעה: יש להקיש על השחקן שאותו מעמיד { $seat }.
console-pick-candidate = יש לבחור את המועמד שבעדו הורמו הידיים.
console-confirm-removal = להרחיק את { $seat } מהשולחן?
console-confirm-fourth-foul = זה הפאול הרביעי של { $seat }, והוא מרחיק מהשולחן. לרשום אותו?
console-foul-not-last = אפשר לבטל רק את הרשומה האחרונה, והפאול האחרון של { $seat } אינו הרשומה האחרונה.
console-taken-back = בוטל לפני שנשלח.
console-undo = ביטול הרשומה האחרונה
console-refused-status = נדחה ({ $status })
console-error = אירעה שגיאה בלוח השופט ({ $error }); הרשומה ממתינה ותישלח שוב.
console-rec-day = היום מתחיל
console-rec-night = הלילה מתחיל
console-rec-nominate = { $by } מעמיד את { $target } להצבעה
console-rec-revote = הצבעה חוזרת בין { $seats }
console-rec-vote = הצבעה
console-rec-lift = הצבעת הרמה: בעד — { $seats }
console-nobody = אף אחד
console-rec-shots = ירי
console-rec-don-check = הדון בודק את { $seat }
console-rec-sheriff-check = השריף בודק את { $seat }
console-rec-will = הצוואה של { $seat }
console-rec-foul = פאול: { $seat }
console-rec-removal = { $seat } הורחק
console-rec-disqualification = { $seat } נפסל
console-rec-declared-defeat = הכרזת הפסד: { $seat }
console-rec-surrender = המאפיה נכנעת
console-rec-end = השופט מסיים את המשחק: { $side }
console-side-red = האדומים
console-side-black = השחורים
console-side-draw = תיקו
console-wins-red = ניצחון האדומים
console-wins-black = ניצחון השחורים
console-wins-draw = תיקו
console-step-day = היום מתחיל (בוקר)
console-step-night = הלילה מתחיל
console-step-shots = הירי: יש להקיש על המטרה
console-step-don-check = בדיקת הדון: יש להקיש על המספר
console-step-sheriff-check = בדיקת השריף: יש להקיש על המספר
console-step-will = הצוואה
console-step-speeches = הנאומים
console-step-vote = ההצבעה
console-step-lift = הצבעת ההרמה
console-step-end = סוף המשחק
console-step-finish = סיום וחישוב הניקוד
console-step-revote = ההצבעה החוזרת
console-next-unknown = הבא: יתברר כשהשרת יקבל את הרשומות הממתינות.
console-next-choose = הבא: יש לבחור כלי.
console-next = הבא: { $step }
console-record-day = לרשום: היום מתחיל
console-record-night = לרשום: הלילה מתחיל
console-record-end = לרשום את סוף המשחק: { $wins }
console-decided = חוקי השולחן הכריעו: יש לבדוק את הניקוד ואז ללחוץ על „סיום וחישוב ניקוד”.
console-spent = נרשם: כדי לרשום שוב יש לשנות את מה שנבחר.
console-by-other = מישהו אחר מעמיד
console-nominated-by = { $seat } מעמיד: עכשיו יש להקיש על המועמד.
console-tap-nominator = יש להקיש על מי שמעמיד, ואחר כך על המועמד.
console-revote-tied = גם ההצבעה החוזרת הסתיימה בשוויון: הבא בתור הוא הצבעה על הרמת כולם יחד (הכלי „הרמה”).
console-vote-decided = ההצבעה היום הוכרעה: { $seat } יצא מהשולחן.
console-no-nominees = אין היום מועמדים: יש לרשום קודם את ההעמדות להצבעה.
console-hands = הצבעה: הידיים בעד כל מועמד בתורו; מי שלא הרים יד, קולו נספר בעד { $seat }.
console-hands-revote = הצבעה חוזרת: הידיים בעד כל מועמד בתורו; מי שלא הרים יד, קולו נספר בעד { $seat }.
console-candidates = מועמדים
console-record-vote = רישום ההצבעה
console-record-revote = רישום ההצבעה החוזרת
console-empty-vote = לא נרשמו ידיים: הקול של כל שחקן נספר בעד { $seat }, המועמד האחרון. לרשום את ההצבעה?
console-empty-revote = לא נרשמו ידיים: הקול של כל שחקן נספר בעד { $seat }, המועמד האחרון. לרשום את ההצבעה החוזרת?
console-tied-players = השחקנים שבשוויון
console-lift-hands = יש להקיש על כל יד שהורמה בעד הרמת { $who } יחד: עד עכשיו { $count }.
console-lift-hands-needed = יש להקיש על כל יד שהורמה בעד הרמת { $who } יחד (נדרשות { $needed }): עד עכשיו { $count }.
console-record-lift = רישום הצבעת ההרמה
console-empty-lift = לא הורמה אף יד בעד הרמת { $who }: לרשום שאף אחד אינו בעד?
console-tap-don = יש להקיש על המספר שהדון בודק.
console-tap-sheriff = יש להקיש על המספר שהשריף בודק.
console-tap-removal = יש להקיש על המספר שמורחק מהשולחן.
console-choose-tool = יש לבחור כלי ואז להקיש על מספרים. פאולים: ה־+ שליד כל מספר.
console-tap-target = יש להקיש על המטרה שכל היורים כיוונו אליה, או לקבוע למטה את הירייה של כל יורה.
console-shooters = היורים אחד אחד, החטאה, זיכוי
console-shoots = { $seat } יורה
console-no-shot = ללא ירייה
console-miss = אחראים להחטאה (לא חובה)
console-credit = זיכוי על הריגת השריף בלילה הראשון (לא חובה)
console-none = אין
console-record-shots = רישום הירי
console-empty-shots = לא נרשם ירי: המאפיה לא ירתה הלילה. לרשום זאת?
console-no-will-now = כרגע אף אחד אינו רשאי להשאיר צוואה.
console-whose-will = של מי הצוואה
console-will-of = הצוואה של { $seat }
console-will-whose = הצוואה של { $seat }:
console-will-kind = סוג הצוואה
console-will-order = לפי סדר
console-will-colors = צבעים
console-will-first-out = (נהרג ראשון)
console-will-helm = העברת ההגה
console-will-tap-order = יש להקיש על המספרים שנאמרו, לפי הסדר: { $seats }.
console-none-yet = עדיין אין
console-will-tap-colors = הקשה אחת על מספר — אדום, שתי הקשות — שחור (עד שלושה מספרים).
console-will-tap-helm = יש להקיש על המספר שאליו עובר ההגה.
console-record-will = רישום הצוואה
console-no-will = ללא צוואה
console-refused = נדחה: { $reason }
console-three-fouls = 3 פאולים: הבא מרחיק
console-use-vote = להצבעה החוזרת משתמשים בכלי „הצבעה”
console-use-lift = יש להשתמש בכלי „הרמה”
console-record-will-of = רישום הצוואה של { $seat }
console-nominated = הועמדו:
console-nobody-yet = עדיין אף אחד
console-speaking = מדבר: { $seat } · הבא: { $next }
console-speaking-last = מדבר: { $seat } · הנאום האחרון
console-all-spoken = כל השחקנים דיברו.
console-sending-one = שולח רשומה אחת…
console-waiting-one = רשומה אחת ממתינה לשליחה
console-waiting = { $count } רשומות ממתינות לשליחה
console-offline = אין חיבור: הרשומות נשמרות ויישלחו כשהחיבור יחזור
console-refused-one = רשומה אחת נדחתה: { $reason }
console-refused-many = { $count } רשומות נדחו (ראו ברשימה)
console-saved = כל הרשומות נשמרו.
console-item-refused = { $record }: נדחתה: { $reason }
console-item-sending = { $record } (נשלחת…)
console-item-waiting = { $record } (ממתינה לשליחה)
console-dismiss = סגירה
console-confirm-end = לסיים את המשחק: { $wins }?
console-confirm-finish = לסיים את המשחק ולחשב את הניקוד? הסיום סופי: אחריו אי אפשר לרשום או לבטל דבר.
console-finish = סיום וחישוב ניקוד
console-mark-speaking = מדבר
console-mark-by = מעמיד
console-mark-candidate = מועמד
console-mark-yes = בעד
console-mark-shot = ירייה
console-mark-helm = הגה
console-mark-red = אדום
console-mark-black = שחור

## דף המשחק (templates/pro/game.html): הכלים של השופט, השולחן, הניקוד.

pro-kind = מאפיה מקצועית
pro-judge-of-record = השופט לפי הפרוטוקול
pro-uploaded-by = הועלה על ידי { $name }
pro-judge = שופט: { $name }
pro-protocol-link = פרוטוקול
pro-overlay-link = אוברליי לשידור
pro-download = הורדה (omerta-pro/1)
pro-status = { $status ->
        [lobby] בהרשמה
        [running] פעיל
        [finished] הסתיים
       *[other] { $status }
    }
pro-timer = טיימר
pro-time-left = הזמן שנותר
pro-timer-start = הפעלת טיימר של { $seconds } שניות
pro-seconds = { $seconds } שנ׳
pro-pause = השהיה
pro-resume = המשך
pro-reset = איפוס
pro-next-speaker = הדובר הבא (60 שנ׳)
pro-next = הבא
pro-next-speaker-more = בתור (60 שנ׳)
pro-your-card = הקלף שלך
pro-seat = מספר { $seat }
pro-partners = השותפים שלך:
pro-phase-day = יום { $n }
pro-phase-night = לילה { $n }
pro-wins = { $side ->
        [red] ניצחון האדומים
        [black] ניצחון השחורים
        [draw] תיקו
       *[other] ניצחון: { $side }
    }
pro-told-left = { $name } (מספר { $seat }) עוזב את השולחן: { $how }.
pro-told-decided = המשחק הוכרע: { $wins } ({ $reason }).
pro-not-finished = (המשחק עוד לא הסתיים)
pro-prompt-revote = שוויון בין { $seats }: נאומים (30 שנ׳), ואחריהם הצבעה חוזרת.
pro-prompt-lift = גם ההצבעה החוזרת הסתיימה בשוויון: הצבעה על הרמת { $seats } יחד (נדרשות { $needed } ידיים).
pro-prompt-will = רשות להשאיר צוואה: { $seats }.
pro-decided = חוקי השולחן הכריעו: { $wins } ({ $reason }). יש לבדוק את הניקוד למטה ואז לסיים את המשחק.
pro-table = שולחן
pro-seats = מספרים
pro-seat-name = מספר { $seat }, { $name }
pro-role = { $role ->
        [civilian] אזרח
        [sheriff] שריף
        [mafia] מאפיה
        [don] דון
       *[other] { $role }
    }
pro-out = יצא
pro-fouls-count = פאולים: { $count }
pro-foul-for = פאול לשחקן מספר { $seat }
pro-foul-back = ביטול הפאול האחרון של שחקן מספר { $seat }
pro-scores = ניקוד
pro-scores-now = הניקוד אם המשחק יסתיים עכשיו
pro-col-seat = מס׳
pro-col-player = שחקן
pro-col-role = תפקיד
pro-col-total = סה״כ
pro-col-awards = נקודות ונימוקים
pro-no-awards = ללא נקודות
pro-checks = בדיקות
pro-check-line = לילה { $night }: #{ $by } בדק את #{ $target }: { $answer }
pro-answer = { $answer ->
        [red] אדום
        [black] שחור
        [sheriff] השריף
       *[other] { $answer }
    }
pro-answer-not-sheriff = לא השריף
pro-protocol-so-far = הפרוטוקול עד כה
pro-records-count = (רשומות: { $count })
pro-nothing-yet = עדיין לא נרשם דבר. המשחק מתחיל בלילה 0; כדי להתחיל יש לרשום את היום הראשון.
pro-record = רישום
pro-phase = שלב
pro-day = יום
pro-night = לילה
pro-tools = כלי: יש לבחור ואז להקיש על מספרים
pro-tool-nominate = העמדה
pro-tool-vote = הצבעה
pro-tool-lift = הרמה
pro-tool-shots = ירי
pro-tool-don = דון
pro-tool-sheriff = שריף
pro-tool-check = בודק
pro-tool-will = צוואה
pro-tool-removal = הרחקה
pro-hint-choose = יש לבחור כלי ואז להקיש על מספרים.
pro-undo = ביטול הרשומה האחרונה
pro-keys = מקשים:
pro-key-seats = מספרים
pro-key-nominate = העמדה
pro-key-vote = הצבעה
pro-key-lift = הרמה
pro-key-shoot = ירי
pro-key-don = בדיקת הדון
pro-key-sheriff = בדיקת השריף
pro-key-will = צוואה
pro-key-remove = הרחקה
pro-key-record = רישום
pro-key-undo = ביטול
pro-key-next = הדובר הבא
pro-other-records = רשומות אחרות (כניעה, פסילה, הכרזת הפסד, סוף המשחק)
pro-disqualify = פסילה
pro-declared-defeat = הכרזת הפסד
pro-surrender-confirm = לרשום שהמאפיה נכנעת? המשחק יסתיים.
pro-surrender = המאפיה נכנעת
pro-winner = המנצח
pro-end-game = סיום המשחק
pro-record-by-hand = רישום אירוע ידני (JSON של הפרוטוקול)

## הפרוטוקול (templates/pro/protocol.html) והרשומות במילים.

pro-back = חזרה למשחק
pro-print = הדפסה
pro-pdf = הורדה כ־PDF (A4)
pro-download-json = הורדת הרשומה (JSON של omerta-pro/1)
pro-protocol-title = { $title }: פרוטוקול
pro-judge-of-record-line = השופט לפי הפרוטוקול: { $name } ({ $source })
pro-uploaded-by-line = הועלה על ידי { $name }
pro-judge-line = שופט: { $name }
pro-status-line = מצב: { $status }
pro-players = שחקנים
pro-col-fouls = פאולים
pro-col-end = בסוף
pro-at-table = ליד השולחן
pro-left = יצא
pro-events = אירועים
pro-votes = הצבעות
pro-col-candidate = מועמד
pro-col-votes = קולות
pro-col-voted-by = מי הצביע
pro-nobody = אף אחד
pro-none = אין
pro-event-n = (אירוע { $n })
pro-no-vote = לא התקיימה הצבעה.
pro-lifts = הצבעות הרמה
pro-lift-line = הרמת { $seats } יחד: { $votes ->
        [one] יד אחת
        [two] שתי ידיים
       *[other] { $votes } ידיים
    } בעד ({ $yes }); נדרשות { $needed } כאשר ליד השולחן { $table } שחקנים.
pro-not-scored = המשחק לא הסתיים: הניקוד ניתן בסיומו.
pro-signature = חתימת השופט
pro-date = תאריך
pro-rec-day = היום מתחיל.
pro-rec-night = הלילה מתחיל.
pro-rec-nominate = { $by } מעמיד את { $target } להצבעה.
pro-rec-vote = הצבעה.
pro-rec-vote-among = הצבעה בין { $seats }.
pro-rec-vote-tally = הצבעה (קולות שנרשמו: { $tally }; שאר הקולות בעד המועמד האחרון).
pro-rec-vote-among-tally = הצבעה בין { $seats } (קולות שנרשמו: { $tally }; שאר הקולות בעד המועמד האחרון).
pro-rec-lift = הצבעת הרמה: בעד — { $seats }.
pro-rec-shots = ירי: { $shots }.
pro-rec-miss = החטאה: { $seats }.
pro-rec-credit = זיכוי: { $seat }.
pro-rec-don-check = הדון בודק את { $seat }.
pro-rec-sheriff-check = השריף בודק את { $seat }.
pro-rec-will-colors = הצוואה של { $by } (צבעים): { $list }.
pro-rec-will-order = הצוואה של { $by } (לפי סדר): { $seats }.
pro-rec-will-helm = { $by } מעביר את ההגה אל { $seat }.
pro-rec-no-will = { $by }: ללא צוואה.
pro-rec-foul = פאול: { $seat }.
pro-rec-removal = { $seat } הורחק מהשולחן.
pro-rec-disqualification = { $seat } נפסל.
pro-rec-declared-defeat = הכרזת הפסד: { $seat }.
pro-rec-surrender = המאפיה נכנעת.
pro-rec-surrender-seats = המאפיה נכנעת ({ $seats }).
pro-rec-end = השופט מסיים את המשחק: { $side }.
pro-side = { $side ->
        [red] האדומים
        [black] השחורים
        [draw] תיקו
       *[other] { $side }
    }
pro-round-vote = יום { $day }, הצבעה
pro-round-revote = יום { $day }, הצבעה חוזרת
pro-round-single = יום { $day }, מועמד יחיד
pro-round-single-stays = { $seat } היה המועמד היחיד: ביום { $day } מועמד יחיד נשאר ליד השולחן, ואין הצבעה.
pro-round-single-leaves = { $seat } היה המועמד היחיד ויוצא מהשולחן בלי הצבעה.
pro-round-leaves = { $seat } יוצא מהשולחן.
pro-round-tie = שוויון בין { $seats }.
pro-round-nobody = אף אחד לא יוצא מהשולחן.
pro-lift-title = יום { $day }, הצבעת הרמה
pro-lift-passed = התקבלה: { $seats } יוצאים מהשולחן.
pro-lift-failed = לא התקבלה: אף אחד לא יוצא מהשולחן.
pro-check-sheriff = השריף ({ $by }) בודק את { $target }: { $answer }.
pro-check-don = הדון ({ $by }) בודק את { $target }: { $answer }.

## הטבלה (templates/standings.html, event_standings.html).

standings-title = טבלה
standings-of = טבלה: { $name }
standings-intro = סיכום המשחקים שהסתיימו של מאפיה מקצועית בטורניר, לפי שם השחקן כפי שישב ליד השולחן: הנקודות המדויקות, כמו בדוח הניקוד של כל משחק. גם משחק שנרשם במקום אחר (Polemica, MafiaRatings, קובץ omerta) נספר:
standings-upload-link = העלאת משחק שהסתיים
standings-missing = לא נמצא משחק מאפיה מקצועית שהסתיים ושייך ל„{ $name }”.
standings-role-tables = טבלאות לפי תפקיד
standings-caption-games = { $count ->
        [one] משחק אחד
        [two] שני משחקים
       *[other] { $count } משחקים
    }, הסה״כ הגבוה ראשון; בשוויון בסה״כ:{ " " }
standings-then = , ואחר כך
standings-caption-shared = ; מקום משותף רק כשכל אלה שווים
tiebreak = { $name ->
        [extra] יותר נקודות שאינן על תוצאת המשחק
        [wins] יותר ניצחונות
        [special_wins] יותר ניצחונות כשריף או כדון
        [head_to_head] יותר נקודות במשחקים מול האחרים שבשוויון
        [fewer_games] פחות משחקים
       *[other] { $name }
    }
standings-games = משחקים
standings-wins = ניצחונות
standings-extra = נוספות
standings-extra-title = נקודות שאינן על תוצאת המשחק
standings-avg = ממוצע
standings-avg-title = ממוצע למשחק
standings-download = הורדה:
standings-chart = תרשים
standings-legend-pos = סה״כ (חיובי, מימין ל־0)
standings-legend-neg = סה״כ (שלילי, משמאל ל־0)
standings-legend-games = הנקודות של כל משחק, זו על גבי זו
standings-protocol = פרוטוקול
standings-result = { $side ->
        [red] ניצחון האדומים
        [black] ניצחון השחורים
        [draw] תיקו
       *[other] ניצחון: { $side }
    }
standings-none = עדיין לא הסתיים אף משחק מאפיה מקצועית. הטבלה תופיע כאן כששופט יסיים משחק; הטורניר של משחק נקבע כשהמשחק מתחיל.
event-standings-intro-1 = כל המשחקים שהסתיימו
event-standings-the-event = בטורניר
event-standings-intro-2 = , משחקי השולחנות שלו והמשחקים שהועלו אליו, לפי שחקן: אורח שמוזג לחשבון נספר כאותו חשבון.
event-standings-data = נתונים:
event-standings-none = עדיין לא הסתיים אף משחק בטורניר הזה.

## טורנירים (templates/events.html, event.html, event_player.html).

events-title = טורנירים
events-intro = טורניר מאפיה מקצועית: המארגן רושם את השחקנים, מגריל מי יושב איפה בכל סיבוב, מציב שופט לכל שולחן ויוצר את המשחקים של כל סיבוב עם השחקנים במקומותיהם. הטבלה סופרת כל משחק שהסתיים בטורניר, לפי שחקן.
events-mine = הטורנירים שלך
events-your-seats = השולחנות והמספרים שלך
events-player-n = (שחקן { $n })
events-all = כל הטורנירים
events-rounds = { $count ->
        [one] סיבוב אחד
        [two] שני סיבובים
       *[other] { $count } סיבובים
    }
events-tables = { $count ->
        [one] שולחן אחד
        [two] שני שולחנות
       *[other] { $count } שולחנות
    }
events-drawn = הוגרל
events-open = ההרשמה פתוחה
events-standings = טבלה
events-none = עדיין אין טורנירים.
events-new = טורניר חדש
events-rounds-label = סיבובים
events-tables-label = שולחנות של עשרה
events-tiebreak-label = שוברי שוויון, לפי הסדר
events-tiebreak-hint = מופרדים בפסיקים, מתוך extra, wins, special_wins, head_to_head ו־fewer_games; ריק: extra, wins, special_wins, head_to_head.
events-create = יצירת הטורניר
events-sign-in-to = כדי לארגן טורניר.
event-organised-by = מארגן: { $name }
event-rounds-tables = { $rounds ->
        [one] סיבוב אחד
        [two] שני סיבובים
       *[other] { $rounds } סיבובים
    }, { $tables ->
        [one] שולחן אחד
        [two] שני שולחנות
       *[other] { $tables } שולחנות
    } של עשרה
event-equal-totals = בשוויון בסה״כ:
event-your-seats = השולחנות והמספרים שלך
event-guest = אורח
event-a-guest = אורח
event-registered-as-guest = נרשם כאורח { $name }
event-nobody = עדיין אף אחד לא נרשם.
event-merge-guest = אורח שיש לו עכשיו חשבון
event-merge-account = החשבון שלו
event-merge-placeholder = שם החשבון
event-merge = מיזוג האורח לחשבון
event-merge-hint = התוצאות שלו, הקודמות והעתידיות, נספרות לחשבון.
event-register-account = רישום חשבון
event-register-account-placeholder = שם החשבון של השחקן
event-register = רישום
event-register-guest = רישום אורח
event-register-guest-placeholder = שם השחקן (ללא חשבון)
event-register-the-guest = רישום האורח
event-seed = זרע
event-seed-hint = (לא חובה: אותו זרע מגריל את אותו סידור)
event-draw = הגרלת סידור הישיבה
event-draw-hint = ההגרלה סוגרת את ההרשמה. { $tables ->
        [one] לשולחן אחד
        [two] לשני שולחנות
       *[other] ל־{ $tables } שולחנות
    } נדרשים לפחות { $players } שחקנים; העודפים יושבים בחוץ לסירוגין.
event-schedule = סידור הישיבה
event-seed-n = (זרע { $seed })
event-round = סיבוב
event-round-n = סיבוב { $n }
event-table-n = שולחן { $n }
event-every-round = כל סיבוב
event-judge = שופט
event-judge-line = שופט:
event-judge-placeholder = החשבון של השופט
event-assign-judge = הצבת השופט
event-create-round = יצירת המשחקים של סיבוב { $n }
event-the-game = המשחק
event-not-assigned = לא הוצב
event-upload = העלאת משחק שנרשם במקום אחר
event-recorded-in = מקום הרישום
event-file = קובץ המשחק
event-or-text = או הטקסט שלו
event-upload-into = העלאה אל { $name }
event-upload-hint = המשחק נספר בטבלה של הטורניר הזה, והשחקנים שלו מזוהים לפי השמות שבהם נרשמו.
event-player-of = שחקן { $n } בטורניר
event-game = משחק
event-sits-out = יושב בחוץ
event-round-table = סיבוב { $round }, שולחן { $table }
event-not-created = עוד לא נוצר
event-not-drawn = סידור הישיבה עוד לא הוגרל: השולחנות והמספרים יופיעו כאן אחרי ההגרלה.

## האוברליי לשידור ומסך האולם (overlay.js; מילים שסקריפט ממלא: בלי ריבוי)
overlay-how-vote = הוצא בהצבעה
overlay-how-lift = הוצא בהרמה
overlay-how-night-shot = נורה בלילה
overlay-how-self-shot = נורה בידי המאפיה שלו
overlay-how-fourth-foul = פאול רביעי
overlay-how-tech-fouls = פאול טכני שני
overlay-how-removal = הורחק
overlay-how-disqualification = נפסל
overlay-how-declared-defeat = הכריז על הפסד
overlay-how-surrender = כניעת המאפיה
overlay-how-out = יצא
overlay-fouls = פאולים: {$count}
overlay-broadcast-begins = השידור מתחיל {$seconds} שנ׳ אחרי המשחק
overlay-waiting-deal = ממתינים לחלוקת הקלפים
overlay-game-over = המשחק נגמר
overlay-before-day = לפני יום 1
overlay-day = יום {$n}
overlay-night = לילה {$n}
overlay-nominated = מועמדים
overlay-lift-passed = הרמה: {$votes} מתוך {$needed} נדרשים, התקבלה
overlay-lift-failed = הרמה: {$votes} מתוך {$needed} נדרשים, לא התקבלה
overlay-vote = הצבעה
overlay-revote = הצבעה חוזרת
overlay-seat-leaves = מספר {$seat} יוצא
overlay-speeches-open = פותח את הנאומים:
overlay-speaking = מדבר
overlay-timer = הזמן שנותר
overlay-paused = מושהה
overlay-left-table = יצאו מהשולחן
overlay-told = {$name} (מספר {$seat}): {$how}
overlay-last-shots = הירי האחרון
overlay-no-shots = אין
overlay-checks = בדיקות
overlay-check = לילה {$night}: {$by} בדק את {$target}: {$answer}
overlay-answer-red = אדום
overlay-answer-black = שחור
overlay-answer-sheriff = השריף
overlay-answer-not-sheriff = לא השריף
overlay-role-civilian = אזרח
overlay-role-sheriff = שריף
overlay-role-mafia = מאפיה
overlay-role-don = דון
overlay-delay = עיכוב { $seconds } שנ׳
overlay-title = אוברליי · משחק { $id }
overlay-venue-title = מסך האולם · משחק { $id }
overlay-broadcast-title = שידור · משחק { $id }

## קישורי האוברליי של השופט (broadcasts.html)
links-title = אוברליי לשידור
links-back = חזרה למשחק
links-public = אוברליי פומבי
links-public-about = מה שצופה רשאי לדעת: המספרים, הפאולים, ההעמדות להצבעה, ההצבעה כפי שהיא נרשמת, מי יצא ואיך, מי מדבר וטיימר הנאום. אפשר להוסיף אותו ל־OBS כמקור דפדפן בגודל הנתון, או לפתוח את מסך האולם על מסך באולם.
links-venue = מסך האולם, אותיות גדולות
links-broadcast = קישורי שידור
links-broadcast-about = קישור שידור מציג כל מה שהשופט רואה (תפקידים, ירי ובדיקות), וכל אירוע מופיע בו רק אחרי העיכוב של הקישור: הוא מיועד לשידור שיוצא לאוויר לפחות בעיכוב הזה. מי שמחזיק בקישור רואה את המשחק: יש למסור אותו רק למפעיל השידור ולבטל אותו אחרי המשחק.
links-made = הקישור החדש, עם עיכוב של { $seconds } שנ׳. הוא מוצג רק הפעם: יש להעתיק אותו עכשיו.
links-delay-label = עיכוב בשניות (0 עד { $max })
links-make = יצירת קישור שידור
links-link = קישור
links-delay = עיכוב
links-when = נוצר
links-seconds = { $seconds } שנ׳
links-revoked = בוטל
links-revoke = ביטול #{ $id }

## The judge's table setup (pro/start.html) and its script (pro-lobby.js: no plurals)
start-table = השולחן
start-hint = יש להקיש על מקום פנוי, להקליד את השם ולבחור «הושבה». כדי להעביר שחקן, יש להקיש עליו ואז על המקום שאליו הוא עובר. הקלפים: אחד לכל מקום, או להשאיר «אקראי» בכל המקומות לחלוקה אקראית (היא תוצג כשהמשחק יתחיל).
start-seats = מקומות
start-seat-label = מקום { $n }, { $name }
start-empty = ריק
start-card-for = קלף למקום { $n }
start-random = אקראי
start-draw-confirm = להגריל את המקומות? השחקנים שכבר הושבו יעורבבו.
start-draw = הגרלת מקומות
start-event = טורניר או אירוע (לטבלה)
start-event-placeholder = גביע הסתיו 2026
start-start = התחלת המשחק
start-continue-summary = המשך משחק שתועד במקום אחר (קובץ omerta-pro/1)
start-continue-hint = מושיב את שחקני הקובץ במקומותיהם, מחלק את הקלפים שלהם ורושם את האירועים שלהם; משם ממשיכים לתעד. השולחן חייב להיות ריק.
start-file = קובץ פרוטוקול
start-continue = המשך המשחק הזה
lobby-js-seat-label = מקום {$seat}, {$name}
lobby-js-empty = ריק
lobby-js-seats-left = מקומות למילוי לפני ההתחלה: {$n}.
lobby-js-full = השולחן מלא
lobby-js-seat-at = הושבת שחקן במקום {$seat}
lobby-js-moved = {$name} הועבר למקום {$seat}.
lobby-js-not-moved = לא הועבר: {$error}
lobby-js-chosen = {$name} (מקום {$seat}) נבחר: יש להקיש על המקום שאליו הוא עובר.
lobby-js-not-json = הקובץ הזה אינו JSON: {$error}
lobby-js-not-protocol = הקובץ הזה אינו פרוטוקול omerta-pro/1 (ה-"format" שלו הוא {$format}).
lobby-js-not-ten = בפרוטוקול יש עשרה שחקנים; בזה: {$count}.
lobby-js-no-events = בפרוטוקול הזה אין אירועים.
lobby-js-remove-first = יש להסיר קודם את השחקנים שהושבו: שחקני הקובץ יתפסו את המקומות.
lobby-js-file = שחקנים: {$players}, רשומות: {$records}. המשחק ימשיך מהרשומה האחרונה.
lobby-js-file-of = שחקנים: {$players}, רשומות: {$records}, של {$event}. המשחק ימשיך מהרשומה האחרונה.
lobby-js-not-continued = לא ניתן היה להמשיך את המשחק: {$error}

# Why the seating draw cannot seat a tournament (omerta_pro::seating::SizeError), for the
# CLI and the server alike (omerta_i18n::pro::size_error).
seating-size-no-table = טורניר צריך לפחות שולחן אחד
seating-size-no-round = טורניר צריך לפחות סיבוב אחד
seating-size-too-many-players = { $players } שחקנים הם יותר ממה ש־omerta מושיבה (לכל היותר { $most })
seating-size-too-many-rounds = { $rounds } סיבובים הם יותר ממה ש־omerta מושיבה (לכל היותר { $most })
seating-size-too-few-players = { $tables ->
        [one] לשולחן אחד של עשרה
       *[other] ל־{ $tables } שולחנות של עשרה
    } צריך לפחות { $least } שחקנים, ולא { $players }
