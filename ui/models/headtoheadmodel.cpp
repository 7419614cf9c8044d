#include "headtoheadmodel.h"

#include "modelsupport.h"

#include "club/explanation.h"

namespace palmares::ui {

HeadToHeadModel::HeadToHeadModel(QObject* parent) : TableModel(ColumnCount, parent) {}

HeadToHeadModel::~HeadToHeadModel() = default;

void HeadToHeadModel::setHeadToHead(const club::HeadToHead& headToHead)
{
    beginResetModel();
    m_h2h = headToHead;
    m_rows.clear();
    QStringList search;
    for (const club::HeadToHeadGame& g : std::as_const(m_h2h.games)) {
        for (const club::HeadToHeadMatch& m : g.matches) {
            m_rows.append({&g, &m});
            search << support::fold(g.game.name + QLatin1Char('\n') + m.match);
        }
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(m_rows.size()));
    endResetModel();
}

QStringList HeadToHeadModel::summary() const
{
    QStringList lines;
    for (const club::HeadToHeadGame& g : m_h2h.games) {
        const int decimals = g.decimals;
        QString line = tr("%1: %Ln match(es)", nullptr, static_cast<int>(g.matches.size())).arg(g.game.name);
        if (!g.matches.isEmpty()) {
            line += tr(", %1 %2 – %3 %4").arg(m_h2h.a).arg(g.winsA).arg(g.winsB).arg(m_h2h.b);
            if (g.draws > 0) {
                line += tr(" (%Ln draw(s))", nullptr, g.draws);
            }
        }
        if (g.hasRating) {
            line += tr("; now %1 %2 against %3 %4: expected result %5 and %6")
                        .arg(m_h2h.a,
                             support::number(g.ratingA, decimals) + (g.provisionalA ? QStringLiteral("~") : QString()),
                             m_h2h.b,
                             support::number(g.ratingB, decimals) + (g.provisionalB ? QStringLiteral("~") : QString()),
                             support::number(g.expectedA, support::ExpectedDecimals),
                             support::number(g.expectedB, support::ExpectedDecimals));
        }
        lines << line;
    }
    return lines;
}

QString HeadToHeadModel::resultText(const club::HeadToHeadMatch& m) const
{
    if (!m.result) {
        return tr("no order");
    }
    switch (*m.result) {
    case club::MatchResult::Win:
        return tr("%1 ahead").arg(m_h2h.a);
    case club::MatchResult::Loss:
        return tr("%1 ahead").arg(m_h2h.b);
    case club::MatchResult::Draw:
        break;
    }
    return tr("Draw");
}

QString HeadToHeadModel::change(const club::HeadToHeadGame& g, const club::HeadToHeadMatch& m, double value)
{
    if (!m.unratedReason.isEmpty()) {
        return {};
    }
    return support::signedNumber(value, g.decimals);
}

QVariant HeadToHeadModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const Row& row = m_rows[dataRow(index)];
    const club::HeadToHeadGame& g = *row.game;
    const club::HeadToHeadMatch& m = *row.match;
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Date:
            return support::shortDate(m.playedAt);
        case Game:
            return g.game.name;
        case Match:
            return m.match;
        case Result:
            return resultText(m);
        case ChangeA:
            return change(g, m, m.changeA);
        case ChangeB:
            return change(g, m, m.changeB);
        case Note:
            return m.unratedReason.isEmpty()
                       ? (m.participants > 2 ? tr("%Ln player(s)", nullptr, m.participants) : QString())
                       : tr("unrated: %1").arg(club::unratedReasonText(m.unratedReason));
        case ColumnCount:
            break;
        }
        break;
    case SortRole:
        switch (column) {
        case Date:
            return m.playedAt;
        case Game:
            return g.game.name;
        case Match:
            return m.match;
        case Result:
            return m.result ? static_cast<int>(*m.result) : -1;
        case ChangeA:
            return m.changeA;
        case ChangeB:
            return m.changeB;
        case Note:
            return m.unratedReason;
        case ColumnCount:
            break;
        }
        break;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((column == ChangeA || column == ChangeB ? Qt::AlignRight : Qt::AlignLeft) |
                                   Qt::AlignVCenter);
    case SearchRole:
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case MatchCodeRole:
        return m.match;
    case GameNameRole:
        return g.game.name;
    case PlayedAtRole:
        return m.playedAt;
    case UnratedRole:
        return !m.unratedReason.isEmpty();
    default:
        break;
    }
    return {};
}

QVariant HeadToHeadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (static_cast<Column>(section)) {
    case Date:
        return tr("Date");
    case Game:
        return tr("Game");
    case Match:
        return tr("Match");
    case Result:
        return tr("Result");
    case ChangeA:
        return m_h2h.a.isEmpty() ? tr("Change") : tr("Change of %1").arg(m_h2h.a);
    case ChangeB:
        return m_h2h.b.isEmpty() ? tr("Change") : tr("Change of %1").arg(m_h2h.b);
    case Note:
        return tr("Note");
    case ColumnCount:
        break;
    }
    return {};
}

std::vector<double> HeadToHeadModel::sortKeys(int column) const
{
    QStringList texts;
    std::vector<double> keys;
    for (const Row& row : m_rows) {
        const club::HeadToHeadMatch& m = *row.match;
        switch (static_cast<Column>(column)) {
        case Date:
            texts << m.playedAt;
            break;
        case Game:
            texts << row.game->game.name;
            break;
        case Match:
            texts << m.match;
            break;
        case Note:
            texts << m.unratedReason;
            break;
        case Result:
            keys.push_back(m.result ? static_cast<int>(*m.result) : -1);
            break;
        case ChangeA:
            keys.push_back(m.changeA);
            break;
        case ChangeB:
            keys.push_back(m.changeB);
            break;
        case ColumnCount:
            keys.push_back(0);
            break;
        }
    }
    if (column == Date || column == Note) {
        return support::plainKeys(texts);
    }
    if (column == Game || column == Match) {
        return support::collationKeys(texts);
    }
    return keys;
}

} // namespace palmares::ui
