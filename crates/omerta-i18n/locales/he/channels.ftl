# הערוצים הפרטיים של משחק פורום (issue 32, 1; docs/live/forum.md, D15–D19).
channels-heading = ערוצים
channels-jump = ערוצים
channels-team = ערוץ הקבוצה: { $name }
channels-named = ערוץ: { $name }
channels-dead = שרשור המתים
channels-members = חברים: { $names }
channels-members-none = אף שחקן אינו קורא אותו עכשיו; המנחה קורא.
channels-host = מנחה
channels-empty = אין הודעות עדיין.
channels-write-label = ההודעה שלך בערוץ { $name }
channels-write-dead = ההודעה שלך בשרשור המתים
channels-send = שליחה
channels-left = כבר אינך כותב כאן; מה שקראת נשאר.
channels-hint = עד סוף המשחק רק חברי הערוץ והמנחה קוראים אותו; אחר כך כולם. דבר מכאן אינו נשלח בדואר.
channels-hint-host = אתה קורא וכותב בכל הערוצים. השחקנים קוראים רק את שלהם; המתים, את שרשור המתים.
channels-revealed = המשחק נגמר: כל הערוצים גלויים לכולם.
