//! Who asks ([`Caller`]), passwords, session tokens and the login rate limit.
//!
//! Passwords are hashed with Argon2id (the crate's defaults: 19 MiB, 2 passes). A session
//! is a random 256-bit token; the database keeps only its SHA-256, so a leaked database
//! opens no session. Every session has a CSRF token. How a token travels (a cookie) and
//! how the CSRF token is checked on a request are the faces' (`omerta-server`'s `auth.rs`).

use crate::error::{ApiError, ApiResult};
use crate::limits::{address_key, RateLimit};
use crate::AppState;
use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use omerta_store::Account;
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Sessions last thirty days.
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;

/// Argon2id's working memory, one block per thread that hashes, allocated once and kept:
/// allocating 19 MiB per hash let the allocator keep a copy in every arena the hashing
/// threads passed through (hundreds of MiB under a flood of sign-ups).
fn with_blocks<T>(count: usize, work: impl FnOnce(&mut [argon2::Block]) -> T) -> T {
    thread_local! {
        static BLOCKS: std::cell::RefCell<Vec<argon2::Block>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    BLOCKS.with(|blocks| {
        let mut blocks = blocks.borrow_mut();
        if blocks.len() < count {
            blocks.resize(count, argon2::Block::default());
        }
        work(&mut blocks[..count])
    })
}

/// The most memory a stored hash may ask to verify (64 MiB): ours ask 19 MiB.
const MAX_BLOCKS: usize = 64 * 1024;

/// Computes Argon2id of `password` into `out` with `params`, in this thread's memory.
fn argon2id(params: &Params, password: &[u8], salt: &[u8], out: &mut [u8]) -> Option<()> {
    let count = params.block_count();
    if count > MAX_BLOCKS {
        return None;
    }
    let argon = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    with_blocks(count, |blocks| {
        argon.hash_password_into_with_memory(password, salt, out, blocks)
    })
    .ok()
}

/// A new password's hash, as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`):
/// the argon2 crate's defaults, the format its own `hash_password` writes.
pub fn hash_password(password: &str) -> ApiResult<String> {
    let params = Params::default();
    let salt = SaltString::generate(&mut rand::rngs::OsRng);
    let mut salt_bytes = [0u8; 64];
    let raw_salt = salt
        .decode_b64(&mut salt_bytes)
        .map_err(ApiError::internal)?;
    let mut out = [0u8; 32];
    argon2id(&params, password.as_bytes(), raw_salt, &mut out)
        .ok_or_else(|| ApiError::internal("Argon2 refused its own parameters"))?;
    let hash = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(ApiError::internal)?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&out).map_err(ApiError::internal)?),
    };
    Ok(hash.to_string())
}

/// Whether `password` is the one `hash` (a PHC string of Argon2id) was made of.
pub fn verify_password(password: &str, hash: &str) -> bool {
    let verified = || -> Option<bool> {
        let parsed = PasswordHash::new(hash).ok()?;
        if parsed.algorithm != Algorithm::Argon2id.ident()
            || parsed
                .version
                .is_some_and(|v| v != u32::from(Version::V0x13))
        {
            return None;
        }
        let params = Params::try_from(&parsed).ok()?;
        let expected = parsed.hash?;
        let mut salt_bytes = [0u8; 64];
        let raw_salt = parsed.salt?.decode_b64(&mut salt_bytes).ok()?;
        let mut out = vec![0u8; expected.len()];
        argon2id(&params, password.as_bytes(), raw_salt, &mut out)?;
        // `Output`'s equality is constant-time.
        Some(Output::new(&out).ok()? == expected)
    };
    verified().unwrap_or(false)
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

/// The account and CSRF token of a live session, by its token's hash (through the cache).
pub async fn session_of(state: &AppState, hash: &str) -> ApiResult<Option<(Account, String)>> {
    if let Some(found) = state.sessions.get(hash) {
        return Ok(Some(found));
    }
    let found = state.store.session(hash, crate::now()).await?;
    if let Some((account, csrf)) = &found {
        state.sessions.put(hash, account, csrf);
    }
    Ok(found)
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

/// The failed sign-ins that slow an attacker down, without locking the owner out:
///
/// - per client address: `limit` failures in `window`, then that address waits;
/// - per account (by the name's key, the same key the sign-in looks up): `limit` failures
///   in `window` from browsers that have never signed in to it, then such browsers wait,
///   from any address. A browser that has signed in to the account before (its device
///   cookie) is never held back by others' failures, so an attacker guessing from many
///   addresses cannot keep the owner out.
pub struct LoginLimiter {
    addresses: RateLimit,
    accounts: RateLimit,
}

impl LoginLimiter {
    pub fn new(limit: usize, window: Duration) -> LoginLimiter {
        LoginLimiter {
            addresses: RateLimit::new(limit, window),
            accounts: RateLimit::new(limit, window),
        }
    }

    fn account_key(name: &str) -> String {
        omerta_live::names::key(name)
    }

    /// How long until another attempt is allowed, if it is not now. `trusted`: the
    /// browser has signed in to this account before.
    pub fn blocked(&self, name: &str, ip: Option<IpAddr>, trusted: bool) -> Option<Duration> {
        let by_address = ip.and_then(|ip| self.addresses.wait(&address_key(ip)));
        let by_account = if trusted {
            None
        } else {
            self.accounts.wait(&Self::account_key(name))
        };
        by_address.max(by_account)
    }

    pub fn fail(&self, name: &str, ip: Option<IpAddr>) {
        if let Some(ip) = ip {
            self.addresses.hit(&address_key(ip));
        }
        self.accounts.hit(&Self::account_key(name));
    }

    pub fn succeed(&self, name: &str) {
        self.accounts.clear(&Self::account_key(name));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use argon2::password_hash::{PasswordHasher, PasswordVerifier};

    #[test]
    fn hashes_are_argon2_phc_strings_either_way() {
        // Ours verify with the argon2 crate's own verifier, and its hashes (every hash
        // stored before the hashing threads kept their memory) verify with ours.
        let ours = hash_password("correct horse").unwrap();
        assert!(
            ours.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{ours}"
        );
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(Argon2::default()
            .verify_password(b"correct horse", &parsed)
            .is_ok());
        let salt = SaltString::generate(&mut rand::rngs::OsRng);
        let theirs = Argon2::default()
            .hash_password(b"battery staple", &salt)
            .unwrap()
            .to_string();
        assert!(verify_password("battery staple", &theirs));
        assert!(!verify_password("battery stapler", &theirs));
        assert!(verify_password("correct horse", &ours));
        assert!(!verify_password("correct horsE", &ours));
        assert!(!verify_password("correct horse", "not a hash"));
        // A stored hash that asks for more memory than any of ours is refused, not run.
        let greedy = ours.replace("m=19456", "m=4000000");
        assert!(!verify_password("correct horse", &greedy));
    }
}
