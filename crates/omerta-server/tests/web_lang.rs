//! The site's languages (issue 30): the reader's language is the account's setting, else
//! the switch's cookie, else the browser's `Accept-Language`, else English; every page
//! says its language and direction; a hostile header is English within the limits.

mod common;

use common::{each_backend, form, serve, Client};
use reqwest::StatusCode;

#[tokio::test]
async fn the_browsers_language_speaks_the_layout() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let client = Client::new(&server);
        let (status, html) = client.page_in("/", "ru-RU,ru;q=0.9,en;q=0.5").await;
        assert_eq!(status, StatusCode::OK);
        assert!(html.contains(r#"<html lang="ru" dir="ltr">"#), "{html}");
        assert!(html.contains(">Игры</a>"));
        assert!(html.contains(">Войти</a>"));
        let (_, html) = client.page_in("/login", "he-IL,he;q=0.9").await;
        assert!(html.contains(r#"<html lang="he" dir="rtl">"#));
        assert!(html.contains("כניסה"));
        let (_, html) = client.page_in("/", "uk").await;
        assert!(html.contains(r#"lang="uk""#) && html.contains(">Ігри</a>"));
        // No header, or a language omerta does not speak: English, as before.
        let (_, html) = client.page("/").await;
        assert!(html.contains(r#"<html lang="en" dir="ltr">"#));
        assert!(html.contains(">Games</a>"));
        let (_, html) = client.page_in("/", "fr-FR,fr;q=0.9").await;
        assert!(html.contains(r#"lang="en""#));
    })
    .await;
}

#[tokio::test]
async fn a_hostile_accept_language_is_english_within_the_limits() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let client = Client::new(&server);
        // Thousands of ranges, odd weights, a Russian range past what is read.
        let hostile = "x-y;q=0.5,".repeat(600) + "ru";
        let (status, html) = client.page_in("/", &hostile).await;
        assert_eq!(status, StatusCode::OK);
        assert!(html.contains(r#"lang="en""#));
        for odd in [
            "ru;q=7",
            "ru;q=0.0000001",
            "ru;q=-1",
            ";;;,,,;q=",
            "ru;q=1;q=1",
        ] {
            let (status, html) = client.page_in("/", odd).await;
            assert_eq!(status, StatusCode::OK, "{odd}");
            assert!(html.contains(r#"lang="en""#), "{odd}");
        }
    })
    .await;
}

#[tokio::test]
async fn the_switch_keeps_a_choice_and_the_account_keeps_it_everywhere() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        // Without an account: a cookie, and back to the page the switch was on.
        let visitor = Client::new(&server);
        let (status, address, html) =
            form(&visitor, "/lang", &[("lang", "uk"), ("next", "/events")]).await;
        assert_eq!((status, address.as_str()), (StatusCode::OK, "/events"));
        assert!(html.contains(r#"lang="uk""#), "{html}");
        // The cookie wins over the browser's header.
        let (_, html) = visitor.page_in("/", "he").await;
        assert!(html.contains(r#"lang="uk""#));
        // A next that leaves the site is home instead.
        let (_, address, _) = form(
            &visitor,
            "/lang",
            &[("lang", "ru"), ("next", "//evil.example/")],
        )
        .await;
        assert_eq!(address, "/");

        // With an account: the setting, kept by the account, wins over cookie and header.
        let player = Client::sign_up(&server, "olga").await;
        let (status, _, html) =
            form(&player, "/lang", &[("lang", "he"), ("next", "/settings")]).await;
        assert_eq!(status, StatusCode::OK);
        assert!(html.contains(r#"<html lang="he" dir="rtl">"#), "{html}");
        assert!(
            html.contains(r#"<option value="he" lang="he" selected>"#),
            "{html}"
        );
        let account = server
            .state
            .store
            .account(player.id.unwrap())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(account.lang.as_deref(), Some("he"));
        // "As my browser asks" clears it.
        let (_, _, html) = form(&player, "/lang", &[("lang", ""), ("next", "/settings")]).await;
        assert!(html.contains(r#"<option value="" selected>"#), "{html}");
        let account = server
            .state
            .store
            .account(player.id.unwrap())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(account.lang, None);
    })
    .await;
}

#[tokio::test]
async fn every_page_has_the_switch_and_english_is_unchanged() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let client = Client::new(&server);
        for path in [
            "/",
            "/login",
            "/signup",
            "/games",
            "/events",
            "/standings",
            "/ratings",
            "/no-such-page",
        ] {
            let (_, html) = client.page(path).await;
            assert!(
                html.contains(r#"<form method="post" action="/lang""#),
                "{path}"
            );
            for name in ["English", "Русский", "Українська", "עברית"] {
                assert!(html.contains(name), "{path}: {name}");
            }
            assert!(html.contains("Skip to content"), "{path}");
        }
    })
    .await;
}
