// palmares-test-writer: one of the "two writers" of tst_two_writers
// (docs/RELIABILITY.md, "Two writers"). It opens a club through core/club, as
// a second Palmarès window would, and makes many small changes while other
// processes change the same club:
//
//   palmares-test-writer LOCATION PREFIX ROUNDS SEED SHARED
//
// Each round reads one of the SHARED matches S-1…S-SHARED, records a
// back-dated duel PREFIX-<round> (so that the other writers' ratings must be
// re-rated), then saves its edit of the shared match under the version it read
// (refused if another writer saved that match in between), and now and then
// edits or deletes one of its own matches. One line per outcome on stdout,
// written as soon as the change is committed or refused:
//
//   add CODE | edit CODE | delete CODE   committed
//   stale CODE                           refused: changed by another writer
//   busy MESSAGE                         refused: another writer held the lock too long
//   error MESSAGE                        anything else (the test fails on it)
//
// Exit status 0, or 2 when the club cannot be opened.

#include "club/club.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QStringList>

#include <cstdio>

using namespace palmares;

namespace {

const QStringList& pool()
{
    static const QStringList names{QStringLiteral("Alice"), QStringLiteral("Bruno"), QStringLiteral("Chloé"),
                                   QStringLiteral("Denis"), QStringLiteral("Ève"),   QStringLiteral("Fanny")};
    return names;
}

void say(const QString& line)
{
    std::fputs(line.toUtf8().append('\n').constData(), stdout);
    std::fflush(stdout); // the test reads what was committed even if we die
}

/// Prints the outcome of a change of `code`: `done` when it committed.
void report(const club::Status& s, const char* done, const QString& code)
{
    if (s.ok()) {
        say(QString::fromLatin1(done) + QLatin1Char(' ') + code);
    } else if (s.stale) {
        say(QStringLiteral("stale ") + code);
    } else if (s.toString().contains(QLatin1String("did not finish in time"))) {
        say(QStringLiteral("busy ") + s.toString().simplified());
    } else {
        say(QStringLiteral("error %1: %2").arg(code, s.toString().simplified()));
    }
}

club::MatchDraft duel(const QString& code, QRandomGenerator& gen)
{
    club::MatchDraft d;
    d.code = code;
    d.game = QStringLiteral("Duel");
    d.playedAt = QDateTime(QDate(2025, 1, 1).addDays(gen.bounded(300)), QTime(gen.bounded(10, 23), 0), Qt::UTC);
    const qsizetype a = gen.bounded(static_cast<int>(pool().size()));
    qsizetype b = gen.bounded(static_cast<int>(pool().size()) - 1);
    if (b >= a) {
        ++b;
    }
    club::MatchDraft::Entry winner;
    winner.player = pool().at(a);
    winner.rank = 1;
    club::MatchDraft::Entry loser;
    loser.player = pool().at(b);
    loser.rank = 2;
    d.participants = {winner, loser};
    return d;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 6) {
        std::fputs("usage: palmares-test-writer LOCATION PREFIX ROUNDS SEED SHARED\n", stderr);
        return 2;
    }
    const QString& prefix = args.at(2);
    const int rounds = args.at(3).toInt();
    QRandomGenerator gen(args.at(4).toUInt());
    const int shared = args.at(5).toInt();

    auto clubOpened = club::Club::open(args.at(1), club::OpenMode::Existing);
    if (!clubOpened) {
        say(QStringLiteral("error open: ") + clubOpened.status().toString());
        return 2;
    }
    const auto c = std::move(*clubOpened);
    QStringList own; // committed and not deleted
    for (int round = 0; round < rounds; ++round) {
        // Read a shared match now, save the edit after another change: the
        // other writer may save it in between.
        const QString sharedCode = QStringLiteral("S-%1").arg(gen.bounded(shared) + 1);
        auto opened = c->resultBook().matchDraft(sharedCode);
        if (!opened) {
            report(opened.status(), "opened.status()", sharedCode);
        }

        const QString code = QStringLiteral("%1-%2").arg(prefix).arg(round);
        const auto added = c->resultBook().recordMatch(duel(code, gen), true);
        if (added) {
            own << code;
        }
        report(added.status(), "add", code);

        if (opened) {
            // The other result: the loser of the stored version wins.
            std::swap(opened->participants[0].rank, opened->participants[1].rank);
            report(c->resultBook().editMatch(sharedCode, *opened).status(), "edit", sharedCode);
        }

        const int roll = gen.bounded(10);
        if (roll < 3 && !own.isEmpty()) {
            const QString target = own.at(gen.bounded(static_cast<int>(own.size())));
            if (auto d = c->resultBook().matchDraft(target)) {
                d->playedAt = d->playedAt.addDays(gen.bounded(-20, 20)); // moves it in the history
                report(c->resultBook().editMatch(target, *d).status(), "edit", target);
            } else {
                report(d.status(), "opened.status()", target);
            }
        } else if (roll == 3 && !own.isEmpty()) {
            const QString target = own.takeAt(gen.bounded(static_cast<int>(own.size())));
            const club::Status deleted = c->resultBook().deleteMatch(target);
            if (!deleted.ok()) {
                own << target;
            }
            report(deleted, "delete", target);
        }
    }
    return 0;
}
