//! `omerta`: the one binary. Reads files, prints results; the rules live in the rule
//! crates.

/// `println!` for standard output that ends the program normally when the reader has gone
/// away (`omerta … | head`), where `println!` would panic.
macro_rules! outln {
    () => {
        $crate::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` with the same care as [`outln!`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::write_out(format_args!($($arg)*))
    };
}

mod clap_errors;
mod forum;
mod forum_import;
mod help;
mod mafia1923;
mod night;
mod pro;
mod seating;
mod text;

use clap::{FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "omerta",
    version,
    about = "Mafia game engine: Pro Mafia scoring, forum games, Mafia 1923"
)]
struct Cli {
    /// The language of the text output: en, ru, uk or he (a tag or a locale such as
    /// ru_RU.UTF-8). Without it: LC_ALL, LC_MESSAGES, LANG, else English. JSON output is
    /// the same in every language.
    #[arg(long, global = true, value_name = "LANG")]
    #[allow(dead_code)] // read from the line before clap parses it (`help::lang_arg`)
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

/// The language of the text output: `--lang`, else the first of `LC_ALL`, `LC_MESSAGES`,
/// `LANG` that is set, else English. An unknown `--lang` is English with a sentence on
/// standard error; an unknown locale (a German one, say) is English quietly: it is a
/// legitimate setting of the machine, not a mistake on this command line.
fn language(flag: Option<&str>) -> omerta_i18n::Lang {
    let locale = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    match flag {
        Some(given) => omerta_i18n::from_locale(given).unwrap_or_else(|unknown| {
            eprintln!("{unknown}");
            omerta_i18n::Lang::En
        }),
        None => ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(locale)
            .and_then(|value| omerta_i18n::from_locale(&value).ok())
            .unwrap_or_default(),
    }
}

/// What `omerta demo` does.
#[derive(Subcommand)]
enum DemoCommand {
    /// Remove every example game and the accounts made for them, in one step.
    Remove {
        /// The database: a SQLite file (path or sqlite:PATH) or a postgres:// URL.
        #[arg(long, env = "OMERTA_DATABASE", default_value = "omerta.db")]
        database: String,
    },
}

#[derive(Subcommand)]
enum Command {
    /// Host games: the HTTP server with accounts, live games of every rule set and the API.
    Serve {
        /// The address to listen on.
        #[arg(long, env = "OMERTA_ADDR", default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// The database: a SQLite file (path or sqlite:PATH) or a postgres:// URL.
        #[arg(long, env = "OMERTA_DATABASE", default_value = "omerta.db")]
        database: String,
        /// The address people reach the server at; with https:// its cookies are Secure
        /// and browsers are told to keep to HTTPS.
        #[arg(long, env = "OMERTA_PUBLIC_URL")]
        public_url: Option<String>,
        /// A reverse proxy trusted to name the client in X-Forwarded-For (repeat for more).
        #[arg(
            long = "trusted-proxy",
            env = "OMERTA_TRUSTED_PROXIES",
            value_delimiter = ','
        )]
        trusted_proxies: Vec<std::net::IpAddr>,
        /// Posts per player per game per minute.
        #[arg(long, env = "OMERTA_POSTS_PER_MINUTE", default_value_t = 12)]
        posts_per_minute: usize,
        /// A post's largest size, in characters (at most 20000).
        #[arg(long, env = "OMERTA_MAX_POST_CHARS", default_value_t = 20_000)]
        max_post_chars: usize,
        /// New accounts per client address per hour.
        #[arg(long, env = "OMERTA_SIGNUPS_PER_HOUR", default_value_t = 20)]
        signups_per_hour: usize,
        /// Games an account may create per hour (site admins are not limited).
        #[arg(long, env = "OMERTA_GAMES_PER_HOUR", default_value_t = 20)]
        games_per_hour: usize,
        /// Let webhooks go to loopback, private and other non-public addresses (receivers
        /// on the server's own network). Off: such addresses are refused.
        #[arg(long, env = "OMERTA_ALLOW_PRIVATE_WEBHOOKS")]
        allow_private_webhooks: bool,
        /// Let followed forum threads be fetched from loopback, private and other
        /// non-public addresses (a forum on the server's own network). Off: refused.
        #[arg(long, env = "OMERTA_ALLOW_PRIVATE_FORUMS")]
        allow_private_forums: bool,
        /// The pause between two pages of a followed thread, in milliseconds.
        #[arg(long, env = "OMERTA_FOLLOW_DELAY_MS", default_value_t = 1000)]
        follow_delay_ms: u64,
        /// The most pages one fetch of a followed thread reads.
        #[arg(long, env = "OMERTA_FOLLOW_MAX_PAGES", default_value_t = 20)]
        follow_max_pages: usize,
        /// The steps Reasonable Action Resolution may take to resolve one night.
        #[arg(long, env = "OMERTA_NIGHT_BUDGET", default_value_t = omerta_night_budget())]
        night_budget: u64,
        /// The memory it may hold while it does, in MiB (as the resolver counts it; two
        /// nights may be resolved at once: docs/server/limits.md).
        #[arg(long, env = "OMERTA_NIGHT_BUDGET_MIB", default_value_t = omerta_night_budget_mib())]
        night_budget_mib: u64,
        /// The SMTP server email notifications go through: smtp://HOST:PORT (plain),
        /// smtp://HOST?tls=required (STARTTLS) or smtps://HOST (TLS), with USER:PASSWORD@
        /// when it asks for a login. None: no mail is sent.
        #[arg(long, env = "OMERTA_SMTP")]
        smtp: Option<String>,
        /// The sender of the mail, such as "omerta <games@example.org>".
        #[arg(
            long,
            env = "OMERTA_MAIL_FROM",
            default_value = "omerta <omerta@localhost>"
        )]
        mail_from: String,
        /// How long before a phase closes a reminder is mailed, in minutes.
        #[arg(long, env = "OMERTA_REMINDER_MINUTES", default_value_t = 60)]
        reminder_minutes: u64,
        /// Games kept folded in memory at most; the least recently used beyond it are let
        /// go (and folded again from the database when asked for).
        #[arg(long, env = "OMERTA_MAX_GAMES", default_value_t = 1000)]
        max_games: usize,
        /// Minutes after which a game nobody asked for is let go from memory.
        #[arg(long, env = "OMERTA_IDLE_GAME_MINUTES", default_value_t = 10)]
        idle_game_minutes: u64,
        /// Live streams open at once from one client address (an IPv6 client is its /64).
        #[arg(long, env = "OMERTA_STREAMS_PER_ADDRESS", default_value_t = 256)]
        streams_per_address: usize,
        /// Minutes before the host may prod the same player of a game again (0: no limit).
        #[arg(long, env = "OMERTA_PROD_MINUTES", default_value_t = 60)]
        prod_minutes: u64,
        /// Serve Prometheus metrics (GET /metrics) on this address of their own, such as
        /// 127.0.0.1:9464 (docs/server/metrics.md). None: nothing is recorded or served.
        #[arg(long, env = "OMERTA_METRICS_ADDR")]
        metrics_addr: Option<std::net::SocketAddr>,
        /// Load the example games of every rule set (a finished Pro table, a forum thread
        /// with its tally), marked as examples; loading again never doubles them, and
        /// `omerta demo remove` (or the administrator's button) takes them away.
        #[arg(long, env = "OMERTA_DEMO")]
        demo: bool,
    },
    /// The example games `omerta serve --demo` loads.
    Demo {
        #[command(subcommand)]
        command: DemoCommand,
    },
    /// Pro Mafia: check and score recorded games (format omerta-pro/1).
    Pro {
        #[command(subcommand)]
        command: pro::ProCommand,
    },
    /// Forum Mafia games: tallies, enforcement and nights of a thread (format omerta-forum/1).
    Forum {
        #[command(subcommand)]
        command: forum::ForumCommand,
    },
    /// Mafia 1923: play a scripted game of families (format omerta-1923/1).
    #[command(name = "1923")]
    Mafia1923 {
        #[command(subcommand)]
        command: mafia1923::Mafia1923Command,
    },
    /// Forum Mafia nights: resolve submitted actions (format omerta-night/1).
    Night {
        #[command(subcommand)]
        command: night::NightCommand,
    },
    /// Print a document format's JSON Schema (draft 2020-12), generated from the types that
    /// read the format: the one the server serves at /api/schemas/.
    Schema {
        /// The format: omerta-pro/1, omerta-forum/1, omerta-night/1 or omerta-1923/1 (or
        /// pro, forum, night, 1923).
        format: String,
    },
}

fn main() -> ExitCode {
    // The language first, so that the help and the arguments' own refusals speak it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = language(help::lang_arg(&args).as_deref());
    text::set_stderr_lang(lang);
    let mut command = help::command(lang);
    // As `Cli::parse` does it, with the worded command.
    // clap's refusals of the line in the language too (`clap_errors`); a help, a version
    // and English as clap prints them.
    let mut matches = match command.try_get_matches_from_mut(args) {
        Ok(matches) => matches,
        Err(error) => clap_errors::exit(&error, &command, lang),
    };
    let cli = Cli::from_arg_matches_mut(&mut matches)
        .unwrap_or_else(|error| error.format(&mut command).exit());
    match cli.command {
        Command::Serve {
            addr,
            database,
            public_url,
            trusted_proxies,
            posts_per_minute,
            max_post_chars,
            signups_per_hour,
            games_per_hour,
            allow_private_webhooks,
            allow_private_forums,
            follow_delay_ms,
            follow_max_pages,
            night_budget,
            night_budget_mib,
            smtp,
            mail_from,
            reminder_minutes,
            max_games,
            idle_game_minutes,
            streams_per_address,
            prod_minutes,
            metrics_addr,
            demo,
        } => {
            let mut config = omerta_server::Config {
                public_url,
                trusted_proxies,
                posts_per_minute,
                max_post_chars: max_post_chars.min(omerta_server::Config::default().max_post_chars),
                signups_per_hour,
                games_per_hour,
                webhook_allow_private: allow_private_webhooks,
                follow_allow_private: allow_private_forums,
                follow_delay: std::time::Duration::from_millis(follow_delay_ms),
                follow_max_pages,
                max_games,
                idle_game: std::time::Duration::from_secs(idle_game_minutes * 60),
                streams_per_address,
                metrics_addr,
                demo,
                ..omerta_server::Config::default()
            };
            config.limits.night.steps = night_budget;
            config.limits.night.bytes = night_budget_mib.saturating_mul(1 << 20);
            config.limits.prods.every_ms =
                i64::try_from(prod_minutes.saturating_mul(60_000)).unwrap_or(i64::MAX);
            config.mail = smtp.map(|smtp| {
                let mut mail = omerta_server::mail::MailConfig::new(smtp, mail_from);
                mail.reminder_before = std::time::Duration::from_secs(reminder_minutes * 60);
                mail
            });
            serve(addr, &database, config)
        }
        Command::Pro { command } => pro::run(command, lang),
        Command::Forum { command } => forum::run(command, lang),
        Command::Night { command } => night::run(command, lang),
        Command::Mafia1923 { command } => mafia1923::run(command, lang),
        Command::Schema { format } => schema(&format),
        Command::Demo {
            command: DemoCommand::Remove { database },
        } => remove_examples(&database, lang),
    }
}

/// `omerta demo remove`: the examples taken away, said in the reader's language.
fn remove_examples(database: &str, lang: omerta_i18n::Lang) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("{}", text::error(&cannot_start_the_runtime(&error)));
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(omerta_server::remove_examples(database)) {
        Ok(removed) => {
            let mut args = omerta_i18n::Args::new();
            args.set("games", removed.games);
            args.set("accounts", removed.accounts);
            outln!("{}", omerta_i18n::tr(lang, "paper-demo-removed", &args));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{}", text::error(&error));
            ExitCode::from(1)
        }
    }
}

/// `omerta schema FORMAT`: the format's JSON Schema on standard output.
fn schema(name: &str) -> ExitCode {
    let found = omerta_server::schemas::find(name)
        .or_else(|| omerta_server::schemas::find(&format!("omerta-{name}/1")));
    let Some(format) = found else {
        let known: Vec<&str> = omerta_server::schemas::FORMATS
            .iter()
            .map(|f| f.format)
            .collect();
        let words = [
            ("name", format!("{name:?}").into()),
            ("formats", known.join(", ").into()),
        ];
        eprintln!("{}", text::say(omerta_i18n::id("cli-no-format"), &words));
        return ExitCode::from(2);
    };
    outln!("{}", format.text());
    ExitCode::SUCCESS
}

/// `cannot start the runtime: {error}`, the error as the OS says it.
fn cannot_start_the_runtime(error: &std::io::Error) -> String {
    let words = [("error", error.to_string().into())];
    text::say(omerta_i18n::id("cli-runtime"), &words)
}

fn omerta_night_budget() -> u64 {
    omerta_server::Config::default().limits.night.steps
}

fn omerta_night_budget_mib() -> u64 {
    omerta_server::Config::default().limits.night.bytes >> 20
}

fn serve(addr: std::net::SocketAddr, database: &str, config: omerta_server::Config) -> ExitCode {
    omerta_server::init_logging();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("{}", text::error(&cannot_start_the_runtime(&error)));
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(omerta_server::serve(addr, database, config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{}", text::error(&error));
            ExitCode::from(1)
        }
    }
}

/// Writes to standard output. A closed pipe is a normal end: the reader has what it wanted,
/// so the program stops at once with success. Any other failure is reported and ends the
/// program with an error rather than a panic.
pub(crate) fn write_out(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = stdout.write_fmt(args) {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("{}", text::cannot_write_output(&error));
        std::process::exit(1);
    }
}
