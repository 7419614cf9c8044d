#include "whatifmodel.h"

#include "modelsupport.h"

#include "club/explanation.h"

namespace palmares::ui {

WhatIfModel::WhatIfModel(QObject* parent) : QAbstractTableModel(parent) {}

WhatIfModel::~WhatIfModel() = default;

void WhatIfModel::setWhatIf(const club::WhatIf& whatIf)
{
    beginResetModel();
    m_whatIf = whatIf;
    endResetModel();
}

void WhatIfModel::clear()
{
    setWhatIf({});
}

int WhatIfModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_whatIf.scenarios.size());
}

int WhatIfModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 1 + static_cast<int>(m_whatIf.players.size());
}

QString WhatIfModel::rating(double value) const
{
    return support::number(value, m_whatIf.decimals);
}

QString WhatIfModel::scenarioText(const club::WhatIfScenario& s) const
{
    const QString who = m_whatIf.players.value(s.player);
    QString text;
    switch (s.kind) {
    case club::WhatIfScenario::Kind::Wins:
        text = tr("%1 wins").arg(who);
        break;
    case club::WhatIfScenario::Kind::Draw:
        text = tr("Draw");
        break;
    case club::WhatIfScenario::Kind::First:
        text = tr("%1 first").arg(who);
        break;
    case club::WhatIfScenario::Kind::Last:
        text = tr("%1 last").arg(who);
        break;
    }
    if (!s.outcome.isEmpty()) {
        text += QStringLiteral(" (%1)").arg(s.outcome);
    }
    return text;
}

QVariant WhatIfModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const club::WhatIfScenario& s = m_whatIf.scenarios[index.row()];
    if (index.column() == 0) {
        if (role == Qt::DisplayRole) {
            return scenarioText(s);
        }
        if (role == Qt::ToolTipRole && !s.unratedReason.isEmpty()) {
            return tr("unrated: %1").arg(club::unratedReasonText(s.unratedReason));
        }
        return {};
    }
    const int player = index.column() - 1;
    if (player >= s.rows.size()) {
        return {};
    }
    const club::PreviewRow& r = s.rows[player];
    switch (role) {
    case Qt::DisplayRole: {
        if (!s.unratedReason.isEmpty()) {
            return tr("unrated");
        }
        // The change of the ratings as shown, so that the three numbers add up.
        const QString delta = support::signedNumber(support::shown(r.after, m_whatIf.decimals) -
                                                        support::shown(r.before, m_whatIf.decimals),
                                                    m_whatIf.decimals);
        return QStringLiteral("%1 → %2 (%3)")
            .arg(rating(r.before), rating(r.after) + (r.provisionalAfter ? QStringLiteral("~") : QString()), delta);
    }
    case SortRole:
        return r.after - r.before;
    case Qt::ToolTipRole:
        return tr("Expected result %1, actual %2")
            .arg(support::number(r.expected, support::ExpectedDecimals),
                 support::number(r.actual, support::ExpectedDecimals));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case PlayerNameRole:
        return r.player;
    default:
        break;
    }
    return {};
}

QVariant WhatIfModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (section == 0) {
        return role == Qt::DisplayRole ? QVariant(tr("If…")) : QVariant();
    }
    const int p = section - 1;
    if (role == Qt::DisplayRole) {
        const QString expected =
            p < m_whatIf.expected.size()
                ? tr("expected %1").arg(support::number(m_whatIf.expected[p], support::ExpectedDecimals))
                : QString();
        return QStringLiteral("%1\n%2").arg(m_whatIf.players[p], expected);
    }
    if (role == Qt::ToolTipRole) {
        return tr("%1 now: %2").arg(m_whatIf.players[p], rating(m_whatIf.ratings.value(p)));
    }
    return {};
}

} // namespace palmares::ui
