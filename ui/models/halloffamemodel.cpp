#include "halloffamemodel.h"

#include "modelsupport.h"

#include <algorithm>

namespace palmares::ui {

HallOfFameModel::HallOfFameModel(QObject* parent) : TableModel(ColumnCount, parent) {}

HallOfFameModel::~HallOfFameModel() = default;

void HallOfFameModel::setHallOfFame(const club::HallOfFame& hallOfFame)
{
    beginResetModel();
    m_hof = hallOfFame;
    m_mostParticipations = 0;
    for (const club::HallOfFameRow& r : std::as_const(m_hof.rows)) {
        m_mostParticipations = std::max(m_mostParticipations, r.participations);
    }
    QStringList search;
    search.reserve(m_hof.rows.size());
    for (const club::HallOfFameRow& r : std::as_const(m_hof.rows)) {
        search << support::fold(r.player);
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(m_hof.rows.size()));
    endResetModel();
}

void HallOfFameModel::clear()
{
    setHallOfFame({});
}

QString HallOfFameModel::summary() const
{
    QString text = tr("%Ln game(s)", nullptr, m_hof.games) + QStringLiteral(" · ") +
                   tr("%Ln match(es)", nullptr, m_hof.matches) + QStringLiteral(" · ") +
                   tr("%Ln player(s)", nullptr, m_hof.players);
    for (int row = 0; row < m_hof.rows.size(); ++row) {
        if (fewParticipations(row)) {
            return text + QStringLiteral(" · ") +
                   tr("* fewer than half the %Ln participations of the most assiduous player: each one missing "
                      "counts 100 points in the adjusted average",
                      nullptr, m_mostParticipations);
        }
    }
    return text;
}

bool HallOfFameModel::fewParticipations(int row) const
{
    return row >= 0 && row < m_hof.rows.size() && 2 * m_hof.rows.at(row).participations < m_mostParticipations;
}

QString HallOfFameModel::fewParticipationsText(const club::HallOfFameRow& r) const
{
    return tr("Few participations: %1 of the %Ln of the most assiduous player. The adjusted average counts each one "
              "missing at the neutral 100 points, so his rank says more of those than of his own results.",
              nullptr, m_mostParticipations)
        .arg(support::integer(r.participations));
}

QVariant HallOfFameModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const int row = dataRow(index);
    const club::HallOfFameRow& r = m_hof.rows[row];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Rank:
            return support::integer(r.rank);
        case Player:
            return r.player;
        case Participations:
            return fewParticipations(row) ? support::integer(r.participations) + QStringLiteral(" *")
                                          : support::integer(r.participations);
        case Average:
            return support::number(r.average, m_hof.decimals);
        case Adjusted:
            return support::number(r.adjusted, m_hof.decimals);
        case ColumnCount:
            break;
        }
        break;
    case SortRole:
        switch (column) {
        case Rank:
            return r.rank;
        case Player:
            return r.player;
        case Participations:
            return r.participations;
        case Average:
            return r.average;
        case Adjusted:
            return r.adjusted;
        case ColumnCount:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (column == Average || column == Adjusted) {
            const QString points = tr("%1 points in %Ln participation(s)", nullptr, r.participations)
                                       .arg(support::number(r.total, m_hof.decimals));
            return fewParticipations(row) ? points + QLatin1Char('\n') + fewParticipationsText(r) : points;
        }
        if (fewParticipations(row) && (column == Player || column == Participations)) {
            return fewParticipationsText(r);
        }
        break;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((column == Player ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    case SearchRole:
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case PlayerNameRole:
        return r.player;
    case PlayerIdRole:
        return r.playerId;
    default:
        break;
    }
    return {};
}

QVariant HallOfFameModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        switch (static_cast<Column>(section)) {
        case Rank:
            return tr("Rank");
        case Player:
            return tr("Player");
        case Participations:
            return tr("Participations");
        case Average:
            return tr("Average");
        case Adjusted:
            return tr("Adjusted average");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        if (section == Average) {
            return tr("Placement points per participation");
        }
        if (section == Adjusted) {
            return tr("The average counting 100 points for each participation short of the most assiduous player's");
        }
    }
    return {};
}

std::vector<double> HallOfFameModel::sortKeys(int column) const
{
    const auto& rows = m_hof.rows;
    if (column == Player) {
        QStringList texts;
        texts.reserve(rows.size());
        for (const club::HallOfFameRow& r : rows) {
            texts << r.player;
        }
        return support::collationKeys(texts);
    }
    std::vector<double> keys;
    keys.reserve(static_cast<std::size_t>(rows.size()));
    for (const club::HallOfFameRow& r : rows) {
        switch (static_cast<Column>(column)) {
        case Rank:
            keys.push_back(r.rank);
            break;
        case Participations:
            keys.push_back(r.participations);
            break;
        case Average:
            keys.push_back(r.average);
            break;
        case Adjusted:
            keys.push_back(r.adjusted);
            break;
        case Player:
        case ColumnCount:
            keys.push_back(0);
            break;
        }
    }
    return keys;
}

} // namespace palmares::ui
