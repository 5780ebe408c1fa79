//! Email notifications (`--smtp`): each player is told by mail what the rules let them
//! know, as it happens, and reminded before a phase closes while their vote or action is
//! still missing.
//!
//! * What is mailed: every event with a sentence (`Live::announcement`): public ones (a
//!   death, a phase's end, the game's end) to everybody in the game, private ones (a role,
//!   a night's result, an exile told to the exiled) to those the event's audience admits,
//!   exactly as the game's pages redact them.
//! * The Mafia 1923 seed: "Dead players do not receive any emails except for the public
//!   ones." A dead player gets the public mail only, in every rule set.
//! * Each account chooses: an address (none: no mail), and which of `public`, `private`,
//!   `prods` (the host's reminders to take part, private too but muted apart) and
//!   `reminders` it does not want.
//! * Reminders: once per account and deadline, `reminder_before` ahead of a phase's close,
//!   when the game waits for the player (`Live::waiting`: a vote, an action, the Mafia's
//!   kill).
//!
//! Delivery is at least once: a game's mail cursor moves past an event after its mail was
//! handed to the SMTP server or refused for good.

use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::games::{self, Folded};
use crate::AppState;
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use omerta_i18n as i18n;
use omerta_i18n::Lang;
use omerta_live::hosted::{Event, LobbyEvent};
use omerta_live::mafia1923::Event1923;
use omerta_live::pro::ProEvent;
use omerta_live::{Audience, Viewer};
use schemars::JsonSchema;
use serde::Serialize;
use std::time::Duration;

/// The operator's mail settings.
#[derive(Clone, Debug)]
pub struct MailConfig {
    /// `smtp://host:port` (plain), `smtp://host?tls=required` (STARTTLS), `smtps://host`
    /// (TLS), with `user:password@` when the server asks for a login.
    pub smtp: String,
    /// The sender, `omerta <games@example.org>`.
    pub from: String,
    /// How long before a phase closes a reminder goes out.
    pub reminder_before: Duration,
    /// How often the workers look for new events and closing phases.
    pub poll: Duration,
}

impl MailConfig {
    pub fn new(smtp: String, from: String) -> MailConfig {
        MailConfig {
            smtp,
            from,
            reminder_before: Duration::from_secs(3600),
            poll: Duration::from_secs(1),
        }
    }
}

/// The kinds of mail an account may turn off, in the order they are stored.
pub const KINDS: [&str; 4] = ["public", "private", "prods", "reminders"];

/// The kind of mail a stored event is, for the kinds turned off: a prod is private, but
/// muted apart, so that a player can keep their role's mail and not the host's prods.
fn kind_of(event: &omerta_store::StoredEvent, public: bool) -> &'static str {
    match (event.kind.as_str(), public) {
        ("lobby.prodded", _) => "prods",
        (_, true) => "public",
        (_, false) => "private",
    }
}

/// The longest address taken (RFC 5321's path, less its angle brackets).
const MAX_ADDRESS: usize = 254;

/// Why an address is refused, as data: the mail crate's own reason among them
/// (`lettre`'s `AddressError`), so that the refusal is worded in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    TooLong,
    NotAnAddress {
        address: String,
        why: lettre::address::AddressError,
    },
    /// A host named by its IP address (or an address literal).
    ByIp {
        address: String,
    },
}

impl std::fmt::Display for Unfit {
    /// The sentence in English, as the mail settings have always said it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unfit::TooLong => write!(f, "an email address is at most {MAX_ADDRESS} characters"),
            Unfit::NotAnAddress { address, why } => {
                write!(f, "{address:?} is not an email address ({why})")
            }
            Unfit::ByIp { address } => write!(
                f,
                "{address:?} names a host by its IP address: an email address needs a mail domain, not an address"
            ),
        }
    }
}

impl Unfit {
    /// The refusal of the mail settings, worded from its data.
    pub fn refusal(&self) -> ApiError {
        use lettre::address::AddressError;
        let english = self.to_string();
        let refused = |id: &'static str, args: Vec<(&'static str, Arg)>| {
            ApiError::worded(Kind::BadRequest, "invalid_email", english.clone(), id, args)
        };
        match self {
            Unfit::TooLong => refused(
                i18n::id("refusal-mail-address-long"),
                vec![("most", Arg::Number(MAX_ADDRESS as i64))],
            ),
            Unfit::NotAnAddress { address, why } => {
                // The mail crate's reason, in words; one it may add later as it says it.
                let why = match why {
                    AddressError::MissingParts => {
                        Arg::Message(i18n::id("refusal-mail-why-missing-parts"))
                    }
                    AddressError::Unbalanced => {
                        Arg::Message(i18n::id("refusal-mail-why-unbalanced"))
                    }
                    AddressError::InvalidUser => {
                        Arg::Message(i18n::id("refusal-mail-why-invalid-user"))
                    }
                    AddressError::InvalidDomain => {
                        Arg::Message(i18n::id("refusal-mail-why-invalid-domain"))
                    }
                    AddressError::InvalidInput => {
                        Arg::Message(i18n::id("refusal-mail-why-invalid-input"))
                    }
                    other => Arg::Text(other.to_string()),
                };
                refused(
                    i18n::id("refusal-mail-not-an-address"),
                    vec![("address", Arg::Text(format!("{address:?}"))), ("why", why)],
                )
            }
            Unfit::ByIp { address } => refused(
                i18n::id("refusal-mail-address-by-ip"),
                vec![("address", Arg::Text(format!("{address:?}")))],
            ),
        }
    }
}

/// Checks an address as the mail crate reads it; why not if it is none.
/// An address literal (`a@[127.0.0.1]`) or an IP address for a domain is refused: mail
/// would go straight to that host, whatever the operator's relay is meant to reach.
pub fn check_address(address: &str) -> Result<String, Unfit> {
    let address = address.trim();
    if address.len() > MAX_ADDRESS {
        return Err(Unfit::TooLong);
    }
    let parsed = address
        .parse::<lettre::Address>()
        .map_err(|why| Unfit::NotAnAddress {
            address: address.to_owned(),
            why,
        })?;
    let domain = parsed.domain();
    let literal = domain.starts_with('[') || domain.parse::<std::net::IpAddr>().is_ok();
    if literal {
        return Err(Unfit::ByIp {
            address: address.to_owned(),
        });
    }
    Ok(parsed.to_string())
}

/// The kinds turned off, as stored: known kinds only, in a fixed order.
pub fn off_list(off: &[&str]) -> String {
    KINDS
        .iter()
        .filter(|k| off.contains(k))
        .copied()
        .collect::<Vec<_>>()
        .join(",")
}

fn wants(off: &str, kind: &str) -> bool {
    !off.split(',').any(|k| k.trim() == kind)
}

/// Sends mail through the operator's SMTP server.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer {
    pub fn new(config: &MailConfig) -> Result<Mailer, String> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.smtp)
            .map_err(|e| format!("--smtp {:?}: {e}", redacted(&config.smtp)))?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        let from = config
            .from
            .parse::<Mailbox>()
            .map_err(|e| format!("--mail-from {:?} is not a mailbox: {e}", config.from))?;
        Ok(Mailer { transport, from })
    }

    /// One mail, plain text; counted (`omerta_mail_sent_total`).
    pub async fn send(&self, to: &str, subject: &str, body: String) -> Result<(), String> {
        let sent = self.deliver(to, subject, body).await;
        crate::metrics::mail(sent.is_ok());
        sent
    }

    async fn deliver(&self, to: &str, subject: &str, body: String) -> Result<(), String> {
        let to: Mailbox = to
            .parse()
            .map_err(|e| format!("{to:?} is not an address: {e}"))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .header(Subject(subject.to_string()))
            .header(ContentType::TEXT_PLAIN)
            .body(body)
            .map_err(|e| format!("the mail could not be built: {e}"))?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| format!("the SMTP server did not take the mail: {e}"))
    }
}

/// The `Subject` header, encoded so that a mail client shows it as written. lettre's own
/// `Subject` writes a word of plain ASCII as it is, and a title that is itself an RFC 2047
/// encoded word (`=?utf-8?b?...?=`) would then be decoded by the reader's client: a game
/// title could show a forged "Bcc:" line. A value holding `=?` is therefore encoded whole
/// with lettre's own RFC 2047 encoder (`email-encoding`), and decodes to exactly its text.
#[derive(Clone, Debug)]
struct Subject(String);

impl Header for Subject {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Subject")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Subject(s.to_string()))
    }

    fn display(&self) -> HeaderValue {
        if !self.0.contains("=?") {
            return HeaderValue::new(Self::name(), self.0.clone());
        }
        let mut encoded = String::new();
        {
            let prefix = "Subject: ".len();
            let mut writer =
                email_encoding::headers::writer::EmailWriter::new(&mut encoded, prefix, 0, false);
            // Writing to a String cannot fail.
            let _ = email_encoding::headers::rfc2047::encode(&self.0, &mut writer);
        }
        HeaderValue::dangerous_new_pre_encoded(Self::name(), self.0.clone(), encoded)
    }
}

/// An SMTP URL without its password, for logs and errors.
fn redacted(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("…"));
            parsed.to_string()
        }
        _ => url.to_string(),
    }
}

/// Starts the mail workers when the operator configured a server.
pub fn spawn(state: AppState) {
    let Some(config) = state.config.mail.clone() else {
        return;
    };
    match Mailer::new(&config) {
        Ok(mailer) => {
            tokio::spawn(mail_events(state.clone(), mailer.clone(), config.clone()));
            tokio::spawn(reminders(state, mailer, config));
        }
        Err(error) => tracing::error!("mail: no mail is sent: {error}"),
    }
}

/// The site's address for the links in a mail: `--public-url`, else the address this
/// server listens on (issue 27: links named 127.0.0.1:8080 wherever the server was).
fn site(state: &AppState) -> Option<&str> {
    state
        .config
        .public_url
        .as_deref()
        .or(state.served.get().map(String::as_str))
        .map(|url| url.trim_end_matches('/'))
}

/// A mail's message with text arguments, in its recipient's language.
fn tr(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let mut fluent = omerta_i18n::Args::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    omerta_i18n::tr(lang, id, &fluent)
}

/// A lobby event's news in `lang`: what `Hosted::notice` writes in English, word for word
/// in English (a test holds the two alike, so they cannot drift), for the events every
/// rule set shares (the start, a replacement, a prod, more time, a reopening, the host
/// stopping the game). None for the rule sets' own events, which are mailed as the rule
/// set words them (issue 30 leaves those in English for now).
fn lobby_news_in(lang: Lang, event: &LobbyEvent) -> Option<String> {
    let when = |ms: i64, zone: Option<&str>| omerta_i18n::written(lang, ms, zone);
    Some(match event {
        LobbyEvent::Started { names, .. } => {
            let mut args = omerta_i18n::Args::new();
            args.set("count", names.len());
            omerta_i18n::tr(lang, "mail-news-started", &args)
        }
        LobbyEvent::Replaced { slot, name, .. } => tr(
            lang,
            "mail-news-replaced",
            &[("name", name.clone()), ("slot", (slot + 1).to_string())],
        ),
        LobbyEvent::Abandoned { .. } => omerta_i18n::t(lang, "mail-news-abandoned"),
        LobbyEvent::Prodded {
            reason,
            until: None,
            ..
        } => tr(lang, "mail-news-prodded", &[("reason", reason.clone())]),
        LobbyEvent::Prodded {
            reason,
            until: Some(until),
            ..
        } => tr(
            lang,
            "mail-news-prodded-until",
            &[("reason", reason.clone()), ("until", when(*until, None))],
        ),
        LobbyEvent::Extended {
            until,
            reason,
            zone,
            ..
        } => tr(
            lang,
            "mail-news-extended",
            &[
                ("until", when(*until, zone.as_deref())),
                ("reason", reason.clone()),
            ],
        ),
        LobbyEvent::Reopened {
            phase,
            until,
            reason,
            taken_back,
            taken_back_said,
            zone,
            ..
        } => {
            let mut text = tr(
                lang,
                "mail-news-reopened",
                &[
                    ("phase", phase.clone()),
                    ("until", when(*until, zone.as_deref())),
                    ("reason", reason.clone()),
                ],
            );
            if !taken_back.is_empty() {
                text.push(' ');
                text.push_str(&tr(
                    lang,
                    "mail-news-taken-back",
                    &[("list", taken_back_in(lang, taken_back, taken_back_said))],
                ));
            }
            text
        }
        _ => return None,
    })
}

/// What a reopening took back, in `lang`: each line worded from its data, a line without
/// data (an older game's) in its English.
fn taken_back_in(lang: Lang, english: &[String], said: &[Option<omerta_1923::Said>]) -> String {
    english
        .iter()
        .enumerate()
        .map(|(i, text)| match said.get(i) {
            Some(Some(said)) if omerta_i18n::m1923::known(said) => {
                omerta_i18n::m1923::said(lang, said)
            }
            _ => text.clone(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A stored event's news for a reader of `lang`: the lobby's events, a forum game's PMs
/// (D42), Mafia 1923's messages and a Pro table's news worded in it, the rest as the rule
/// set words them (`english`, `games::notice`). English is always the rule set's own.
fn news_in(lang: Lang, ruleset: &str, body: &str, english: &str) -> String {
    if lang == Lang::En {
        return english.to_string();
    }
    match serde_json::from_str::<Event<serde_json::Value>>(body) {
        Ok(Event::Lobby(lobby)) => {
            lobby_news_in(lang, &lobby).unwrap_or_else(|| english.to_string())
        }
        // A game's event is read as its rule set's: an older game's event without its
        // data keeps its English.
        Ok(Event::Game(game)) => match ruleset {
            "forum" => crate::pm_words::mailed_pm_in(lang, &game),
            "1923" => serde_json::from_value::<Event1923>(game)
                .ok()
                .and_then(|event| m1923_news_in(lang, &event)),
            "pro" => serde_json::from_value::<ProEvent>(game)
                .ok()
                .and_then(|event| pro_news_in(lang, &event)),
            _ => None,
        }
        .unwrap_or_else(|| english.to_string()),
        Err(_) => english.to_string(),
    }
}

/// A Mafia 1923 event's news in `lang` (what `Game1923::notice_of` says in English): the
/// game's messages from their data, the phases and the kill count from their fields.
fn m1923_news_in(lang: Lang, event: &Event1923) -> Option<String> {
    use omerta_i18n::m1923;
    match event {
        Event1923::Started { said, .. }
        | Event1923::Role { said, .. }
        | Event1923::Announcement { said, .. }
        | Event1923::Private { said, .. }
        | Event1923::Team { said, .. }
        | Event1923::Finished { said, .. } => said
            .as_ref()
            .filter(|said| m1923::known(said))
            .map(|said| m1923::said(lang, said)),
        Event1923::KillCount { count, .. } => Some(m1923::kill_count(lang, *count)),
        Event1923::PhaseClosed { phase, next, .. } => {
            Some(m1923::phase_over(lang, phase, next.as_deref()))
        }
        Event1923::ModeratorChat {
            from_host: true,
            text,
            ..
        } => Some(omerta_i18n::tr(
            lang,
            "m1923-said-moderators-wrote",
            &omerta_i18n::Args::from_iter([("text", text.clone())]),
        )),
        _ => None,
    }
}

/// A Pro table's news in `lang` (what `ProTable`'s announcement says in English): the
/// seating, what the table learned with a record and the finish, from their data. None
/// for an event recorded before its data was kept (it keeps its English).
fn pro_news_in(lang: Lang, event: &ProEvent) -> Option<String> {
    match event {
        ProEvent::Seated { names, .. } => Some(tr(
            lang,
            "mail-news-pro-seated",
            &[("names", names.join(", "))],
        )),
        ProEvent::Recorded { announce, told, .. }
            if !announce.is_empty() && told.len() == announce.len() =>
        {
            told.iter()
                .map(|told| omerta_i18n::pro::told(lang, told))
                .collect::<Option<Vec<String>>>()
                .map(|sentences| sentences.join(" "))
        }
        ProEvent::Finished {
            decided: Some(decided),
            ..
        } => decided.outcome().map(|outcome| {
            tr(
                lang,
                "mail-news-pro-finished",
                &[
                    ("wins", omerta_i18n::pro::wins(lang, outcome.winner)),
                    ("reason", omerta_i18n::pro::outcome(lang, outcome)),
                ],
            )
        }),
        _ => None,
    }
}

/// The mail's last lines: the game's page and where to choose what one receives.
fn footer(state: &AppState, game: i64, lang: Lang) -> String {
    match site(state) {
        Some(base) => {
            let game = tr(
                lang,
                "mail-game-link",
                &[("url", format!("{base}/games/{game}"))],
            );
            let settings = tr(
                lang,
                "mail-settings-link",
                &[("url", format!("{base}/settings"))],
            );
            format!("\n\n{game}\n{settings}")
        }
        None => format!("\n\n{}", omerta_i18n::t(lang, "mail-settings-no-site")),
    }
}

/// The language an account reads its mail in: its setting, else English (a mail has no
/// browser to ask).
async fn lang_of(state: &AppState, account: i64) -> Lang {
    match state.store.account(account).await {
        Ok(Some(row)) => row
            .lang
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or_default(),
        _ => Lang::En,
    }
}

/// Mails every game's new events, game by game, in order.
async fn mail_events(state: AppState, mailer: Mailer, config: MailConfig) {
    loop {
        tokio::time::sleep(config.poll).await;
        let backlog = match state.store.mail_backlog(50).await {
            Ok(backlog) => backlog,
            Err(error) => {
                tracing::warn!("mail: {error}");
                continue;
            }
        };
        for (game, cursor) in backlog {
            if let Err(error) = mail_game(&state, &mailer, game, cursor).await {
                tracing::warn!(game, "mail of game {game}: {error}");
            }
        }
    }
}

/// Who is in the game and how each reads it: (account, viewer, address, kinds off, the
/// account's language).
async fn readers(
    state: &AppState,
    folded: &Folded,
    host: i64,
) -> Result<Vec<(i64, Viewer, String, String, Lang)>, String> {
    let mut accounts = folded.game.accounts();
    accounts.push(host);
    accounts.sort_unstable();
    accounts.dedup();
    let addresses = state
        .store
        .mail_addresses(&accounts)
        .await
        .map_err(|e| e.to_string())?;
    let mut readers = Vec::with_capacity(addresses.len());
    for (account, email, off) in addresses {
        let viewer = folded.game.viewer(Some(account), false);
        readers.push((account, viewer, email, off, lang_of(state, account).await));
    }
    Ok(readers)
}

async fn mail_game(
    state: &AppState,
    mailer: &Mailer,
    game: i64,
    cursor: i64,
) -> Result<(), String> {
    let row = match state.store.game(game).await.map_err(|e| e.to_string())? {
        Some(row) => row,
        None => return Ok(()),
    };
    let events = state
        .store
        .events(game, cursor)
        .await
        .map_err(|e| e.to_string())?;
    if events.is_empty() {
        return Ok(());
    }
    let folded = state.folded(game).await.map_err(|e| e.message)?;
    let readers = readers(state, &folded, row.host).await?;
    let mut at = cursor;
    for event in &events {
        if let Some(text) = games::notice(&row.ruleset, &event.body) {
            let audience = Audience::from_column(&event.audience).unwrap_or(Audience::Host);
            let public = audience == Audience::Public;
            let kind = kind_of(event, public);
            for (account, viewer, email, off, lang) in &readers {
                // Exactly what the pages show them; the dead get the public mail only.
                let admitted = audience.admits(*viewer) && (public || folded.game.alive(*viewer));
                if !admitted || !wants(off, kind) {
                    continue;
                }
                let text = news_in(*lang, &row.ruleset, &event.body, &text);
                let subject = subject(&row.title, &text);
                let body = format!("{text}{}", footer(state, game, *lang));
                if let Err(error) = mailer.send(email, &subject, body).await {
                    tracing::warn!(
                        game,
                        account,
                        "mail of game {game} to account {account}: {error}"
                    );
                }
            }
        }
        if !state
            .store
            .advance_mail(game, at, event.seq)
            .await
            .map_err(|e| e.to_string())?
        {
            // Another instance mails this game.
            return Ok(());
        }
        at = event.seq;
    }
    Ok(())
}

/// "Game title: the first line of the news", kept short.
fn subject(title: &str, text: &str) -> String {
    let first = text.lines().next().unwrap_or_default();
    let mut subject = format!("{title}: {first}");
    if subject.chars().count() > 120 {
        subject = subject.chars().take(119).collect::<String>() + "…";
    }
    subject
}

/// The words for what a game waits for, in English.
#[cfg(test)]
fn waiting_words(waiting: &[&str]) -> String {
    waiting_words_in(Lang::En, waiting)
}

/// The words for what a game waits for, in `lang`.
fn waiting_words_in(lang: Lang, waiting: &[&str]) -> String {
    let words: Vec<String> = waiting
        .iter()
        .map(|w| match *w {
            "vote" => omerta_i18n::t(lang, "mail-waiting-vote"),
            // A day role acts by day (a Sheriff, a Lawyer): "action", whatever the phase.
            "action" => omerta_i18n::t(lang, "mail-waiting-action"),
            "mafia_kill" => omerta_i18n::t(lang, "mail-waiting-mafia-kill"),
            "close_phase" => omerta_i18n::t(lang, "mail-waiting-close-phase"),
            other => other.to_string(),
        })
        .collect();
    words.join(&format!(" {} ", omerta_i18n::t(lang, "mail-and")))
}

/// Reminds each player the game still waits for, once per deadline.
async fn reminders(state: AppState, mailer: Mailer, config: MailConfig) {
    let ahead = i64::try_from(config.reminder_before.as_millis()).unwrap_or(i64::MAX);
    loop {
        tokio::time::sleep(config.poll).await;
        let now = crate::now();
        let closing = match state
            .store
            .games_closing(now, now.saturating_add(ahead))
            .await
        {
            Ok(rows) => rows,
            Err(error) => {
                tracing::warn!("reminders: {error}");
                continue;
            }
        };
        for row in closing {
            let Some(deadline) = row.deadline_at else {
                continue;
            };
            if let Err(error) = remind(&state, &mailer, &row, deadline, now).await {
                tracing::warn!(game = row.id, "reminders of game {}: {error}", row.id);
            }
        }
    }
}

async fn remind(
    state: &AppState,
    mailer: &Mailer,
    row: &omerta_store::GameRow,
    deadline: i64,
    now: i64,
) -> Result<(), String> {
    let folded = state.folded(row.id).await.map_err(|e| e.message)?;
    for (account, viewer, email, off, lang) in readers(state, &folded, row.host).await? {
        let waiting = folded.game.waiting(viewer);
        if waiting.is_empty() || !wants(&off, "reminders") {
            continue;
        }
        if !state
            .store
            .remind_once(row.id, account, deadline)
            .await
            .map_err(|e| e.to_string())?
        {
            continue;
        }
        let minutes = (deadline - now).max(0) / 60_000;
        let text = tr(
            lang,
            "mail-reminder",
            &[
                ("when", in_words(lang, minutes)),
                ("waiting", waiting_words_in(lang, &waiting)),
            ],
        );
        let subject = subject(&row.title, &text);
        if let Err(error) = mailer
            .send(
                &email,
                &subject,
                format!("{text}{}", footer(state, row.id, lang)),
            )
            .await
        {
            tracing::warn!(
                game = row.id,
                account,
                "reminder to account {account}: {error}"
            );
        }
    }
    Ok(())
}

fn in_words(lang: Lang, minutes: i64) -> String {
    let mut args = omerta_i18n::Args::new();
    match minutes {
        0 => omerta_i18n::t(lang, "mail-in-less-than-a-minute"),
        1 => omerta_i18n::t(lang, "mail-in-a-minute"),
        m if m < 120 => {
            args.set("minutes", m);
            omerta_i18n::tr(lang, "mail-in-minutes", &args)
        }
        m => {
            args.set("hours", m / 60);
            omerta_i18n::tr(lang, "mail-in-hours", &args)
        }
    }
}

// The account's own settings live here, beside the kinds they name: accounts know nothing
// of mail (a circle accounts -> mail -> games -> accounts otherwise).
/// An account's mail settings (`GET /api/me/mail`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct MailSettings {
    /// Where mail goes; null: no mail.
    pub email: Option<String>,
    /// The kinds of mail turned off (`docs/server/mail.md`).
    pub off: Vec<String>,
}

pub async fn mail_json(state: &AppState, account: i64) -> ApiResult<MailSettings> {
    let (email, off) = state.store.mail_settings(account).await?;
    let off = off
        .split(',')
        .filter(|k| !k.is_empty())
        .map(str::to_string)
        .collect();
    Ok(MailSettings { email, off })
}

/// A kind of mail that is not one of [`KINDS`].
fn no_kind_of_mail(unknown: &str) -> ApiError {
    let kind = format!("{:?}", unknown.chars().take(40).collect::<String>());
    let kinds = KINDS.join(", ");
    ApiError::worded(
        Kind::BadRequest,
        "invalid_command",
        format!("{kind} is no kind of mail; the kinds are {kinds}"),
        i18n::id("refusal-mail-no-kind"),
        [("kind", Arg::Text(kind)), ("kinds", Arg::Text(kinds))],
    )
}

/// Every worded refusal of the mail settings, with a sample argument (an address refused
/// for each of the mail crate's reasons).
pub fn refusal_samples() -> Vec<ApiError> {
    use lettre::address::AddressError;
    let mut all = vec![
        no_kind_of_mail("spam"),
        Unfit::TooLong.refusal(),
        Unfit::ByIp {
            address: "ann@[127.0.0.1]".into(),
        }
        .refusal(),
    ];
    for why in [
        AddressError::MissingParts,
        AddressError::Unbalanced,
        AddressError::InvalidUser,
        AddressError::InvalidDomain,
        AddressError::InvalidInput,
    ] {
        all.push(
            Unfit::NotAnAddress {
                address: "ann@".into(),
                why,
            }
            .refusal(),
        );
    }
    all
}

/// Checks and stores an account's mail settings: an address the mail crate reads (empty or
/// none: no mail), and kinds of mail among [`KINDS`].
pub async fn save_mail(
    state: &AppState,
    account: i64,
    email: Option<&str>,
    off: &[String],
) -> ApiResult<()> {
    let email = match email.map(str::trim).filter(|e| !e.is_empty()) {
        Some(address) => Some(check_address(address).map_err(|unfit| unfit.refusal())?),
        None => None,
    };
    if let Some(unknown) = off.iter().find(|k| !KINDS.contains(&k.as_str())) {
        return Err(no_kind_of_mail(unknown));
    }
    let off: Vec<&str> = off.iter().map(String::as_str).collect();
    state
        .store
        .set_mail_settings(account, email.as_deref(), &off_list(&off))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked_by_the_mail_crate() {
        assert_eq!(
            check_address(" ann@example.org ").unwrap(),
            "ann@example.org"
        );
        assert!(check_address("ann@")
            .unwrap_err()
            .to_string()
            .contains("is not an email address"));
        assert!(check_address("ann example.org").is_err());
        assert!(check_address(&format!("{}@example.org", "a".repeat(300))).is_err());
    }

    #[test]
    fn kinds_turned_off_are_kept_in_order_and_read_back() {
        assert_eq!(
            off_list(&["reminders", "public", "bogus"]),
            "public,reminders"
        );
        assert!(!wants("public,reminders", "public"));
        assert!(wants("public,reminders", "private"));
        assert!(wants("", "reminders"));
    }

    #[test]
    fn a_password_never_reaches_a_log() {
        assert_eq!(
            redacted("smtps://games:hunter2@mail.example.org:465"),
            "smtps://games:%E2%80%A6@mail.example.org:465"
        );
        assert_eq!(redacted("smtp://127.0.0.1:2525"), "smtp://127.0.0.1:2525");
    }

    #[test]
    fn a_reminder_names_an_action_without_saying_night() {
        // Issue 27: a daytime reminder to a Sheriff said "your night action and your vote".
        assert_eq!(
            waiting_words(&["action", "vote"]),
            "your action and your vote"
        );
    }

    #[test]
    fn subjects_are_short() {
        let long = "x".repeat(300);
        assert_eq!(subject("G", &long).chars().count(), 120);
        assert_eq!(subject("G", "Ann died.\nMore"), "G: Ann died.");
    }

    /// Every lobby event with news, as stored events (the JSON the mail worker reads).
    fn lobby_news() -> Vec<LobbyEvent> {
        let until = 1_795_000_000_000;
        vec![
            LobbyEvent::Started {
                names: vec!["Ann".into()],
                at: 0,
            },
            LobbyEvent::Started {
                names: vec![
                    "Ann".into(),
                    "Bob".into(),
                    "Cy".into(),
                    "Di".into(),
                    "Ed".into(),
                ],
                at: 0,
            },
            LobbyEvent::Replaced {
                slot: 2,
                name: "Zoe".into(),
                account: Some(7),
            },
            LobbyEvent::Abandoned { at: 0 },
            LobbyEvent::Prodded {
                slot: 1,
                reason: "post, please".into(),
                at: 0,
                until: None,
            },
            LobbyEvent::Prodded {
                slot: 1,
                reason: "post, please".into(),
                at: 0,
                until: Some(until),
            },
            LobbyEvent::Extended {
                from: 0,
                until,
                reason: "a holiday".into(),
                at: 0,
                zone: Some("Asia/Jerusalem".into()),
            },
            LobbyEvent::Extended {
                from: 0,
                until,
                reason: "a holiday".into(),
                at: 0,
                zone: None,
            },
            LobbyEvent::Reopened {
                phase: "Day 2".into(),
                until,
                reason: "a mistake".into(),
                at: 0,
                taken_back: vec!["Ann's vote.".into()],
                taken_back_said: vec![],
                zone: Some("Europe/Kyiv".into()),
            },
            LobbyEvent::Reopened {
                phase: "Day 2".into(),
                until,
                reason: "a mistake".into(),
                at: 0,
                taken_back: vec![],
                taken_back_said: vec![],
                zone: None,
            },
        ]
    }

    /// A 1923 reopening's mail: each line it took back is worded from its data in the
    /// reader's language; a line without data (an older game's) keeps its English.
    #[test]
    fn a_reopenings_taken_back_lines_are_mailed_in_the_readers_language() {
        use omerta_1923::message::{Arg, Said};
        let day = |n: &str| {
            Arg::said(Said::new(omerta_i18n::id("m1923-phase-day")).with("n", Arg::Text(n.into())))
        };
        let line = Said::new(omerta_i18n::id("m1923-rewind-to"))
            .with("phase", day("1"))
            .with("to", Arg::List(vec![Arg::Name("Peleg".into())]))
            .with("message", Arg::said(omerta_1923::game::exile_said()));
        let english = omerta_i18n::m1923::said(Lang::En, &line);
        assert_eq!(
            english,
            format!("Day 1, to Peleg: {}", omerta_1923::game::exile_notice())
        );
        let event = LobbyEvent::Reopened {
            phase: "Day 1".into(),
            until: 0,
            reason: "a mistake".into(),
            at: 0,
            taken_back: vec![english.clone(), "An older line.".into()],
            taken_back_said: vec![Some(line.clone()), None],
            zone: None,
        };
        let stored = Event::<serde_json::Value>::Lobby(event.clone());
        let body = serde_json::to_string(&stored).unwrap();
        let told = games::notice("1923", &body).expect("news");
        assert!(told.contains(&english), "{told}");
        assert_eq!(news_in(Lang::En, "1923", &body, &told), told);
        let russian = news_in(Lang::Ru, "1923", &body, &told);
        assert!(
            russian.contains(&omerta_i18n::m1923::said(Lang::Ru, &line)),
            "{russian}"
        );
        assert!(!russian.contains("to Peleg"), "{russian}");
        assert!(russian.contains("An older line."), "{russian}");
        let hebrew = news_in(Lang::He, "1923", &body, &told);
        assert!(hebrew.contains(&omerta_i18n::m1923::said(Lang::He, &line)));
    }

    #[test]
    fn the_lobbys_news_in_english_is_the_games_sentence_word_for_word() {
        // One wording: the mail's English and the rule crate's cannot drift apart.
        for event in lobby_news() {
            let stored = Event::<serde_json::Value>::Lobby(event.clone());
            let body = serde_json::to_string(&stored).unwrap();
            let english = games::notice("forum", &body).expect("news");
            assert_eq!(
                lobby_news_in(Lang::En, &event).as_deref(),
                Some(english.as_str())
            );
            assert_eq!(news_in(Lang::En, "forum", &body, &english), english);
            for lang in Lang::ALL {
                let worded = news_in(lang, "forum", &body, &english);
                assert!(
                    !worded.is_empty() && !worded.contains("mail-news"),
                    "{lang:?}: {worded}"
                );
                if lang != Lang::En {
                    assert_ne!(worded, english, "{lang:?} is worded in its language");
                }
            }
        }
    }

    #[test]
    fn the_lobbys_news_reads_in_the_recipients_language() {
        let events = lobby_news();
        let body = |e: &LobbyEvent| {
            serde_json::to_string(&Event::<serde_json::Value>::Lobby(e.clone())).unwrap()
        };
        assert_eq!(
            news_in(Lang::Ru, "forum", &body(&events[1]), "x"),
            "Игра началась: 5 игроков."
        );
        assert_eq!(
            news_in(Lang::Uk, "forum", &body(&events[2]), "x"),
            "Zoe замінює гравця в слоті 3."
        );
        let prod = news_in(Lang::Ru, "forum", &body(&events[5]), "x");
        assert!(
            prod.starts_with("Ведущий напоминает вам принять участие в игре: post, please."),
            "{prod}"
        );
        assert!(
            !prod.contains("Nov") && !prod.contains("UTC 2026"),
            "the date in Russian: {prod}"
        );
        // A rule set's own event stays as the rule set words it.
        assert_eq!(
            news_in(
                Lang::He,
                "forum",
                r#"{"game": {"type": "posted"}}"#,
                "Ann posted."
            ),
            "Ann posted."
        );
        // A body that is not an event is the English as given, never a panic.
        assert_eq!(
            news_in(Lang::Ru, "forum", "not json", "As given."),
            "As given."
        );
    }
}
