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
