# Страницы темы форума, загруженные и прочитанные (`omerta forum fetch`, `omerta forum
# import`, слежение за темой): почему страницу не удалось загрузить или прочитать; что
# слежение хранит как ошибку последней загрузки и вебхука.

threads-page = страница { $page } ({ $name })
threads-login-page = { $page } — страница входа, а не тема: форум показывает эту тему только участникам, которые вошли в систему. Сохраните страницы из браузера, в котором вы вошли, и импортируйте эти файлы.
threads-other-site = { $page } похожа на страницу { $found }, а не { $site }: импортируйте её с --site { $key }.
threads-no-posts = { $page }: нет постов, похожих на { $marker }: это точно страница темы { $site }, а не страница входа?
threads-marker-xenforo = `article.message` XenForo (или `li.message` XenForo 1)
threads-marker-phpbb = `div.post` с `div.content` phpBB
threads-marker-vbulletin = блоки `post_message_` vBulletin (или `li.b-post` vBulletin 5)
threads-marker-discourse = `post_stream.posts` Discourse
threads-missing = { $page }: у поста { $post } нет поля «{ $part }»: страница могла сохраниться не целиком или в стиле, которого этот импорт не знает.
threads-missing-id = { $page }: есть пост без поля «{ $part }»: страница могла сохраниться не целиком или в стиле, которого этот импорт не знает.
threads-part-time = время
threads-part-body = текст
threads-part-readable-datetime = читаемый datetime у времени
threads-part-created-at = время created_at
threads-part-date = дата ({ $at })
threads-part-time-at = время ({ $at })
threads-part-body-at = текст ({ $at })
threads-part-author-at = строка автора ({ $at })
threads-part-id-at = id ({ $at })
threads-relative-time = { $page }: время поста { $post } — «{ $shown }»: это говорит, какой был день, только тому, кто читал страницу в день сохранения. Сохраните страницу заново с полными датами (форумы переходят на них для постов старше недели) или импортируйте её с настройкой форума, которая показывает даты.
threads-unreadable-time = { $page }: время поста { $post } — «{ $shown }»: это не дата и время, которые этот импорт умеет читать.
threads-no-zone = { $page }: время поста { $post } — «{ $shown }», и часовой пояс для него не указан: укажите пояс, в котором страница сохранена, через --zone (например, --zone +00:00).
threads-bad-json = { $page } — не JSON темы Discourse ({ $problem }): сохраните адрес темы с .json на конце (https://forum.example/t/slug/123.json).
threads-json-not-json = это не JSON: { $detail }
threads-json-not-topic = поля не те, что у темы: { $detail }
threads-json-no-post-stream = в нём нет post_stream
threads-json-post-without-id = у post_stream.posts[{ $index }] нет id
threads-json-no-topic-id = в нём нет id темы
threads-document-follow = документ слежения
threads-document-not-json = { $document } — не JSON ({ $detail }), поэтому страницы в него не добавить.
threads-document-format = { $document } — не документ omerta-forum/1 (его "format" — "{ $format }"), поэтому страницы в него не добавить.
threads-document-format-missing = { $document } — не документ omerta-forum/1 (у него нет "format"), поэтому страницы в него не добавить.
threads-document-posts = в { $document } поле "posts" — не список, поэтому страницы в него не добавить.

threads-not-an-address = «{ $raw }» — не адрес, который omerta может загрузить ({ $detail })
threads-not-web = «{ $raw }» — не адрес http:// или https://
threads-other-host = страница { $page } темы указана по адресу { $url }, на другом хосте, чем тема ({ $host }): omerta загружает страницы только с хоста самой темы
threads-unknown-site = { $url } не похожа на тему XenForo, phpBB, vBulletin или Discourse: если это одна из них, укажите какая через --site
threads-unknown-site-follow = первая страница, { $url }, не похожа на тему XenForo, phpBB, vBulletin или Discourse: если это одна из них, укажите движок форума в настройках слежения
threads-next-link = страница { $page } ({ $url }) ссылается на следующую как «{ $href }», а это не адрес ({ $detail })
threads-not-a-topic = { $url } — страница Discourse, но не страница темы (в адресе нет /t/…/ID)
threads-topic-address = не получается составить адрес JSON темы из { $url } ({ $detail })
threads-posts-address = не получается составить адрес постов из { $url } ({ $detail })
threads-members-only = форум отказал в странице { $page } ({ $url }) с ответом { $status } { $reason }: тему видят только участники, которые вошли в систему, или форум не пускает программы. Сохраните страницы из браузера, в котором вы вошли, и используйте `omerta forum import`.
threads-members-only-follow = форум отказал в странице { $page } ({ $url }) с ответом { $status } { $reason }: тему видят только участники, которые вошли в систему, или форум не пускает программы. Слежение не может её прочитать: сохраните страницы из браузера, в котором вы вошли, и используйте `omerta forum import`.
threads-answered = загрузка страницы { $page } ({ $url }) не удалась: форум ответил { $status } { $reason }
threads-moved = загрузка страницы { $page } ({ $url }) не удалась: форум ответил { $answer } — переезд на другой хост, за которым omerta не идёт
threads-redirects = загрузка страницы { $page } ({ $url }) не удалась: форум перенаправил её больше десяти раз
threads-too-large = страница { $page } ({ $url }) больше { $size }, а таких страниц у тем не бывает
threads-size-mib = { $n } МиБ
threads-size-kib = { $n } КиБ
threads-size-bytes = { $n } { $n ->
    [few] байта
   *[other] байт
}
threads-failed = загрузка страницы { $page } ({ $url }) не удалась: { $reason }
threads-failed-reading = загрузка страницы { $page } ({ $url }) оборвалась при чтении: { $reason }
threads-timeout = форум не ответил вовремя
threads-zone = «{ $text }» — не смещение часового пояса: пишите его как +01:00, -05:00 или UTC

threads-follow-busy = Сервер читал много тем сразу; эту прочитает снова через минуту.
threads-follow-too-big = Посты темы больше { $size }, которые хранит слежение; новые страницы не добавлены (постов хранится: { $posts }).
threads-follow-unread = Документ слежения не удалось прочитать: { $error }
threads-follow-stopped = { $why }; { $kept }, и следующая загрузка продолжит оттуда.
threads-follow-kept = { $pages ->
    [1] страница перед ней сохранена
    [one] { $pages } страница перед ней сохранена
    [few] { $pages } страницы перед ней сохранены
   *[other] { $pages } страниц перед ней сохранены
}
threads-follow-not-sent = { $why }; подсчёт не отправлен

threads-webhook-skipped-all = { $why }; объявления пропущены
threads-webhook-skipped = { $why }; объявление пропущено
threads-webhook-redirect = получатель ответил на объявление { $number } кодом { $status } — перенаправление, за которым omerta не идёт; объявление пропущено
threads-webhook-refused = получатель отклонил объявление { $number } с ответом { $status }; оно пропущено
threads-webhook-answered = получатель ответил { $status }
threads-webhook-connect = получатель не принял соединение за { $seconds } с
threads-webhook-timeout = получатель не ответил за { $seconds } с
threads-webhook-unreachable = до получателя не удалось достучаться: { $reason }
