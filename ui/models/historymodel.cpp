#include "historymodel.h"

#include "modelsupport.h"

namespace palmares::ui {

HistoryModel::HistoryModel(QObject* parent) : TableModel(ColumnCount, parent) {}

HistoryModel::~HistoryModel() = default;

void HistoryModel::setGameProfile(const club::GameProfile& profile)
{
    beginResetModel();
    m_rows = profile.matches;
    m_decimals = profile.decimals;
    m_adjusted = !profile.hasRating && !profile.matches.isEmpty();
    QStringList search;
    search.reserve(m_rows.size());
    for (const club::ProfileMatch& m : std::as_const(m_rows)) {
        search << support::fold(m.row.match + QLatin1Char('\n') + m.opponents.join(QLatin1Char('\n')) +
                                QLatin1Char('\n') + m.armyList);
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(m_rows.size()));
    endResetModel();
}

void HistoryModel::clear()
{
    setGameProfile({});
}

QString HistoryModel::resultText(club::MatchResult result)
{
    switch (result) {
    case club::MatchResult::Win:
        return tr("Win");
    case club::MatchResult::Draw:
        return tr("Draw");
    case club::MatchResult::Loss:
        return tr("Loss");
    }
    return {};
}

QString HistoryModel::placeText(int place, int shared)
{
    // A shared place is the run of positions the tied players occupy
    // (RATING_RULES.md §6): "2", or "1–2" for two tied first.
    if (shared <= 1) {
        return support::integer(place);
    }
    return tr("%1–%2", "places shared by tied players")
        .arg(support::integer(place), support::integer(place + shared - 1));
}

QString HistoryModel::rating(double value) const
{
    return support::number(value, m_decimals);
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const club::ProfileMatch& m = m_rows[dataRow(index)];
    const club::HistoryRow& r = m.row;
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Date:
            return support::shortDate(r.playedAt);
        case Match:
            return r.match;
        case Opponents:
            return m.opponents.join(QStringLiteral(", "));
        case Result:
            return r.participants > 2 ? tr("%1 (place %2 of %3)")
                                            .arg(resultText(m.result), placeText(m.place, m.placesShared))
                                            .arg(r.participants)
                                      : resultText(m.result);
        case Before:
            return rating(r.before);
        case After:
            return m.provisional ? rating(r.after) + QLatin1Char('~') : rating(r.after);
        case Change:
            // The change of the ratings as shown, so that before, after and change add up.
            return support::signedNumber(support::shown(r.after, m_decimals) - support::shown(r.before, m_decimals),
                                         m_decimals);
        case Expected:
            return support::number(r.expected, support::ExpectedDecimals);
        case Actual:
            return support::number(r.actual, support::ExpectedDecimals);
        case Points:
            return support::number(r.points, m_pointsDecimals);
        case ColumnCount:
            break;
        }
        break;
    case SortRole:
        switch (column) {
        case Date:
            return r.playedAt;
        case Match:
            return r.match;
        case Opponents:
            return m.opponents.join(QStringLiteral(", "));
        case Result:
            return static_cast<int>(m.result);
        case Before:
            return r.before;
        case After:
            return r.after;
        case Change:
            return r.change;
        case Expected:
            return r.expected;
        case Actual:
            return r.actual;
        case Points:
            return r.points;
        case ColumnCount:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (column == Date) {
            return support::longDateTime(r.playedAt);
        }
        if (column == Opponents && !m.armyList.isEmpty()) {
            return tr("Army list: %1").arg(m.armyList);
        }
        break;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((column <= Result ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    case SearchRole:
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case MatchCodeRole:
        return r.match;
    case GameNameRole:
        return r.game;
    case PlayedAtRole:
        return r.playedAt;
    case ProvisionalRole:
        return m.provisional;
    default:
        break;
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        switch (static_cast<Column>(section)) {
        case Date:
            return tr("Date");
        case Match:
            return tr("Match");
        case Opponents:
            return tr("Opponents");
        case Result:
            return tr("Result");
        case Before:
            return tr("Before");
        case After:
            return tr("After");
        case Change:
            return tr("Change");
        case Expected:
            return tr("Expected");
        case Actual:
            return tr("Actual");
        case Points:
            return tr("Points");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        if (section == Expected) {
            return tr("The expected result the rule set computed before the match (0 to 1)");
        }
        if (section == Points) {
            return tr("Placement points of the Hall of Fame");
        }
        if (m_adjusted && (section == Before || section == After)) {
            return section == Before ? tr("The adjusted average (the standings' score) before the match")
                                     : tr("The adjusted average (the standings' score) after the match");
        }
    }
    return {};
}

std::vector<double> HistoryModel::sortKeys(int column) const
{
    QStringList texts;
    if (column == Date || column == Match || column == Opponents) {
        for (const club::ProfileMatch& m : m_rows) {
            texts << (column == Date    ? m.row.playedAt
                      : column == Match ? m.row.match
                                        : m.opponents.join(QStringLiteral(", ")));
        }
        return column == Date ? support::plainKeys(texts) : support::collationKeys(texts);
    }
    std::vector<double> keys;
    keys.reserve(static_cast<std::size_t>(m_rows.size()));
    for (const club::ProfileMatch& m : m_rows) {
        const club::HistoryRow& r = m.row;
        switch (static_cast<Column>(column)) {
        case Result:
            keys.push_back(static_cast<int>(m.result));
            break;
        case Before:
            keys.push_back(r.before);
            break;
        case After:
            keys.push_back(r.after);
            break;
        case Change:
            keys.push_back(r.change);
            break;
        case Expected:
            keys.push_back(r.expected);
            break;
        case Actual:
            keys.push_back(r.actual);
            break;
        case Points:
            keys.push_back(r.points);
            break;
        default:
            keys.push_back(0);
            break;
        }
    }
    return keys;
}

} // namespace palmares::ui
