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
