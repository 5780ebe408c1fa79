# Сторінки теми форуму, завантажені й прочитані (`omerta forum fetch`, `omerta forum
# import`, стеження за темою): чому сторінку не вдалося завантажити чи прочитати; що
# стеження зберігає як помилку останнього завантаження і вебхука.

threads-page = сторінка { $page } ({ $name })
threads-login-page = { $page } — сторінка входу, а не тема: форум показує цю тему лише учасникам, які увійшли в систему. Збережіть сторінки з браузера, у якому ви увійшли, та імпортуйте ці файли.
threads-other-site = { $page } схожа на сторінку { $found }, а не { $site }: імпортуйте її з --site { $key }.
threads-no-posts = { $page }: немає постів, схожих на { $marker }: це точно сторінка теми { $site }, а не сторінка входу?
threads-marker-xenforo = `article.message` XenForo (або `li.message` XenForo 1)
threads-marker-phpbb = `div.post` з `div.content` phpBB
threads-marker-vbulletin = блоки `post_message_` vBulletin (або `li.b-post` vBulletin 5)
threads-marker-discourse = `post_stream.posts` Discourse
threads-missing = { $page }: у поста { $post } немає поля «{ $part }»: сторінка могла зберегтися не повністю або в стилі, якого цей імпорт не знає.
threads-missing-id = { $page }: є пост без поля «{ $part }»: сторінка могла зберегтися не повністю або в стилі, якого цей імпорт не знає.
threads-part-time = час
threads-part-body = текст
threads-part-readable-datetime = читабельний datetime у часу
threads-part-created-at = час created_at
threads-part-date = дата ({ $at })
threads-part-time-at = час ({ $at })
threads-part-body-at = текст ({ $at })
threads-part-author-at = рядок автора ({ $at })
threads-part-id-at = id ({ $at })
threads-relative-time = { $page }: час поста { $post } — «{ $shown }»: це каже, який був день, лише тому, хто читав сторінку в день збереження. Збережіть сторінку знову з повними датами (форуми переходять на них для постів, старших за тиждень) або імпортуйте її з налаштуванням форуму, яке показує дати.
threads-unreadable-time = { $page }: час поста { $post } — «{ $shown }»: це не дата й час, які цей імпорт уміє читати.
threads-no-zone = { $page }: час поста { $post } — «{ $shown }», і часовий пояс для нього не вказано: вкажіть пояс, у якому сторінку збережено, через --zone (наприклад, --zone +00:00).
threads-bad-json = { $page } — не JSON теми Discourse ({ $problem }): збережіть адресу теми з .json у кінці (https://forum.example/t/slug/123.json).
threads-json-not-json = це не JSON: { $detail }
threads-json-not-topic = поля не ті, що в теми: { $detail }
threads-json-no-post-stream = у ньому немає post_stream
threads-json-post-without-id = у post_stream.posts[{ $index }] немає id
threads-json-no-topic-id = у ньому немає id теми
threads-document-follow = документ стеження
threads-document-not-json = { $document } — не JSON ({ $detail }), тож сторінки до нього не додати.
threads-document-format = { $document } — не документ omerta-forum/1 (його "format" — "{ $format }"), тож сторінки до нього не додати.
threads-document-format-missing = { $document } — не документ omerta-forum/1 (у нього немає "format"), тож сторінки до нього не додати.
threads-document-posts = у { $document } поле "posts" — не список, тож сторінки до нього не додати.

threads-not-an-address = «{ $raw }» — не адреса, яку omerta може завантажити ({ $detail })
threads-not-web = «{ $raw }» — не адреса http:// або https://
threads-other-host = сторінку { $page } теми вказано за адресою { $url }, на іншому хості, ніж тема ({ $host }): omerta завантажує сторінки лише з хоста самої теми
threads-unknown-site = { $url } не схожа на тему XenForo, phpBB, vBulletin або Discourse: якщо це одна з них, вкажіть яка через --site
threads-unknown-site-follow = перша сторінка, { $url }, не схожа на тему XenForo, phpBB, vBulletin або Discourse: якщо це одна з них, вкажіть рушій форуму в налаштуваннях стеження
threads-next-link = сторінка { $page } ({ $url }) посилається на наступну як «{ $href }», а це не адреса ({ $detail })
threads-not-a-topic = { $url } — сторінка Discourse, але не сторінка теми (в адресі немає /t/…/ID)
threads-topic-address = не виходить скласти адресу JSON теми з { $url } ({ $detail })
threads-posts-address = не виходить скласти адресу постів з { $url } ({ $detail })
threads-members-only = форум відмовив у сторінці { $page } ({ $url }) з відповіддю { $status } { $reason }: тему бачать лише учасники, які увійшли в систему, або форум не пускає програми. Збережіть сторінки з браузера, у якому ви увійшли, і скористайтеся `omerta forum import`.
threads-members-only-follow = форум відмовив у сторінці { $page } ({ $url }) з відповіддю { $status } { $reason }: тему бачать лише учасники, які увійшли в систему, або форум не пускає програми. Стеження не може її прочитати: збережіть сторінки з браузера, у якому ви увійшли, і скористайтеся `omerta forum import`.
threads-answered = завантаження сторінки { $page } ({ $url }) не вдалося: форум відповів { $status } { $reason }
threads-moved = завантаження сторінки { $page } ({ $url }) не вдалося: форум відповів { $answer } — переїзд на інший хост, за яким omerta не йде
threads-redirects = завантаження сторінки { $page } ({ $url }) не вдалося: форум перенаправив її понад десять разів
threads-too-large = сторінка { $page } ({ $url }) більша за { $size }, а таких сторінок у тем не буває
threads-size-mib = { $n } МіБ
threads-size-kib = { $n } КіБ
threads-size-bytes = { $n } { $n ->
    [one] байт
    [few] байти
   *[other] байтів
}
threads-failed = завантаження сторінки { $page } ({ $url }) не вдалося: { $reason }
threads-failed-reading = завантаження сторінки { $page } ({ $url }) обірвалося під час читання: { $reason }
threads-timeout = форум не відповів вчасно
threads-zone = «{ $text }» — не зсув часового поясу: пишіть його як +01:00, -05:00 або UTC

threads-follow-busy = Сервер читав багато тем одночасно; цю прочитає знову за хвилину.
threads-follow-too-big = Пости теми більші за { $size }, які зберігає стеження; нові сторінки не додано (постів збережено: { $posts }).
threads-follow-unread = Документ стеження не вдалося прочитати: { $error }
threads-follow-stopped = { $why }; { $kept }, і наступне завантаження продовжить звідти.
threads-follow-kept = { $pages ->
    [1] сторінку перед нею збережено
   *[other] сторінок перед нею збережено: { $pages }
}
threads-follow-not-sent = { $why }; підрахунок не надіслано

threads-webhook-skipped-all = { $why }; оголошення пропущено
threads-webhook-skipped = { $why }; оголошення пропущено
threads-webhook-redirect = отримувач відповів на оголошення { $number } кодом { $status } — перенаправлення, за яким omerta не йде; оголошення пропущено
threads-webhook-refused = отримувач відхилив оголошення { $number } з відповіддю { $status }; його пропущено
threads-webhook-answered = отримувач відповів { $status }
threads-webhook-connect = отримувач не прийняв з'єднання за { $seconds } с
threads-webhook-timeout = отримувач не відповів за { $seconds } с
threads-webhook-unreachable = до отримувача не вдалося достукатися: { $reason }
