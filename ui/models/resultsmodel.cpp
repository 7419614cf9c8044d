#include "resultsmodel.h"

#include "modelsupport.h"

#include "club/explanation.h"

namespace palmares::ui {

ResultsModel::ResultsModel(QObject* parent) : TableModel(ColumnCount, parent) {}

ResultsModel::~ResultsModel() = default;

ResultsModel::Prepared ResultsModel::prepare(QList<club::ResultRow> results)
{
    Prepared p;
    p.rows = std::move(results);
    QStringList search;
    search.reserve(p.rows.size());
    for (const club::ResultRow& r : std::as_const(p.rows)) {
        search << support::fold(r.game + QLatin1Char('\n') + r.players.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                                r.code);
    }
    p.keys.setSearch(search);
    for (int c = 0; c < ColumnCount; ++c) {
        // The players and the codes are as many texts as results to collate
        // (seconds on a federation's million): computed when first sorted on.
        const bool later = c == Players || c == Code;
        p.keys.columns.push_back(later ? std::vector<double>{} : keysOf(p.rows, c));
    }
    return p;
}

std::function<std::vector<double>()> ResultsModel::sortKeysTask(int column) const
{
    return [rows = m_rows, column] { return keysOf(rows, column); };
}

void ResultsModel::setResults(Prepared prepared)
{
    beginResetModel();
    m_rows = std::move(prepared.rows);
    setKeys(std::move(prepared.keys), static_cast<int>(m_rows.size()));
    endResetModel();
}

void ResultsModel::clear()
{
    setResults(QList<club::ResultRow>{});
}

QString ResultsModel::outcomeText(rating::Outcome outcome)
{
    switch (outcome) {
    case rating::Outcome::E:
        return tr("draw");
    case rating::Outcome::AT:
        return tr("tactical advantage");
    case rating::Outcome::VP:
        return tr("partial victory");
    case rating::Outcome::V:
        return tr("victory");
    case rating::Outcome::VT:
        return tr("total victory");
    case rating::Outcome::None:
        break;
    }
    return {};
}

QString ResultsModel::playersText(const club::ResultRow& r)
{
    if (r.outcome == rating::Outcome::None || r.players.size() != 2) {
        return r.summary;
    }
    const QString key = QString::fromLatin1(rating::outcomeKey(r.outcome));
    if (r.outcome == rating::Outcome::E) {
        return tr("%1 and %2: draw (%3)").arg(r.players.at(0), r.players.at(1), key);
    }
    return tr("%1 beat %2: %3 (%4)").arg(r.players.at(0), r.players.at(1), outcomeText(r.outcome), key);
}

QString ResultsModel::statusText(const club::ResultRow& r)
{
    return r.unratedReason.isEmpty() ? tr("rated") : tr("unrated: %1").arg(club::unratedReasonText(r.unratedReason));
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const int row = dataRow(index);
    const club::ResultRow& r = m_rows[row];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Date:
            return support::shortDate(r.playedAt);
        case Game:
            return r.game;
        case Players:
            return playersText(r);
        case Status:
            return statusText(r);
        case Code:
            return r.code;
        case ColumnCount:
            break;
        }
        break;
    case SortRole:
        switch (column) {
        case Date:
            return r.playedAt;
        case Game:
            return r.game;
        case Players:
            return playersText(r);
        case Status:
            return statusText(r);
        case Code:
            return r.code;
        case ColumnCount:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (column == Date) {
            return support::longDateTime(r.playedAt);
        }
        if (column == Players) {
            return QString(tr("%Ln participant(s)", nullptr, r.participants) + QLatin1Char('\n') + playersText(r));
        }
        if (!r.unratedReason.isEmpty()) {
            return tr("Kept in the history but not rated: %1.").arg(club::unratedReasonText(r.unratedReason));
        }
        break;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((column == Date ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    case SearchRole:
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case MatchCodeRole:
        return r.code;
    case GameNameRole:
        return r.game;
    case PlayerNamesRole:
        return r.players;
    case PlayedAtRole:
        return r.playedAt;
    case UnratedRole:
        return !r.unratedReason.isEmpty();
    case UnratedReasonRole:
        return r.unratedReason;
    case SystemRole:
        return static_cast<int>(r.system);
    default:
        break;
    }
    return {};
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        switch (static_cast<Column>(section)) {
        case Date:
            return tr("Date");
        case Game:
            return tr("Game");
        case Players:
            return tr("Players");
        case Status:
            return tr("Status");
        case Code:
            return tr("Match");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole && section == Players) {
        return tr("The players in finishing order, with their scores; for a battle, who won and the outcome level");
    }
    return {};
}

std::vector<double> ResultsModel::sortKeys(int column) const
{
    return keysOf(m_rows, column);
}

std::vector<double> ResultsModel::keysOf(const QList<club::ResultRow>& rows, int column)
{
    QStringList texts;
    texts.reserve(rows.size());
    for (const club::ResultRow& r : rows) {
        switch (static_cast<Column>(column)) {
        case Date:
            texts << r.playedAt;
            break;
        case Game:
            texts << r.game;
            break;
        case Players:
            texts << playersText(r);
            break;
        case Status:
            texts << statusText(r);
            break;
        case Code:
            texts << r.code;
            break;
        case ColumnCount:
            break;
        }
    }
    return column == Date ? support::plainKeys(texts) : support::collationKeys(texts);
}

} // namespace palmares::ui
