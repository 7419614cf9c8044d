#include "backtestmodel.h"

#include "gamesmodel.h"
#include "modelsupport.h"

#include <limits>

namespace palmares::ui {

BacktestModel::BacktestModel(QObject* parent) : TableModel(ColumnCount, parent) {}

BacktestModel::~BacktestModel() = default;

void BacktestModel::setReport(const club::BacktestReport& report)
{
    beginResetModel();
    m_report = report;
    QStringList search;
    for (const club::BacktestRow& r : std::as_const(m_report.rows)) {
        search << support::fold(rowName(r));
    }
    setSearchKeys(search);
    setDataRows(static_cast<int>(m_report.rows.size()));
    endResetModel();
}

QString BacktestModel::summary() const
{
    return tr("%Ln match(es) in the history", nullptr, m_report.matches) + QStringLiteral(" · ") +
           tr("%Ln scored by every rule set", nullptr, m_report.scoredMatches) + QStringLiteral(" · ") +
           tr("early: a player's first %Ln match(es)", nullptr, m_report.experienceGames);
}

QString BacktestModel::rowName(const club::BacktestRow& r) const
{
    if (r.coinFlip) {
        return tr("Coin flip (½ for every pair)");
    }
    QString text = GamesModel::ruleSetName(r.system);
    if (r.gameRules) {
        text += tr(" — the game's rules");
    } else if (r.name.contains(QLatin1Char('@'))) {
        text += QStringLiteral(" — ") + r.name.section(QLatin1Char('@'), 1);
    }
    return text;
}

double BacktestModel::value(const club::BacktestRow& r, int column) const
{
    switch (column) {
    case Pairs:
        return static_cast<double>(r.all.pairs);
    case Brier:
        return r.all.brier;
    case LogLoss:
        return r.all.logLoss;
    case Accuracy:
        return r.all.accuracy;
    case BrierEarly:
        return r.early.pairs > 0 ? r.early.brier : std::numeric_limits<double>::quiet_NaN();
    case BrierLater:
        return r.later.pairs > 0 ? r.later.brier : std::numeric_limits<double>::quiet_NaN();
    default:
        return 0.0;
    }
}

QVariant BacktestModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const club::BacktestRow& r = m_report.rows.at(dataRow(index.row()));
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case RuleSet:
            return rowName(r);
        case Parameters:
            return GamesModel::parametersText(r.params);
        case Pairs:
            return support::integer(r.all.pairs);
        case Accuracy:
            return QString(support::number(100.0 * r.all.accuracy, 1) + QStringLiteral(" %"));
        default: {
            const double v = value(r, column);
            return v == v ? support::number(v, 4) : QString();
        }
        }
    }
    if (role == SortRole) {
        return column == RuleSet      ? QVariant(rowName(r))
               : column == Parameters ? QVariant(GamesModel::parametersText(r.params))
                                      : QVariant(value(r, column));
    }
    if (role == Qt::TextAlignmentRole && column >= Pairs) {
        return {Qt::AlignRight | Qt::AlignVCenter};
    }
    if (role == Qt::ToolTipRole && column == Brier) {
        return tr("Mean of (predicted − observed)² over every pair of players: 0 is perfect, 0.25 is a coin flip.");
    }
    return {};
}

QVariant BacktestModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return TableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case RuleSet:
        return tr("Rule set");
    case Parameters:
        return tr("Parameters tried");
    case Pairs:
        return tr("Pairs");
    case Brier:
        return tr("Brier score");
    case LogLoss:
        return tr("Log loss");
    case Accuracy:
        return tr("Accuracy");
    case BrierEarly:
        return tr("Brier, early");
    case BrierLater:
        return tr("Brier, later");
    default:
        return {};
    }
}

std::vector<double> BacktestModel::sortKeys(int column) const
{
    std::vector<double> keys;
    keys.reserve(static_cast<std::size_t>(m_report.rows.size()));
    QStringList texts;
    for (const club::BacktestRow& r : m_report.rows) {
        if (column == RuleSet || column == Parameters) {
            texts << (column == RuleSet ? rowName(r) : GamesModel::parametersText(r.params));
        } else {
            const double v = value(r, column);
            keys.push_back(v == v ? v : std::numeric_limits<double>::max());
        }
    }
    return texts.isEmpty() && !m_report.rows.isEmpty() ? keys : support::collationKeys(texts);
}

} // namespace palmares::ui
