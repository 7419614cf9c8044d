#pragma once

/// The result dialog's right-hand side: what saving will do, as
/// core/club's Previewer computed it (each participant's rating before →
/// after, the expected result, the later matches re-rated, the ranks that
/// move). It only shows a preview; ResultDialog asks for it.

#include "club/club.h"

#include <QGroupBox>

#include <optional>

class QLabel;
class QTableWidget;

namespace palmares::ui {

class PreviewPanel final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreviewPanel)

public:
    explicit PreviewPanel(QWidget* parent = nullptr);
    ~PreviewPanel() override;

    /// How the dialog that shows the preview stands.
    struct Context {
        bool deleting = false;        ///< the preview is of a deletion
        bool outcomeEntered = false;  ///< the outcome was entered, not taken from the morale lost
        bool formHasProblems = false; ///< no preview: the form has problems to correct
    };
    /// Shows `preview`, or none (a form with problems says so).
    void showPreview(const std::optional<club::Preview>& preview, const Context& context);

private:
    void showRows(const club::Preview& preview, bool deleting);
    QTableWidget* m_table = nullptr;
    QLabel* m_text = nullptr;
};

} // namespace palmares::ui
