#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace palmares::ui {

class Session;

/// Why the ratings of one match changed, in words and numbers: the lines of
/// Club::explain (core/club/explanation.cpp), built from the rating change
/// records the engine stored, in the interface language.
class ExplanationPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExplanationPanel)

public:
    explicit ExplanationPanel(Session& session, QWidget* parent = nullptr);
    ~ExplanationPanel() override;

    /// Shows the explanation of match `code` ("" = nothing selected).
    void setMatch(const QString& code);
    [[nodiscard]] QString match() const { return m_code; }
    /// The lines shown, as plain text (one per line).
    [[nodiscard]] QString text() const { return m_lines.join(QLatin1Char('\n')); }

private:
    Session& m_session;
    QString m_code;
    QStringList m_lines;
    QLabel* m_title = nullptr;
    QTextBrowser* m_browser = nullptr;
};

} // namespace palmares::ui
