#include "armylistmodel.h"

#include "modelsupport.h"

namespace palmares::ui {

ArmyListModel::ArmyListModel(QObject* parent) : TableModel(ColumnCount, parent) {}

ArmyListModel::~ArmyListModel() = default;

void ArmyListModel::setArmyLists(const QList<club::ArmyListResults>& lists, int decimals)
{
    beginResetModel();
    m_rows = lists;
    m_decimals = decimals;
    QStringList search;
    for (const club::ArmyListResults& a : std::as_const(m_rows)) {
        search << support::fold(name(a));
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(m_rows.size()));
    endResetModel();
}

QString ArmyListModel::name(const club::ArmyListResults& a) const
{
    return a.armyList.isEmpty() ? tr("(not given)") : a.armyList;
}

namespace {

/// A count as shown (display) or as sorted.
QVariant count(int n, bool display)
{
    return display ? QVariant(support::integer(n)) : QVariant(n);
}

} // namespace

QVariant ArmyListModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const club::ArmyListResults& a = m_rows[dataRow(index)];
    const auto column = static_cast<Column>(index.column());
    if (role == Qt::DisplayRole || role == SortRole) {
        const bool display = role == Qt::DisplayRole;
        switch (column) {
        case ArmyList:
            return name(a);
        case Battles:
            return count(a.battles, display);
        case Wins:
            return count(a.wins, display);
        case Draws:
            return count(a.draws, display);
        case Losses:
            return count(a.losses, display);
        case Change:
            if (display) {
                return support::signedNumber(a.change, m_decimals);
            }
            return a.change;
        case ColumnCount:
            break;
        }
    } else if (role == Qt::TextAlignmentRole) {
        return QVariant::fromValue((column == ArmyList ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    } else if (role == SearchRole) {
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    }
    return {};
}

QVariant ArmyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (static_cast<Column>(section)) {
    case ArmyList:
        return tr("Army list");
    case Battles:
        return tr("Battles");
    case Wins:
        return tr("Wins");
    case Draws:
        return tr("Draws");
    case Losses:
        return tr("Losses");
    case Change:
        return tr("Rating change");
    case ColumnCount:
        break;
    }
    return {};
}

std::vector<double> ArmyListModel::sortKeys(int column) const
{
    if (column == ArmyList) {
        QStringList texts;
        for (const club::ArmyListResults& a : m_rows) {
            texts << name(a);
        }
        return support::collationKeys(texts);
    }
    std::vector<double> keys;
    for (const club::ArmyListResults& a : m_rows) {
        switch (static_cast<Column>(column)) {
        case Battles:
            keys.push_back(a.battles);
            break;
        case Wins:
            keys.push_back(a.wins);
            break;
        case Draws:
            keys.push_back(a.draws);
            break;
        case Losses:
            keys.push_back(a.losses);
            break;
        case Change:
            keys.push_back(a.change);
            break;
        default:
            keys.push_back(0);
            break;
        }
    }
    return keys;
}

} // namespace palmares::ui
