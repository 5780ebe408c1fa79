//! Sessions from requests: the session cookie (an `HttpOnly; SameSite=Lax` cookie holding
//! the token whose hash the database keeps), the CSRF check of every request that changes
//! anything (the `X-CSRF-Token` header, or a form's `csrf` field), device cookies, and the
//! client's address. What a session is, and who the caller is to the operations, is
//! `omerta_service::auth`'s.

use crate::error::Failure;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, Method};
use omerta_i18n::Lang;
use omerta_service::error::ApiError;
use omerta_service::AppState;
use std::net::{IpAddr, SocketAddr};

pub use omerta_service::auth::*;

/// Who sent a request, as the faces extract it: the operations' [`omerta_service::auth::Caller`]
/// (an account with its session, or nobody), which it derefs to, and how to speak to them.
#[derive(Clone, Debug)]
pub struct Caller(pub omerta_service::auth::Caller, pub Reader);

impl Caller {
    /// Nobody signed in.
    pub fn nobody() -> Caller {
        Caller(omerta_service::auth::Caller::nobody(), Reader::default())
    }

    /// The language the pages speak to this reader in.
    pub fn lang(&self) -> Lang {
        self.1.lang
    }
}

/// The reader of a page: their language (the account's setting, else the [`LANG_COOKIE`]
/// the switch set, else `Accept-Language`, else English) and the page's path (where the
/// switch sends them back to).
#[derive(Clone, Debug)]
pub struct Reader {
    pub lang: Lang,
    pub path: String,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader {
            lang: Lang::En,
            path: "/".into(),
        }
    }
}

/// The language the switch chose, for readers without an account's setting.
pub const LANG_COOKIE: &str = "omerta_lang";

/// The language a request's headers ask for: the switch's cookie, else `Accept-Language`,
/// else English (what an account's setting, when there is one, overrides).
pub fn lang_without_account(headers: &HeaderMap) -> Lang {
    cookie(headers, LANG_COOKIE)
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_else(|| {
            // Bounded: omerta_i18n reads at most its first KiB and 32 ranges.
            headers
                .get(header::ACCEPT_LANGUAGE)
                .map_or(Lang::En, |value| {
                    omerta_i18n::negotiate(value.as_bytes()).lang
                })
        })
}

/// The language a request's caller was found to read, kept for what answers after the
/// handler (a refused request's JSON body, worded by a middleware after the handler).
#[derive(Clone, Debug, Default)]
pub struct SpokenLang(std::sync::Arc<std::sync::OnceLock<Lang>>);

impl SpokenLang {
    pub fn get(&self) -> Option<Lang> {
        self.0.get().copied()
    }
}

/// How a request's reader is to be spoken to.
fn reader(parts: &Parts, account_lang: Option<&str>) -> Reader {
    let lang = account_lang
        .and_then(Lang::from_tag)
        .unwrap_or_else(|| lang_without_account(&parts.headers));
    if let Some(spoken) = parts.extensions.get::<SpokenLang>() {
        let _ = spoken.0.set(lang);
    }
    let path = parts
        .uri
        .path_and_query()
        .map_or("/", |p| p.as_str())
        .chars()
        .take(512)
        .collect();
    Reader { lang, path }
}

/// The `Set-Cookie` of the switch's choice (a year), or its removal.
pub fn lang_cookie(state: &AppState, lang: Option<Lang>) -> String {
    match lang {
        Some(lang) => format!(
            "{LANG_COOKIE}={}; Path=/; SameSite=Lax; Max-Age=31536000{}",
            lang.tag(),
            secure(state)
        ),
        None => format!(
            "{LANG_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0{}",
            secure(state)
        ),
    }
}

impl std::ops::Deref for Caller {
    type Target = omerta_service::auth::Caller;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

pub const COOKIE: &str = "omerta_session";

pub const DEVICE_COOKIE: &str = "omerta_device";

pub const LOGIN_CSRF_COOKIE: &str = "omerta_login";

pub const CSRF_HEADER: &str = "x-csrf-token";

/// `; Secure` when the server is reached over HTTPS ([`crate::Config::public_url`]).
fn secure(state: &AppState) -> &'static str {
    match &state.config.public_url {
        Some(url) if url.to_ascii_lowercase().starts_with("https://") => "; Secure",
        _ => "",
    }
}

pub fn session_cookie(state: &AppState, token: &str) -> String {
    format!(
        "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{}",
        SESSION_MS / 1000,
        secure(state)
    )
}

pub fn clear_cookie(state: &AppState) -> String {
    format!(
        "{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{}",
        secure(state)
    )
}

/// The cookie of a browser that has signed in to an account before (a year).
pub fn device_cookie(state: &AppState, token: &str) -> String {
    format!(
        "{DEVICE_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{}",
        365 * 24 * 3600,
        secure(state)
    )
}

/// The sign-in and sign-up forms' own CSRF token (a double-submitted cookie): a page of
/// another site cannot sign the reader in to an account of the attacker's.
pub fn login_csrf_cookie(state: &AppState, token: &str) -> String {
    format!(
        "{LOGIN_CSRF_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=86400{}",
        secure(state)
    )
}

/// A cookie's value in a request.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, _)| *n == name)
        .map(|(_, value)| value.to_string())
        .filter(|v| !v.is_empty())
}

fn cookie_token(headers: &HeaderMap) -> Option<String> {
    cookie(headers, COOKIE)
}

/// A form's `csrf` field, put in the request's extensions by the HTML layer.
#[derive(Clone, Debug)]
pub struct FormCsrf(pub String);

/// The client's address: the peer, or, when the peer is a trusted reverse proxy
/// ([`crate::Config::trusted_proxies`]), the last address in `X-Forwarded-For` that is not
/// one of the trusted proxies (the ones before it could have been written by the client).
pub fn client_ip(
    extensions: &axum::http::Extensions,
    headers: &HeaderMap,
    trusted: &[IpAddr],
) -> Option<IpAddr> {
    let peer = extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip())?;
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let forwarded: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse::<IpAddr>().ok())
        .collect();
    Some(
        forwarded
            .into_iter()
            .rev()
            .find(|a| !trusted.contains(a))
            .unwrap_or(peer),
    )
}

/// The client's address as an extractor.
#[derive(Clone, Copy, Debug)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for Caller {
    type Rejection = Failure;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Caller, Failure> {
        let nobody =
            |parts: &Parts| Caller(omerta_service::auth::Caller::nobody(), reader(parts, None));
        let Some(token) = cookie_token(&parts.headers) else {
            return Ok(nobody(parts));
        };
        let hash = token_hash(&token);
        let found = session_of(state, &hash).await?;
        let Some((account, csrf)) = found else {
            // An expired or unknown cookie is no session.
            return Ok(nobody(parts));
        };
        let safe = matches!(parts.method, Method::GET | Method::HEAD | Method::OPTIONS);
        if !safe {
            let sent = parts
                .headers
                .get(CSRF_HEADER)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
                .or_else(|| parts.extensions.get::<FormCsrf>().map(|f| f.0.clone()));
            if sent.as_deref() != Some(csrf.as_str()) {
                return Err(Failure(ApiError::csrf()));
            }
        }
        let reader = reader(parts, account.lang.as_deref());
        Ok(Caller(
            omerta_service::auth::Caller {
                account: Some(account),
                csrf: Some(csrf),
                token_hash: Some(hash),
            },
            reader,
        ))
    }
}

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<ClientIp, Self::Rejection> {
        Ok(ClientIp(client_ip(
            &parts.extensions,
            &parts.headers,
            &state.config.trusted_proxies,
        )))
    }
}
