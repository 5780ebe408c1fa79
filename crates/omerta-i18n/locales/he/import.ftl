# מה שהייבוא של משחקי Pro (Polemica, MafiaRatings) והייצוא ל-MafiaRatings אומרים על מסמך.
# $text הוא ערך מתוך המסמך עצמו, כפי שנכתב בו.

## היכן

import-notice = { $at }: { $message }
import-place-line = שורה { $line }, עמודה { $column }
import-place-path-line = { $path } (שורה { $line }, עמודה { $column })
import-place-day = יום { $day }
import-place-wills-by = omerta.wills (הצוואה של { $seat })

## קריאת המסמך

import-expected-polemica-game = משחק של Polemica
import-expected-polemica-match = מפגש של Polemica
import-expected-mafiaratings-game = משחק של MafiaRatings
import-not-expected = זה אינו { $expected }
import-unreadable-syntax = זה אינו { $expected }: הטקסט אינו JSON (פירוט מ-serde: "{ $detail }")
import-unreadable-eof = זה אינו { $expected }: הטקסט נגמר לפני שה-JSON נגמר (פירוט מ-serde: "{ $detail }")
import-unreadable-data = זה אינו { $expected }: שדה מסוג שגוי או שדה חסר (פירוט מ-serde: "{ $detail }")
import-breaks-rules = הרשומה, כשהיא נקראת כפרוטוקול, מפרה את כללי השולחן: { $violation }
import-missing-players-polemica = חסרה רשימת השחקנים: משחק של Polemica מונה את עשרת השחקנים
import-missing-players-mafiaratings = חסרה רשימת השחקנים: משחק של MafiaRatings מונה את עשרת השחקנים
import-not-a-seat = { $text } אינו מספר שחקן בין 1 ל-10
import-table-deals-civilian = בשולחן מחלקים אזרחים: { $want }, ובמשחק הזה { $have }
import-table-deals-sheriff = בשולחן מחלקים שריפים: { $want }, ובמשחק הזה { $have }
import-table-deals-mafia = בשולחן מחלקים מאפיונרים: { $want }, ובמשחק הזה { $have }
import-table-deals-don = בשולחן מחלקים דונים: { $want }, ובמשחק הזה { $have }

## תוצאה שהשופט קבע מעבר לכללי השולחן

import-judged-result = הרשומה קובעת { $result } בהחלטת השופט ({ $phase }, events[{ $event }]), כשליד השולחן עדיין { $reds } ו-{ $blacks }: כללי השולחן אינם מגיעים לתוצאה הזאת, ולכן ייתכן שהרשומה חלקית
import-judged-red = ניצחון האדומים
import-judged-black = ניצחון השחורים
import-judged-draw = תיקו
import-judged-reds = { $count ->
    [one] שחקן אדום אחד
   *[other] { $count } שחקנים אדומים
}
import-judged-blacks = { $count ->
    [one] שחקן שחור אחד
   *[other] { $count } שחקנים שחורים
}

## צוואות ובדיקות אחרי היציאות

import-check-after-end-sheriff = אי אפשר לקיים בדיקת שריף אחרי הירייה שסיימה את המשחק; היא הושמטה
import-check-after-end-don = אי אפשר לקיים בדיקת דון אחרי הירייה שסיימה את המשחק; היא הושמטה
import-will-not-placed = לא ניתן היה לעקוב אחרי המשחק עד כדי למקם את הצוואה הזאת; היא הושמטה
import-will-after-leaving = { $seat } { $how }, וביציאה כזאת omerta-pro/1 אינו שומר צוואה; הצוואה הושמטה
import-will-never-left = { $seat } לא יצא מהשולחן, ולכן omerta-pro/1 אינו שומר צוואה שלו; היא הושמטה
import-will-reds-not-first-out = { $seat } אינו הנהרג הראשון: omerta-pro/1 שומר רק את מי שצוינו כשחורים, כצוואה לפי סדר; מי שצוינו כאדומים הושמטו
import-will-named-gone = { $named } כבר יצא מהשולחן כש-{ $by } ציין אותו; השם הושמט
import-will-too-many-colors = צוואת הצבעים מציינת לכל היותר 3 שחקנים; { $extra } הושמט
import-will-order-too-long = כשליד השולחן { $players } שחקנים, הצוואה לפי סדר מציינת לכל היותר { $limit }; הושמטו: { $dropped }
import-helm-gone = { $helm } כבר יצא מהשולחן כש-{ $by } העביר לו את ההגה; הצוואה הושמטה

## Polemica

import-not-a-day = { $text } אינו יום או לילה בין 1 ל-{ $most }
import-bonus-not-points = { $text } אינו מספר נקודות עם שלוש ספרות אחרי הנקודה לכל היותר; הנקודות הנוספות הושמטו
import-not-a-polemica-result = { $text } אינו תוצאה של Polemica (0: ניצחון האדומים, 1: ניצחון השחורים)
import-polemica-table-of-ten = בשולחן מאפיה מקצועית יש עשרה שחקנים, לא { $count }
import-seat-twice = המספר { $seat } מופיע פעמיים
import-not-a-polemica-role = { $text } אינו תפקיד של Polemica (0 דון, 1 מאפיה, 2 אזרח, 3 שריף)
import-award-dropped = אין ב-omerta-pro/1 מקום לפרס של Polemica (נשמרות רק הנקודות הנוספות של השופט)
import-not-a-day1-vote = { $text } אינו אפשרות של הצבעת היום הראשון ב-Polemica (respeech, liftOnly או none)
import-votes-twice = { $voter } מצביע פעמיים בסיבוב { $round } של יום { $day }
import-not-a-voting-round = { $text } אינו סיבוב הצבעה
import-not-a-checking-role = { $text } אינו תפקיד בודק (0 דון, 3 שריף)
import-helm-beside-will = צוואה היא צבעים או סדר או העברת ההגה: העברת ההגה (vice) הושמטה
import-unknown-stage = שלב לא מוכר { $text }: מוקם בתחילת יום { $day }
import-credit-not-a-seat = { $text } אינו מספר שחקן; הושמט
import-credit-not-held = מצוין { $killer }, אבל omerta-pro/1 מזכה שחקן שחור רק בשריף שנורה בלילה הראשון; הושמט

## MafiaRatings

import-not-a-round = { $text } אינו סיבוב בין 0 ל-{ $most }
import-mafiaratings-table-of-ten = במשחק של MafiaRatings יש עשרה שחקנים, לא { $count }
import-not-a-winner = { $text } אינו "civ", "maf" או "tie"
import-lift-contradicted = ההצבעה החוזרת בין { $leaders } חזרה על השוויון והרשומה אינה שומרת את הצבעת הידיים; לפיה { $left } יצאו מהשולחן באותו יום אבל { $stayed } לא, והרמה מוציאה את כל השחקנים בשוויון או אף אחד, ולכן אי אפשר לשחזר את היום
import-lift-rebuilt-passed = ההצבעה החוזרת בין { $leaders } חזרה על השוויון, והרשומה אינה שומרת את הצבעת הידיים (MafiaRatings שומר אותה מאז האפשרות "k"); ההרמה שוחזרה כהרמה שעברה, כי כולם יצאו מהשולחן באותו יום; לא ידוע אילו ידיים הורמו, ולכן שום יד אינה נספרת
import-lift-rebuilt-failed = ההצבעה החוזרת בין { $leaders } חזרה על השוויון, והרשומה אינה שומרת את הצבעת הידיים (MafiaRatings שומר אותה מאז האפשרות "k"); ההרמה שוחזרה כהרמה שלא עברה, כי אף אחד מהם לא יצא מהשולחן באותו יום; לא ידוע אילו ידיים הורמו, ולכן שום יד אינה נספרת
import-not-a-mafiaratings-role = { $text } אינו "civ", "maf", "sheriff" או "don"
import-arrangement-dropped = אין ב-omerta-pro/1 מקום להסכם של המאפיה; הושמט
import-not-a-death = מוות נרשם כ-true, כסיבוב, כסוג או כאובייקט
import-not-a-rules-code = { $text } אינו קוד כללים של 13 ספרות (או 29, כמו במשחקים ישנים); נלקחו כללי ברירת המחדל
import-unknown-first-voting = אפשרות הצבעת היום הראשון { $option } אינה מוכרת; נלקחה ההצבעה הרגילה
import-unknown-antimonster = אפשרות antimonster { $option } (מצביעים גם על מועמד שהורחק) אינה נתמכת; הרחקה אינה משנה הצבעה
import-not-a-vote = { $text } אינו מספר שחקן ואינו יד בהרמה
import-check-on-night-0 = בלילה האפס אף אחד לא בודק
import-unknown-game-time = זמן משחק לא מוכר { $text }: מוקם בתחילת יום { $day }
import-fouls-counted = נרשם רק מספר הפאולים: הם מוקמו בסוף המשחק
import-not-foul-times = { $text } אינו מספר ואינו רשימה של זמני משחק
import-gave-up-as-removal = שחקן אדום שוויתר נרשם כמי שהורחק
import-bonus-not-points-left-out = { $text } אינו מספר נקודות עם שלוש ספרות אחרי הנקודה לכל היותר; הושמט
import-title-dropped = אין ב-omerta-pro/1 מקום לתואר { $text }; הושמט
import-not-a-bonus = { $text } אינו נקודות נוספות
import-comment-dropped = omerta-pro/1 שומר הערה רק כסיבה לנקודות נוספות; הושמטה
import-died-but-stays = הרשומה אומרת ש-{ $seat } מת, אבל לפי שאר הרשומה { $seat } נשאר ליד השולחן
import-left-without-death = הרשומה אינה נותנת ל-{ $seat } מוות, אבל לפי שאר הרשומה { $seat } { $how }
import-broken-rules-option = הרשומה מפרה את האפשרות { $name } של קוד הכללים שלה ({ $key }); המשחק יובא בלעדיה

## הייצוא ל-MafiaRatings: מה שאי אפשר לשמור בו

import-kept-day1-vote = אין ב-MafiaRatings הצבעת יום ראשון כזאת; נשמר באובייקט "omerta"
import-kept-code-option = אין בקוד הכללים של MafiaRatings היום אפשרות כזאת; נשמר באובייקט "omerta"
import-kept-option = אין ב-MafiaRatings אפשרות כזאת; נשמר באובייקט "omerta"
import-kept-lift-threshold = ב-MafiaRatings הרמה עוברת ברוב של יותר ממחצית השולחן; נשמר באובייקט "omerta"
import-kept-fourth-foul = ב-MafiaRatings פאול רביעי תמיד מרחיק; נשמר באובייקט "omerta"
import-kept-candidates = MafiaRatings מכיר מועמדים רק לפי מי שהעמיד אותם; המועמדים של הסיבוב הזה נשמרו באובייקט "omerta"
import-kept-miss = אין ב-MafiaRatings אחריות להחטאה; נשמר באובייקט "omerta"
import-kept-credit = אין ב-MafiaRatings זיכוי על ירי בשריף; נשמר באובייקט "omerta"
import-kept-disqualification = אין ב-MafiaRatings פסילה טכנית; נכתב כהרחקה ונשמר באובייקט "omerta"
import-kept-legacy-colors = הצוואה ב-MafiaRatings מציינת רק שחקנים שחורים; הצוואה כולה נשמרה באובייקט "omerta"
import-kept-helm = אין ב-MafiaRatings העברת הגה; נשמר באובייקט "omerta"
import-declared-defeat-not-held = MafiaRatings רושם הכרזת הפסד רק לשחקן שליד השולחן; ההכרזה של { $seat } הושמטה
import-disqualified-after-leaving = MafiaRatings אינו יכול לפסול את { $seat } אחרי שיצא; הושמט
