//! Accounts, sessions, CSRF and the login rate limit.
//!
//! Passwords are hashed with Argon2id (the crate's defaults: 19 MiB, 2 passes). A session
//! is a random 256-bit token in an `HttpOnly; SameSite=Lax` cookie; the database keeps
//! only its SHA-256, so a leaked database opens no session. Every session has a CSRF
//! token, returned at sign-in and by `GET /api/session`; a request that changes anything
//! with a session cookie must carry it in `X-CSRF-Token` (or a form's `csrf` field).

use crate::error::{ApiError, ApiResult};
use crate::AppState;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, Method, StatusCode};
use omerta_store::Account;
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const COOKIE: &str = "omerta_session";
pub const CSRF_HEADER: &str = "x-csrf-token";
/// Sessions last thirty days.
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;

pub fn hash_password(password: &str) -> ApiResult<String> {
    let salt = SaltString::generate(&mut rand::rngs::OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(ApiError::internal)
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// A hash of nothing, verified against when a sign-in names no account, so that the answer
/// takes as long as for a wrong password and does not tell which names exist.
pub fn dummy_hash() -> &'static str {
    static HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HASH.get_or_init(|| hash_password(&random_token()).unwrap_or_default())
}

/// A fresh random token, 64 hex digits.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

pub fn session_cookie(token: &str) -> String {
    format!(
        "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}",
        SESSION_MS / 1000
    )
}

pub fn clear_cookie() -> String {
    format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0")
}

fn cookie_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.to_string())
        .filter(|v| !v.is_empty())
}

/// Who sent a request: an account with its session, or nobody.
#[derive(Clone, Debug)]
pub struct Caller {
    pub account: Option<Account>,
    pub csrf: Option<String>,
    pub token_hash: Option<String>,
}

impl Caller {
    /// Nobody signed in.
    pub fn nobody() -> Caller {
        Caller {
            account: None,
            csrf: None,
            token_hash: None,
        }
    }

    pub fn id(&self) -> Option<i64> {
        self.account.as_ref().map(|a| a.id)
    }

    pub fn admin(&self) -> bool {
        self.account.as_ref().is_some_and(|a| a.admin)
    }

    pub fn require(&self) -> ApiResult<&Account> {
        self.account.as_ref().ok_or_else(ApiError::unauthenticated)
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Caller> {
        let Some(token) = cookie_token(&parts.headers) else {
            return Ok(Caller {
                account: None,
                csrf: None,
                token_hash: None,
            });
        };
        let hash = token_hash(&token);
        let found = match state.sessions.get(&hash) {
            Some(found) => Some(found),
            None => {
                let found = state.store.session(&hash, crate::now()).await?;
                if let Some((account, csrf)) = &found {
                    state.sessions.put(&hash, account, csrf);
                }
                found
            }
        };
        let Some((account, csrf)) = found else {
            // An expired or unknown cookie is no session.
            return Ok(Caller {
                account: None,
                csrf: None,
                token_hash: None,
            });
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
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    "csrf",
                    "this request needs the session's CSRF token in the X-CSRF-Token header",
                ));
            }
        }
        Ok(Caller {
            account: Some(account),
            csrf: Some(csrf),
            token_hash: Some(hash),
        })
    }
}

/// Sessions read in the last few seconds, so that a burst of requests (a player's votes)
/// costs one session query, not one each. Signing out here forgets the session at once; on
/// another server instance sharing the database it lasts at most [`SESSION_CACHE`] more.
#[derive(Default)]
pub struct SessionCache {
    entries: Mutex<HashMap<String, (Account, String, Instant)>>,
}

/// How long a session read stays trusted.
pub const SESSION_CACHE: Duration = Duration::from_secs(5);

impl SessionCache {
    pub fn get(&self, hash: &str) -> Option<(Account, String)> {
        let entries = self.entries.lock().expect("session cache lock");
        entries
            .get(hash)
            .filter(|(_, _, at)| at.elapsed() < SESSION_CACHE)
            .map(|(account, csrf, _)| (account.clone(), csrf.clone()))
    }

    pub fn put(&self, hash: &str, account: &Account, csrf: &str) {
        let mut entries = self.entries.lock().expect("session cache lock");
        if entries.len() > 50_000 {
            entries.retain(|_, (_, _, at)| at.elapsed() < SESSION_CACHE);
        }
        entries.insert(
            hash.to_string(),
            (account.clone(), csrf.to_string(), Instant::now()),
        );
    }

    pub fn forget(&self, hash: &str) {
        self.entries
            .lock()
            .expect("session cache lock")
            .remove(hash);
    }

    /// Forgets every session of an account (its rights changed).
    pub fn forget_account(&self, account: i64) {
        self.entries
            .lock()
            .expect("session cache lock")
            .retain(|_, (a, _, _)| a.id != account);
    }
}

/// A form's `csrf` field, put in the request's extensions by the HTML layer.
#[derive(Clone, Debug)]
pub struct FormCsrf(pub String);

/// The client's address, when the server knows it.
pub fn client_ip(parts_extensions: &axum::http::Extensions) -> Option<IpAddr> {
    parts_extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip())
}

/// At most `limit` failed logins per name, and per client address, in `window`.
pub struct LoginLimiter {
    limit: usize,
    window: Duration,
    failures: Mutex<HashMap<String, Vec<Instant>>>,
}

impl LoginLimiter {
    pub fn new(limit: usize, window: Duration) -> LoginLimiter {
        LoginLimiter {
            limit,
            window,
            failures: Mutex::new(HashMap::new()),
        }
    }

    fn keys(name: &str, ip: Option<IpAddr>) -> Vec<String> {
        let mut keys = vec![format!("name:{}", name.to_lowercase())];
        if let Some(ip) = ip {
            keys.push(format!("ip:{ip}"));
        }
        keys
    }

    /// How long until another attempt is allowed, if it is not now.
    pub fn blocked(&self, name: &str, ip: Option<IpAddr>) -> Option<Duration> {
        let now = Instant::now();
        let mut failures = self.failures.lock().expect("limiter lock");
        let mut wait = None;
        for key in Self::keys(name, ip) {
            if let Some(times) = failures.get_mut(&key) {
                times.retain(|t| now.duration_since(*t) < self.window);
                if times.len() >= self.limit {
                    let until = self.window - now.duration_since(times[0]);
                    wait = Some(wait.map_or(until, |w: Duration| w.max(until)));
                }
            }
        }
        wait
    }

    pub fn fail(&self, name: &str, ip: Option<IpAddr>) {
        let now = Instant::now();
        let mut failures = self.failures.lock().expect("limiter lock");
        if failures.len() > 100_000 {
            // Forget stale entries rather than grow without bound.
            failures.retain(|_, times| {
                times
                    .last()
                    .is_some_and(|t| now.duration_since(*t) < self.window)
            });
        }
        for key in Self::keys(name, ip) {
            failures.entry(key).or_default().push(now);
        }
    }

    pub fn succeed(&self, name: &str) {
        self.failures
            .lock()
            .expect("limiter lock")
            .remove(&format!("name:{}", name.to_lowercase()));
    }
}
