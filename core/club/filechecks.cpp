// The checks of an import's matches against the club (filechecks.h): games,
// identifiers taken, names, the rule sets' own checks.

#include "filechecks.h"

#include "changefeed.h"
#include "names.h"
#include "ratingdraft.h"
#include "rulebook.h"

#include "csv/csvparseresult.h"

#include <QCoreApplication>

#include <algorithm>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Interchange)
};

// The results file's row and the draft share palmares::ParticipantFields: a
// participant's fields are copied as one.

MatchDraft::Entry entryOf(const csv::CsvRow& row)
{
    MatchDraft::Entry entry;
    static_cast<palmares::ParticipantFields&>(entry) = static_cast<const palmares::ParticipantFields&>(row);
    entry.player = row.player;
    return entry;
}

MatchDraft draftOf(const csv::CsvMatch& cm)
{
    MatchDraft d;
    d.code = cm.key;
    d.game = cm.game;
    d.playedAt = cm.playedAt;
    d.deals = cm.deals;
    d.durationMin = cm.durationMin;
    d.outcome = cm.outcome;
    d.isVoid = cm.isVoid;
    for (const csv::CsvRow& row : cm.rows) {
        d.participants.append(entryOf(row));
    }
    if (!cm.event.isEmpty() || cm.round || cm.table) {
        d.slot = EventSlot{cm.event, cm.round.value_or(0), cm.table.value_or(0), cm.firstLine, 0};
    }
    return d;
}

} // namespace

FileChecks::Step FileChecks::step(const csv::CsvMatch& cm, const Kept& kept)
{
    const qsizetype before = m_report.problems.size();
    const Check checked = checkOne(cm, kept, m_giving, m_newPlayers);
    m_report.problemCount += static_cast<int>(m_report.problems.size() - before);
    while (m_report.problems.size() > csv::CsvParseResult::MaxErrors) {
        m_report.problems.removeLast();
    }
    return checked == Check::Stop ? Step::Stop : Step::Go;
}

bool FileChecks::finish()
{
    finish(m_newPlayers);
    return m_report.problems.isEmpty();
}

FileChecks::Check FileChecks::checkOne(const csv::CsvMatch& cm, const Kept& kept, bool& giving,
                                       QSet<QString>& newPlayers)
{
    if (!visibleNames(cm)) {
        return Check::Refused;
    }
    MatchDraft d = normalised(draftOf(cm));
    noteNewPlayers(cm, d, newPlayers);
    const Check checked = check(cm, d);
    if (checked == Check::Kept && d.slot) {
        d.slot->column = columnOf(QStringLiteral("event"));
        m_slots.append(d);
    }
    if (checked == Check::Kept) {
        m_report.matchesPerGame[d.game] += 1;
        Change::widen(m_earliest, d.game, d.playedAt.date());
        if (const auto at = m_earliestAt.constFind(d.game); at == m_earliestAt.cend() || d.playedAt < *at) {
            m_earliestAt.insert(d.game, d.playedAt);
        }
        giving = giving && m_report.problems.isEmpty() && kept(std::move(d));
    }
    return checked;
}

void FileChecks::noteNewPlayers(const csv::CsvMatch& cm, const MatchDraft& d, QSet<QString>& newPlayers)
{
    for (int i = 0; i < d.participants.size(); ++i) {
        const QString& player = d.participants[i].player;
        if (!m_dir.playersByName.contains(player) && !newPlayers.contains(player)) {
            newPlayers.insert(player);
            m_firstLine.insert(player, cm.rows[i].line);
        }
    }
}

void FileChecks::finish(const QSet<QString>& newPlayers)
{
    while (m_report.problems.size() > csv::CsvParseResult::MaxErrors) {
        m_report.problems.removeLast();
    }
    m_report.newPlayers = QStringList(newPlayers.cbegin(), newPlayers.cend());
    m_report.newPlayers.sort();
    listLookalikes();
    if (!m_report.problems.isEmpty()) {
        m_report.matchesPerGame.clear();
    }
}

bool FileChecks::visibleNames(const csv::CsvMatch& cm)
{
    bool visible = true;
    const auto refuse = [&](const QString& name, names::Of of, const char* column, int line) {
        // The reader shares one string per distinct name: each is looked
        // at once, not once per row (the map holds it, so its address
        // stays its own).
        if (name.isEmpty()) {
            return;
        }
        const auto [known, isNew] = m_visibleNames.try_emplace(name.constData(), name);
        if (!isNew) {
            return; // visible: a name with a problem is not kept
        }
        if (QString problem = names::invisibleProblem(name, of); !problem.isEmpty()) {
            m_visibleNames.erase(known); // refused at every row it is on
            const QString key = QLatin1String(column);
            m_report.problems.append({std::move(problem), Field::column(key), line, columnOf(key)});
            visible = false;
        }
    };
    refuse(cm.game, names::Of::Game, "game", cm.firstLine);
    for (const csv::CsvRow& row : cm.rows) {
        refuse(row.player, names::Of::Player, "player", row.line);
        refuse(row.team, names::Of::Team, "team", row.line);
        refuse(row.armyList, names::Of::ArmyList, "army_list", row.line);
    }
    return visible;
}

void FileChecks::listLookalikes()
{
    QStringList all = m_report.newPlayers;
    for (auto it = m_dir.playersByName.cbegin(); it != m_dir.playersByName.cend(); ++it) {
        all << it.key();
    }
    for (const QStringList& group : names::lookalikes(all)) {
        if (!std::ranges::any_of(group, [&](const QString& name) { return m_firstLine.contains(name); })) {
            continue; // the club's own lookalikes: `check` lists them
        }
        PossibleDuplicate duplicate;
        for (const QString& name : group) {
            duplicate.names.append({name, m_firstLine.value(name)});
        }
        m_report.possibleDuplicates.append(duplicate);
    }
}

FileChecks::Check FileChecks::check(const csv::CsvMatch& cm, const MatchDraft& d)
{
    const auto gameIt = m_dir.gamesByName.constFind(d.game);
    if (gameIt == m_dir.gamesByName.cend()) {
        m_report.problems.append({Text::tr("there is no game named '%1' in the club (add it first)").arg(d.game),
                                  Field::column(QStringLiteral("game")), cm.firstLine,
                                  columnOf(QStringLiteral("game"))});
        return Check::Refused;
    }
    if (m_taken.contains(cm.key)) {
        m_report.problems.append(
            {Text::tr("the club already has a match '%1' (identifiers are kept; use another one)").arg(cm.key),
             Field::column(QStringLiteral("match")), cm.firstLine, columnOf(QStringLiteral("match"))});
        return Check::Refused;
    }
    const rating::RuleSet* rules = rulesOf(*gameIt);
    if (rules == nullptr) {
        return Check::Stop;
    }
    const bool faulty = cm.faulty || std::any_of(cm.rows.cbegin(), cm.rows.cend(), [&](const csv::CsvRow& row) {
                            return m_faultyLines.contains(row.line);
                        });
    if (const RuleProblem problem =
            faulty ? RuleProblem{} : ruleProblem(*rules, d, m_dir.households, m_dir.playersByName);
        !problem.message.isEmpty()) {
        const QString message =
            Text::tr("match '%1' (%2): %3")
                .arg(cm.key, d.game, Problem{problem.message, {}, 0, 0, problem.fields}.withColumns());
        if (problem.participant >= 0 && problem.participant < cm.rows.size() && !problem.column.isEmpty()) {
            // One value of one row: located at its line and column.
            m_report.problems.append(
                {message, Field::column(problem.column), cm.rows[problem.participant].line, columnOf(problem.column)});
        } else {
            // The whole match is at fault: located at its first row's identifier.
            m_report.problems.append({message, {}, cm.firstLine, columnOf(QStringLiteral("match"))});
        }
        return Check::Refused;
    }
    return Check::Kept;
}

const rating::RuleSet* FileChecks::rulesOf(const Game& g)
{
    auto& ruleSet = m_rules[g.id];
    if (!ruleSet) {
        auto made = RuleBook::ruleSetFor(g);
        if (made) {
            ruleSet = std::move(*made);
        } else {
            m_report.problems.append(made.status().problems);
        }
    }
    return ruleSet.get();
}

} // namespace palmares::club
