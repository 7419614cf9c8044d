#include "playersmodel.h"

#include "modelsupport.h"

namespace palmares::ui {

PlayersModel::PlayersModel(QObject* parent) : TableModel(ColumnCount, parent) {}

PlayersModel::~PlayersModel() = default;

void PlayersModel::setPlayers(const QList<club::Player>& players, const QHash<qint64, club::PlayerActivity>& activity)
{
    beginResetModel();
    m_rows.clear();
    m_rows.reserve(static_cast<std::size_t>(players.size()));
    for (const club::Player& p : players) {
        Row row{p, activity.value(p.id), {}, {}};
        row.games = row.activity.games.join(QStringLiteral(", "));
        row.search = support::fold(p.household.isEmpty() ? p.name : p.name + QLatin1Char('\n') + p.household);
        m_rows.push_back(std::move(row));
    }
    QStringList search;
    search.reserve(static_cast<qsizetype>(m_rows.size()));
    for (const Row& r : m_rows) {
        search << r.search;
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(m_rows.size()));
    endResetModel();
}

void PlayersModel::clear()
{
    setPlayers({}, {});
}

QVariant PlayersModel::toolTip(const Row& r, Column column)
{
    switch (column) {
    case Active:
        return r.player.active ? tr("%1 is active").arg(r.player.name)
                               : tr("%1 is inactive: kept in the history, hidden from new matches").arg(r.player.name);
    case Games:
        return r.activity.games.join(QLatin1Char('\n'));
    case LastPlayed:
        return support::longDateTime(r.activity.lastPlayed);
    case Name:
        return r.player.notes.isEmpty() ? QVariant() : QVariant(r.player.notes);
    default:
        break;
    }
    return {};
}

QVariant PlayersModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const Row& r = m_rows[static_cast<std::size_t>(dataRow(index))];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Name:
            return r.player.name;
        case Household:
            return r.player.household;
        case Active:
            return r.player.active ? tr("Yes") : tr("No");
        case Matches:
            return support::integer(r.activity.matches);
        case Games:
            return r.games;
        case LastPlayed:
            return support::shortDate(r.activity.lastPlayed);
        case ColumnCount:
            break;
        }
        break;
    case SortRole:
        switch (column) {
        case Name:
            return r.player.name;
        case Household:
            return r.player.household;
        case Active:
            return r.player.active;
        case Matches:
            return r.activity.matches;
        case Games:
            return r.games;
        case LastPlayed:
            return r.activity.lastPlayed;
        case ColumnCount:
            break;
        }
        break;
    case Qt::CheckStateRole:
        if (column == Active) {
            return r.player.active ? Qt::Checked : Qt::Unchecked;
        }
        break;
    case Qt::ToolTipRole:
        return toolTip(r, column);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((column == Matches || column == LastPlayed ? Qt::AlignRight : Qt::AlignLeft) |
                                   Qt::AlignVCenter);
    case SearchRole:
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case PlayerNameRole:
        return r.player.name;
    case PlayerIdRole:
        return r.player.id;
    default:
        break;
    }
    return {};
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        switch (static_cast<Column>(section)) {
        case Name:
            return tr("Name");
        case Household:
            return tr("Household");
        case Active:
            return tr("Active");
        case Matches:
            return tr("Matches");
        case Games:
            return tr("Games");
        case LastPlayed:
            return tr("Last played");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        if (section == Household) {
            return tr("Players of one household do not rate each other in fermi duels");
        }
        if (section == Matches) {
            return tr("Matches in the history, rated or not");
        }
    }
    return {};
}

std::vector<double> PlayersModel::sortKeys(int column) const
{
    const std::size_t n = m_rows.size();
    std::vector<double> keys(n);
    QStringList texts;
    texts.reserve(static_cast<qsizetype>(n));
    switch (static_cast<Column>(column)) {
    case Name:
    case Household:
    case Games:
        for (const Row& r : m_rows) {
            texts << (column == Name ? r.player.name : column == Household ? r.player.household : r.games);
        }
        return support::collationKeys(texts);
    case Active:
        for (std::size_t i = 0; i < n; ++i) {
            keys[i] = m_rows[i].player.active ? 1.0 : 0.0;
        }
        break;
    case Matches:
        for (std::size_t i = 0; i < n; ++i) {
            keys[i] = m_rows[i].activity.matches;
        }
        break;
    case LastPlayed:
        for (const Row& r : m_rows) {
            texts << r.activity.lastPlayed;
        }
        return support::plainKeys(texts);
    case ColumnCount:
        break;
    }
    return keys;
}

} // namespace palmares::ui
