# דפי שרשור בפורום שנטענו ונקראו (`omerta forum fetch`, `omerta forum import`, מעקב אחר
# שרשור): למה דף לא נטען או לא נקרא; מה שהמעקב שומר כבעיה של הטעינה האחרונה ושל הוובהוק.

threads-page = דף { $page } ({ $name })
threads-login-page = { $page } הוא דף התחברות, לא השרשור: הפורום מציג את השרשור הזה רק לחברים מחוברים. יש לשמור את הדפים מדפדפן מחובר ולייבא את הקבצים האלה.
threads-other-site = { $page } נראה כמו דף של { $found }, לא של { $site }: יש לייבא אותו עם --site { $key }.
threads-no-posts = ב{ $page } אין הודעות שנראות כמו { $marker }: האם זה דף שרשור של { $site }, או דף התחברות?
threads-marker-xenforo = `article.message` של XenForo (או `li.message` של XenForo 1)
threads-marker-phpbb = `div.post` עם `div.content` של phpBB
threads-marker-vbulletin = בלוקים `post_message_` של vBulletin (או `li.b-post` של vBulletin 5)
threads-marker-discourse = `post_stream.posts` של Discourse
threads-missing = ב{ $page } הודעה { $post } מופיעה בלי { $part }: ייתכן שהדף נשמר חלקית, או בסגנון שהמייבא הזה לא מכיר.
threads-missing-id = ב{ $page } יש הודעה בלי { $part }: ייתכן שהדף נשמר חלקית, או בסגנון שהמייבא הזה לא מכיר.
threads-part-time = זמן
threads-part-body = תוכן
threads-part-readable-datetime = datetime קריא על הזמן שלה
threads-part-created-at = זמן created_at
threads-part-date = תאריך ({ $at })
threads-part-time-at = זמן ({ $at })
threads-part-body-at = תוכן ({ $at })
threads-part-author-at = שורת כותב ({ $at })
threads-part-id-at = מזהה ({ $at })
threads-relative-time = ב{ $page } הזמן של הודעה { $post } הוא “{ $shown }”, וזה אומר איזה יום היה רק למי שקרא ביום שבו הדף נשמר: יש לשמור את הדף שוב עם תאריכים מלאים (פורומים עוברים אליהם בהודעות בנות יותר משבוע), או לייבא אותו בהגדרת פורום שמציגה תאריכים.
threads-unreadable-time = ב{ $page } הזמן של הודעה { $post } הוא “{ $shown }”, וזה לא תאריך ושעה שהמייבא הזה יודע לקרוא.
threads-no-zone = ב{ $page } הזמן של הודעה { $post } הוא “{ $shown }” ולא מצוין לו אזור זמן: יש לתת את האזור שבו הדף נשמר עם --zone (למשל --zone +00:00).
threads-bad-json = { $page } אינו JSON של נושא Discourse ({ $problem }): יש לשמור את כתובת הנושא עם .json בסופה (https://forum.example/t/slug/123.json).
threads-json-not-json = זה לא JSON: { $detail }
threads-json-not-topic = השדות שלו אינם של נושא: { $detail }
threads-json-no-post-stream = אין בו post_stream
threads-json-post-without-id = ל-post_stream.posts[{ $index }] אין id
threads-json-no-topic-id = אין בו מזהה נושא
threads-document-follow = המסמך של המעקב
threads-document-not-json = { $document } אינו JSON ({ $detail }), ולכן אי אפשר להוסיף אליו את הדפים.
threads-document-format = { $document } אינו מסמך omerta-forum/1 (ה-"format" שלו הוא "{ $format }"), ולכן אי אפשר להוסיף אליו את הדפים.
threads-document-format-missing = { $document } אינו מסמך omerta-forum/1 (אין לו "format"), ולכן אי אפשר להוסיף אליו את הדפים.
threads-document-posts = ה-"posts" של { $document } אינו רשימה, ולכן אי אפשר להוסיף אליו את הדפים.

threads-not-an-address = "{ $raw }" אינה כתובת ש-omerta יכול לטעון ({ $detail })
threads-not-web = "{ $raw }" אינה כתובת http:// או https://
threads-other-host = דף { $page } של השרשור מקושר בכתובת { $url }, בשרת אחר מזה של השרשור ({ $host }): omerta טוען דפים רק מהשרת של השרשור עצמו
threads-unknown-site = { $url } לא נראה כמו שרשור של XenForo, ‏phpBB, ‏vBulletin או Discourse: אם זה אחד מהם, יש לציין איזה עם --site
threads-unknown-site-follow = הדף הראשון, { $url }, לא נראה כמו שרשור של XenForo, ‏phpBB, ‏vBulletin או Discourse: אם זה אחד מהם, יש לציין את מנוע הפורום בהגדרות המעקב
threads-next-link = דף { $page } ({ $url }) מקשר לדף הבא בתור "{ $href }", וזו אינה כתובת ({ $detail })
threads-not-a-topic = { $url } הוא דף של Discourse אבל לא של נושא (אין /t/…/ID בכתובת שלו)
threads-topic-address = אי אפשר להרכיב את כתובת ה-JSON של הנושא מ-{ $url } ({ $detail })
threads-posts-address = אי אפשר להרכיב את כתובת ההודעות מ-{ $url } ({ $detail })
threads-members-only = הפורום סירב לדף { $page } ({ $url }) עם { $status } { $reason }: השרשור מוצג רק לחברים מחוברים, או שהפורום דוחה תוכנות. יש לשמור את הדפים מדפדפן מחובר ולהשתמש ב-`omerta forum import`.
threads-members-only-follow = הפורום סירב לדף { $page } ({ $url }) עם { $status } { $reason }: השרשור מוצג רק לחברים מחוברים, או שהפורום דוחה תוכנות. המעקב לא יכול לקרוא אותו: יש לשמור את הדפים מדפדפן מחובר ולהשתמש ב-`omerta forum import`.
threads-answered = טעינת דף { $page } ({ $url }) נכשלה: הפורום ענה { $status } { $reason }
threads-moved = טעינת דף { $page } ({ $url }) נכשלה: הפורום ענה { $answer }, מעבר לשרת אחר, ש-omerta לא עוקב אחריו
threads-redirects = טעינת דף { $page } ({ $url }) נכשלה: הפורום הפנה אותו יותר מעשר פעמים
threads-too-large = דף { $page } ({ $url }) גדול מ-{ $size }, ואף דף של שרשור אינו כזה
threads-size-mib = { $n } MiB
threads-size-kib = { $n } KiB
threads-size-bytes = { $n } בתים
threads-failed = טעינת דף { $page } ({ $url }) נכשלה: { $reason }
threads-failed-reading = טעינת דף { $page } ({ $url }) נכשלה בזמן הקריאה: { $reason }
threads-timeout = הפורום לא ענה בזמן
threads-zone = "{ $text }" אינו הפרש של אזור זמן: יש לכתוב אותו כמו +01:00, ‎-05:00 או UTC

threads-follow-busy = השרת קרא שרשורים רבים בבת אחת; השרשור הזה ייקרא שוב בעוד דקה.
threads-follow-too-big = ההודעות של השרשור גדולות מה-{ $size } שמעקב שומר; הדפים החדשים לא נוספו (נשמרות { $posts } הודעות).
threads-follow-unread = אי אפשר היה לקרוא את המסמך של המעקב: { $error }
threads-follow-stopped = { $why }; { $kept }, והטעינה הבאה תמשיך משם.
threads-follow-kept = { $pages ->
    [1] הדף שלפניו נשמר
   *[other] { $pages } הדפים שלפניו נשמרו
}
threads-follow-not-sent = { $why }; הספירה לא נשלחה

threads-webhook-skipped-all = { $why }; ההודעות דולגו
threads-webhook-skipped = { $why }; ההודעה דולגה
threads-webhook-redirect = המקבל ענה להודעה { $number } עם { $status }, הפניה, ש-omerta לא עוקב אחריה; ההודעה דולגה
threads-webhook-refused = המקבל דחה את הודעה { $number } עם { $status }; היא דולגה
threads-webhook-answered = המקבל ענה { $status }
threads-webhook-connect = המקבל לא קיבל חיבור תוך { $seconds } שניות
threads-webhook-timeout = המקבל לא ענה תוך { $seconds } שניות
threads-webhook-unreachable = לא הצלחנו להגיע למקבל: { $reason }
