#include "leaderboardmodel.h"

#include "modelsupport.h"

#include "i18n/i18n.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>
#include <limits>

namespace palmares::ui {

namespace {

constexpr QChar Up(0x25B2);   // ▲
constexpr QChar Down(0x25BC); // ▼

} // namespace

LeaderboardModel::LeaderboardModel(QObject* parent) : TableModel(ColumnCount, parent) {}

LeaderboardModel::~LeaderboardModel() = default;

void LeaderboardModel::setStandings(const club::Standings& now, const std::optional<club::Standings>& monthAgo)
{
    beginResetModel();
    m_standings = now;
    m_hasMonthAgo = monthAgo.has_value();
    const auto count = static_cast<std::size_t>(now.rows.size());
    m_before.assign(count, {});
    if (monthAgo) {
        QHash<qint64, const club::StandingRow*> ago;
        ago.reserve(monthAgo->rows.size());
        for (const club::StandingRow& r : monthAgo->rows) {
            ago.insert(r.playerId, &r);
        }
        for (std::size_t i = 0; i < count; ++i) {
            const club::StandingRow* r = ago.value(now.rows[static_cast<qsizetype>(i)].playerId);
            if (r) {
                m_before[i] = {true, r->displayed, r->rank, r->dormant};
            }
        }
    }
    QStringList search;
    search.reserve(now.rows.size());
    for (const club::StandingRow& r : now.rows) {
        search << support::fold(r.category.isEmpty() ? r.player : r.player + QLatin1Char('\n') + r.category);
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(count));
    endResetModel();
}

void LeaderboardModel::clear()
{
    setStandings({}, std::nullopt);
}

QString LeaderboardModel::ratingText(double value) const
{
    return support::number(value, m_standings.decimals);
}

std::optional<double> LeaderboardModel::change(int row) const
{
    const Before& b = m_before[static_cast<std::size_t>(row)];
    if (!b.known) {
        return std::nullopt;
    }
    const double delta = m_standings.rows[row].displayed - b.displayed;
    // As shown: with the rule set's decimals.
    return support::shown(delta, m_standings.decimals);
}

QString LeaderboardModel::trendText(int row) const
{
    if (!m_hasMonthAgo) {
        return {};
    }
    const auto delta = change(row);
    if (!delta) {
        return tr("new", "a player who had no rating a month ago");
    }
    if (m_before[static_cast<std::size_t>(row)].dormant && !m_standings.rows[row].dormant) {
        return tr("back", "a dormant player who played again");
    }
    if (*delta == 0.0) {
        return QStringLiteral("=");
    }
    return (*delta > 0 ? Up : Down) + QLatin1Char(' ') + ratingText(std::abs(*delta));
}

QString LeaderboardModel::trendToolTip(int row) const
{
    if (!m_hasMonthAgo) {
        return {};
    }
    const club::StandingRow& r = m_standings.rows[row];
    const Before& b = m_before[static_cast<std::size_t>(row)];
    if (!b.known) {
        return tr("%1 had no rating a month ago; now rank %2.").arg(r.player).arg(r.rank);
    }
    QString rank;
    if (r.dormant) {
        rank = tr("Not ranked: no match %1.", "%1: in the last 12 months")
                   .arg(i18n::inLastMonths(m_standings.dormantAfterMonths));
    } else if (b.dormant) {
        rank = tr("Rank %1, back after a time without a match.").arg(r.rank);
    } else if (b.rank == r.rank) {
        rank = tr("Rank %1, as a month ago.").arg(r.rank);
    } else if (b.rank > r.rank) {
        rank = tr("Rank %1, up %Ln place(s) from %2 a month ago.", nullptr, b.rank - r.rank).arg(r.rank).arg(b.rank);
    } else {
        rank = tr("Rank %1, down %Ln place(s) from %2 a month ago.", nullptr, r.rank - b.rank).arg(r.rank).arg(b.rank);
    }
    return tr("Rating %1, %2 a month ago.").arg(ratingText(r.displayed), ratingText(b.displayed)) + QLatin1Char('\n') +
           rank;
}

QString LeaderboardModel::dormantToolTip(int row) const
{
    const club::StandingRow& r = m_standings.rows[row];
    return tr("%1 has had no match of %2 %3 (last: %4): dormant, not ranked, rating kept as it was. His next "
              "match brings him back.",
              "%3: in the last 12 months")
        .arg(r.player, m_standings.game.name, i18n::inLastMonths(m_standings.dormantAfterMonths),
             support::shortDate(r.lastPlayed));
}

QVariant LeaderboardModel::displayed(int row, int column) const
{
    const club::StandingRow& r = m_standings.rows[row];
    switch (static_cast<Column>(column)) {
    case Rank:
        return r.dormant ? QStringLiteral("–") : support::integer(r.rank);
    case Player:
        return r.player;
    case Rating:
        return r.provisional ? QLatin1Char('~') + ratingText(r.displayed) : ratingText(r.displayed);
    case Category:
        return QCoreApplication::translate("core", r.category.toUtf8().constData()); // English from core/rating
    case Games:
        return support::integer(r.games);
    case Wins:
        return support::integer(r.wins);
    case Draws:
        return support::integer(r.draws);
    case Losses:
        return support::integer(r.losses);
    case Trend:
        return trendText(row);
    case LastPlayed:
        return support::shortDate(r.lastPlayed);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant LeaderboardModel::sortValue(int row, int column) const
{
    const club::StandingRow& r = m_standings.rows[row];
    switch (static_cast<Column>(column)) {
    case Rank:
        return r.dormant ? std::numeric_limits<int>::max() : r.rank;
    case Player:
        return r.player;
    case Rating:
        return r.rating;
    case Category:
        return QCoreApplication::translate("core", r.category.toUtf8().constData()); // English from core/rating
    case Games:
        return r.games;
    case Wins:
        return r.wins;
    case Draws:
        return r.draws;
    case Losses:
        return r.losses;
    case Trend:
        if (const auto delta = change(row)) {
            return *delta;
        }
        return m_hasMonthAgo ? -std::numeric_limits<double>::infinity() : QVariant();
    case LastPlayed:
        return r.lastPlayed;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant LeaderboardModel::toolTip(int row, int column) const
{
    const club::StandingRow& r = m_standings.rows[row];
    if (r.dormant && column != Trend) {
        return dormantToolTip(row);
    }
    if (column == Player && r.best) {
        return tr("%1 is the club's best player: the highest rating among players past the provisional period.")
            .arg(r.player);
    }
    if (column == Rating && r.provisional) {
        return tr("Provisional rating: %1 has not yet played enough games to leave the provisional period.")
            .arg(r.player);
    }
    if (column == Trend) {
        return trendToolTip(row);
    }
    if (column == LastPlayed) {
        return support::longDateTime(r.lastPlayed);
    }
    return {};
}

QVariant LeaderboardModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index)) {
        return {};
    }
    const int row = dataRow(index);
    const club::StandingRow& r = m_standings.rows[row];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayed(row, column);
    case SortRole:
        return sortValue(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::TextAlignmentRole:
        if (column != Player && column != Category) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case SearchRole:
        return column == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case PlayerNameRole:
        return r.player;
    case PlayerIdRole:
        return r.playerId;
    case GameNameRole:
        return m_standings.game.name;
    case BestRole:
        return r.best;
    case ProvisionalRole:
        return r.provisional;
    case DormantRole:
        return r.dormant;
    case TrendRole:
        if (const auto delta = change(row)) {
            return *delta;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant LeaderboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    const auto column = static_cast<Column>(section);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Rank:
            return tr("Rank");
        case Player:
            return tr("Player");
        case Rating:
            return m_standings.fromHallOfFame ? tr("Adjusted average") : tr("Rating");
        case Category:
            return tr("Category");
        case Games:
            return tr("Games");
        case Wins:
            return tr("Wins");
        case Draws:
            return tr("Draws");
        case Losses:
            return tr("Losses");
        case Trend:
            return tr("Trend", "rating change over the last month");
        case LastPlayed:
            return tr("Last played");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        switch (column) {
        case Rating:
            return m_standings.fromHallOfFame
                       ? tr("The adjusted average of placement points (the game has no rating of its own)")
                       : tr("The rating; ~ marks a provisional rating");
        case Trend:
            return tr("Rating change since a month ago");
        case Games:
            return tr("Rated games played");
        default:
            break;
        }
    } else if (role == Qt::TextAlignmentRole) {
        return QVariant::fromValue((column == Player || column == Category ? Qt::AlignLeft : Qt::AlignRight) |
                                   Qt::AlignVCenter);
    }
    return {};
}

std::vector<double> LeaderboardModel::sortKeys(int column) const
{
    const auto& rows = m_standings.rows;
    const auto n = static_cast<std::size_t>(rows.size());
    std::vector<double> keys(n);
    const auto each = [&](auto value) {
        for (std::size_t i = 0; i < n; ++i) {
            keys[i] = value(rows[static_cast<qsizetype>(i)]);
        }
    };
    switch (static_cast<Column>(column)) {
    case Rank:
        // Dormant rows (rank 0) after the ranked ones, in rating order.
        for (std::size_t i = 0; i < n; ++i) {
            const club::StandingRow& r = rows[static_cast<qsizetype>(i)];
            keys[i] = r.dormant ? static_cast<double>(n + i) : static_cast<double>(r.rank);
        }
        break;
    case Player: {
        QStringList texts;
        texts.reserve(rows.size());
        for (const club::StandingRow& r : rows) {
            texts << r.player;
        }
        return support::collationKeys(texts);
    }
    case Rating:
        each([](const club::StandingRow& r) { return r.rating; });
        break;
    case Category: {
        QStringList texts;
        texts.reserve(rows.size());
        for (const club::StandingRow& r : rows) {
            texts << r.category;
        }
        return support::collationKeys(texts);
    }
    case Games:
        each([](const club::StandingRow& r) { return static_cast<double>(r.games); });
        break;
    case Wins:
        each([](const club::StandingRow& r) { return static_cast<double>(r.wins); });
        break;
    case Draws:
        each([](const club::StandingRow& r) { return static_cast<double>(r.draws); });
        break;
    case Losses:
        each([](const club::StandingRow& r) { return static_cast<double>(r.losses); });
        break;
    case Trend:
        for (std::size_t i = 0; i < n; ++i) {
            keys[i] = change(static_cast<int>(i)).value_or(-std::numeric_limits<double>::infinity());
        }
        break;
    case LastPlayed: {
        QStringList texts;
        texts.reserve(rows.size());
        for (const club::StandingRow& r : rows) {
            texts << r.lastPlayed;
        }
        return support::plainKeys(texts);
    }
    case ColumnCount:
        break;
    }
    return keys;
}

} // namespace palmares::ui
