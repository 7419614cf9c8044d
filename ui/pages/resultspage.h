#pragma once

#include "ui/pages/tablepage.h"

class QComboBox;
class QLineEdit;

namespace palmares::ui {

class DateField;

class ExplanationPanel;
class ResultsModel;

/// The Results tab: every match entered, filtered by game, player, dates and
/// text, with the explanation of the selected one under the table.
class ResultsPage final : public TablePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsPage)

public:
    explicit ResultsPage(Session& session, QWidget* parent = nullptr);
    ~ResultsPage() override;

    [[nodiscard]] ResultsModel* model() const { return m_model; }
    [[nodiscard]] ExplanationPanel* explanationPanel() const { return m_explanation; }
    /// The code of the selected match; "" when none is selected.
    [[nodiscard]] QString selectedMatch() const;

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;
    /// Newest results first until the person sorts otherwise.
    bool restoreColumns(const QByteArray& state, bool personSized) override;

Q_SIGNALS:
    void newResultRequested();
    /// Correct the selected result (its button, or a double-click).
    void editRequested();
    void deleteRequested();

private:
    void showExplanation();
    /// Selects the result `code` if it is shown.
    void selectMatch(const QString& code);

    ResultsModel* m_model = nullptr;
    QComboBox* m_game = nullptr;
    QLineEdit* m_player = nullptr;
    DateField* m_from = nullptr;
    DateField* m_to = nullptr;
    ExplanationPanel* m_explanation = nullptr;
};

} // namespace palmares::ui
