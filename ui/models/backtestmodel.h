#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// "Which rule set predicts our club best?": one row per rule set tried on a
/// game's history (Club::backtest), then the coin flip. Lower Brier score and
/// log loss are better; accuracy counts decisive pairs.
class BacktestModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BacktestModel)

public:
    enum Column : int { RuleSet, Parameters, Pairs, Brier, LogLoss, Accuracy, BrierEarly, BrierLater, ColumnCount };

    explicit BacktestModel(QObject* parent = nullptr);
    ~BacktestModel() override;

    void setReport(const club::BacktestReport& report);
    [[nodiscard]] const club::BacktestReport& report() const { return m_report; }
    /// "417 matches, 409 scored by every rule set; early = a player's first 20".
    [[nodiscard]] QString summary() const;
    /// The row's rule set for a person ("Elo-DSC (battles) — trial").
    [[nodiscard]] QString rowName(const club::BacktestRow& row) const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    [[nodiscard]] double value(const club::BacktestRow& row, int column) const;
    club::BacktestReport m_report;
};

} // namespace palmares::ui
