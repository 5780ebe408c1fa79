## סירובים של clap לשורת פקודה (ארגומנט או פקודה לא מוכרים, ערך שלא ניתן לקרוא, ארגומנט
## או פקודה חסרים). את המירכאות והסגנון של $arg, $value, $command, $other, $list, $use,
## $it ו-$help מוסיף ה-CLI כמו clap: ערך שהוקלד נשאר כפי שהוקלד.

clap-error = שגיאה:
clap-tip = עצה:
clap-more-information = למידע נוסף: { $help }.
clap-fallback = לא ניתן לקרוא את שורת הפקודה הזו

clap-unknown-argument = ארגומנט לא צפוי { $arg }
clap-invalid-value = ערך לא תקין { $value } עבור { $arg }
clap-value-required = { $arg } דורש ערך, אך לא ניתן ערך
clap-value-validation = ערך לא תקין { $value } עבור { $arg }: { $reason }
clap-invalid-subcommand = פקודה לא מוכרת { $command }
clap-missing-required = הארגומנטים הנדרשים הבאים לא ניתנו:
clap-missing-subcommand = { $command } דורשת פקודה, אך לא ניתנה פקודה
clap-too-many-values = ערך לא צפוי { $value } עבור { $arg }; לא נדרשים ערכים נוספים
clap-too-few-values = { $arg } דורש { $min } ערכים; ניתנו רק { $actual }
clap-wrong-number-of-values = { $arg } דורש { $expected } ערכים, אך ניתנו { $actual }
clap-no-equals = את הערך של { $arg } יש לתת אחרי סימן שוויון
clap-invalid-utf8 = נמצא UTF-8 לא תקין בארגומנטים
clap-conflict-repeated = אי אפשר לתת את הארגומנט { $arg } יותר מפעם אחת
clap-conflict-with = אי אפשר להשתמש בארגומנט { $arg } יחד עם { $other }
clap-conflict-with-list = אי אפשר להשתמש בארגומנט { $arg } יחד עם:
clap-conflict-with-others = אי אפשר להשתמש בארגומנט { $arg } יחד עם חלק מהארגומנטים האחרים שניתנו
clap-subcommand-conflict-with = אי אפשר להשתמש בפקודה { $command } יחד עם { $other }
clap-subcommand-conflict-with-list = אי אפשר להשתמש בפקודה { $command } יחד עם:
clap-subcommand-conflict-with-others = אי אפשר להשתמש בפקודה { $command } יחד עם חלק מהארגומנטים האחרים שניתנו
clap-conflict = אי אפשר להשתמש בארגומנט יחד עם חלק מהארגומנטים האחרים שניתנו

clap-possible-values = ערכים אפשריים
clap-subcommands = פקודות

clap-reason-int-empty = מחרוזת ריקה אינה מספר
clap-reason-int-invalid-digit = ספרה לא תקינה במספר
clap-reason-int-too-large = המספר גדול מדי
clap-reason-int-too-small = המספר קטן מדי
clap-reason-int-zero = המספר לא יכול להיות אפס
clap-reason-ip-address = זו אינה כתובת IP
clap-reason-socket-address = זו אינה כתובת עם פורט (למשל 127.0.0.1:8080)

clap-similar-argument = { $count ->
    [one] קיים ארגומנט דומה
   *[other] קיימים ארגומנטים דומים
}: { $list }
clap-similar-subcommand = { $count ->
    [one] קיימת פקודה דומה
   *[other] קיימות פקודות דומות
}: { $list }
clap-similar-value = { $count ->
    [one] קיים ערך דומה
   *[other] קיימים ערכים דומים
}: { $list }
clap-tip-as-value = כדי להעביר את { $arg } כערך, כתבו { $use }
clap-tip-exists = { $it } קיים
clap-tip-remove-dashes = הפקודה { $command } קיימת; כדי להשתמש בה, הסירו את { $dashes } שלפניה

## מצייני המקום בשורת השימוש ובעזרה.
clap-placeholder-options = אפשרויות
clap-value-command = פקודה
clap-value-lang = שפה
clap-value-addr = כתובת
clap-value-database = מסד_נתונים
clap-value-public-url = כתובת_ציבורית
clap-value-trusted-proxies = פרוקסי_מהימן
clap-value-posts-per-minute = הודעות_לדקה
clap-value-max-post-chars = מרב_תווים
clap-value-signups-per-hour = הרשמות_לשעה
clap-value-games-per-hour = משחקים_לשעה
clap-value-follow-delay-ms = השהיה_במילישניות
clap-value-follow-max-pages = מרב_עמודים
clap-value-night-budget = צעדים_ללילה
clap-value-night-budget-mib = זיכרון_ללילה
clap-value-smtp = שרת_SMTP
clap-value-mail-from = שולח
clap-value-reminder-minutes = דקות_לפני_תזכורת
clap-value-max-games = מרב_משחקים
clap-value-idle-game-minutes = דקות_ללא_פעילות
clap-value-streams-per-address = זרמים_לכתובת
clap-value-prod-minutes = דקות_בין_תזכורות
clap-value-metrics-addr = כתובת_מדדים
clap-value-path = נתיב
clap-value-file = קובץ
clap-value-players = שחקנים
clap-value-tables = שולחנות
clap-value-rounds = סיבובים
clap-value-seed = זרע
clap-value-system = מערכת
clap-value-out = פלט
clap-value-post-id = מזהה_הודעה
clap-value-n = מספר
clap-value-site = מנוע
clap-value-page = עמוד
clap-value-zone = אזור_זמן
clap-value-url = קישור
clap-value-thread-json = שרשור.json
clap-value-steps = צעדים
clap-value-mib = MiB
clap-value-format = פורמט
