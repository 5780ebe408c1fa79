# מערכי משחק בפורום (issue 32, סעיף 5): שמורים, משותפים, מועלים כקובץ, מונחים שוב.

setups-title = מערכי משחק
setups-intro = מערך משחק הוא החוקים והתפקידים של משחק פורום, שמורים בשם: הנחו איתו משחק שוב, שתפו אותו או שמרו אותו כקובץ.
setups-mine = המערכים שלך
setups-none = אין לך עדיין מערך שמור. שמרו אחד מטופס הפתיחה של לובי פורום, או העלו קובץ.
setups-sign-in = התחברו כדי לשמור ולהעלות מערכים.
setups-shared = משותפים על ידי אחרים
setups-shared-none = אף אחד עדיין לא שיתף מערך.
setups-roles = { $count ->
        [one] תפקיד אחד
       *[other] { $count } תפקידים
    }
setups-deal-given = תפקיד אחד לכל שחקן, לפי הסדר
setups-deal-random = מחולקים באקראי
setups-shared-badge = משותף
setups-by = מאת { $owner }
setups-all = כל המערכים
setups-upload = העלאת קובץ מערך
setups-upload-hint = קובץ בפורמט omerta-forum-setup/1 (docs/live/forum.md, "Setups"), עד 64 קילובייט (כפי שהשרת מקבל). הוא נבדק במלואו לפני שדבר נשמר, וכל בעיה מוצגת עם מקומה.
setups-file = הקובץ
setups-file-text = או הטקסט שלו
setups-upload-button = העלאה
setups-problems = המערך לא נשמר.
setups-download = הורדת הקובץ
setups-host = הנחיית משחק עם המערך
setups-rules = חוקים
setups-rules-line = ימים של { $day } שעות, לילות של { $night } שעות, פתיחה ב-{ $start }; שיטת הלילה: { $method }; במוות השרשור מציג: { $reveal }; רשימת התפקידים: { $list }.
setups-role-list = תפקידים
setups-faction = פלג
setups-role = תפקיד
setups-abilities = יכולות לילה
setups-night-secret = עם תכונות לילה שרק המנחה רואה
setups-settings = הגדרות
setups-name = שם
setups-description = תיאור (לא חובה)
setups-share = משותף: כולם יכולים לקרוא אותו, להוריד אותו ולהנחות איתו משחק
setups-json = המערך (JSON)
setups-save = שמירה
setups-delete = מחיקת המערך
setups-delete-confirm = לובים שנפתחו איתו שומרים עותק משלהם. אי אפשר לבטל זאת.
setups-start-with = פתיחה עם המערך "{ $name }"
setups-start-saved = או פתיחה עם אחד המערכים השמורים שלך
setups-start-saved-button = פתיחה עם המערך הזה
setups-save-form = שמירת הבחירות האלה כמערך
setups-save-name = שם המערך
setups-save-button = שמירה כמערך
setups-rehost = הנחיה מחדש
setups-rehost-hint = הנחיה מחדש פותחת לובי חדש עם המערך של המשחק הזה, בהנחייתך; חלוקה אקראית נערכת מחדש בפתיחה.
setups-game-file = הורדת המערך של המשחק

## בעיות המערך (issue 30): כל אחת במקומה (מצביע ה-JSON לא מתורגם).
setup-problems = { $count ->
        [one] במערך יש בעיה אחת:
       *[other] במערך יש { $count } בעיות:
    }
    { $problems }
setup-problem-one = { $problems }
setup-problem-whole = המערך
setup-problem-line-column = שורה { $line }, עמודה { $column }
setup-problem-at-line-column = { $at } (שורה { $line }, עמודה { $column })
setup-problem-sentence = { $sentence }.
setup-problem-normality = הנורמליות { $level } אינה רמה בין 1 ל-6.
setup-problem-hours = שלב נמשך בין שעה אחת ל-{ $most } שעות, לא { $hours }.
setup-problem-no-role = במערך יש לפחות תפקיד אחד.
setup-problem-too-many-roles = במערך יש לכל היותר { $most } תפקידים; בזה יש { $count }.
setup-problem-few-players = משחק פורום צריך לפחות { $least } שחקנים; רשומים { $count }.
setup-problem-given-count = ניתנו { $roles } תפקידים ל-{ $players } שחקנים: בחלוקה קבועה יש תפקיד אחד לכל שחקן.
setup-problem-random-count = { $roles } תפקידים להגרלה ל-{ $players } שחקנים: חלוקה אקראית צריכה לפחות תפקיד אחד לכל שחקן.
setup-problem-label = { $what } הוא בן 1 עד { $most } תווים, בלי תווי בקרה.
setup-label-faction = שם של פלג
setup-label-role = שם של תפקיד
setup-label-channel = שם של ערוץ
setup-label-alias = כינוי
setup-problem-channel-dead = "{ $name }" הוא שם שרשור המתים, שכל השחקנים המתים קוראים; תנו לערוץ של התפקיד שם אחר.
setup-problem-template = תבנית ההודעה הפרטית הזאת { $problem }.
setup-template-too-long = ארוכה { $length } תווים; הודעה פרטית היא לכל היותר { $most }, כמו הודעה בשרשור
setup-template-control = מכילה תווי בקרה: כתבו טקסט, שורות חדשות וטאבים בלבד
setup-template-empty = ריקה: השמיטו אותה כדי לשלוח את ההודעה המובנית
setup-template-closing = מכילה "{ "}" }" שלא סוגר שום מקום ריק: כתבו "{ "}}" }" בשביל הסוגר עצמו
setup-template-opening = מכילה "{ "{" }" שפותח מקום ריק שלא נסגר: כתבו "{ "{{" }" בשביל הסוגר עצמו
setup-template-unknown-blank = מכילה את המקום הריק { $blank }, שההודעה הזאת לא ממלאת (היא ממלאת { $fills })
setup-problem-ability = השם { $name } אינו יכולת; יכולות הלילה הן { $known }.
setup-problem-night-key = השדה { $name } אינו תכונת לילה; התכונות הן { $known }.
setup-problem-night-unread = תכונות הלילה לא נקראו: { $reason }.
setup-problem-name-alike = אי אפשר להבדיל בהצבעה בין שם השחקן { $name } לשם אחר.
setup-problem-too-many-aliases = מערך מכריז על { $most } כינויים לכל היותר; בזה יש { $count }.
setup-problem-alias-not-player = השם { $name } אינו שחקן במשחק הזה.
setup-problem-alias-taken = הכינוי { $name } כבר שם או כינוי.
setup-name-taken = { $sentence }; יש לכם כבר מערך בשם הזה.
setup-file-too-big = קובץ מערך הוא לכל היותר { $most } בתים (1 MB); בזה יש { $size } בתים.
setup-file-description-long = תיאור הוא לכל היותר { $most } תווים; בזה יש { $count }.
setup-file-description-control = בתיאור אין תווי בקרה מלבד מעברי שורה ({ $char } הוא כזה).
setup-file-other-format = הפורמט { $named } אינו פורמט שנקרא כאן; קובץ מערך אומר "{ $format }".
setup-file-no-format = קובץ מערך אומר מה הפורמט שלו: "format": "{ $format }".
setup-file-not-json = הקובץ אינו JSON (מקום: { setup-problem-line-column }; פירוט מ-serde: "{ $detail }").
setup-file-ends-early = הקובץ נגמר לפני שה-JSON נגמר (מקום: { setup-problem-line-column }; פירוט מ-serde: "{ $detail }").
setup-file-unread = לא היה אפשר לקרוא את הקובץ (פירוט: "{ $detail }").
setup-file-shape = לקובץ אין צורה של קובץ מערך: שדה מסוג שגוי או שדה חסר (מקום: { setup-problem-line-column }; פירוט מ-serde: "{ $detail }").
