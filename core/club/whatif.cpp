#include "whatif.h"

#include "conversions.h"
#include "directory.h"
#include "playerstories.h"

#include <QSet>

#include <algorithm>
#include <utility>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::WhatIf)
};

} // namespace

namespace {

/// The chosen players, checked, with their ratings now.
bool choosePlayers(WhatIf& w, const QStringList& playerNames, const Directory& dir, const Standings& now,
                   const rating::RuleSet& rules, Status& status)
{
    QSet<qint64> seen;
    for (int i = 0; i < playerNames.size(); ++i) {
        const auto p = dir.player(playerNames[i], Field::participant(i + 1), status);
        if (!p) {
            return false;
        }
        if (seen.contains(p->id)) {
            status = Status::failure(Text::tr("%1 is chosen twice").arg(p->name), Field::participant(i + 1));
            return false;
        }
        seen.insert(p->id);
        w.players << p->name;
        double r = rules.initialRating();
        bool provisional = rules.isProvisional(rating::PlayerState{});
        for (const StandingRow& row : now.rows) {
            if (row.playerId == p->id) {
                r = row.rating;
                provisional = row.provisional;
            }
        }
        w.ratings << r;
        w.provisional << provisional;
    }
    return true;
}

/// Played now, or just after the game's last match when that is later,
/// so that the hypothetical match meets everyone's current rating.
QDateTime hypotheticalDate(const Standings& now)
{
    QDateTime at =
        QDateTime(QDate::currentDate(), QTime(QTime::currentTime().hour(), QTime::currentTime().minute()), Qt::UTC);
    for (const StandingRow& row : now.rows) {
        const QDateTime lastPlayed = QDateTime::fromString(row.lastPlayed, Qt::ISODate);
        if (lastPlayed.isValid()) {
            const QDateTime after = QDateTime(lastPlayed.date(), lastPlayed.time(), Qt::UTC).addSecs(60);
            at = std::max(at, after);
        }
    }
    return at;
}

/// The hypothetical results of `n` players: each outcome of a duel, else
/// each player first and last (RuleSetDescription::whatIf says how they are
/// entered).
QList<WhatIfScenario> scenariosFor(int n, const rating::RuleSetDescription& rules)
{
    const rating::WhatIfResults& entered = rules.whatIf;
    QList<WhatIfScenario> scenarios;
    const auto add = [&](WhatIfScenario::Kind kind, int player, const QList<int>& ranks, const QString& outcome) {
        WhatIfScenario s;
        s.kind = kind;
        s.player = player;
        s.ranks = ranks;
        s.outcome = outcome;
        if (entered.byScore()) {
            // A zero-sum table whose scores are scoreGap apart in the finishing order.
            for (const int r : ranks) {
                s.scores << entered.scoreGap / 2 * (n + 1 - 2 * r);
            }
        }
        scenarios.append(s);
    };
    if (n == 2) {
        // The rule set's outcome levels, the draw (E) first; none: one win.
        const bool battle = !rules.outcomes.empty();
        QStringList levels;
        for (std::size_t i = 1; i < rules.outcomes.size(); ++i) {
            levels << QString::fromLatin1(rating::outcomeKey(rules.outcomes[i]));
        }
        if (!battle) {
            levels << QString();
        }
        for (const QString& level : levels) {
            add(WhatIfScenario::Kind::Wins, 0, {1, 2}, level);
        }
        add(WhatIfScenario::Kind::Draw, -1, {1, 1},
            battle ? QString::fromLatin1(rating::outcomeKey(rules.outcomes.front())) : QString());
        // The other player's wins, best level first: clang 14 (the fuzz
        // build, clang-tidy) cannot compile libstdc++ 12's std::views, so
        // the reverse order is taken by index.
        for (auto i = levels.size(); i-- > 0;) {
            add(WhatIfScenario::Kind::Wins, 1, {2, 1}, levels.at(i));
        }
        return scenarios;
    }
    for (int i = 0; i < n; ++i) {
        QList<int> first;
        QList<int> last;
        int next = 2;
        int ahead = 1;
        for (int j = 0; j < n; ++j) {
            first << (j == i ? 1 : next++);
            last << (j == i ? n : ahead++);
        }
        add(WhatIfScenario::Kind::First, i, first, QString());
        add(WhatIfScenario::Kind::Last, i, last, QString());
    }
    return scenarios;
}

/// A scenario as the draft a person would enter.
MatchDraft draftOf(const WhatIf& w, const WhatIfScenario& s, const QDateTime& at, const rating::WhatIfResults& entered)
{
    MatchDraft d;
    d.game = w.game.name;
    d.playedAt = at;
    d.outcome = rating::outcomeFromKey(s.outcome.toStdString()).value_or(rating::Outcome::None);
    if (entered.deals > 0) {
        d.deals = w.deals;
    }
    for (int i = 0; i < w.players.size(); ++i) {
        MatchDraft::Entry entry;
        entry.player = w.players[i];
        entry.rank = s.ranks[i];
        if (entered.byScore()) {
            entry.rank.reset(); // the scores give the order
            entry.score = s.scores[i];
        }
        d.participants << entry;
    }
    return d;
}

} // namespace

Expected<WhatIf> PlayerStories::whatIf(const QString& gameName, const QStringList& playerNames)
{
    Status status;
    const auto g = m_rules.game(gameName);
    if (!g) {
        return g.status();
    }
    const auto ruleSet = RuleBook::ruleSetFor(*g);
    if (!ruleSet) {
        return ruleSet.status();
    }
    const rating::RuleSet& rules = **ruleSet;
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    const int n = static_cast<int>(playerNames.size());
    const int most = std::min(5, rules.maxParticipants());
    const int fewest = std::max(2, rules.minParticipants());
    if (n < fewest || n > most) {
        return Status::failure(fewest == most
                                   ? Text::tr("%1 needs exactly %2 players").arg(g->name).arg(most)
                                   : Text::tr("%1: choose %2 to %3 players").arg(g->name).arg(fewest).arg(most),
                               Field{Field::Kind::Players});
    }
    const auto now = m_rankings.standings(g->name, std::nullopt);
    if (!now) {
        return now.status();
    }
    WhatIf w;
    w.game = *g;
    w.integral = rules.integral() && rules.hasRating();
    w.decimals = rules.describe().decimals;
    if (!choosePlayers(w, playerNames, dir, *now, rules, status)) {
        return status;
    }
    const QDateTime at = hypotheticalDate(*now);
    w.playedAt = storedDateTime(at);
    const rating::RuleSetDescription described = rules.describe();
    w.deals = described.whatIf.deals;

    for (WhatIfScenario& s : scenariosFor(n, described)) {
        const auto p = m_previewer.preview(ChangeKind::Add, draftOf(w, s, at, described.whatIf), QString());
        if (!p) {
            // A result the rule set refuses (e.g. a draw where none exists).
            continue;
        }
        s.unratedReason = p->unratedReason;
        s.rows = p->rows;
        if (w.expected.isEmpty() && p->unratedReason.isEmpty()) {
            for (const PreviewRow& row : p->rows) {
                w.expected << row.expected;
            }
        }
        w.scenarios.append(s);
    }
    if (w.scenarios.isEmpty()) {
        return Status::failure(Text::tr("%1 cannot rate a match of these players").arg(g->name),
                               Field{Field::Kind::Players});
    }
    return w;
}

} // namespace palmares::club
