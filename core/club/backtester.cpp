#include "backtester.h"

#include "conversions.h"
#include "households.h"
#include "participantmapping.h"

#include "rating/backtest.h"

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Backtester)
};

} // namespace

namespace {

BacktestScores toScores(const rating::PairScores& s)
{
    return {s.pairs, s.decisive, s.brier, s.logLoss, s.accuracy};
}

void fillRow(BacktestRow& row, const rating::BacktestScores& s)
{
    row.all = toScores(s.all);
    row.early = toScores(s.early);
    row.later = toScores(s.later);
    for (const rating::CalibrationBin& b : s.calibration) {
        row.calibration.append({b.lower, b.upper, b.predictedMean, b.observedFrequency, b.count});
    }
}

/// Each candidate's rule set: the game's parameters for the game's own
/// system, the defaults otherwise, then the trial's changes.
std::optional<std::vector<std::unique_ptr<rating::RuleSet>>>
candidateRules(const Game& g, const QList<BacktestCandidate>& candidates, Status& status)
{
    std::vector<std::unique_ptr<rating::RuleSet>> rules;
    QStringList names;
    for (const BacktestCandidate& c : candidates) {
        if (c.name.trimmed().isEmpty() || names.contains(c.name)) {
            status = Status::failure(
                Text::tr("rule set '%1' is named twice in the comparison (name a second trial system@label)")
                    .arg(c.name),
                Field{Field::Kind::Systems});
            return std::nullopt;
        }
        names << c.name;
        Game trial = g;
        trial.system = c.system;
        if (c.system != g.system) {
            trial.params.clear();
        }
        for (auto it = c.params.cbegin(); it != c.params.cend(); ++it) {
            trial.params.insert(it.key(), it.value());
        }
        trial.name = c.name;
        auto r = RuleBook::ruleSetFor(trial);
        if (!r) {
            status = r.status();
            status.problems.first().field = Field::ruleSet(c.name);
            return std::nullopt;
        }
        rules.push_back(std::move(*r));
    }
    return rules;
}

/// A game's whole history as the rule sets see it.
struct History {
    std::vector<store::MatchRecord> records;
    std::vector<std::vector<rating::Participant>> parts;
    std::vector<rating::Match> matches; ///< views on `parts`
};

/// Reads the game's history; `more` is asked every ProgressStep matches
/// (the matches read so far), and false stops the reading.
Status readHistory(store::ClubStore& store, qint64 game, History& h, const std::function<bool(qint64 read)>& more)
{
    const auto players = store.players();
    if (!players) {
        return players.status();
    }
    Households households;
    for (const store::PlayerRecord& p : *players) {
        households.add(p.id, p.household);
    }
    Status read = store.forEachMatchFrom(game, QString(), 0, [&](const store::MatchRecord& m) {
        h.records.push_back(m);
        std::vector<rating::Participant> ps;
        for (const store::ParticipantRecord& p : m.participants) {
            ps.push_back(toRating(p, households.of(p.player)));
        }
        h.parts.push_back(std::move(ps));
        const auto count = static_cast<qint64>(h.records.size());
        return count % ClubContext::ProgressStep != 0 || more(count);
    });
    if (!read.ok()) {
        return read;
    }
    h.matches.reserve(h.records.size());
    for (std::size_t i = 0; i < h.records.size(); ++i) {
        h.matches.push_back(toRatingMatch(h.records[i], h.parts[i]));
    }
    return {};
}

/// The first match of the history `rules` refuses, in words ("" = none).
QString refusal(const rating::RuleSet& rules, const History& h)
{
    for (std::size_t i = 0; i < h.matches.size(); ++i) {
        if (auto error = rules.validate(h.matches[i])) {
            return Text::tr("match %1: %2").arg(h.records[i].code, fromMessage(*error));
        }
    }
    return {};
}

/// The parameters of `rules` that differ from its system's defaults.
QMap<QString, QString> changedParams(rating::System system, const rating::RuleSet& rules)
{
    QMap<QString, QString> params;
    const auto defaults = rating::makeRuleSet(system)->parameters();
    const auto actual = rules.parameters();
    for (std::size_t p = 0; p < actual.size() && p < defaults.size(); ++p) {
        if (actual[p].value != defaults[p].value) {
            params.insert(QString::fromStdString(actual[p].key), QString::fromStdString(actual[p].value));
        }
    }
    return params;
}

} // namespace

QList<BacktestCandidate> everyRuleSet(rating::System own)
{
    QList<BacktestCandidate> candidates{{fromStd(rating::systemKey(own)), own, {}}};
    for (int s = 0; s < rating::SystemCount; ++s) {
        const auto system = static_cast<rating::System>(s);
        if (system != own) {
            candidates.append({fromStd(rating::systemKey(system)), system, {}});
        }
    }
    return candidates;
}

Expected<BacktestReport> Backtester::backtest(const BacktestRequest& request)
{
    Status status;
    const auto g = m_rules.game(request.game);
    if (!g) {
        return g.status();
    }
    if (request.experienceGames < 0) {
        return Status::failure(Text::tr("the experience threshold cannot be negative"),
                               Field::parameter(QStringLiteral("experience")));
    }
    const QList<BacktestCandidate> candidates =
        request.candidates.isEmpty() ? everyRuleSet(g->system) : request.candidates;
    const auto rules = candidateRules(*g, candidates, status);
    if (!rules) {
        return status;
    }

    // The game's history, whole (the backtest changes nothing). The club's
    // progress hears of the reading (no total yet), then of the replay; its
    // false stops either.
    const auto cancelled = [] { return Status::failure(Text::tr("the comparison was cancelled")); };
    bool stopped = false;
    History history;
    const Status read = readHistory(m_context.store, g->id, history, [&](qint64 matches) {
        stopped = !m_context.goOn(matches, 0);
        return !stopped;
    });
    if (stopped) {
        return cancelled(); // a reading stopped early is no error of the store's
    }
    if (!read.ok()) {
        return read;
    }

    // A rule set that refuses a match of the history cannot be compared on
    // it: it is left out, with the first match it refuses.
    BacktestReport report;
    report.game = *g;
    report.matches = static_cast<int>(history.matches.size());
    report.experienceGames = request.experienceGames;
    std::vector<const rating::RuleSet*> included;
    QList<qsizetype> kept;
    for (qsizetype c = 0; c < candidates.size(); ++c) {
        const rating::RuleSet& r = *(*rules)[static_cast<std::size_t>(c)];
        if (const QString refused = refusal(r, history); refused.isEmpty()) {
            included.push_back(&r);
            kept.append(c);
        } else {
            report.excluded.append({candidates[c].name, refused});
        }
    }
    rating::Backtest backtest(included, request.experienceGames);
    // The players who arrived with a rating start from it in every rule set.
    const auto starts = m_context.store.startingRatingsOfGame(g->id);
    if (!starts) {
        return starts.status();
    }
    for (const store::StartingRatingRecord& s : *starts) {
        backtest.setStart(static_cast<rating::PlayerId>(s.player), {s.rating, s.deviation});
    }
    const auto total = static_cast<qint64>(history.matches.size());
    for (qint64 i = 0; i < total; ++i) {
        backtest.play(history.matches[static_cast<std::size_t>(i)]);
        if ((i + 1) % ClubContext::ProgressStep == 0 && !m_context.goOn(i + 1, total)) {
            return cancelled();
        }
    }
    const rating::BacktestSummary summary = backtest.summary();
    report.scoredMatches = static_cast<int>(summary.scoredMatches);
    for (qsizetype k = 0; k < kept.size(); ++k) {
        const BacktestCandidate& c = candidates[kept[k]];
        BacktestRow row;
        row.name = c.name;
        row.system = c.system;
        row.params = changedParams(c.system, *included[static_cast<std::size_t>(k)]);
        row.gameRules = c.system == g->system && c.params.isEmpty();
        fillRow(row, summary.ruleSets[static_cast<std::size_t>(k)]);
        report.rows.append(row);
    }
    BacktestRow coin;
    coin.name = QStringLiteral("coin flip");
    coin.coinFlip = true;
    fillRow(coin, summary.coinFlip);
    report.rows.append(coin);
    return report;
}

} // namespace palmares::club
