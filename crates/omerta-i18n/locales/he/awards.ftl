## מאפיה מקצועית: הנימוק של כל ניקוד (score::Reason של omerta-pro, במילים של המודול pro
## של omerta-i18n) ואיך המשחק הסתיים. המונחים: docs/i18n/glossary-he.md, בפרק
## "Pro Mafia (the table)". שחקן בגוף שלישי בלשון זכר (הצורה הכללית).

# החלקים: מתי, חלק מהערך של שחור, העתק דרך העברת ההגה.
award-when-day = יום { $n }
award-when-night = לילה { $n }
award-at = { $when }: { $what }
award-helm = העברת ההגה אל { $recipient }, שזכה בזה: { $what } [{ $rule }]
award-share = { $percent }% מהערך של { $target }, שהוא { $value }
award-nobody = אף אחד
award-seat = #{ $n }
award-night-shot-killed = ירה בלילה בשחקן אדום
award-night-shot-failed = החטיא בירי הלילה
# איך יצא השחור: הנשוא כולו; award-red-removal-black מציב אותו מיד אחרי המספר
# („השחור #3 הורחק בשל פאול רביעי”).
award-leave-vote = הוצא בהצבעה
award-leave-lift = הוצא בהרמה
award-leave-night-shot = נורה בלילה
award-leave-self-shot = נורה בידי המאפיה שלו
award-leave-fourth-foul = הורחק בשל פאול רביעי
award-leave-tech-fouls = הורחק בשל פאול טכני שני
award-leave-removal = הורחק מהשולחן
award-leave-disqualification = נפסל
award-leave-declared-defeat = הורחק בהכרזת הפסד
award-leave-surrender = נכנע

# משפט לכל כלל ניקוד (מזהה הכלל, הנקודות שבו כמקפים).
award-red-will-ordered-black = הצוואה לפי סדר מציינת את השחור { $target } ({ $share })
award-red-vote-eliminating-black = הצבעה נגד השחור { $target }, שהוצא בהצבעה זו ({ $share })
award-red-vote-black-later-leaves = הצבעה נגד השחור { $target }, שנשאר בשולחן אבל יצא ממנו מאוחר יותר ({ $share })
award-red-vote-black-wins = הצבעה נגד השחור { $target }, שנשאר בשולחן וניצח ({ $share })
award-sheriff-check-black = בדיקה שחורה של { $target } בידי השריף ({ $share })
award-sheriff-check-black-leaves = בדיקה שחורה של { $target } בידי השריף; מאוחר יותר הוא יצא מהשולחן ({ $share })
award-sheriff-check-confirmed-black = הבדיקות האדומות של השריף משאירות ללא בדיקה רק שחקנים שחורים: { $target } אושר כשחור ({ $share })
award-red-raise-black = הרים יד בעד הרמה שבה הוצא השחור { $target } ({ $share })
award-red-raise-black-capped = הרים יד בעד הרמה שבה הוצא השחור { $target }, אבל ההרמה הזו גרמה לעיר לאבד את המרווח לטעות (עד 0.1 לכל היותר; ערך { $value })
award-red-surrender = המאפיה נכנעה: השחור { $target } ({ $share })
award-red-self-shot-last-black = השחור האחרון, { $target }, ירה בעצמו ({ $share })
award-red-night-shot-last-black = השחור האחרון, { $target }, { $what } ({ $share })
award-red-removal-black = השחור { $target } { $how } ({ $share })
award-red-vote-red = הצבעה נגד האדום { $target } שלא במצב קריטי, ביום שבו אדום הוצא בהצבעה (פעם אחת במשחק)
award-red-vote-red-critical = הצבעה נגד האדום { $target } במצב קריטי
award-red-vote-sheriff-at-9 = הצבעה נגד השריף { $target } כשבשולחן 9 שחקנים; השריף נשאר בשולחן
award-red-vote-sheriff-at-9-margin = הצבעה נגד השריף { $target } כשבשולחן 9 שחקנים; השריף נשאר בשולחן, אבל אדום הוצא בהצבעה והעיר איבדה את המרווח לטעות
award-red-vote-sheriff-at-9-eliminating = הצבעה נגד השריף { $target } כשבשולחן 9 שחקנים; השריף הוצא בהצבעה זו
award-red-vote-sheriff-at-9-eliminating-margin = הצבעה נגד השריף { $target } כשבשולחן 9 שחקנים; השריף הוצא בהצבעה זו, והעיר איבדה את המרווח לטעות
award-red-vote-split-at-6 = הצבעה נגד האדום { $target } בשוויון בין שני שחקנים כשבשולחן 6 שחקנים, השריף חי ובשוויון יש שחור אחד
award-red-will-ordered-red = הצוואה לפי סדר מציינת את האדום { $target } שלא במצב קריטי
award-red-will-ordered-red-critical = הצוואה לפי סדר מציינת את האדום { $target } במצב קריטי
award-red-raise-margin = הרים יד בעד הרמת { $seats }, שגרמה לעיר לאבד את המרווח לטעות
award-red-raise-red-loss = הרים יד בעד הרמת { $seats }, שהביאה להפסד האדומים
award-red-raise-margin-and-loss = הרים יד בעד הרמת { $seats }, שגרמה לעיר לאבד את המרווח לטעות והביאה להפסד האדומים
award-red-raise-missed-last-black-at-4 = לא הרים את היד המכרעת בעד הרמת { $seats } (השחור האחרון) כשבשולחן 4 שחקנים
award-red-raise-missed-two-blacks-at-10 = לא הרים את היד המכרעת בעד הרמת { $seats } (שני שחורים) כשבשולחן 10 שחקנים
award-red-raise-missed-blacks-at-9 = לא הרים את היד המכרעת בעד הרמת { $seats } (שני שחורים או יותר) כשבשולחן 9 שחקנים
award-red-raise-failed-three-way-at-9 = הרמת שלושה ({ $seats }) כשבשולחן 9 שחקנים לא התקבלה, והירי בלילה העביר את העיר למצב קריטי
award-will-color-red = צוואת הצבעים: { $target } זוהה נכון כאדום
award-will-color-black = צוואת הצבעים: { $target } זוהה נכון כשחור
award-will-color-wrong = צוואת הצבעים: צבע שגוי עבור { $target }
award-will-color-own-check = צוואת הצבעים: { $target } זוהה נכון, אבל כבר היה ידוע מהבדיקה של השריף עצמו (0)
award-will-night-shot-bonus = נורה בלילה כשנותרו בשולחן יותר מ־3 שחקנים, והשאיר צוואה עם מספר אחד לפחות
award-helm-red-recipient = העברת ההגה לשחקן אדום
award-helm-black-recipient-vote-red = העברת ההגה אל השחור { $target }: הצבעה לא קריטית מאוחרת יותר בין { $seats } עם מועמדים אדומים, ביום שבו אדום הוצא בהצבעה
award-helm-black-recipient-vote-red-critical = העברת ההגה אל השחור { $target }: הצבעה קריטית מאוחרת יותר בין { $seats } עם מועמדים אדומים
award-helm-black-recipient-sheriff-at-9 = העברת ההגה אל השחור { $target }: הצבעה מאוחרת יותר כשבשולחן 9 שחקנים, שבה המועמד האדום היחיד הוא השריף
award-helm-black-recipient-split-at-6 = העברת ההגה אל השחור { $target }: שוויון מאוחר יותר בין שני שחקנים מתוך { $seats } כשבשולחן 6 שחקנים
award-black-win = נשאר בשולחן והשחורים ניצחו
award-black-early-leave = שחקן שחור יצא כשבשולחן 9–10 שחקנים
award-black-sheriff-leaves-at-9 = השריף { $target } יצא כשבשולחן 9 שחקנים
award-black-margin-lost = העיר איבדה את המרווח לטעות כשהשחור הזה בשולחן
award-black-raise-win = הרמת { $seats } הביאה לניצחון השחורים
award-black-raise-margin-and-win = הרמת { $seats } גרמה לעיר לאבד את המרווח לטעות והביאה לניצחון השחורים
award-black-raise-losing-hand = היד המכרעת בעד הרמת { $seats }, הרמה מפסידה בעליל
award-black-first-night-sheriff = אחראי להריגת השריף { $target } בלילה הראשון
award-black-vote-ally-stays-win = הצביע נגד בן בריתו { $target } כשמועמד אדום יכול היה לצאת במקומו; נשאר בשולחן והשחורים ניצחו
award-black-vote-ally-leaves-win = קול מכריע נגד בן בריתו { $target } כשמועמד אדום יכול היה לצאת במקומו; יצא מאוחר יותר, והשחורים ניצחו
award-black-vote-ally-loss = קול מכריע נגד בן בריתו { $target } כשמועמד אדום יכול היה לצאת במקומו; השחורים הפסידו
award-black-miss-one = אחראי להחטאה אחת, ויצא מהשולחן מאוחר יותר
award-black-miss-two = אחראי לשתי החטאות או יותר, ויצא מהשולחן מאוחר יותר
award-black-miss-critical = אחראי להחטאה כשעוד ירייה אחת באדום הייתה מביאה ניצחון; השחורים הפסידו
award-black-self-shot-ally-safe = ירי של המאפיה בחבר שלה: בן הברית { $target } לא היה מאוים אחרי זה
award-black-self-shot-ally-threatened = ירי של המאפיה בחבר שלה: בן הברית { $target } היה מאוים אחרי זה, אבל נשאר בשולחן
award-black-self-shot-ally-left = ירי של המאפיה בחבר שלה: בן הברית { $target } יצא מהשולחן אחרי זה
award-black-self-shot-last = השחור האחרון ירה בעצמו: 0 נקודות על ירי בחבר
award-black-least-suspicious = השחור החשוד פחות מכולם מבין { $seats }
award-black-least-suspicious-tied = השחור החשוד פחות מכולם מבין { $seats }, בשוויון עם אחרים
award-technical-dd = הכרזת הפסד (DD): כל שאר הנקודות בוטלו
award-technical-disqualification = פסילה טכנית: כל שאר הנקודות בוטלו
award-judge-bonus = נקודות נוספות מהשופט, מחוץ למודל הניקוד
award-judge-bonus-reason = נקודות נוספות מהשופט, מחוץ למודל הניקוד: { $reason }

# איך המשחק הסתיים (EndReason של omerta-pro).
outcome-no-black-left = לא נותר בשולחן אף שחקן שחור
outcome-blacks-match-reds = מספר השחורים שווה למספר האדומים
outcome-declared-defeat = הכרזת הפסד: { $seat }
outcome-surrender = המאפיה נכנעה
outcome-judge = החלטת השופט
outcome-lift-of-all = כל השחקנים בשולחן הורמו: תיקו
outcome-quiet-cycles-red = שלושה לילות ושלושה ימים ברצף בלי שאיש יצא מהשולחן, כשבשולחן 4 שחקנים
outcome-quiet-cycles-draw = שלושה לילות ושלושה ימים ברצף בלי שאיש יצא מהשולחן: תיקו
