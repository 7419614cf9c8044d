#pragma once

#include "ui/pages/tablepage.h"

class QComboBox;
class QLabel;

namespace palmares::ui {

class DateField;

class HallOfFameModel;

/// The Hall of Fame tab: who did best over a period, for one game or all.
class HallOfFamePage final : public TablePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HallOfFamePage)

public:
    explicit HallOfFamePage(Session& session, QWidget* parent = nullptr);
    ~HallOfFamePage() override;

    [[nodiscard]] HallOfFameModel* model() const { return m_model; }

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;
    /// The Hall of Fame sheet of the game and period shown.
    std::optional<report::Report> report(const QString& title, club::Status& status) override;

private:
    void showHallOfFame();

    HallOfFameModel* m_model = nullptr;
    QComboBox* m_game = nullptr;
    DateField* m_from = nullptr;
    DateField* m_to = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace palmares::ui
