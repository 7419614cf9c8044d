#include "nameupkeep.h"

#include "conversions.h"
#include "merger.h"
#include "names.h"
#include "roster.h"
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
        default:
            message = Text::tr("the player '%1' is not written as the club writes names (Unicode NFC, single "
                               "spaces): names normalise rewrites it");
            break;
        }
        findings.append({NameFinding::Kind::NotNormalised, {name}, message.arg(name)});
    }
}

} // namespace

using store::StoreError;

Expected<QList<NameFinding>> NameUpkeep::review()
{
    StoreError e;
    const auto players = m_context.store.players(e);
    const auto games = players ? m_context.store.games(e) : std::nullopt;
    if (!games) {
        return fromStore(e);
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

Expected<NameFix> NameUpkeep::normalise(bool mergeSameSpelling)
{
    NameFix fix;
    Change change = Change::of(Change::Kind::NamesNormalised);
    const Status written = write(m_context, change, [&](StoreError& error) -> Status {
        const auto players = m_context.store.players(error);
        if (!players) {
            return fromStore(error);
        }
        for (const QList<store::PlayerRecord>& group : bySpelling(*players)) {
            const QString spelling = names::normalised(group.first().name);
            if (names::invisible(spelling)) {
                continue; // the secretary's to rename: `check` says so
            }
            // The one kept: the one already normalised, else the first recorded.
            const auto kept = std::find_if(group.cbegin(), group.cend(),
                                           [&](const store::PlayerRecord& p) { return p.name == spelling; });
            store::PlayerRecord keep = kept != group.cend() ? *kept : group.first();
            if (group.size() > 1 && !mergeSameSpelling) {
                fix.left << Text::tr("the players %1 are one name once normalised: left apart (names normalise "
                                     "--merge makes them one)")
                                .arg(quoted(namesOf(group)));
                continue;
            }
            for (const store::PlayerRecord& other : group) {
                if (other.id == keep.id) {
                    continue;
                }
                const auto merged = Merger(m_context).mergePlayerIds(other.id, keep.id);
                if (!merged) {
                    fix.left << Text::tr("'%1' was not merged into '%2': %3")
                                    .arg(other.name, keep.name, merged.status().toString());
                    continue;
                }
                fix.merged << QStringLiteral("%1 → %2").arg(other.name, spelling);
            }
            if (keep.name != spelling) {
                fix.rewritten << QStringLiteral("%1 → %2").arg(keep.name, spelling);
                keep.name = spelling;
                if (!m_context.store.updatePlayer(keep, error)) {
                    return fromStore(error);
                }
            }
        }
        // Households once every name is one: a household's change re-rates
        // the games where households matter (Roster::setHousehold).
        const auto now = m_context.store.players(error);
        if (!now) {
            return fromStore(error);
        }
        for (const store::PlayerRecord& p : *now) {
            const QString household = names::normalised(p.household);
            if (household != p.household && !names::invisible(household)) {
                if (Status s = Roster(m_context).setHousehold(p.name, household); !s.ok()) {
                    return s;
                }
                fix.rewritten << QStringLiteral("%1 → %2").arg(p.household, household);
            }
        }
        const auto games = m_context.store.games(error);
        if (!games) {
            return fromStore(error);
        }
        QSet<QString> gameNames;
        for (const store::GameRecord& g : *games) {
            gameNames.insert(g.name);
        }
        for (const store::GameRecord& g : *games) {
            const QString spelling = names::normalised(g.name);
            if (spelling == g.name || names::invisible(spelling)) {
                continue;
            }
            if (gameNames.contains(spelling)) {
                fix.left << Text::tr("the game '%1' is written as the game '%2' once normalised: left as it is")
                                .arg(g.name, spelling);
                continue;
            }
            if (!m_context.store.renameGame(g.id, spelling, error)) {
                return fromStore(error);
            }
            gameNames.insert(spelling);
            fix.rewritten << QStringLiteral("%1 → %2").arg(g.name, spelling);
        }
        if (!fix.rewritten.isEmpty() || !fix.merged.isEmpty()) {
            const QString what =
                QStringLiteral("%1 rewritten, %2 merged").arg(fix.rewritten.size()).arg(fix.merged.size());
            if (!m_context.store.audit(QStringLiteral("names normalise"), what, error)) {
                return fromStore(error);
            }
        }
        return {};
    });
    if (!written.ok()) {
        return written;
    }
    return fix;
}

} // namespace palmares::club
