# פרופילים של שחקנים, עונות, סדרות וטבלאות מובילים (issue 31, סעיף 4).

records-nav-seasons = עונות
records-profile-intro = כל המשחקים שהסתיימו של השחקן הזה כאן, בכל מערכות החוקים, לפי חשבון: משחק שעדיין מתנהל נספר כשהוא מסתיים.
records-profile-link = פרופיל: כל המשחקים בכל מערכות החוקים
records-profile-counts = { $pro ->
        [one] משחק מאפיה מקצועית אחד
       *[other] { $pro } משחקי מאפיה מקצועית
    }, { $forum ->
        [one] משחק פורום אחד
       *[other] { $forum } משחקי פורום
    }, { $m1923 ->
        [one] משחק מאפיה 1923 אחד
       *[other] { $m1923 } משחקי מאפיה 1923
    }.
records-pro-by-role = מאפיה מקצועית לפי תפקיד
records-pro-caption = ממוצע נקודות למשחק; המהלך הטוב ביותר: הנקודות על הצוואה של הראשון שיצא; העבירות כוללות עבירות טכניות.
records-role = { $role ->
        [civilian] אזרח
        [sheriff] שריף
        [mafia] מאפיונר
        [don] דון
       *[other] { $role }
    }
records-col-role = תפקיד
records-col-games = משחקים
records-col-wins = ניצחונות
records-col-average = ממוצע
records-col-average-title = ממוצע נקודות למשחק
records-col-best-move = מהלך טוב ביותר
records-col-best-move-title = נקודות על המהלך הטוב ביותר (הצוואה של הראשון שיצא)
records-col-fouls = עבירות
records-col-first-out = ראשון שיצא
records-col-first-out-title = כמה פעמים השחקן היה הראשון שיצא: הראשון שעזב את השולחן בהצבעה, בהרמה או בירי לילה
records-all-roles = כל התפקידים
records-none-pro = עדיין אין משחק מאפיה מקצועית שהסתיים.
records-forum-by-faction = מאפיה בפורום לפי סיעה
records-col-faction = סיעה
records-none-forum = עדיין אין משחק פורום שהסתיים.
records-1923-by-family = מאפיה 1923 לפי משפחה
records-col-family = משפחה
records-none-1923 = עדיין אין משחק מאפיה 1923 שהסתיים.
records-games = משחקים
records-ruleset = { $ruleset ->
        [pro] מאפיה מקצועית
        [forum] מאפיה בפורום
        [1923] מאפיה 1923
       *[other] { $ruleset }
    }
records-won = ניצח
records-lost = לא ניצח
records-no-games = עדיין אין משחק שהסתיים.
records-leaderboards-title = טבלאות מובילים
records-leaderboards-intro = כל משחקי המאפיה המקצועית שהסתיימו בשרת הזה. בדף של עונה יש את המובילים של הטורנירים שלה בלבד.
records-most-wins = { $role ->
        [civilian] הכי הרבה ניצחונות כאזרח
        [sheriff] הכי הרבה ניצחונות כשריף
        [mafia] הכי הרבה ניצחונות כמאפיונר
        [don] הכי הרבה ניצחונות כדון
       *[other] הכי הרבה ניצחונות: { $role }
    }
records-wins-of-games = { $wins ->
        [one] ניצחון אחד
       *[other] { $wins } ניצחונות
    } ב־{ $games ->
        [one] משחק אחד
       *[other] { $games } משחקים
    }
records-board-empty = עדיין אף אחד.
records-best-average = ממוצע הנקודות הטוב ביותר
records-best-average-hint = { $min ->
        [one] שחקנים עם משחק אחד לפחות.
       *[other] שחקנים עם { $min } משחקים לפחות.
    }
records-games-count = { $count ->
        [one] משחק אחד
       *[other] { $count } משחקים
    }
records-seasons-title = עונות
records-seasons-intro = עונה מקבצת טורנירים ומדרגת את השחקנים שלהם על פני כולם, עם שוברי השוויון של הטורנירים; סדרה מקבצת עונות.
records-seasons-all = כל העונות
records-in-series = בסדרה
records-part-of-series = חלק מהסדרה
records-seasons-none = עדיין אין עונות.
records-series-all = כל הסדרות
records-series-none = עדיין אין סדרות.
records-new-season = עונה חדשה
records-who-creates = מנהל האתר או מארגן של טורניר יוצרים עונות וסדרות ומוסיפים אליהן את הטורנירים שלהם.
records-name = שם
records-series-label = סדרה
records-no-series = ללא סדרה
records-starts-on = היום הראשון (לא חובה)
records-ends-on = היום האחרון (לא חובה)
records-create-season = יצירת העונה
records-new-series = סדרה חדשה
records-create-series = יצירת הסדרה
records-sign-in-to = כדי ליצור עונה או סדרה.
records-season-intro = דירוג העונה: כל המשחקים שהסתיימו בטורנירים שלה, לפי שחקן.
records-series-intro = דירוג הסדרה: כל המשחקים שהסתיימו בטורנירים של העונות שלה, כל משחק פעם אחת.
records-series-no-seasons = עדיין אין עונות בסדרה הזו.
records-events = טורנירים
records-remove-event = הוצאה
records-no-events = עדיין אין בה טורנירים.
records-add-event = הוספת אחד מהטורנירים שלך
records-add = הוספה
records-nothing-to-add = לא נשאר טורניר שלך להוסיף.
records-ranking = דירוג
records-ranking-none = עדיין לא הסתיים אף משחק בטורנירים שלה.
