#include "nameupkeep.h"

#include "conversions.h"
#include "names.h"
#include "write.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::NameUpkeep)
};

QString quoted(const QStringList& names)
{
    QStringList q;
    for (const QString& n : names) {
        q << QStringLiteral("'%1'").arg(n);
    }
    return q.join(Text::tr(" and "));
}

/// The players by their normalised name, each group in the order recorded.
QList<QList<store::PlayerRecord>> bySpelling(const QList<store::PlayerRecord>& players)
{
    QHash<QString, int> groupOf;
    QList<QList<store::PlayerRecord>> groups;
    for (const store::PlayerRecord& p : players) {
        const QString spelling = names::normalised(p.name);
        const auto it = groupOf.constFind(spelling);
        if (it == groupOf.cend()) {
            groupOf.insert(spelling, static_cast<int>(groups.size()));
            groups.append({p});
        } else {
            groups[*it].append(p);
        }
    }
    for (auto& g : groups) {
        std::sort(g.begin(), g.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    }
    return groups;
}

QStringList namesOf(const QList<store::PlayerRecord>& players)
{
    QStringList out;
    for (const store::PlayerRecord& p : players) {
        out << p.name;
    }
    return out;
}

/// One name of the club reviewed: an invisible character, else not normalised.
void reviewName(const QString& name, names::Of of, QList<NameFinding>& findings)
{
    if (const auto found = names::invisible(name)) {
        QString message;
        const QString what = found->describe();
        switch (of) {
        case names::Of::Game:
            message = Text::tr("the game '%1' holds the invisible character %2 (character %3)");
            break;
        case names::Of::Household:
            message = Text::tr("the household '%1' holds the invisible character %2 (character %3): change it with "
                               "player set --household");
            break;
        case names::Of::Team:
            message = Text::tr("the team '%1' holds the invisible character %2 (character %3): correct the results "
                               "where it plays");
            break;
        case names::Of::ArmyList:
            message = Text::tr("the army list '%1' holds the invisible character %2 (character %3): correct the "
                               "results where it is played");
            break;
        default:
            message = Text::tr("the player '%1' holds the invisible character %2 (character %3): rename him with "
                               "player rename");
            break;
        }
        findings.append({NameFinding::Kind::Invisible, {name}, message.arg(name, what).arg(found->position)});
        return;
    }
    if (names::normalised(name) != name) {
        QString message;
        switch (of) {
        case names::Of::Game:
            message = Text::tr("the game '%1' is not written as the club writes names (Unicode NFC, single spaces): "
                               "names normalise rewrites it");
            break;
        case names::Of::Household:
            message = Text::tr("the household '%1' is not written as the club writes names (Unicode NFC, single "
                               "spaces): names normalise rewrites it");
            break;
        case names::Of::Team:
            message = Text::tr("the team '%1' is not written as the club writes names (Unicode NFC, single "
                               "spaces): names normalise rewrites it");
            break;
        case names::Of::ArmyList:
            message = Text::tr("the army list '%1' is not written as the club writes names (Unicode NFC, single "
                               "spaces): names normalise rewrites it");
            break;
        default:
            message = Text::tr("the player '%1' is not written as the club writes names (Unicode NFC, single "
                               "spaces): names normalise rewrites it");
            break;
        }
        findings.append({NameFinding::Kind::NotNormalised, {name}, message.arg(name)});
    }
}

using SideName = store::ClubStore::SideName;

names::Of ofSide(SideName which)
{
    return which == SideName::Team ? names::Of::Team : names::Of::ArmyList;
}

} // namespace

Expected<QList<NameFinding>> NameUpkeep::review()
{
    const auto players = m_context.store.players();
    if (!players) {
        return players.status();
    }
    const auto games = m_context.store.games();
    if (!games) {
        return games.status();
    }
    QList<NameFinding> findings;
    QSet<QString> households;
    for (const store::PlayerRecord& p : *players) {
        reviewName(p.name, names::Of::Player, findings);
        if (!p.household.isEmpty() && !households.contains(p.household)) {
            households.insert(p.household);
            reviewName(p.household, names::Of::Household, findings);
        }
    }
    for (const store::GameRecord& g : *games) {
        reviewName(g.name, names::Of::Game, findings);
    }
    for (const SideName which : {SideName::Team, SideName::ArmyList}) {
        const auto sides = m_context.store.sideNames(which);
        if (!sides) {
            return sides.status();
        }
        for (const QString& name : *sides) {
            reviewName(name, ofSide(which), findings);
        }
    }
    QStringList spellings;
    for (const QList<store::PlayerRecord>& group : bySpelling(*players)) {
        spellings << names::normalised(group.first().name);
        if (group.size() > 1) {
            findings.append({NameFinding::Kind::SameSpelling, namesOf(group),
                             Text::tr("the players %1 are one name once normalised: names normalise --merge makes "
                                      "them one (if they are one person)")
                                 .arg(quoted(namesOf(group)))});
        }
    }
    for (const QStringList& group : names::lookalikes(spellings)) {
        findings.append(
            {NameFinding::Kind::Lookalike, group,
             Text::tr("the players %1 are possibly one person (player merge makes them one)").arg(quoted(group))});
    }
    return findings;
}

namespace {

/// One transaction's worth of normalising, step by step; each step returns
/// a failed Status when the store fails (the write then rolls back).
class Normalising
{
public:
    Normalising(ClubContext& context, Roster& roster, Merger& merger, bool merge, NameFix& fix)
        : m_context(context),
          m_roster(roster),
          m_merger(merger),
          m_merge(merge),
          m_fix(fix)
    {}

    Status run()
    {
        const auto players = m_context.store.players();
        if (!players) {
            return players.status();
        }
        for (const QList<store::PlayerRecord>& group : bySpelling(*players)) {
            if (Status s = oneSpelling(group); !s.ok()) {
                return s;
            }
        }
        if (Status s = households(); !s.ok()) {
            return s;
        }
        if (Status s = games(); !s.ok()) {
            return s;
        }
        for (const SideName which : {SideName::Team, SideName::ArmyList}) {
            if (Status s = sides(which); !s.ok()) {
                return s;
            }
        }
        if (m_fix.rewritten.isEmpty() && m_fix.merged.isEmpty()) {
            return {};
        }
        const QString what =
            QStringLiteral("%1 rewritten, %2 merged").arg(m_fix.rewritten.size()).arg(m_fix.merged.size());
        return m_context.store.audit(QStringLiteral("names normalise"), what);
    }

private:
    /// Players of one spelling: merged into one when allowed, then renamed.
    Status oneSpelling(const QList<store::PlayerRecord>& group)
    {
        const QString spelling = names::normalised(group.first().name);
        if (names::invisible(spelling)) {
            return {}; // the secretary's to rename: `check` says so
        }
        if (group.size() > 1 && !m_merge) {
            m_fix.left << Text::tr("the players %1 are one name once normalised: left apart (names normalise "
                                   "--merge makes them one)")
                              .arg(quoted(namesOf(group)));
            return {};
        }
        // The one kept: the one already normalised, else the first recorded.
        const auto kept = std::find_if(group.cbegin(), group.cend(),
                                       [&](const store::PlayerRecord& p) { return p.name == spelling; });
        store::PlayerRecord keep = kept != group.cend() ? *kept : group.first();
        for (const store::PlayerRecord& other : group) {
            if (other.id == keep.id) {
                continue;
            }
            const auto merged = m_merger.mergePlayerIds(other.id, keep.id);
            if (!merged) {
                m_fix.left << Text::tr("'%1' was not merged into '%2': %3")
                                  .arg(other.name, keep.name, merged.status().toString());
                continue;
            }
            m_fix.merged << QStringLiteral("%1 → %2").arg(other.name, spelling);
        }
        if (keep.name == spelling) {
            return {};
        }
        m_fix.rewritten << QStringLiteral("%1 → %2").arg(keep.name, spelling);
        keep.name = spelling;
        return m_context.store.updatePlayer(keep);
    }

    /// Once every name is one: a household's change re-rates the games
    /// where households matter (Roster::setHousehold).
    Status households()
    {
        const auto now = m_context.store.players();
        if (!now) {
            return now.status();
        }
        for (const store::PlayerRecord& p : *now) {
            const QString household = names::normalised(p.household);
            if (household == p.household || names::invisible(household)) {
                continue;
            }
            if (Status s = m_roster.setHousehold(p.name, household); !s.ok()) {
                return s;
            }
            m_fix.rewritten << QStringLiteral("%1 → %2").arg(p.household, household);
        }
        return {};
    }

    Status games()
    {
        const auto all = m_context.store.games();
        if (!all) {
            return all.status();
        }
        QSet<QString> taken;
        for (const store::GameRecord& g : *all) {
            taken.insert(g.name);
        }
        for (const store::GameRecord& g : *all) {
            const QString spelling = names::normalised(g.name);
            if (spelling == g.name || names::invisible(spelling)) {
                continue;
            }
            if (taken.contains(spelling)) {
                m_fix.left << Text::tr("the game '%1' is written as the game '%2' once normalised: left as it is")
                                  .arg(g.name, spelling);
                continue;
            }
            if (Status s = m_context.store.renameGame(g.id, spelling); !s.ok()) {
                return s;
            }
            taken.insert(spelling);
            m_fix.rewritten << QStringLiteral("%1 → %2").arg(g.name, spelling);
        }
        return {};
    }

    /// Teams and army lists, renamed wherever they are carried. A team is
    /// left when its new name is already another's: two teams of one match
    /// could become one and change its ratings. Army lists only group a
    /// player's results, so variants of one list become one.
    Status sides(SideName which)
    {
        const auto all = m_context.store.sideNames(which);
        if (!all) {
            return all.status();
        }
        const QSet<QString> taken(all->cbegin(), all->cend());
        for (const QString& name : *all) {
            const QString spelling = names::normalised(name);
            if (spelling == name || names::invisible(spelling)) {
                continue;
            }
            if (which == SideName::Team && taken.contains(spelling)) {
                m_fix.left << Text::tr("the team '%1' is written as the team '%2' once normalised: left as it is")
                                  .arg(name, spelling);
                continue;
            }
            if (Status s = m_context.store.renameSideName(which, name, spelling); !s.ok()) {
                return s;
            }
            m_fix.rewritten << QStringLiteral("%1 → %2").arg(name, spelling);
        }
        return {};
    }

    ClubContext& m_context;
    Roster& m_roster;
    Merger& m_merger;
    bool m_merge;
    NameFix& m_fix;
};

} // namespace

Expected<NameFix> NameUpkeep::normalise(bool mergeSameSpelling)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<NameFix> {
        NameFix fix;
        const Status written = write(m_context, Change::of(Change::Kind::NamesNormalised), [&]() {
            return Normalising(m_context, m_roster, m_merger, mergeSameSpelling, fix).run();
        });
        if (!written.ok()) {
            return written;
        }
        return fix;
    });
}

} // namespace palmares::club
