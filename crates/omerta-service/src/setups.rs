//! Forum setups (issue 32, item 5; `docs/live/forum.md` "Setups", rulings D25-D29): an
//! account saves named setups, lists, edits, deletes its own, downloads one as a file,
//! uploads a file, shares one, hosts a lobby from one, and rehosts a finished game. Every
//! setup that comes in, from a form, the JSON API or a file, is read as a setup file by
//! the one reader (`omerta_live::forum::setup_file::read`): checked whole, every problem
//! reported at once with its place, before anything is written.

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::games::count_creation;
use crate::{now, AppState};
use omerta_i18n as i18n;
use omerta_live::forum::setup_file::{self, FileError, SetupFile, FORMAT};
use omerta_live::forum::{describe, describe_words, recorded_setup, ForumEvent, Problem, Setup};
use omerta_live::{names, Event};
use omerta_store::{Account, LobbySetup, SetupFields, SetupRow};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The most setups one account keeps.
pub const MAX_SETUPS: usize = 200;
/// The most setups a list shows (an account's own, then as many shared ones).
pub const LISTED: i64 = 200;

/// A setup as a list shows it.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SetupSummary {
    pub id: i64,
    pub name: String,
    pub description: String,
    /// The owner's account name.
    pub owner: String,
    /// Whether the caller owns it (and may change it).
    pub mine: bool,
    /// Whether everybody may read it.
    pub shared: bool,
    /// `given` or `random`.
    pub deal: String,
    /// How many roles it holds (a given deal: how many players it is for).
    pub roles: usize,
    /// Ms since the epoch.
    pub updated_at: i64,
}

/// A setup with its roles (`GET /api/setups/{id}`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SetupDetail {
    #[serde(flatten)]
    pub summary: SetupSummary,
    /// The setup, as the start command takes it.
    pub setup: Setup,
}

/// A setup to save (`POST /api/setups`) or to change (`PUT /api/setups/{id}`).
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupBody {
    /// 1 to 80 characters, told apart from the owner's other setups' names.
    pub name: String,
    /// At most 2,000 characters.
    #[serde(default)]
    pub description: String,
    /// Readable by everybody (listed, downloaded, hosted from).
    #[serde(default)]
    pub shared: bool,
    /// The setup, as the start command takes it (`docs/live/forum.md`).
    #[schemars(with = "Setup")]
    pub setup: Value,
}

/// A refusal listing every problem of a setup: a file that is not a setup file
/// (`not_a_setup_file`, the place the reader stopped) or a setup with problems
/// (`invalid_setup`, every one).
pub fn refusal(error: FileError) -> ApiError {
    match error {
        FileError::Parse(problem) => one_problem(Kind::BadRequest, "not_a_setup_file", problem),
        // Well-formed JSON of the wrong shape is unprocessable, as the JSON API's other
        // bodies are (a syntax error is a bad request, a data error unprocessable).
        FileError::Shape(problem) => one_problem(Kind::Unprocessable, "not_a_setup_file", problem),
        FileError::Invalid(problems) => ApiError {
            words: Some(Box::new(describe_words(&problems))),
            ..ApiError::new(Kind::Unprocessable, "invalid_setup", describe(&problems))
        }
        .with_problems(problems),
    }
}

/// A refusal of one problem, its sentence the problem's line (`/name: …`).
fn one_problem(kind: Kind, code: &'static str, problem: Problem) -> ApiError {
    ApiError::worded(
        kind,
        code,
        problem.line_text(),
        i18n::id("setup-problem-one"),
        [("problems", Arg::Problems(vec![problem.clone()]))],
    )
    .with_problems(vec![problem])
}

/// Reads a setup file's text whole (D25, D26).
pub fn read(text: &str) -> ApiResult<SetupFile> {
    setup_file::read(text).map_err(refusal)
}

/// A body's setup as a file read by the one reader: its places are the body's
/// (`/setup/roles/3/faction`), since a body is a file without its format.
fn read_body(body: &SetupBody) -> ApiResult<SetupFile> {
    let text = json!({
        "format": FORMAT,
        "name": body.name,
        "description": body.description,
        "setup": body.setup,
    })
    .to_string();
    read(&text)
}

fn summary(row: &SetupRow, setup: &Setup, caller: Option<i64>) -> SetupSummary {
    SetupSummary {
        id: row.id,
        name: row.name.clone(),
        description: row.description.clone(),
        owner: row.owner_name.clone(),
        mine: caller == Some(row.owner_id),
        shared: row.shared,
        deal: match setup.deal {
            omerta_live::forum::Deal::Given => "given",
            omerta_live::forum::Deal::Random => "random",
        }
        .to_string(),
        roles: setup.roles.len(),
        updated_at: row.updated_at,
    }
}

fn stored_setup(row: &SetupRow) -> ApiResult<Setup> {
    serde_json::from_str(&row.body)
        .map_err(|e| ApiError::internal(format!("setup {}: {e}", row.id)))
}

fn not_found(id: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("There is no setup {id} you may read."),
        i18n::id("refusal-setup-not-found"),
        [("id", Arg::Text(id.to_string()))],
    )
}

fn owner_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "Only its owner may change or delete a setup; save a copy of your own instead.",
        i18n::id("refusal-setup-owner-only"),
        [],
    )
}

/// A game that does not exist, as the setups' pages say it.
fn no_game(game: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("There is no game {game}."),
        i18n::id("refusal-setup-no-game"),
        [("id", Arg::Text(game.to_string()))],
    )
}

fn too_many_setups() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "too_many_setups",
        format!("An account keeps at most {MAX_SETUPS} setups; delete one first."),
        i18n::id("refusal-setup-too-many"),
        [("most", Arg::Number(MAX_SETUPS as i64))],
    )
}

fn not_forum() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "not_forum",
        "Only a forum game has a setup to save or rehost.",
        i18n::id("refusal-setup-not-forum"),
        [],
    )
}

fn setup_secret() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "A game's setup tells every role: only its host reads it before the game is over.",
        i18n::id("refusal-setup-secret"),
        [],
    )
}

fn no_setup_yet() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "not_started",
        "This game has not started: it has no setup yet.",
        i18n::id("refusal-setup-not-started"),
        [],
    )
}

fn not_finished() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "not_finished",
        "Only a finished forum game can be rehosted.",
        i18n::id("refusal-setup-not-finished"),
        [],
    )
}

fn rehost_members_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "Only the host or a player of a game may rehost it.",
        i18n::id("refusal-setup-rehost-members"),
        [],
    )
}

/// Every worded refusal of the setups, with sample arguments (the English test).
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        not_found(7),
        owner_only(),
        no_game(7),
        too_many_setups(),
        not_forum(),
        setup_secret(),
        no_setup_yet(),
        not_finished(),
        rehost_members_only(),
        taken("Mountainous"),
    ]
    .into_iter()
    .chain(problem_samples())
    .collect()
}

/// Refusals that reach every problem a setup (or its file, or its start) can have, for
/// the test that holds their English to the catalog's (issue 30).
pub fn problem_samples() -> Vec<ApiError> {
    let file = |setup: Value, name: &str, description: &str| {
        json!({"format": FORMAT, "name": name, "description": description, "setup": setup})
            .to_string()
    };
    let broken = json!({
        "game": {"normality": 9, "day_hours": 0},
        "roles": [
            {"faction": "", "role": "x\u{7}", "abilities": ["fly"], "night": {"zzz": 1},
             "channels": ["dead", ""], "pm": "{nope} {", "results_pm": "\u{7}"},
            {"faction": "town", "night": {"sanity": 7}, "pm": "}", "results_pm": " "},
            {"faction": "town", "pm": "x".repeat(omerta_live::forum::pms::MAX_TEMPLATE + 1), "results_pm": "{nope}"},
        ],
        "aliases": {"Ann": ["", "Ann2", "ann2"]},
    });
    let many = json!({
        "roles": vec![json!({"faction": "town"}); omerta_live::forum::MAX_ROLES + 1],
        "aliases": {"Ann": vec!["a"; omerta_live::forum::MAX_ALIASES + 1]},
    });
    let texts = [
        "x".repeat(setup_file::MAX_FILE_BYTES + 1),
        "{not json".to_string(),
        // A text that ends before its JSON does: serde's end-of-file category.
        "{\"format\": ".to_string(),
        json!({"format": "other"}).to_string(),
        json!({"name": "x"}).to_string(),
        file(json!({"roles": "none"}), "x", ""),
        file(broken, "", &"d".repeat(setup_file::MAX_DESCRIPTION + 1)),
        file(json!({"roles": []}), "x", "\u{7}"),
        file(many, "x", ""),
    ];
    let mut all: Vec<ApiError> = texts
        .iter()
        .filter_map(|text| setup_file::read(text).err())
        .map(refusal)
        .collect();
    let given: Setup = serde_json::from_value(json!({
        "roles": [{"faction": "town"}],
        "aliases": {"Zed": ["A"], "Ann": ["bob"]},
    }))
    .expect("a setup");
    let random = Setup {
        deal: omerta_live::forum::Deal::Random,
        ..given.clone()
    };
    let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    for (setup, seated) in [
        (&given, names(&["Ann", "Bob"])),
        (&given, names(&["Ann", "Bob", "Bad [Ash]", "bob"])),
        (&random, names(&["Ann", "Bob", "Cy"])),
    ] {
        let problems = omerta_live::forum::check_setup(setup, Some(&seated));
        all.push(omerta_live::forum::refusals::setup_refused(&problems).into());
    }
    for (name, taken) in [("mountainous", vec!["Mountainous"]), (" ", vec![])] {
        let unfit = names::check(name, &setup_file::NAME, taken).expect_err("an unfit name");
        all.push(one_problem(
            Kind::Conflict,
            "name_taken",
            name_problem(&unfit),
        ));
    }
    all
}

/// A setup the caller may read: their own, or a shared one. Another account's private
/// setup is not found, as a deleted one is: its existence is not told.
async fn readable(state: &AppState, caller: &Caller, id: i64) -> ApiResult<SetupRow> {
    let row = state.store.setup(id).await?.ok_or_else(|| not_found(id))?;
    if row.shared || caller.id() == Some(row.owner_id) {
        Ok(row)
    } else {
        Err(not_found(id))
    }
}

/// A setup the caller owns.
async fn owned(state: &AppState, account: &Account, id: i64) -> ApiResult<SetupRow> {
    let row = state.store.setup(id).await?.ok_or_else(|| not_found(id))?;
    if row.owner_id == account.id {
        Ok(row)
    } else if row.shared {
        Err(owner_only())
    } else {
        Err(not_found(id))
    }
}

/// The name as kept and its key, told apart from the owner's other setups' names (but
/// `except`'s, the setup being changed).
async fn fit_name(
    state: &AppState,
    owner: i64,
    name: &str,
    except: Option<i64>,
) -> ApiResult<(String, String)> {
    let others = state.store.setup_names(owner).await?;
    let taken: Vec<&str> = others
        .iter()
        .filter(|(id, _)| Some(*id) != except)
        .map(|(_, n)| n.as_str())
        .collect();
    let name = names::check(name, &setup_file::NAME, taken)
        .map_err(|unfit| one_problem(Kind::Conflict, "name_taken", name_problem(&unfit)))?;
    let key = names::key(&name);
    Ok((name, key))
}

/// A setup's name refused: a look-alike of another of the owner's setups, or unfit.
fn name_problem(unfit: &names::Unfit) -> Problem {
    let words = omerta_live::refusals::unfit_words(unfit);
    match unfit {
        names::Unfit::Alike { .. } => Problem::said(
            "/name",
            format!("{unfit}; you have a setup of that name."),
            i18n::id("setup-name-taken"),
            [("sentence", Arg::Words(words))],
        ),
        other => Problem {
            words: Some(words),
            ..Problem::new("/name", other.to_string())
        },
    }
}

fn fields<'a>(
    name: &'a str,
    key: &'a str,
    file: &'a SetupFile,
    body: &'a str,
    shared: bool,
) -> SetupFields<'a> {
    SetupFields {
        name,
        name_key: key,
        description: &file.description,
        body,
        shared,
    }
}

fn taken(name: &str) -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "name_taken",
        format!("You have a setup named {name:?} already."),
        i18n::id("refusal-setup-taken"),
        [("name", Arg::Text(format!("{name:?}")))],
    )
}

/// Saves a file already read as a new setup of `account`'s; its id.
async fn insert(
    state: &AppState,
    account: &Account,
    file: &SetupFile,
    shared: bool,
) -> ApiResult<i64> {
    let (name, key) = fit_name(state, account.id, &file.name, None).await?;
    if state.store.setup_names(account.id).await?.len() >= MAX_SETUPS {
        return Err(too_many_setups());
    }
    let body = serde_json::to_string(&file.setup).map_err(ApiError::internal)?;
    match state
        .store
        .insert_setup(account.id, &fields(&name, &key, file, &body, shared), now())
        .await
    {
        Ok(id) => Ok(id),
        Err(omerta_store::Error::Taken) => Err(taken(&name)),
        Err(e) => Err(e.into()),
    }
}

/// Saves a new setup (`POST /api/setups`, the pages' forms); its id.
pub async fn save(state: &AppState, account: &Account, body: &SetupBody) -> ApiResult<i64> {
    let file = read_body(body)?;
    insert(state, account, &file, body.shared).await
}

/// Uploads a setup file (`POST /api/setups/file`): read whole, then saved under the
/// file's name, not shared; its id.
pub async fn upload(state: &AppState, account: &Account, text: &str) -> ApiResult<i64> {
    let file = read(text)?;
    insert(state, account, &file, false).await
}

/// Changes a setup of the caller's (`PUT /api/setups/{id}`).
pub async fn update(
    state: &AppState,
    account: &Account,
    id: i64,
    body: &SetupBody,
) -> ApiResult<()> {
    owned(state, account, id).await?;
    let file = read_body(body)?;
    let (name, key) = fit_name(state, account.id, &file.name, Some(id)).await?;
    let text = serde_json::to_string(&file.setup).map_err(ApiError::internal)?;
    match state
        .store
        .update_setup(
            id,
            account.id,
            &fields(&name, &key, &file, &text, body.shared),
            now(),
        )
        .await
    {
        Ok(true) => Ok(()),
        Ok(false) => Err(not_found(id)),
        Err(omerta_store::Error::Taken) => Err(taken(&name)),
        Err(e) => Err(e.into()),
    }
}

/// Deletes a setup of the caller's (`DELETE /api/setups/{id}`). Lobbies opened from it
/// keep their copy.
pub async fn delete(state: &AppState, account: &Account, id: i64) -> ApiResult<()> {
    owned(state, account, id).await?;
    if state.store.delete_setup(id, account.id).await? {
        Ok(())
    } else {
        Err(not_found(id))
    }
}

/// The caller's setups, then everybody's shared ones (`GET /api/setups`).
pub async fn list(state: &AppState, caller: &Caller) -> ApiResult<Vec<SetupSummary>> {
    let rows = state.store.setups_of(caller.id(), true, LISTED).await?;
    rows.iter()
        .map(|row| Ok(summary(row, &stored_setup(row)?, caller.id())))
        .collect()
}

/// The caller's own setups only (the start form's choices).
pub async fn mine(state: &AppState, account: &Account) -> ApiResult<Vec<SetupDetail>> {
    let rows = state
        .store
        .setups_of(Some(account.id), false, LISTED)
        .await?;
    rows.iter()
        .map(|row| {
            let setup = stored_setup(row)?;
            Ok(SetupDetail {
                summary: summary(row, &setup, Some(account.id)),
                setup,
            })
        })
        .collect()
}

/// A setup the caller may read (`GET /api/setups/{id}`).
pub async fn get(state: &AppState, caller: &Caller, id: i64) -> ApiResult<SetupDetail> {
    let row = readable(state, caller, id).await?;
    let setup = stored_setup(&row)?;
    Ok(SetupDetail {
        summary: summary(&row, &setup, caller.id()),
        setup,
    })
}

/// A setup as its file (`GET /api/setups/{id}/file`): the file's name and text.
pub async fn file(state: &AppState, caller: &Caller, id: i64) -> ApiResult<(String, String)> {
    let row = readable(state, caller, id).await?;
    let setup = stored_setup(&row)?;
    let file = SetupFile::new(&row.name, &row.description, setup);
    Ok((file_name(&row.name), file.to_text()))
}

/// A file name made of a setup's name: letters and digits, the rest dashes.
pub fn file_name(name: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let stem: Vec<&str> = stem.split('-').filter(|s| !s.is_empty()).collect();
    let stem = stem.join("-");
    let stem = if stem.is_empty() {
        "setup".to_string()
    } else {
        stem.chars().take(60).collect()
    };
    format!("{stem}.omerta-setup.json")
}

/// A lobby's title from a setup's name: the name, cut to a title's length.
fn title(name: &str) -> String {
    names::tidy(name).chars().take(names::TITLE.most).collect()
}

/// Opens a forum lobby hosted by `account` that is to be started with `setup` (D28): the
/// game and its setup in one transaction.
async fn open_lobby(
    state: &AppState,
    account: &Account,
    name: &str,
    setup: &Setup,
    setup_id: Option<i64>,
    rehost_of: Option<i64>,
) -> ApiResult<Result<i64, omerta_store::Error>> {
    let now = now();
    let title = title(name);
    let (game, first) = crate::games::create("forum", &title, account.id, now)?;
    let lobby = LobbySetup {
        game_id: 0,
        name: name.to_string(),
        body: serde_json::to_string(setup).map_err(ApiError::internal)?,
        setup_id,
        rehost_of,
        host: account.id,
    };
    Ok(state
        .store
        .create_lobby_with_setup(game.title(), game.status(), &first, &lobby, now)
        .await)
}

/// Hosts a lobby from a setup the caller may read (`POST /api/setups/{id}/host`); the
/// lobby's id.
pub async fn host(state: &AppState, account: &Account, id: i64) -> ApiResult<i64> {
    let caller = as_caller(account);
    let row = readable(state, &caller, id).await?;
    let setup = stored_setup(&row)?;
    count_creation(state, account)?;
    let game = open_lobby(state, account, &row.name, &setup, Some(id), None).await??;
    tracing::info!(
        game,
        host = account.id,
        setup = id,
        "lobby hosted from a setup"
    );
    Ok(game)
}

/// The setup a game was dealt from and who may read it (D29): the host at any time, and
/// everybody once the game is finished (every role is public then). Its name: the game's
/// title.
pub async fn of_game(state: &AppState, caller: &Caller, game: i64) -> ApiResult<SetupFile> {
    let row = state.store.game(game).await?.ok_or_else(|| no_game(game))?;
    if row.ruleset != "forum" {
        return Err(not_forum());
    }
    let host = caller.id() == Some(row.host);
    if !(host || row.status == "finished" || caller.admin()) {
        return Err(setup_secret());
    }
    let events = state.store.events(game, 0).await?;
    let read: Vec<ForumEvent> = events
        .iter()
        .filter(|e| e.kind == "forum.opened" || e.kind == "forum.dealt")
        .filter_map(
            |e| match serde_json::from_str::<Event<ForumEvent>>(&e.body) {
                Ok(Event::Game(event)) => Some(event),
                _ => None,
            },
        )
        .collect();
    let setup = recorded_setup(read.iter()).ok_or_else(no_setup_yet)?;
    Ok(SetupFile::new(&title(&row.title), "", setup))
}

/// Rehosts a finished forum game (`POST /api/games/{id}/rehost`, D29): a new lobby hosted
/// by the caller with the game's setup (aliases left out: they were the old players'), in
/// one transaction; a random deal draws again at the new start. The game's host or any
/// of its players may; one account rehosts a game once, and a second tap gets the lobby
/// the first made.
pub async fn rehost(state: &AppState, account: &Account, game: i64) -> ApiResult<i64> {
    let row = state.store.game(game).await?.ok_or_else(|| no_game(game))?;
    if row.ruleset != "forum" || row.status != "finished" {
        return Err(not_finished());
    }
    if let Some(lobby) = state.store.rehosted(game, account.id).await? {
        return Ok(lobby);
    }
    let member = row.host == account.id
        || state
            .folded(game)
            .await?
            .game
            .accounts()
            .contains(&account.id);
    if !member {
        return Err(rehost_members_only());
    }
    let caller = as_caller(account);
    let mut file = of_game(state, &caller, game).await?;
    file.setup.aliases.clear();
    count_creation(state, account)?;
    match open_lobby(state, account, &file.name, &file.setup, None, Some(game)).await? {
        Ok(lobby) => {
            tracing::info!(game, lobby, host = account.id, "finished game rehosted");
            Ok(lobby)
        }
        // Two taps at once: the other one made it.
        Err(omerta_store::Error::Taken) => state
            .store
            .rehosted(game, account.id)
            .await?
            .ok_or_else(|| ApiError::internal("a rehost taken but not found")),
        Err(e) => Err(e.into()),
    }
}

/// The setup a lobby was opened with, for its start form (D28): its name and the setup.
pub async fn of_lobby(state: &AppState, game: i64) -> ApiResult<Option<(String, Setup)>> {
    let Some(lobby) = state.store.lobby_setup(game).await? else {
        return Ok(None);
    };
    let setup: Setup = serde_json::from_str(&lobby.body).map_err(ApiError::internal)?;
    Ok(Some((lobby.name, setup)))
}

fn as_caller(account: &Account) -> Caller {
    Caller {
        account: Some(account.clone()),
        csrf: None,
        token_hash: None,
    }
}
