#include "manualwindow.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QPushButton>
#include <QScreen>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTimer>
#include <QVBoxLayout>

namespace palmares::ui {

namespace {

/// The widest a picture of the manual is shown (the screenshots are wider
/// than the window; they keep their proportions).
constexpr int PictureWidth = 720;

/// The picture a link of the page names, as the browser loads it.
QImage pictureOf(QTextBrowser* browser, const QString& name)
{
    const QVariant data = browser->loadResource(QTextDocument::ImageResource, QUrl(name));
    return data.typeId() == QMetaType::QImage ? data.value<QImage>() : QImage::fromData(data.toByteArray());
}

} // namespace

ManualWindow::ManualWindow(const QUrl& home, QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("Palmarès manual"));
    m_browser->setObjectName(QStringLiteral("manualText"));
    m_browser->setOpenExternalLinks(true); // web links only: the pages open here
    auto* back = new QPushButton(tr("&Back"), this);
    auto* forward = new QPushButton(tr("&Forward"), this);
    auto* contents = new QPushButton(tr("&Contents"), this);
    auto* closeButton = new QPushButton(tr("C&lose"), this);
    back->setEnabled(false);
    forward->setEnabled(false);
    auto* bar = new QHBoxLayout;
    bar->addWidget(back);
    bar->addWidget(forward);
    bar->addWidget(contents);
    bar->addStretch();
    bar->addWidget(closeButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(forward, &QPushButton::clicked, m_browser, &QTextBrowser::forward);
    connect(contents, &QPushButton::clicked, m_browser, &QTextBrowser::home);
    connect(closeButton, &QPushButton::clicked, this, &QWidget::close);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QPushButton::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &ManualWindow::prepare);
    m_browser->setSource(home, QTextDocument::MarkdownResource);

    // Never larger than the screen (issue 20); where it opens is the desktop's choice.
    const QScreen* screen = parent != nullptr ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize wanted(900, 760);
    resize(screen != nullptr ? wanted.boundedTo(screen->availableGeometry().size()) : wanted);
}

ManualWindow::~ManualWindow() = default;

QString ManualWindow::headingAnchor(const QString& heading)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')) {
            anchor += c;
        } else if (c.isSpace()) {
            anchor += QLatin1Char('-');
        }
    }
    return anchor;
}

void ManualWindow::prepare(const QUrl& shown)
{
    QTextDocument* document = m_browser->document();
    if (document->revision() != m_prepared) {
        addAnchorsAndFitPictures();
        m_prepared = document->revision();
    }
    // A link to a heading: scrolled to once QTextBrowser is done with the
    // link (source() is still the page before until then, and a page loaded
    // anew had no anchors when QTextBrowser looked for them).
    const QString fragment = shown.fragment();
    if (!fragment.isEmpty()) {
        QTimer::singleShot(0, m_browser, [browser = m_browser, fragment] { browser->scrollToAnchor(fragment); });
    }
}

void ManualWindow::addAnchorsAndFitPictures()
{
    // Qt's Markdown reader gives headings no anchor: each gets GitHub's, so
    // that the manual's links to its sections (#printing) scroll there.
    QTextDocument* document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0 && !block.text().isEmpty()) {
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            QTextCharFormat anchor;
            anchor.setAnchor(true);
            anchor.setAnchorNames({headingAnchor(block.text())});
            cursor.mergeCharFormat(anchor);
        }
        // The screenshots are shown no wider than PictureWidth.
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat()) {
                continue;
            }
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            if (image.width() > 0) {
                continue; // sized on an earlier pass
            }
            const QImage picture = pictureOf(m_browser, image.name());
            if (picture.isNull() || picture.width() <= PictureWidth) {
                continue;
            }
            image.setWidth(PictureWidth);
            image.setHeight(double(picture.height()) * PictureWidth / picture.width());
            QTextCursor cursor(document);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
    }
    document->setModified(false);
}

} // namespace palmares::ui
