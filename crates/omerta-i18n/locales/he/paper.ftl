# הפרוטוקול על נייר (issue 31, סעיף 3): משחק Pro כטופס A4 שמועדונים ממלאים ביד, ומשחקי
# הדוגמה (סעיף 5).

paper-link = טופס נייר (A4)
paper-back = חזרה לפרוטוקול
paper-pdf = הורדת הטופס כ-PDF (A4)
paper-title = { $title }: טופס פרוטוקול
paper-outcome = תוצאה
paper-outcome-open = המשחק לא הסתיים
paper-seats = מקומות ותפקידים
paper-col-seat = מס׳
paper-col-player = שחקן
paper-col-role = תפקיד
paper-col-fouls = עבירות
paper-col-left = עזב את השולחן
paper-col-points = נקודות
paper-col-reasons = נימוקים
paper-fouls-of = { $n } מתוך 4 עבירות
paper-days = מועמדויות והצבעות
paper-col-day = יום
paper-col-nominations = הועמד (מי ← את מי)
paper-col-votes = קולות לכל מועמד
paper-col-result = תוצאה
paper-no-day = עוד לא שוחק אף יום.
paper-vote = הצבעה
paper-revote = הצבעה חוזרת
paper-votes-for = { $seat } — { $votes } ({ $voters })
paper-lift = הרמה של { $seats }: { $votes } בעד, נדרשו { $needed } ({ $result })
paper-lift-passed = התקבלה
paper-lift-failed = לא התקבלה
paper-nights = לילות
paper-col-night = לילה
paper-col-shots = יריות (מי ← במי)
paper-col-killed = נהרג
paper-col-sheriff = בדיקת השריף
paper-col-don = בדיקת הדון
paper-no-night = עוד לא נרשמו כאן יריות או בדיקות.
paper-no-shot = אין ירייה
paper-miss-by = החטאה של { $seats }
paper-best-move = המהלך הטוב ביותר (הניחוש של העוזב הראשון)
paper-no-best-move = לא נרשם כאן מהלך טוב ביותר.
paper-wills = צוואות
paper-when-day = י{ $n }
paper-when-night = ל{ $n }
paper-left-when = { $how } ({ $when })

# משחקי הדוגמה (`omerta serve --demo`).
paper-example = דוגמה
paper-example-notice = זהו משחק לדוגמה, שנטען בפקודה omerta serve --demo כדי להראות איך נראה כאן משחק.
paper-demo-hint = כדי להסתכל סביב קודם, הפעילו את השרת בפקודה omerta serve --demo: היא טוענת משחק לדוגמה מכל סוג, ומנהל מסיר אותם בצעד אחד.
paper-demo-loaded = { $count ->
        [one] נטען משחק דוגמה אחד.
       *[other] נטענו { $count } משחקי דוגמה.
    }
paper-demo-remove = הסרת משחקי הדוגמה
paper-demo-removed = הוסרו משחקי דוגמה: { $games }, חשבונות דוגמה: { $accounts }.
