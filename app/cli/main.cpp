// palmares-cli: the command line of Palmarès (ARCHITECTURE.md, "Command
// line"). Argument parsing and printing only; the work is core/club's.
//
// Exit status: 0 success, 1 a user error (message on stderr saying what and
// where), 2 a usage error.

#include "args.h"
#include "club/autobackup.h"
#include "club/club.h"
#include "club/explanation.h"
#include "club/tabular.h"
#include "commandregistry.h"
#include "console.h"
#include "i18n/i18n.h"
#include "report/sheets.h"
#include "report/writers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

#include <cstdio>
#include <optional>

using namespace palmares;
using namespace palmares::cli;
using club::Tabular;

namespace {

const char* const Usage = R"(Usage: palmares-cli [--db FILE|URL] [--format table|csv|json] COMMAND ...

The club is an SQLite file, or a PostgreSQL database given as
postgresql://user@host:port/dbname. --db defaults to $PALMARES_DB.

Commands:
  init [--name CLUB]                         create a club
  game add NAME --system SYSTEM [--param KEY=VALUE]...
                                             SYSTEM: niveau, elo-provisional, elo-dsc, fermi, points,
                                             glicko2, openskill
  game list
  game set NAME --param KEY=VALUE...         change parameters (re-rates the game)
  game params NAME                           the rule set's parameters and defaults
  player add NAME [--household H]
  player list
  player rename OLD NEW
  player set NAME [--household H] [--active 0|1]
  player merge FROM INTO                     FROM's results move to INTO
  import FILE.csv [--dry-run]                results CSV (RATING_RULES.md §1), all or nothing
  export-results FILE.csv                    the same format ('-' for standard output)
  standings --game G [--at YYYY-MM-DD]
  hall-of-fame [--game G] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
  history --player P [--game G]
  explain --match ID
  backtest --game G [--systems S[@LABEL],...] [--param S[@LABEL].KEY=VALUE]...
           [--experience N] [--calibration]
                                             which rule set predicts the game's results
                                             best (Brier, log loss, accuracy; nothing changes)
  rebuild                                    recompute every cached rating
  check                                      integrity and cached ratings against a fresh replay
  backup FILE                                a consistent copy of the club (SQLite online backup)
  restore BACKUP | --list                    put a backup of the club back in place (the club as it
                                             is is backed up first); --list: the club's backups
  report --game G [--at D] | --hall-of-fame [--game G] [--from D] [--to D]
         | --bulletin [--at D | --from D --to D] | --match ID
         --format pdf|html|csv --out FILE    a sheet to print or send: standings, Hall of Fame,
                                             the club bulletin (default: this month), a match's
                                             explanation card; PDF needs no display

Exit status: 0 success, 1 user error, 2 usage error.
)";

class Cli
{
public:
    Cli(Args& args, Tabular::Format format, QString db, QString formatText = {})
        : m_args(args),
          m_format(format),
          m_db(std::move(db)),
          m_formatText(std::move(formatText))
    {}

    int run(const QString& command)
    {
        if (command == QLatin1String("init")) {
            return init();
        }
        if (command == QLatin1String("game")) {
            return game();
        }
        if (command == QLatin1String("player")) {
            return player();
        }
        if (command == QLatin1String("import")) {
            return import();
        }
        if (command == QLatin1String("export-results")) {
            return exportResults();
        }
        if (command == QLatin1String("backtest")) {
            return backtest();
        }
        if (command == QLatin1String("report")) {
            return report();
        }
        if (command == QLatin1String("restore")) {
            return restore();
        }
        throw UsageError{QStringLiteral("unknown command '%1'").arg(command)};
    }

private:
    bool open(store::Database::OpenMode mode = store::Database::OpenMode::Existing)
    {
        m_args.done();
        if (m_db.isEmpty()) {
            throw UsageError{QStringLiteral("no club given: use --db FILE|URL or set PALMARES_DB")};
        }
        club::Status status;
        m_club = club::Club::open(m_db, mode, status);
        if (!m_club) {
            fail(status);
            return false;
        }
        if (mode == store::Database::OpenMode::Existing && !m_club->initialised()) {
            fail(club::Status::failure(
                QStringLiteral("%1 holds no club yet (create it with: palmares-cli --db %1 init)").arg(m_db)));
            return false;
        }
        return true;
    }

    int simple(const std::function<club::Status(club::Club&)>& action)
    {
        if (!open()) {
            return ExitUserError;
        }
        const club::Status s = action(*m_club);
        return s.ok() ? ExitOk : fail(s);
    }

    int print(const Tabular& table)
    {
        printOut(table.render(m_format));
        return ExitOk;
    }

    int restore()
    {
        const bool listOnly = m_args.flag(QStringLiteral("--list"));
        const QString name =
            listOnly ? QString() : m_args.positional(QStringLiteral("the backup to restore (or --list)"));
        m_args.done();
        if (m_db.isEmpty()) {
            throw UsageError{QStringLiteral("no club given: use --db FILE|URL or set PALMARES_DB")};
        }
        if (m_db.startsWith(QLatin1String("postgresql://")) || m_db.startsWith(QLatin1String("postgres://"))) {
            return fail(club::Status::failure(
                QStringLiteral("automatic backups are made for SQLite club files only; back up and restore a "
                               "PostgreSQL club with pg_dump and pg_restore")));
        }
        if (listOnly) {
            Tabular t({QStringLiteral("backup"), QStringLiteral("date"), QStringLiteral("reason"),
                       QStringLiteral("size"), QStringLiteral("players"), QStringLiteral("games"),
                       QStringLiteral("results"), QStringLiteral("last_result"), QStringLiteral("problem")});
            for (const store::BackupInfo& b : store::backups::list(m_db)) {
                const auto count = [&](qint64 store::BackupContents::*field) {
                    return b.contents ? Tabular::integer((*b.contents).*field) : Tabular::text({});
                };
                t.addRow({Tabular::text(b.fileName),
                          Tabular::text(b.when.isValid() ? b.when.toString(Qt::ISODate) : QString()),
                          Tabular::text(b.reason), Tabular::integer(b.size), count(&store::BackupContents::players),
                          count(&store::BackupContents::games), count(&store::BackupContents::matches),
                          Tabular::text(b.contents ? b.contents->lastPlayed.left(10) : QString()),
                          Tabular::text(b.problem)});
            }
            return print(t);
        }
        const QString path = store::backups::resolve(m_db, name);
        if (!QFileInfo::exists(path)) {
            return fail(club::Status::failure(
                QStringLiteral("there is no backup %1 (palmares-cli --db %2 restore --list shows them); the club was "
                               "left untouched")
                    .arg(name, m_db)));
        }
        QString saved;
        store::StoreError e;
        if (!store::backups::restore(m_db, path, QDateTime::currentDateTimeUtc(), &saved, e)) {
            return fail(club::Status::failure(e.message));
        }
        store::StoreError ignored;
        const auto contents = store::backups::inspect(m_db, false, ignored);
        QString text = QStringLiteral("restored %1 into %2").arg(path, m_db);
        if (contents) {
            text += QStringLiteral(" (%1)").arg(club::summary(*contents));
        }
        if (!saved.isEmpty()) {
            text += QStringLiteral("; the club as it was is saved as %1").arg(saved);
        }
        printOut((text + QLatin1Char('\n')).toUtf8());
        return ExitOk;
    }

    int init()
    {
        const QString name = m_args.option(QStringLiteral("--name")).value_or(QFileInfo(m_db).completeBaseName());
        if (!open(store::Database::OpenMode::Create)) {
            return ExitUserError;
        }
        const club::Status s = m_club->init(name);
        return s.ok() ? ExitOk : fail(s);
    }

    int game()
    {
        const QString sub = m_args.positional(QStringLiteral("a game command (add, list, set, params)"));
        if (sub == QLatin1String("add")) {
            const QString name = m_args.positional(QStringLiteral("the game's name"));
            const QString systemText = m_args.required(QStringLiteral("--system"));
            const auto system = rating::systemFromKey(systemText.toStdString());
            if (!system) {
                throw UsageError{QStringLiteral("--system '%1' is not one of %2").arg(systemText, systemList())};
            }
            const auto params = m_args.params();
            return simple([&](club::Club& c) { return c.addGame(name, *system, params); });
        }
        if (sub == QLatin1String("list")) {
            if (!open()) {
                return ExitUserError;
            }
            club::Status status;
            const auto games = m_club->games(status);
            if (!games) {
                return fail(status);
            }
            Tabular t({QStringLiteral("name"), QStringLiteral("system"), QStringLiteral("params")});
            for (const club::Game& g : *games) {
                QStringList params;
                for (auto it = g.params.cbegin(); it != g.params.cend(); ++it) {
                    params << it.key() + QLatin1Char('=') + it.value();
                }
                t.addRow({Tabular::text(g.name), Tabular::text(QString::fromLatin1(rating::systemKey(g.system).data())),
                          Tabular::text(params.join(QLatin1Char(';')))});
            }
            return print(t);
        }
        if (sub == QLatin1String("set")) {
            const QString name = m_args.positional(QStringLiteral("the game's name"));
            const auto params = m_args.params();
            if (params.isEmpty()) {
                throw UsageError{QStringLiteral("game set needs at least one --param KEY=VALUE")};
            }
            return simple([&](club::Club& c) { return c.setGameParameters(name, params); });
        }
        if (sub == QLatin1String("params")) {
            const QString name = m_args.positional(QStringLiteral("the game's name"));
            if (!open()) {
                return ExitUserError;
            }
            club::Status status;
            const auto params = m_club->parameters(name, status);
            if (!params) {
                return fail(status);
            }
            Tabular t({QStringLiteral("key"), QStringLiteral("value"), QStringLiteral("default"),
                       QStringLiteral("description")});
            for (const rating::Parameter& p : *params) {
                t.addRow({Tabular::text(QString::fromStdString(p.key)), Tabular::text(QString::fromStdString(p.value)),
                          Tabular::text(QString::fromStdString(p.defaultValue)),
                          Tabular::text(QString::fromStdString(p.description))});
            }
            return print(t);
        }
        throw UsageError{QStringLiteral("unknown game command '%1' (add, list, set, params)").arg(sub)};
    }

    int player()
    {
        const QString sub = m_args.positional(QStringLiteral("a player command (add, list, rename, set, merge)"));
        if (sub == QLatin1String("add")) {
            const QString name = m_args.positional(QStringLiteral("the player's name"));
            const QString household = m_args.option(QStringLiteral("--household")).value_or(QString());
            return simple([&](club::Club& c) { return c.addPlayer(name, household); });
        }
        if (sub == QLatin1String("list")) {
            if (!open()) {
                return ExitUserError;
            }
            club::Status status;
            const auto players = m_club->players(status);
            if (!players) {
                return fail(status);
            }
            Tabular t({QStringLiteral("name"), QStringLiteral("household"), QStringLiteral("active")});
            for (const store::PlayerRecord& p : *players) {
                t.addRow({Tabular::text(p.name), Tabular::text(p.household), Tabular::boolean(p.active)});
            }
            return print(t);
        }
        if (sub == QLatin1String("rename")) {
            const QString from = m_args.positional(QStringLiteral("the current name"));
            const QString to = m_args.positional(QStringLiteral("the new name"));
            return simple([&](club::Club& c) { return c.renamePlayer(from, to); });
        }
        if (sub == QLatin1String("merge")) {
            const QString from = m_args.positional(QStringLiteral("the player to merge (FROM)"));
            const QString into = m_args.positional(QStringLiteral("the player to keep (INTO)"));
            return simple([&](club::Club& c) { return c.mergePlayers(from, into); });
        }
        if (sub == QLatin1String("set")) {
            const QString name = m_args.positional(QStringLiteral("the player's name"));
            const auto household = m_args.option(QStringLiteral("--household"));
            const auto active = m_args.option(QStringLiteral("--active"));
            if (active && *active != QLatin1String("0") && *active != QLatin1String("1")) {
                throw UsageError{QStringLiteral("--active takes 0 or 1")};
            }
            return simple([&](club::Club& c) {
                club::Status s;
                if (household) {
                    s = c.setHousehold(name, *household);
                }
                if (s.ok() && active) {
                    s = c.setActive(name, *active == QLatin1String("1"));
                }
                return s;
            });
        }
        throw UsageError{QStringLiteral("unknown player command '%1' (add, list, rename, set, merge)").arg(sub)};
    }

    int import()
    {
        const QString path = m_args.positional(QStringLiteral("the CSV file"));
        const bool dryRun = m_args.flag(QStringLiteral("--dry-run"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            m_args.done();
            return fail(club::Status::failure(QStringLiteral("cannot read %1: %2").arg(path, file.errorString())));
        }
        const QByteArray bytes = file.readAll();
        if (!open()) {
            return ExitUserError;
        }
        if (!dryRun) {
            // The way back from an import: never a reason not to import.
            const club::AutoBackup b =
                club::autoBackup(*m_club, store::BackupReason::Import, QDateTime::currentDateTimeUtc());
            if (!b.ok()) {
                printErr(QStringLiteral("palmares-cli: warning: no backup before the import: %1").arg(b.warning));
            }
        }
        const club::ImportReport report = m_club->importCsv(bytes, dryRun);
        if (!report.problems.isEmpty()) {
            for (const club::Problem& p : report.problems) {
                printErr(QStringLiteral("%1: %2").arg(path, p.toString()));
            }
            printErr(QStringLiteral("palmares-cli: %1 was not imported (%n problem(s)); the club is unchanged")
                         .arg(path)
                         .replace(QLatin1String("%n"), QString::number(report.problems.size())));
            return ExitUserError;
        }
        if (m_format == Tabular::Format::Json) {
            QJsonObject o;
            o.insert(QStringLiteral("written"), report.written);
            o.insert(QStringLiteral("rows"), report.rows);
            o.insert(QStringLiteral("matches"), report.matches);
            o.insert(QStringLiteral("new_players"), QJsonArray::fromStringList(report.newPlayers));
            QJsonObject perGame;
            for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
                perGame.insert(it.key(), it.value());
            }
            o.insert(QStringLiteral("matches_per_game"), perGame);
            QJsonArray unrated;
            for (const auto& [match, reason] : report.unrated) {
                unrated.append(QJsonObject{{QStringLiteral("match"), match}, {QStringLiteral("reason"), reason}});
            }
            o.insert(QStringLiteral("unrated"), unrated);
            printOut(QJsonDocument(o).toJson(QJsonDocument::Indented));
            return ExitOk;
        }
        QString out = dryRun ? QStringLiteral("Dry run: nothing was written. %1 would add:\n").arg(path)
                             : QStringLiteral("Imported %1:\n").arg(path);
        const auto matches = [](int n) {
            return n == 1 ? QStringLiteral("1 match") : QStringLiteral("%1 matches").arg(n);
        };
        out += QStringLiteral("  %1 (%2 rows)\n").arg(matches(report.matches)).arg(report.rows);
        for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
            out += QStringLiteral("    %1: %2\n").arg(it.key(), matches(it.value()));
        }
        // Name the new players, but not thousands of them.
        constexpr int MaxNamed = 20;
        QString named = report.newPlayers.mid(0, MaxNamed).join(QStringLiteral(", "));
        if (report.newPlayers.size() > MaxNamed) {
            named += QStringLiteral(" and %1 more").arg(report.newPlayers.size() - MaxNamed);
        }
        out += QStringLiteral("  %1 new players%2\n")
                   .arg(report.newPlayers.size())
                   .arg(report.newPlayers.isEmpty() ? QString() : QStringLiteral(": ") + named);
        if (dryRun) {
            out += QStringLiteral("  %1 unrated matches\n").arg(report.unrated.size());
            for (const auto& [match, reason] : report.unrated) {
                out += QStringLiteral("    %1: %2\n").arg(match, reason);
            }
        }
        printOut(out.toUtf8());
        return ExitOk;
    }

    int exportResults()
    {
        const QString path = m_args.positional(QStringLiteral("the CSV file to write"));
        if (!open()) {
            return ExitUserError;
        }
        QFile file;
        bool opened = false;
        if (path == QLatin1String("-")) {
            opened = file.open(stdout, QIODevice::WriteOnly);
        } else {
            file.setFileName(path);
            opened = file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        }
        if (!opened) {
            return fail(club::Status::failure(QStringLiteral("cannot write %1: %2").arg(path, file.errorString())));
        }
        const club::Status s = m_club->exportResults(file);
        file.close();
        if (!s.ok() || file.error() != QFileDevice::NoError) {
            return fail(s.ok()
                            ? club::Status::failure(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()))
                            : s);
        }
        return ExitOk;
    }

    /// A rule set of `backtest`: "key" or "key@label".
    static club::BacktestCandidate backtestCandidate(const QString& name)
    {
        const QString key = name.section(QLatin1Char('@'), 0, 0);
        const auto system = rating::systemFromKey(key.toStdString());
        if (!system) {
            throw UsageError{
                QStringLiteral("'%1' is not a rule set (%2; add @LABEL to try one twice)").arg(name, systemList())};
        }
        return club::BacktestCandidate{name, *system, {}};
    }

    int backtest()
    {
        club::BacktestRequest request;
        request.game = m_args.required(QStringLiteral("--game"));
        const auto systems = m_args.option(QStringLiteral("--systems"));
        if (systems) {
            for (const QString& name : systems->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                request.candidates.append(backtestCandidate(name.trimmed()));
            }
            if (request.candidates.isEmpty()) {
                throw UsageError{QStringLiteral("--systems names no rule set")};
            }
        }
        // --param SYSTEM[@LABEL].KEY=VALUE, checked before the club is opened.
        QList<std::pair<QString, QPair<QString, QString>>> changes;
        const QMap<QString, QString> params = m_args.params();
        for (auto it = params.cbegin(); it != params.cend(); ++it) {
            const auto dot = it.key().indexOf(QLatin1Char('.'));
            if (dot <= 0) {
                throw UsageError{QStringLiteral("--param '%1' is not SYSTEM.KEY=VALUE (e.g. elo-provisional.k_low=24)")
                                     .arg(it.key())};
            }
            const QString name = it.key().left(dot);
            backtestCandidate(name);
            if (systems && std::none_of(request.candidates.cbegin(), request.candidates.cend(),
                                        [&](const club::BacktestCandidate& c) { return c.name == name; })) {
                throw UsageError{QStringLiteral("--param %1: '%2' is not in --systems").arg(it.key(), name)};
            }
            changes.append({name, {it.key().mid(dot + 1), it.value()}});
        }
        const bool calibration = m_args.flag(QStringLiteral("--calibration"));
        if (const auto experience = m_args.option(QStringLiteral("--experience"))) {
            bool ok = false;
            request.experienceGames = experience->toInt(&ok);
            if (!ok || request.experienceGames < 0) {
                throw UsageError{QStringLiteral("--experience takes a number of games, not '%1'").arg(*experience)};
            }
        }
        if (!open()) {
            return ExitUserError;
        }
        club::Status status;
        if (!systems && !changes.isEmpty()) {
            // Every rule set, the game's own first, with the changes applied.
            const auto g = m_club->game(request.game, status);
            if (!g) {
                return fail(status);
            }
            request.candidates = club::everyRuleSet(g->system);
            for (const auto& entry : std::as_const(changes)) {
                const QString& name = entry.first; // clang 14 cannot capture a structured binding
                if (std::none_of(request.candidates.cbegin(), request.candidates.cend(),
                                 [&](const club::BacktestCandidate& c) { return c.name == name; })) {
                    request.candidates.append(backtestCandidate(name)); // a labelled trial
                }
            }
        }
        for (const auto& [name, change] : std::as_const(changes)) {
            for (club::BacktestCandidate& c : request.candidates) {
                if (c.name == name) {
                    c.params.insert(change.first, change.second);
                }
            }
        }
        const auto report = m_club->backtest(request, status);
        if (!report) {
            return fail(status);
        }
        const auto paramsText = [](const club::BacktestRow& r) {
            QStringList list;
            for (auto it = r.params.cbegin(); it != r.params.cend(); ++it) {
                list << it.key() + QLatin1Char('=') + it.value();
            }
            return list.join(QLatin1Char(';'));
        };
        if (m_format == Tabular::Format::Json) {
            const auto scores = [](const club::BacktestScores& s) {
                return QJsonObject{{QStringLiteral("pairs"), s.pairs},
                                   {QStringLiteral("decisive_pairs"), s.decisivePairs},
                                   {QStringLiteral("brier"), s.brier},
                                   {QStringLiteral("log_loss"), s.logLoss},
                                   {QStringLiteral("accuracy"), s.accuracy}};
            };
            QJsonArray rows;
            for (const club::BacktestRow& r : report->rows) {
                QJsonArray deciles;
                for (const club::CalibrationDecile& d : r.calibration) {
                    deciles.append(QJsonObject{{QStringLiteral("lower"), d.lower},
                                               {QStringLiteral("upper"), d.upper},
                                               {QStringLiteral("predicted"), d.predictedMean},
                                               {QStringLiteral("observed"), d.observedFrequency},
                                               {QStringLiteral("count"), d.count}});
                }
                rows.append(
                    QJsonObject{{QStringLiteral("rule_set"), r.name},
                                {QStringLiteral("system"),
                                 r.coinFlip ? QString() : QString::fromLatin1(rating::systemKey(r.system).data())},
                                {QStringLiteral("params"), paramsText(r)},
                                {QStringLiteral("game_rules"), r.gameRules},
                                {QStringLiteral("coin_flip"), r.coinFlip},
                                {QStringLiteral("all"), scores(r.all)},
                                {QStringLiteral("early"), scores(r.early)},
                                {QStringLiteral("later"), scores(r.later)},
                                {QStringLiteral("calibration"), deciles}});
            }
            QJsonArray excluded;
            for (const auto& [name, reason] : report->excluded) {
                excluded.append(QJsonObject{{QStringLiteral("rule_set"), name}, {QStringLiteral("reason"), reason}});
            }
            const QJsonObject o{{QStringLiteral("game"), report->game.name},
                                {QStringLiteral("matches"), report->matches},
                                {QStringLiteral("scored_matches"), report->scoredMatches},
                                {QStringLiteral("experience_games"), report->experienceGames},
                                {QStringLiteral("rows"), rows},
                                {QStringLiteral("excluded"), excluded}};
            printOut(QJsonDocument(o).toJson(QJsonDocument::Indented));
            return ExitOk;
        }
        if (calibration) {
            Tabular t({QStringLiteral("rule_set"), QStringLiteral("decile"), QStringLiteral("predicted"),
                       QStringLiteral("observed"), QStringLiteral("count")});
            for (const club::BacktestRow& r : report->rows) {
                for (const club::CalibrationDecile& d : r.calibration) {
                    t.addRow({Tabular::text(r.name),
                              Tabular::text(QStringLiteral("%1-%2").arg(d.lower, 0, 'f', 1).arg(d.upper, 0, 'f', 1)),
                              Tabular::number(d.predictedMean, 6), Tabular::number(d.observedFrequency, 6),
                              Tabular::integer(static_cast<int>(d.count))});
                }
            }
            return print(t);
        }
        Tabular t({QStringLiteral("rule_set"), QStringLiteral("params"), QStringLiteral("pairs"),
                   QStringLiteral("brier"), QStringLiteral("log_loss"), QStringLiteral("accuracy"),
                   QStringLiteral("early_pairs"), QStringLiteral("early_brier"), QStringLiteral("early_log_loss"),
                   QStringLiteral("early_accuracy"), QStringLiteral("later_pairs"), QStringLiteral("later_brier"),
                   QStringLiteral("later_log_loss"), QStringLiteral("later_accuracy")});
        for (const club::BacktestRow& r : report->rows) {
            QString name = r.name;
            if (m_format == Tabular::Format::Table && r.gameRules) {
                name += QStringLiteral(" (the game's)");
            }
            t.addRow({Tabular::text(name), Tabular::text(paramsText(r)),
                      Tabular::integer(static_cast<int>(r.all.pairs)), Tabular::number(r.all.brier, 6),
                      Tabular::number(r.all.logLoss, 6), Tabular::number(r.all.accuracy, 6),
                      Tabular::integer(static_cast<int>(r.early.pairs)), Tabular::number(r.early.brier, 6),
                      Tabular::number(r.early.logLoss, 6), Tabular::number(r.early.accuracy, 6),
                      Tabular::integer(static_cast<int>(r.later.pairs)), Tabular::number(r.later.brier, 6),
                      Tabular::number(r.later.logLoss, 6), Tabular::number(r.later.accuracy, 6)});
        }
        print(t);
        if (m_format == Tabular::Format::Table) {
            QString out = QStringLiteral("%1: %2 matches, %3 scored by every rule set; early = a player in his first "
                                         "%4 games\n")
                              .arg(report->game.name)
                              .arg(report->matches)
                              .arg(report->scoredMatches)
                              .arg(report->experienceGames);
            for (const auto& [name, reason] : report->excluded) {
                out += QStringLiteral("not compared: %1 (%2)\n").arg(name, reason);
            }
            printOut(out.toUtf8());
        }
        return ExitOk;
    }

    int report()
    {
        const bool bulletin = m_args.flag(QStringLiteral("--bulletin"));
        const bool hall = m_args.flag(QStringLiteral("--hall-of-fame"));
        const auto match = m_args.option(QStringLiteral("--match"));
        report::Options options;
        options.game = m_args.option(QStringLiteral("--game")).value_or(QString());
        options.at = m_args.date(QStringLiteral("--at"));
        options.from = m_args.date(QStringLiteral("--from"));
        options.to = m_args.date(QStringLiteral("--to"));
        const auto out = m_args.option(QStringLiteral("--out"));
        if (static_cast<int>(bulletin) + static_cast<int>(hall) + static_cast<int>(match.has_value()) > 1) {
            throw UsageError{QStringLiteral("report takes one of --game, --hall-of-fame, --bulletin, --match")};
        }
        if (!bulletin && !hall && !match && options.game.trimmed().isEmpty()) {
            throw UsageError{QStringLiteral("report needs --game G, --hall-of-fame, --bulletin or --match ID")};
        }
        const auto refuse = [](bool given, const char* option, const char* sheet) {
            if (given) {
                throw UsageError{
                    QStringLiteral("%1 does not apply to %2").arg(QLatin1String(option), QLatin1String(sheet))};
            }
        };
        if (match) {
            refuse(!options.game.isEmpty(), "--game", "--match");
            refuse(options.at.has_value(), "--at", "--match");
            refuse(options.from || options.to, "--from/--to", "--match");
        } else if (bulletin) {
            refuse(!options.game.isEmpty(), "--game", "--bulletin");
            refuse(options.at && (options.from || options.to), "--at", "--bulletin with --from/--to");
        } else if (hall) {
            refuse(options.at.has_value(), "--at", "--hall-of-fame");
        } else {
            refuse(options.from || options.to, "--from/--to", "a standings sheet (use --at)");
        }
        if (m_formatText != QLatin1String("pdf") && m_formatText != QLatin1String("html") &&
            m_formatText != QLatin1String("csv")) {
            throw UsageError{m_formatText == QLatin1String("table")
                                 ? QStringLiteral("report needs --format pdf, html or csv")
                                 : QStringLiteral("--format '%1' is not one of pdf, html, csv").arg(m_formatText)};
        }
        if (!out || out->trimmed().isEmpty()) {
            throw UsageError{QStringLiteral("--out FILE is required")};
        }
        if (!open()) {
            return ExitUserError;
        }
        club::Status status;
        std::optional<report::Report> sheet;
        if (match) {
            sheet = report::explanationCard(*m_club, *match, status);
        } else if (bulletin) {
            sheet = report::bulletin(*m_club, options, status);
        } else if (hall) {
            sheet = report::hallOfFameSheet(*m_club, options, status);
        } else {
            sheet = report::standingsSheet(*m_club, options, status);
        }
        if (!sheet) {
            return fail(status);
        }
        QString error;
        const bool written = m_formatText == QLatin1String("pdf")    ? report::writePdf(*sheet, *out, &error)
                             : m_formatText == QLatin1String("html") ? report::writeHtml(*sheet, *out, &error)
                                                                     : report::writeCsv(*sheet, *out, &error);
        return written ? ExitOk : fail(club::Status::failure(error));
    }

    Args& m_args;
    Tabular::Format m_format;
    QString m_db;
    QString m_formatText; ///< --format as given (report takes pdf, html, csv)
    std::unique_ptr<club::Club> m_club;
};

/// The command word of argv (the first argument that is neither an option
/// nor the value of --db or --format), to pick the application class.
QByteArray commandOf(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--db" || a == "--format") {
            ++i;
        } else if (!a.startsWith("-")) {
            return a;
        }
    }
    return {};
}

QtMessageHandler g_defaultHandler = nullptr;

/// Qt on the offscreen platform warns that XDG_RUNTIME_DIR is not set (and
/// then uses a folder of its own): harmless for printing, and stderr is
/// kept for what the person must read.
void quietRuntimeDir(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) {
        return;
    }
    g_defaultHandler(type, context, message);
}

} // namespace

int main(int argc, char* argv[])
{
    // A report lays text out with fonts, which takes a QGuiApplication; the
    // offscreen platform lets it run with no display.
    const bool printing = commandOf(argc, argv) == "report";
    if (printing && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    if (printing) {
        g_defaultHandler = qInstallMessageHandler(quietRuntimeDir);
    }
    std::unique_ptr<QCoreApplication> application =
        printing ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    if (printing) {
        palmares::i18n::install(QLocale::system());
    }
    QCoreApplication::setApplicationName(QStringLiteral("palmares-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PALMARES_VERSION));

    Args args(QCoreApplication::arguments().mid(1));
    try {
        if (args.flag(QStringLiteral("--help")) || args.flag(QStringLiteral("-h"))) {
            printOut(QByteArray(Usage));
            return ExitOk;
        }
        if (args.flag(QStringLiteral("--version"))) {
            printOut(QStringLiteral("palmares-cli %1 (Qt %2)\n")
                         .arg(QStringLiteral(PALMARES_VERSION), QString::fromLatin1(qVersion()))
                         .toUtf8());
            return ExitOk;
        }
        const QString db = args.option(QStringLiteral("--db")).value_or(qEnvironmentVariable("PALMARES_DB"));
        const QString formatText = args.option(QStringLiteral("--format")).value_or(QStringLiteral("table"));
        const QString command = args.positional(QStringLiteral("a command"));
        Tabular::Format format = Tabular::Format::Table;
        if (formatText == QLatin1String("csv")) {
            format = Tabular::Format::Csv;
        } else if (formatText == QLatin1String("json")) {
            format = Tabular::Format::Json;
        } else if (formatText != QLatin1String("table") && command != QLatin1String("report")) {
            throw UsageError{QStringLiteral("--format '%1' is not one of table, csv, json").arg(formatText)};
        }
        // Step by step into commands/: the commands moved there first.
        const CommandRegistry registry;
        if (registry.startedBy(command) != nullptr) {
            Invocation invocation{args, db, format, formatText};
            return registry.pick(command, args).run(invocation);
        }
        Cli cli(args, format, db, formatText);
        return cli.run(command);
    } catch (const UsageError& e) {
        printErr(QStringLiteral("palmares-cli: %1\nRun 'palmares-cli --help' for the commands.").arg(e.message));
        return ExitUsage;
    }
}
