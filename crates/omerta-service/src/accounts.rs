//! Accounts: sign-up (the one name rule, password strength, the sign-up limit), sign-in
//! (login limits, devices, bans), sessions and mail settings. The JSON API
//! (`omerta-server`'s `api/`) and the pages (`web/pages.rs`) both call these; neither holds a rule of
//! its own.

use crate::auth;
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::limits::{address_key, retry_seconds};
use crate::{now, AppState};
use omerta_i18n as i18n;
use omerta_live::names;
use serde_json::Value;
use std::net::IpAddr;

/// Opens a session for an account: its token (for the cookie the face sets) and its CSRF
/// token.
pub async fn new_session(
    state: &AppState,
    account: &omerta_store::Account,
) -> ApiResult<(String, String)> {
    let token = auth::random_token();
    let csrf = auth::random_token();
    let now = now();
    state
        .store
        .create_session(
            &auth::token_hash(&token),
            account.id,
            &csrf,
            now,
            now + auth::SESSION_MS,
        )
        .await?;
    Ok((token, csrf))
}

/// A device token for the browser that just signed up or signed in to `account` (the face
/// sets it as a cookie): from now
/// on failures from elsewhere never hold it back (`auth::LoginLimiter`). Given at sign-up
/// too, or a new owner could be kept out by a guesser until they first sign in.
pub async fn new_device(state: &AppState, account: i64) -> ApiResult<String> {
    let token = auth::random_token();
    state
        .store
        .add_device(&auth::token_hash(&token), account, now())
        .await?;
    Ok(token)
}

/// A name no account holds, by the rule for accounts' names (`rule`: [`names::ACCOUNT`]
/// for a new account, [`names::ALIAS`] for an anonymous game's alias, the same rule said
/// of an alias), tidied, or why not: the one rule for names ([`names::check`]); the
/// look-alikes among the site's accounts are found by the store (their keys and looks,
/// [`names::alike`]'s two halves).
pub async fn unclaimed_name(state: &AppState, name: &str, rule: &names::Rule) -> ApiResult<String> {
    let name = names::check(name, rule, []).map_err(|unfit| invalid_name(&unfit))?;
    if state
        .store
        .name_taken(&names::key(&name), &names::look(&name))
        .await?
    {
        return Err(name_taken(&name, rule));
    }
    Ok(name)
}

/// The refusal of a name the one rule for names refuses.
pub(crate) fn invalid_name(unfit: &names::Unfit) -> ApiError {
    ApiError {
        words: Some(Box::new(omerta_live::refusals::unfit_words(unfit))),
        ..ApiError::new(Kind::Unprocessable, "invalid_name", unfit.to_string())
    }
}

/// The refusal of a name an account holds, or one too like it.
fn name_taken(name: &str, rule: &names::Rule) -> ApiError {
    let quoted = ("name", Arg::Text(format!("{name:?}")));
    if *rule == names::ACCOUNT {
        ApiError::worded(
            Kind::Conflict,
            "name_taken",
            format!("the name {name:?} is taken, or too like another account's to tell apart"),
            i18n::id("refusal-name-taken"),
            [quoted],
        )
    } else {
        ApiError::worded(
            Kind::Conflict,
            "name_taken",
            format!(
                "{} is never an account's name: {name:?} is one, or too like one to tell apart",
                rule.what
            ),
            i18n::id("refusal-alias-is-an-account"),
            [quoted],
        )
    }
}

/// The refusal of a password too short or too long.
fn password_length() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "weak_password",
        "a password is 8 to 1024 characters",
        i18n::id("refusal-password-length"),
        [],
    )
}

/// The refusal of a password too easy to guess: zxcvbn's score, the least the site takes,
/// and zxcvbn's advice (English only: other languages say it after their sentence).
fn weak_password(score: u8, least: u8, advice: String) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "weak_password",
        format!(
            "this password is too easy to guess ({score} of 4, at least {least} needed). {advice}"
        ),
        i18n::id("refusal-password-weak"),
        [
            ("score", Arg::Number(i64::from(score))),
            ("least", Arg::Number(i64::from(least))),
            ("advice", Arg::Text(advice)),
        ],
    )
}

/// Too many new accounts from one address: a retry in `minutes`.
fn too_many_accounts(minutes: u64) -> ApiError {
    ApiError::worded(
        Kind::TooMany,
        "rate_limited",
        format!("too many new accounts from your address; try again in {minutes} minutes"),
        i18n::id("refusal-too-many-accounts"),
        [("minutes", Arg::Number(minutes as i64))],
    )
}

/// Too many failed sign-ins: a retry in `seconds`.
fn too_many_sign_ins(seconds: u64) -> ApiError {
    ApiError::worded(
        Kind::TooMany,
        "rate_limited",
        format!("too many failed sign-ins; try again in {seconds} s"),
        i18n::id("refusal-too-many-sign-ins"),
        [("seconds", Arg::Number(seconds as i64))],
    )
}

/// A banned account's right password.
fn banned(reason: String) -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "banned",
        format!("this account is banned by the site's admins: {reason}"),
        i18n::id("refusal-banned"),
        [("reason", Arg::Text(reason))],
    )
}

/// A name and password that do not sign in (either may be wrong: the answer does not say).
fn bad_credentials() -> ApiError {
    ApiError::worded(
        Kind::Unauthenticated,
        "bad_credentials",
        "wrong name or password",
        i18n::id("refusal-bad-credentials"),
        [],
    )
}

/// Every worded refusal of accounts, with sample arguments, for the test that holds each
/// English sentence to the catalog's.
pub fn refusal_samples() -> Vec<ApiError> {
    let mut all = vec![
        name_taken("Olga", &names::ACCOUNT),
        name_taken("Olga", &names::ALIAS),
        password_length(),
        weak_password(1, 3, "Add another word or two.".into()),
        too_many_accounts(1),
        too_many_accounts(7),
        too_many_sign_ins(42),
        banned("spam".into()),
        bad_credentials(),
    ];
    for name in ["", "a\u{200b}b", "a!b", "olga\u{202e}"] {
        if let Err(unfit) = names::check(name, &names::ACCOUNT, []) {
            all.push(invalid_name(&unfit));
        }
    }
    all
}

/// Whether a new password is long and hard enough to guess (zxcvbn, with the account's
/// name among the words it tries). CPU work of a few milliseconds: it runs on the hashing
/// threads, with the hash.
fn check_password(min_score: u8, name: &str, password: &str) -> ApiResult<()> {
    let length = password.chars().count();
    if !(8..=1024).contains(&length) {
        return Err(password_length());
    }
    // zxcvbn's work grows with the length: past 100 characters a password is long enough.
    if length > 100 {
        return Ok(());
    }
    let estimate = zxcvbn::zxcvbn(password, &[name]);
    let score = u8::from(estimate.score());
    if score < min_score {
        let advice = estimate
            .feedback()
            .map(|f| f.to_string().trim().to_string())
            .filter(|f| !f.is_empty())
            .unwrap_or_else(|| "Use a few words, avoid common phrases.".into());
        return Err(weak_password(score, min_score, advice));
    }
    Ok(())
}

/// Checks a new account's name and password and creates it.
pub async fn create_account(
    state: &AppState,
    name: &str,
    password: &str,
    ip: Option<IpAddr>,
) -> ApiResult<omerta_store::Account> {
    let length = password.chars().count();
    if !(8..=1024).contains(&length) {
        // Before the store is asked: a password refused at once costs no query.
        names::check(name, &names::ACCOUNT, []).map_err(|unfit| invalid_name(&unfit))?;
        return Err(password_length());
    }
    // Before hashing: a taken name costs no hash.
    let name = unclaimed_name(state, name, &names::ACCOUNT).await?;
    let (key, look) = (names::key(&name), names::look(&name));
    let taken = || name_taken(&name, &names::ACCOUNT);
    if let Some(ip) = ip {
        if let Err(wait) = state.signups.try_hit(&address_key(ip)) {
            return Err(too_many_accounts(wait.as_secs() / 60 + 1).retry_after(retry_seconds(wait)));
        }
    }
    let (password, checked_name) = (password.to_string(), name.clone());
    let min_score = state.config.min_password_score;
    let hash = state
        .hashing
        .run(move || {
            check_password(min_score, &checked_name, &password)?;
            auth::hash_password(&password)
        })
        .await??;
    match state
        .store
        .create_account(&name, &key, &look, &hash, now())
        .await
    {
        Ok(account) => {
            tracing::info!(account = account.id, "account created");
            Ok(account)
        }
        Err(omerta_store::Error::Taken) => Err(taken()),
        Err(e) => Err(e.into()),
    }
}

/// A client address for a log line.
fn shown(ip: Option<IpAddr>) -> String {
    ip.map_or_else(|| "unknown".to_string(), |ip| ip.to_string())
}

/// Checks a name and password against the login rate limits and the stored hash. On
/// success, the account, and a device token to set when this browser had none for it.
pub async fn authenticate(
    state: &AppState,
    name: &str,
    password: &str,
    ip: Option<IpAddr>,
    device: Option<&str>,
) -> Result<(omerta_store::Account, Option<String>), ApiError> {
    let key = names::key(name);
    let account = state.store.account_by_key(&key).await?;
    let trusted = match (device, &account) {
        (Some(token), Some(account)) => {
            state.store.device(&auth::token_hash(token)).await? == Some(account.id)
        }
        _ => false,
    };
    if let Some(wait) = state.limiter.blocked(name, ip, trusted) {
        tracing::warn!(ip = %shown(ip), "sign-in refused: too many failures");
        let seconds = retry_seconds(wait);
        return Err(too_many_sign_ins(seconds).retry_after(seconds));
    }
    let password = password.to_string();
    let hash = account.as_ref().map(|a| a.password_hash.clone());
    // Verify even for an unknown name, so the answer takes as long either way.
    let ok = state
        .hashing
        .run(move || match hash {
            Some(hash) => auth::verify_password(&password, &hash),
            None => {
                let _ = auth::verify_password(&password, auth::dummy_hash());
                false
            }
        })
        .await?;
    match account {
        Some(account) if ok => {
            state.limiter.succeed(name);
            if let Some(reason) = state.store.ban_reason(account.id).await? {
                return Err(banned(reason));
            }
            let cookie = if trusted {
                None
            } else {
                Some(new_device(state, account.id).await?)
            };
            Ok((account, cookie))
        }
        _ => {
            state.limiter.fail(name, ip);
            tracing::warn!(ip = %shown(ip), "failed sign-in");
            Err(bad_credentials())
        }
    }
}

/// Stores the language an account chose for its pages and mail (none: its browser's).
/// The account's cached sessions are forgotten, so that the next page is in it.
pub async fn save_lang(
    state: &AppState,
    account: i64,
    lang: Option<omerta_i18n::Lang>,
) -> ApiResult<()> {
    state
        .store
        .set_account_lang(account, lang.map(omerta_i18n::Lang::tag))
        .await?;
    state.sessions.forget_account(account);
    Ok(())
}

/// The name of a game's host (its judge or moderator), for the page's heading.
pub async fn host_name(state: &AppState, view: &Value) -> Option<String> {
    let host = view["host"].as_i64()?;
    state
        .store
        .account(host)
        .await
        .ok()
        .flatten()
        .map(|a| a.name)
}

/// Each slot's account name beside its account (`account_name`), in an anonymous game's
/// view for a reader who may read its accounts: the host, and everybody once it is
/// finished (forum ruling D34: the accounts are revealed at the end). Other views are
/// left as they are: their slots hold no account to name.
pub async fn name_slots(state: &AppState, view: &mut Value) -> ApiResult<()> {
    if view["anonymous"] != Value::Bool(true) {
        return Ok(());
    }
    let Some(slots) = view["slots"].as_array_mut() else {
        return Ok(());
    };
    for slot in slots {
        if let Some(id) = slot["account"].as_i64() {
            if let Some(account) = state.store.account(id).await? {
                slot["account_name"] = Value::String(account.name);
            }
        }
    }
    Ok(())
}

/// The account a person typed the name of (compared as the sign-in compares names), if
/// any: the one reading of a typed account name, for every place that takes one.
pub async fn by_name(state: &AppState, typed: &str) -> ApiResult<Option<omerta_store::Account>> {
    // No name is that long: no need to ask the store.
    if typed.chars().count() > 100 {
        return Ok(None);
    }
    Ok(state.store.account_by_key(&names::key(typed)).await?)
}

/// Ends the caller's session (if any): forgotten by the store and the cache at once, and
/// the streams it opened re-check their rights.
pub async fn log_out(state: &AppState, caller: &crate::auth::Caller) -> ApiResult<()> {
    if let Some(hash) = &caller.token_hash {
        state.store.delete_session(hash).await?;
        state.sessions.forget(hash);
        state.rights_changed();
    }
    Ok(())
}
