#pragma once

/// "Which rule set predicts our club best?" for one game: every rule set
/// that can rate its history, plus an optional trial of other parameters
/// (say K = 24) that changes nothing in the club, scored on the pairwise
/// predictions made before each match (Club::backtest), with the calibration
/// chart (predicted against observed, in deciles).

#include "club/club.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace palmares::ui {

class BacktestModel;
class Session;

class CompareDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareDialog)

public:
    CompareDialog(Session& session, const QString& game, QWidget* parent = nullptr);
    ~CompareDialog() override;

    /// Runs the comparison with the choices shown; false (and the reason
    /// shown) when the club refuses them.
    bool run();
    [[nodiscard]] BacktestModel* model() const { return m_model; }
    [[nodiscard]] QString problem() const;
    QComboBox* trialSystem() const { return m_trialSystem; }
    QLineEdit* trialParameters() const { return m_trialParams; }

private:
    void showCalibration();

    Session& m_session;
    QComboBox* m_game;
    QComboBox* m_trialSystem;
    QLineEdit* m_trialParams;
    QLabel* m_summary;
    QLabel* m_problem;
    QTableView* m_view;
    BacktestModel* m_model;
    QWidget* m_chartHolder;
};

} // namespace palmares::ui
