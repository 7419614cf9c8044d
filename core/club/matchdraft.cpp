#include "matchdraft.h"

#include "names.h"
#include "status.h"

namespace palmares::club {

MatchDraft normalised(MatchDraft draft)
{
    draft.code = draft.code.trimmed();
    draft.game = names::normalised(draft.game);
    for (MatchDraft::Entry& entry : draft.participants) {
        entry.player = names::normalised(entry.player);
        entry.team = names::normalised(entry.team);
        entry.armyList = names::normalised(entry.armyList);
    }
    return draft;
}

QList<Problem> invisibleProblems(const MatchDraft& draft)
{
    QList<Problem> problems;
    const auto add = [&problems](const QString& name, names::Of of, const Field& field) {
        if (QString problem = names::invisibleProblem(name, of); !problem.isEmpty()) {
            problems.append({std::move(problem), field, 0, 0});
        }
    };
    add(draft.game, names::Of::Game, Field{Field::Kind::Game});
    for (int i = 0; i < draft.participants.size(); ++i) {
        const MatchDraft::Entry& entry = draft.participants[i];
        const Field field = Field::participant(i + 1);
        add(entry.player, names::Of::Player, field);
        add(entry.team, names::Of::Team, field);
        add(entry.armyList, names::Of::ArmyList, field);
    }
    return problems;
}

QString storedDateTime(const QDateTime& when)
{
    // Written by hand: an import formats a million of them, and
    // QDateTime::toString goes through the locale machinery each time.
    const QDate date = when.date();
    const QTime time = when.time();
    if (!when.isValid() || date.year() < 1 || date.year() > 9999) {
        return when.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    }
    // NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): digits are
    // written in place through a cursor into the string (the import's hot path).
    QString text(19, Qt::Uninitialized);
    QChar* out = text.data();
    const auto put = [&out](int value, int digits) {
        for (int i = digits - 1; i >= 0; --i) {
            out[i] = QChar(u'0' + value % 10);
            value /= 10;
        }
        out += digits;
    };
    const auto sep = [&out](char16_t c) { *out++ = QChar(c); };
    put(date.year(), 4);
    sep(u'-');
    put(date.month(), 2);
    sep(u'-');
    put(date.day(), 2);
    sep(u'T');
    put(time.hour(), 2);
    sep(u':');
    put(time.minute(), 2);
    sep(u':');
    put(time.second(), 2);
    // NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    return text;
}

} // namespace palmares::club
