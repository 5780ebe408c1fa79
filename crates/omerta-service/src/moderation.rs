//! Site admins' moderation: naming and demoting admins, banning accounts and lifting bans
//! (each with its reason, recorded for good), an account's record, and finding accounts by
//! name for a host naming a replacement. Every change ends the account's cached sessions
//! and re-checks the rights of its open streams.

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::{now, AppState};
use omerta_i18n as i18n;
use omerta_live::names;

/// How many accounts a search by name suggests.
pub const ACCOUNT_SUGGESTIONS: i64 = 10;

/// What only a site admin does, as its refusal says it.
#[derive(Clone, Copy)]
enum AdminOnly {
    NameAdmins,
    Ban,
    ReadRecord,
}

impl AdminOnly {
    /// The doing in English and its message.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            AdminOnly::NameAdmins => ("names admins", i18n::id("refusal-admin-names-admins")),
            AdminOnly::Ban => ("bans accounts", i18n::id("refusal-admin-bans")),
            AdminOnly::ReadRecord => (
                "reads an account's record",
                i18n::id("refusal-admin-reads-record"),
            ),
        }
    }
}

/// The caller, if a site admin.
fn site_admin(caller: &Caller, does: AdminOnly) -> ApiResult<&omerta_store::Account> {
    let admin = caller.require()?;
    if !caller.admin() {
        return Err(admin_only(does));
    }
    Ok(admin)
}

fn admin_only(does: AdminOnly) -> ApiError {
    let (english, doing) = does.words();
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        format!("only a site admin {english}"),
        i18n::id("refusal-admin-only"),
        [("what", Arg::Message(doing))],
    )
}

/// An `invalid_command` said in English and worded by `id` (no arguments).
fn invalid(english: &str, id: &'static str) -> ApiError {
    ApiError::worded(Kind::Unprocessable, "invalid_command", english, id, [])
}

fn demote_self() -> ApiError {
    invalid(
        "an admin cannot demote themself: another admin does it, so that the site keeps one",
        i18n::id("refusal-admin-demote-self"),
    )
}

fn ban_self() -> ApiError {
    invalid(
        "an admin cannot ban their own account",
        i18n::id("refusal-admin-ban-self"),
    )
}

fn ban_reason(unfit: &names::Unfit) -> ApiError {
    match unfit {
        names::Unfit::Blank { .. } => invalid(
            "a ban needs a reason, in visible characters: it is recorded and shown to the account",
            i18n::id("refusal-admin-ban-blank"),
        ),
        other => ApiError::from(omerta_live::refusals::unfit(other)),
    }
}

fn no_account(id: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("there is no account {id}"),
        i18n::id("refusal-admin-no-account"),
        [("id", Arg::Text(id.to_string()))],
    )
}

fn no_longer_admin() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "you are no longer a site admin: another admin changed your account meanwhile",
        i18n::id("refusal-admin-no-longer"),
        [],
    )
}

/// Every worded refusal of the site's moderation, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        admin_only(AdminOnly::NameAdmins),
        admin_only(AdminOnly::Ban),
        admin_only(AdminOnly::ReadRecord),
        demote_self(),
        ban_self(),
        ban_reason(&names::Unfit::Blank { what: "a reason" }),
        no_account(9),
        no_longer_admin(),
    ]
}

/// A site admin names account `id` an admin, or demotes it. An admin cannot demote
/// themself, as banning oneself is refused: the last admin would leave the site without one.
pub async fn set_admin(state: &AppState, caller: &Caller, id: i64, admin: bool) -> ApiResult<()> {
    let by = site_admin(caller, AdminOnly::NameAdmins)?;
    if id == by.id && !admin {
        return Err(demote_self());
    }
    let change = state.store.set_admin(by.id, id, admin).await?;
    admin_change(change, id)?;
    state.sessions.forget_account(id);
    state.rights_changed();
    Ok(())
}

/// A site admin bans an account (its sessions end, it cannot sign in) or lifts the ban,
/// with a reason; both are recorded for good. The reason as kept.
pub async fn ban(
    state: &AppState,
    caller: &Caller,
    id: i64,
    banned: bool,
    reason: &str,
) -> ApiResult<String> {
    let by = site_admin(caller, AdminOnly::Ban)?;
    if id == by.id {
        return Err(ban_self());
    }
    let reason = names::reason(reason, omerta_live::hosted::MAX_REASON)
        .map_err(|unfit| ban_reason(&unfit))?;
    let change = state
        .store
        .set_banned(id, banned, &reason, by.id, now())
        .await?;
    admin_change(change, id)?;
    state.sessions.forget_account(id);
    state.rights_changed();
    tracing::info!(account = id, by = by.id, banned, "account ban changed");
    Ok(reason)
}

/// The answer to an admin's change the store refused: no such account, or the admin was
/// demoted or banned meanwhile (by another admin at the same moment).
fn admin_change(change: omerta_store::AdminChange, id: i64) -> ApiResult<()> {
    match change {
        omerta_store::AdminChange::Done => Ok(()),
        omerta_store::AdminChange::NoAccount => Err(no_account(id)),
        omerta_store::AdminChange::NotAdmin => Err(no_longer_admin()),
    }
}

/// An account's record of bans and lifts (kind, reason, by, at), for site admins.
pub async fn record(
    state: &AppState,
    caller: &Caller,
    id: i64,
) -> ApiResult<Vec<(String, String, i64, i64)>> {
    site_admin(caller, AdminOnly::ReadRecord)?;
    Ok(state.store.account_record(id).await?)
}

/// Accounts whose names start as `name` does (case and look-alikes folded as names are
/// compared), for a host naming the account a replacement gives a slot to: (id, name).
/// Names are public (every game shows its players'); only a signed-in caller asks, and at
/// most [`ACCOUNT_SUGGESTIONS`] come back.
pub async fn find_accounts(
    state: &AppState,
    caller: &Caller,
    name: &str,
) -> ApiResult<Vec<(i64, String)>> {
    caller.require()?;
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        return Ok(Vec::new());
    }
    Ok(state
        .store
        .accounts_by_key_prefix(&names::key(name), ACCOUNT_SUGGESTIONS)
        .await?)
}
