#include "explanationpanel.h"

#include "session.h"
#include "texts.h"

#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace palmares::ui {

ExplanationPanel::ExplanationPanel(Session& session, QWidget* parent)
    : QWidget(parent),
      m_session(session),
      m_title(new QLabel(this)),
      m_browser(new QTextBrowser(this))
{
    m_title->setObjectName(QStringLiteral("explanationTitle"));
    m_title->setWordWrap(true); // a narrow window wraps it rather than widen
    m_browser->setObjectName(QStringLiteral("explanationText"));
    m_browser->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_browser);
    setMatch(QString());
}

ExplanationPanel::~ExplanationPanel() = default;

void ExplanationPanel::setMatch(const QString& code)
{
    m_code = code;
    m_lines.clear();
    if (code.isEmpty() || !m_session.isOpen()) {
        m_title->setText(tr("<b>Why did the ratings change?</b> Select a result to see how each rating moved."));
        m_browser->clear();
        return;
    }
    // The person's numbers: "104,89".
    const auto x = m_session.readNow<club::Expected<club::Explanation>>(
        [&code, locale = QLocale()](club::Club& club) { return club.explainer().explain(code, locale); });
    if (!x) {
        m_title->setText(tr("<b>Why did the ratings change?</b>"));
        m_browser->setPlainText(texts::problem(x.status()));
        return;
    }
    m_lines = x->lines;
    m_title->setText(tr("<b>Why did the ratings change?</b> Match %1, with the numbers the rating engine used.")
                         .arg(code.toHtmlEscaped()));
    QString html;
    for (int i = 0; i < m_lines.size(); ++i) {
        const QString& line = m_lines[i];
        const bool detail = line.startsWith(QLatin1String("  "));
        const QString escaped = line.trimmed().toHtmlEscaped();
        if (i == 0) {
            html += QStringLiteral("<p style=\"margin:0 0 4px 0\"><b>%1</b></p>").arg(escaped);
        } else if (detail) {
            html += QStringLiteral("<p style=\"margin:0 0 0 24px\">%1</p>").arg(escaped);
        } else {
            // A participant's line: his name first, in bold.
            const qsizetype colon = escaped.indexOf(QLatin1Char(':'));
            html += colon > 0 ? QStringLiteral("<p style=\"margin:6px 0 0 0\"><b>%1</b>%2</p>")
                                    .arg(escaped.left(colon), escaped.mid(colon))
                              : QStringLiteral("<p style=\"margin:6px 0 0 0\">%1</p>").arg(escaped);
        }
    }
    m_browser->setHtml(html);
}

} // namespace palmares::ui
