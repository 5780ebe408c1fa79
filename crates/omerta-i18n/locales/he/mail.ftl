## הדואר שמשחק שולח (חדשות, תזכורות) בשפת הנמען. החדשה עצמה היא משפט של הכללים.

mail-game-link = המשחק: { $url }
mail-settings-link = מה נשלח אליך: { $url }
mail-settings-no-site = מה נשלח אליך נבחר בהגדרות באתר המשחק.
mail-reminder = השלב נסגר בעוד { $when } והמשחק עדיין מחכה ל{ $waiting }.
mail-in-less-than-a-minute = פחות מדקה
mail-in-a-minute = דקה
mail-in-minutes = { $minutes } דקות
mail-in-hours = { $hours } שעות
mail-waiting-vote = הצבעה שלך
mail-waiting-action = פעולה שלך
mail-waiting-mafia-kill = החלטת המאפיה
mail-waiting-close-phase = שתסגור את השלב
mail-and = וגם

## החדשות המשותפות למשחקים של כל הכללים (אירועי הלובי).
mail-news-started = { $count ->
        [one] המשחק התחיל עם שחקן אחד.
       *[other] המשחק התחיל עם { $count } שחקנים.
    }
mail-news-replaced = { $name } מחליף/ה את השחקן במקום { $slot }.
mail-news-abandoned = המנחה עצר את המשחק.
mail-news-prodded = המנחה מזכיר לך להשתתף במשחק: { $reason }
mail-news-prodded-until = המנחה מזכיר לך להשתתף במשחק: { $reason }. יש לכתוב עד { $until }.
mail-news-extended = המנחה האריך את השלב: הוא נסגר עכשיו ב־{ $until } ({ $reason }).
mail-news-reopened = המנחה פתח מחדש את { $phase } מתחילתו, עד { $until } ({ $reason }).
mail-news-taken-back = בוטל: { $list }
mail-news-pro-seated = השחקנים ליד השולחן: { $names }.
mail-news-pro-finished = המשחק הסתיים: { $wins } ({ $reason }).
