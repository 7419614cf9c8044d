#include "backtest.h"

#include "console.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace palmares::cli::commands {

using club::Tabular;

namespace {

/// A parameter change of one trial: its rule set ("key" or "key@label") and
/// KEY, VALUE.
using Change = std::pair<QString, QPair<QString, QString>>;

/// A rule set of `backtest`: "key" or "key@label".
club::BacktestCandidate candidate(const QString& name)
{
    const QString key = name.section(QLatin1Char('@'), 0, 0);
    const auto system = rating::systemFromKey(key.toStdString());
    if (!system) {
        throw UsageError{
            QStringLiteral("'%1' is not a rule set (%2; add @LABEL to try one twice)").arg(name, systemList())};
    }
    return club::BacktestCandidate{name, *system, {}};
}

bool hasCandidate(const QList<club::BacktestCandidate>& candidates, const QString& name)
{
    return std::any_of(candidates.cbegin(), candidates.cend(),
                       [&](const club::BacktestCandidate& c) { return c.name == name; });
}

/// --param SYSTEM[@LABEL].KEY=VALUE, checked before the club is opened.
QList<Change> readChanges(Args& args, const QList<club::BacktestCandidate>& candidates, bool systemsGiven)
{
    QList<Change> changes;
    const QMap<QString, QString> params = args.params();
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        const auto dot = it.key().indexOf(QLatin1Char('.'));
        if (dot <= 0) {
            throw UsageError{
                QStringLiteral("--param '%1' is not SYSTEM.KEY=VALUE (e.g. elo-provisional.k_low=24)").arg(it.key())};
        }
        const QString name = it.key().left(dot);
        candidate(name);
        if (systemsGiven && !hasCandidate(candidates, name)) {
            throw UsageError{QStringLiteral("--param %1: '%2' is not in --systems").arg(it.key(), name)};
        }
        changes.append({name, {it.key().mid(dot + 1), it.value()}});
    }
    return changes;
}

/// Without --systems, changes compare every rule set, the game's own first,
/// and the labelled trials the changes name.
bool compareEveryRuleSet(club::Club& club, const QList<Change>& changes, club::BacktestRequest& request,
                         club::Status& status)
{
    const auto g = club.catalogue().game(request.game);
    if (!g) {
        status = g.status();
        return false;
    }
    request.candidates = club::everyRuleSet(g->system);
    for (const auto& change : changes) {
        if (!hasCandidate(request.candidates, change.first)) {
            request.candidates.append(candidate(change.first)); // a labelled trial
        }
    }
    return true;
}

QString paramsText(const club::BacktestRow& r)
{
    QStringList list;
    for (auto it = r.params.cbegin(); it != r.params.cend(); ++it) {
        list << it.key() + QLatin1Char('=') + it.value();
    }
    return list.join(QLatin1Char(';'));
}

QJsonObject scoresJson(const club::BacktestScores& s)
{
    return QJsonObject{{QStringLiteral("pairs"), s.pairs},
                       {QStringLiteral("decisive_pairs"), s.decisivePairs},
                       {QStringLiteral("brier"), s.brier},
                       {QStringLiteral("log_loss"), s.logLoss},
                       {QStringLiteral("accuracy"), s.accuracy}};
}

void printJson(const club::BacktestReport& report)
{
    QJsonArray rows;
    for (const club::BacktestRow& r : report.rows) {
        QJsonArray deciles;
        for (const club::CalibrationDecile& d : r.calibration) {
            deciles.append(QJsonObject{{QStringLiteral("lower"), d.lower},
                                       {QStringLiteral("upper"), d.upper},
                                       {QStringLiteral("predicted"), d.predictedMean},
                                       {QStringLiteral("observed"), d.observedFrequency},
                                       {QStringLiteral("count"), d.count}});
        }
        rows.append(QJsonObject{{QStringLiteral("rule_set"), r.name},
                                {QStringLiteral("system"),
                                 r.coinFlip ? QString() : QString::fromLatin1(rating::systemKey(r.system).data())},
                                {QStringLiteral("params"), paramsText(r)},
                                {QStringLiteral("game_rules"), r.gameRules},
                                {QStringLiteral("coin_flip"), r.coinFlip},
                                {QStringLiteral("all"), scoresJson(r.all)},
                                {QStringLiteral("early"), scoresJson(r.early)},
                                {QStringLiteral("later"), scoresJson(r.later)},
                                {QStringLiteral("calibration"), deciles}});
    }
    QJsonArray excluded;
    for (const auto& [name, reason] : report.excluded) {
        excluded.append(QJsonObject{{QStringLiteral("rule_set"), name}, {QStringLiteral("reason"), reason}});
    }
    const QJsonObject o{{QStringLiteral("game"), report.game.name},
                        {QStringLiteral("matches"), report.matches},
                        {QStringLiteral("scored_matches"), report.scoredMatches},
                        {QStringLiteral("experience_games"), report.experienceGames},
                        {QStringLiteral("rows"), rows},
                        {QStringLiteral("excluded"), excluded}};
    printOut(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

int printCalibration(const Invocation& invocation, const club::BacktestReport& report)
{
    Tabular t({QStringLiteral("rule_set"), QStringLiteral("decile"), QStringLiteral("predicted"),
               QStringLiteral("observed"), QStringLiteral("count")});
    for (const club::BacktestRow& r : report.rows) {
        for (const club::CalibrationDecile& d : r.calibration) {
            t.addRow({Tabular::text(r.name),
                      Tabular::text(QStringLiteral("%1-%2").arg(d.lower, 0, 'f', 1).arg(d.upper, 0, 'f', 1)),
                      Tabular::number(d.predictedMean, 6), Tabular::number(d.observedFrequency, 6),
                      Tabular::integer(static_cast<int>(d.count))});
        }
    }
    return printTable(invocation, t);
}

int printScores(const Invocation& invocation, const club::BacktestReport& report)
{
    const bool table = invocation.format == Tabular::Format::Table;
    Tabular t({QStringLiteral("rule_set"), QStringLiteral("params"), QStringLiteral("pairs"), QStringLiteral("brier"),
               QStringLiteral("log_loss"), QStringLiteral("accuracy"), QStringLiteral("early_pairs"),
               QStringLiteral("early_brier"), QStringLiteral("early_log_loss"), QStringLiteral("early_accuracy"),
               QStringLiteral("later_pairs"), QStringLiteral("later_brier"), QStringLiteral("later_log_loss"),
               QStringLiteral("later_accuracy")});
    for (const club::BacktestRow& r : report.rows) {
        QString name = r.name;
        if (table && r.gameRules) {
            name += QStringLiteral(" (the game's)");
        }
        t.addRow({Tabular::text(name), Tabular::text(paramsText(r)), Tabular::integer(static_cast<int>(r.all.pairs)),
                  Tabular::number(r.all.brier, 6), Tabular::number(r.all.logLoss, 6),
                  Tabular::number(r.all.accuracy, 6), Tabular::integer(static_cast<int>(r.early.pairs)),
                  Tabular::number(r.early.brier, 6), Tabular::number(r.early.logLoss, 6),
                  Tabular::number(r.early.accuracy, 6), Tabular::integer(static_cast<int>(r.later.pairs)),
                  Tabular::number(r.later.brier, 6), Tabular::number(r.later.logLoss, 6),
                  Tabular::number(r.later.accuracy, 6)});
    }
    printTable(invocation, t);
    if (table) {
        QString out =
            QStringLiteral("%1: %2, %3 scored by every rule set; early = a player in his first %4\n")
                .arg(report.game.name, counted(report.matches, QStringLiteral("match"), QStringLiteral("matches")))
                .arg(report.scoredMatches)
                .arg(counted(report.experienceGames, QStringLiteral("game"), QStringLiteral("games")));
        for (const auto& [name, reason] : report.excluded) {
            out += QStringLiteral("not compared: %1 (%2)\n").arg(name, reason);
        }
        printOut(out.toUtf8());
    }
    return ExitOk;
}

} // namespace

Backtest::Backtest()
    : Command(QStringLiteral("backtest"),
              QStringLiteral("--game G [--systems S[@LABEL],...] [--param S[@LABEL].KEY=VALUE]...\n"
                             "[--experience N] [--calibration]\n"),
              QStringLiteral("which rule set predicts the game's results\n"
                             "best (Brier, log loss, accuracy; nothing changes)"))
{}

int Backtest::run(Invocation& invocation) const
{
    Args& args = invocation.args;
    club::BacktestRequest request;
    request.game = args.required(QStringLiteral("--game"));
    const auto systems = args.option(QStringLiteral("--systems"));
    if (systems) {
        for (const QString& name : systems->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            request.candidates.append(candidate(name.trimmed()));
        }
        if (request.candidates.isEmpty()) {
            throw UsageError{QStringLiteral("--systems names no rule set")};
        }
    }
    const QList<Change> changes = readChanges(args, request.candidates, systems.has_value());
    const bool calibration = args.flag(QStringLiteral("--calibration"));
    if (const auto experience = args.option(QStringLiteral("--experience"))) {
        bool ok = false;
        request.experienceGames = experience->toInt(&ok);
        if (!ok || request.experienceGames < 0) {
            throw UsageError{QStringLiteral("--experience takes a number of games, not '%1'").arg(*experience)};
        }
    }
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    club::Status status;
    if (!systems && !changes.isEmpty() && !compareEveryRuleSet(*club, changes, request, status)) {
        return fail(status);
    }
    for (const auto& [name, change] : changes) {
        for (club::BacktestCandidate& c : request.candidates) {
            if (c.name == name) {
                c.params.insert(change.first, change.second);
            }
        }
    }
    const auto report = club->backtester().backtest(request);
    if (!report) {
        return fail(report.status());
    }
    if (invocation.format == Tabular::Format::Json) {
        printJson(*report);
        return ExitOk;
    }
    return calibration ? printCalibration(invocation, *report) : printScores(invocation, *report);
}

} // namespace palmares::cli::commands
