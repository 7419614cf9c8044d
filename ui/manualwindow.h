#pragma once

/// The manual window (Help → Manual): the Markdown of docs/manual rendered in
/// a QTextBrowser, with Back, Forward and Contents. Links between the pages
/// and to a heading (#printing, as GitHub names them) stay inside the window;
/// only web links go to the desktop's browser.

#include <QUrl>
#include <QWidget>

class QTextBrowser;

namespace palmares::ui {

class ManualWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ManualWindow)

public:
    /// A window of its own over `parent`, showing `home` (a Markdown page).
    explicit ManualWindow(const QUrl& home, QWidget* parent = nullptr);
    ~ManualWindow() override;

    [[nodiscard]] QTextBrowser* browser() const { return m_browser; }

    /// The anchor GitHub gives a heading: lower case, spaces as hyphens,
    /// punctuation left out ("The Hall of Fame" → "the-hall-of-fame").
    static QString headingAnchor(const QString& heading);

private:
    /// After each page is shown: anchors, pictures, the anchor scrolled to.
    void prepare(const QUrl& shown);
    void addAnchorsAndFitPictures();

    QTextBrowser* m_browser;
    int m_prepared = -1; ///< the document's revision once prepare() has run
};

} // namespace palmares::ui
