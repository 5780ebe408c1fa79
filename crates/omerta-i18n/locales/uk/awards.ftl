## Спортивна мафія (Pro): підстава кожного нарахування (score::Reason з omerta-pro, словами
## модуля pro з omerta-i18n) і те, чим закінчилася гра. Терміни: docs/i18n/glossary-uk.md
## і locales/uk/pro.ftl (заповіт по черзі, кращий хід, передача ходу, підняття, рівний
## рахунок, право на помилку, критична ситуація).

# Частини: коли, частка вартості чорного, копія при передачі ходу.
award-when-day = день { $n }
award-when-night = ніч { $n }
award-at = { $when }: { $what }
award-helm = передача ходу { $recipient }, який це заробив: { $what } [{ $rule }]
award-share = { $percent } % вартості { $target }, що дорівнює { $value }
award-nobody = ніхто
award-seat = #{ $n }
award-night-shot-killed = нічним пострілом убив червоного гравця
award-night-shot-failed = схибив під час нічного пострілу
# Як вибув чорний: присудок цілком, award-red-removal-black ставить його одразу після
# номера («чорний #3 видалений за четвертий фол»).
award-leave-vote = пішов за голосуванням
award-leave-lift = піднятий
award-leave-night-shot = убитий уночі
award-leave-self-shot = убитий своєю мафією
award-leave-fourth-foul = видалений за четвертий фол
award-leave-tech-fouls = видалений за другий технічний фол
award-leave-removal = видалений з-за столу
award-leave-disqualification = дискваліфікований
award-leave-declared-defeat = видалений із визнанням поразки
award-leave-surrender = здався

# По реченню на кожне правило підрахунку (id правила, крапки замінено дефісами).
award-red-will-ordered-black = заповіт по черзі називає чорного { $target } ({ $share })
award-red-vote-eliminating-black = голос за чорного { $target }, який пішов за цим голосуванням ({ $share })
award-red-vote-black-later-leaves = голос за чорного { $target }, який залишився за столом, але згодом вибув ({ $share })
award-red-vote-black-wins = голос за чорного { $target }, який залишився за столом і переміг ({ $share })
award-sheriff-check-black = чорна перевірка { $target } шерифом ({ $share })
award-sheriff-check-black-leaves = чорна перевірка { $target } шерифом; згодом він вибув ({ $share })
award-sheriff-check-confirmed-black = червоні перевірки шерифа залишають неперевіреними лише чорних: { $target } підтверджений ({ $share })
award-red-raise-black = підняв руку за підняття, яким піднято чорного { $target } ({ $share })
award-red-raise-black-capped = підняв руку за підняття, яким піднято чорного { $target }, але це підняття позбавило місто права на помилку (не більше 0,1; вартість { $value })
award-red-surrender = мафія здалася: чорний { $target } ({ $share })
award-red-self-shot-last-black = останній чорний, { $target }, вистрілив у себе ({ $share })
award-red-night-shot-last-black = останній чорний, { $target }, { $what } ({ $share })
award-red-removal-black = чорний { $target } { $how } ({ $share })
award-red-vote-red = голос за червоного { $target } поза критичною ситуацією в день, коли червоний пішов за голосуванням (раз за гру)
award-red-vote-red-critical = голос за червоного { $target } у критичній ситуації
award-red-vote-sheriff-at-9 = голос за шерифа { $target }, коли за столом 9 гравців; шериф залишився за столом
award-red-vote-sheriff-at-9-margin = голос за шерифа { $target }, коли за столом 9 гравців; шериф залишився за столом, але за голосуванням пішов червоний, і місто втратило право на помилку
award-red-vote-sheriff-at-9-eliminating = голос за шерифа { $target }, коли за столом 9 гравців; шериф пішов за цим голосуванням
award-red-vote-sheriff-at-9-eliminating-margin = голос за шерифа { $target }, коли за столом 9 гравців; шериф пішов за цим голосуванням, і місто втратило право на помилку
award-red-vote-split-at-6 = голос за червоного { $target } при рівному рахунку двох гравців, коли за столом 6 гравців, шериф живий, а серед двох один чорний
award-red-will-ordered-red = заповіт по черзі називає червоного { $target } поза критичною ситуацією
award-red-will-ordered-red-critical = заповіт по черзі називає червоного { $target } у критичній ситуації
award-red-raise-margin = підняв руку за підняття { $seats }, яке позбавило місто права на помилку
award-red-raise-red-loss = підняв руку за підняття { $seats }, яке принесло поразку червоним
award-red-raise-margin-and-loss = підняв руку за підняття { $seats }, яке позбавило місто права на помилку і принесло поразку червоним
award-red-raise-missed-last-black-at-4 = не підняв вирішальну руку за підняття { $seats } (останнього чорного), коли за столом 4 гравці
award-red-raise-missed-two-blacks-at-10 = не підняв вирішальну руку за підняття { $seats } (двох чорних), коли за столом 10 гравців
award-red-raise-missed-blacks-at-9 = не підняв вирішальну руку за підняття { $seats } (двох або більше чорних), коли за столом 9 гравців
award-red-raise-failed-three-way-at-9 = підняття трьох ({ $seats }), коли за столом 9 гравців, не пройшло, і нічний постріл перевів місто в критичну ситуацію
award-will-color-red = кращий хід: { $target } правильно названий червоним
award-will-color-black = кращий хід: { $target } правильно названий чорним
award-will-color-wrong = кращий хід: неправильний колір для { $target }
award-will-color-own-check = кращий хід: { $target } названий правильно, але вже відомий із власної перевірки шерифа (0)
award-will-night-shot-bonus = убитий уночі, коли за столом залишалося більше 3 гравців, і залишив заповіт хоча б з одним номером
award-helm-red-recipient = передача ходу червоному гравцеві
award-helm-black-recipient-vote-red = передача ходу чорному { $target }: згодом некритичне голосування серед { $seats } з червоними кандидатурами, в день, коли червоний пішов за голосуванням
award-helm-black-recipient-vote-red-critical = передача ходу чорному { $target }: згодом критичне голосування серед { $seats } з червоними кандидатурами
award-helm-black-recipient-sheriff-at-9 = передача ходу чорному { $target }: згодом голосування, коли за столом 9 гравців, де єдина червона кандидатура — шериф
award-helm-black-recipient-split-at-6 = передача ходу чорному { $target }: згодом рівний рахунок двох гравців серед { $seats }, коли за столом 6 гравців
award-black-win = залишився за столом, і чорні перемогли
award-black-early-leave = чорний гравець вибув, коли за столом було 9–10 гравців
award-black-sheriff-leaves-at-9 = шериф { $target } вибув, коли за столом було 9 гравців
award-black-margin-lost = місто втратило право на помилку, поки цей чорний за столом
award-black-raise-win = підняття { $seats } принесло перемогу чорним
award-black-raise-margin-and-win = підняття { $seats } позбавило місто права на помилку і принесло перемогу чорним
award-black-raise-losing-hand = вирішальна рука за явно програшне підняття { $seats }
award-black-first-night-sheriff = відповідає за відстріл шерифа { $target } першої ночі
award-black-vote-ally-stays-win = голосував за союзника { $target }, хоча замість нього могла піти червона кандидатура; залишився за столом, і чорні перемогли
award-black-vote-ally-leaves-win = вирішальний голос за союзника { $target }, хоча замість нього могла піти червона кандидатура; згодом вибув, чорні перемогли
award-black-vote-ally-loss = вирішальний голос за союзника { $target }, хоча замість нього могла піти червона кандидатура; чорні програли
award-black-miss-one = винен в одному промаху і згодом вибув
award-black-miss-two = винен у двох або більше промахах і згодом вибув
award-black-miss-critical = винен у промаху, коли ще один постріл у червоного приніс би перемогу; чорні програли
award-black-self-shot-ally-safe = постріл мафії у свого: союзникові { $target } після цього ніщо не загрожувало
award-black-self-shot-ally-threatened = постріл мафії у свого: союзник { $target } після цього був під загрозою, але залишився за столом
award-black-self-shot-ally-left = постріл мафії у свого: союзник { $target } після цього вибув
award-black-self-shot-last = останній чорний вистрілив у себе: 0 балів за постріл у свого
award-black-least-suspicious = найменш підозрілий чорний серед { $seats }
award-black-least-suspicious-tied = найменш підозрілий чорний нарівні з іншими серед { $seats }
award-technical-dd = визнання поразки (DD): усі інші бали знято
award-technical-disqualification = технічна дискваліфікація: усі інші бали знято
award-judge-bonus = дод. бали від судді, поза моделлю підрахунку
award-judge-bonus-reason = дод. бали від судді, поза моделлю підрахунку: { $reason }

# Чим закінчилася гра (EndReason з omerta-pro).
outcome-no-black-left = за столом не залишилося жодного чорного
outcome-blacks-match-reds = чорних стільки ж, скільки червоних
outcome-declared-defeat = визнання поразки: { $seat }
outcome-surrender = мафія здалася
outcome-judge = рішення судді
outcome-lift-of-all = підняли весь стіл: нічия
outcome-quiet-cycles-red = три ночі й три дні поспіль ніхто не вибув, коли за столом 4 гравці
outcome-quiet-cycles-draw = три ночі й три дні поспіль ніхто не вибув: нічия
