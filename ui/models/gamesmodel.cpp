#include "gamesmodel.h"

#include "modelsupport.h"

#include "club/explanation.h"

namespace palmares::ui {

GamesModel::GamesModel(QObject* parent) : TableModel(ColumnCount, parent) {}

GamesModel::~GamesModel() = default;

void GamesModel::setGames(const QList<club::Game>& games, const QHash<qint64, int>& matchesPerGame)
{
    beginResetModel();
    m_rows.clear();
    m_rows.reserve(static_cast<std::size_t>(games.size()));
    for (const club::Game& g : games) {
        QString parameters = parametersText(g.params);
        if (g.freshStartEachSeason) {
            parameters = parameters.isEmpty() ? tr("fresh start each season")
                                              : parameters + QStringLiteral(", ") + tr("fresh start each season");
        }
        Row row{g, matchesPerGame.value(g.id), parameters, {}};
        row.search = support::fold(g.name + QLatin1Char('\n') + ruleSetName(g.system));
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

void GamesModel::clear()
{
    setGames({}, {});
}

QString GamesModel::ruleSetName(rating::System system)
{
    return club::ruleSetName(system); // the rule set's one name, as every screen and sheet shows it
}

QString GamesModel::parametersText(const QMap<QString, QString>& params)
{
    QStringList parts;
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        parts << it.key() + QLatin1Char('=') + it.value();
    }
    return parts.join(QStringLiteral(", "));
}

QVariant GamesModel::data(const QModelIndex& index, int role) const
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
            return r.game.name;
        case RuleSet:
            return ruleSetName(r.game.system);
        case Parameters:
            return r.parameters;
        case Matches:
            return support::integer(r.matches);
        case ColumnCount:
            break;
        }
        break;
    case SortRole:
        switch (column) {
        case Name:
            return r.game.name;
        case RuleSet:
            return ruleSetName(r.game.system);
        case Parameters:
            return r.parameters;
        case Matches:
            return r.matches;
        case ColumnCount:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (column == Parameters) {
            if (r.game.params.isEmpty()) {
                return tr("The rule set's default parameters");
            }
            QStringList lines;
            for (auto it = r.game.params.cbegin(); it != r.game.params.cend(); ++it) {
                lines << it.key() + QStringLiteral(" = ") + it.value();
            }
            return QString(tr("Changed by the club:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
        }
        break;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue((column == Matches ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    case SearchRole:
        return index.column() == 0 ? QVariant(searchKey(index.row()).toString()) : QVariant();
    case GameNameRole:
        return r.game.name;
    case SystemRole:
        return static_cast<int>(r.game.system);
    default:
        break;
    }
    return {};
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        switch (static_cast<Column>(section)) {
        case Name:
            return tr("Game");
        case RuleSet:
            return tr("Rule set");
        case Parameters:
            return tr("Parameters");
        case Matches:
            return tr("Matches");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole && section == Parameters) {
        return tr("The parameters the club changed from the rule set's defaults");
    }
    return {};
}

std::vector<double> GamesModel::sortKeys(int column) const
{
    if (column == Matches) {
        std::vector<double> keys;
        keys.reserve(m_rows.size());
        for (const Row& r : m_rows) {
            keys.push_back(r.matches);
        }
        return keys;
    }
    QStringList texts;
    texts.reserve(static_cast<qsizetype>(m_rows.size()));
    for (const Row& r : m_rows) {
        texts << (column == Name ? r.game.name : column == RuleSet ? ruleSetName(r.game.system) : r.parameters);
    }
    return support::collationKeys(texts);
}

} // namespace palmares::ui
