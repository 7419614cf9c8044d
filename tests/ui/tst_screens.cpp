// Small screens, the manual and the bulletin's period (issue 20, items 9
// and 11), in the real window offscreen. The offscreen platform is given two
// screens (main() below): "desktop", 1600×900, the primary one, and
// "laptop", 1024×700, beside it, so that the window's size is checked
// against real screens.
//
// PALMARES_SHOTS=folder saves what the tests show as PNG pictures there.

#include "clubtest.h"

#include "i18n/i18n.h"
#include "report/sheets.h"
#include "ui/datefield.h"
#include "ui/democlub.h"
#include "ui/mainwindow.h"
#include "ui/screenfit.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTimer>

#include <functional>

using namespace palmares::test;
using palmares::ui::MainWindow;

namespace {

const QSize Small(1024, 700);

/// Saves a picture of `w` when PALMARES_SHOTS names a folder.
void shot(QWidget& w, const QString& name)
{
    const QString folder = qEnvironmentVariable("PALMARES_SHOTS");
    if (folder.isEmpty()) {
        return;
    }
    QApplication::processEvents();
    QDir().mkpath(folder);
    w.grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

QLocale languageOf(const QString& code)
{
    return code == QLatin1String("fr") ? QLocale(QLocale::French, QLocale::France)
                                       : QLocale(QLocale::English, QLocale::UnitedStates);
}

/// The visible widgets of `page` that stick out of `window` (cut off: a
/// layout that could not give them their minimum size).
QStringList cutOff(QWidget& window, QWidget* page)
{
    QStringList out;
    for (QWidget* child : page->findChildren<QWidget*>()) {
        if (!child->isVisible() || child->isWindow()) {
            continue;
        }
        const QRect where(child->mapTo(&window, QPoint(0, 0)), child->size());
        if (!window.rect().contains(where)) {
            out << QStringLiteral("%1 %2 at %3,%4 %5×%6")
                       .arg(QString::fromLatin1(child->metaObject()->className()), child->objectName())
                       .arg(where.x())
                       .arg(where.y())
                       .arg(where.width())
                       .arg(where.height());
        }
    }
    return out;
}

QScreen* screenNamed(const QString& name)
{
    for (QScreen* s : QGuiApplication::screens()) {
        if (s->name() == name) {
            return s;
        }
    }
    return nullptr;
}

/// Answers each modal window that opens with `answer`, until it returns
/// false (or after a few seconds without one).
void answerModals(std::function<bool(QWidget*)> answer, int attempts = 400)
{
    QTimer::singleShot(25, [answer = std::move(answer), attempts]() mutable {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || !modal->isVisible()) {
            if (attempts > 0) {
                answerModals(std::move(answer), attempts - 1);
            }
            return;
        }
        if (answer(modal)) {
            answerModals(std::move(answer), 400);
        }
    });
}

/// The URLs handed to the desktop (QDesktopServices) instead of opening them.
class DesktopUrls : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> urls;

public Q_SLOTS:
    void open(const QUrl& url) { urls << url; }
};

} // namespace

class TestScreens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void fittedGeometryStaysOnTheScreen_data();
    void fittedGeometryStaysOnTheScreen();
    void windowFitsA1024By700Screen_data();
    void windowFitsA1024By700Screen();
    void savedGeometryIsClampedToTheScreen();
    void largeFontOpensWithinTheScreen_data();
    void largeFontOpensWithinTheScreen();
    void manualIsShownRendered_data();
    void manualIsShownRendered();
    void bulletinOfLastMonth();

private:
    QString demoClub();

    QTemporaryDir m_dir;
    QString m_demo;
    QFont m_font;
};

void TestScreens::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(qEnvironmentVariable("XDG_CONFIG_HOME").contains(QStringLiteral("tst_screens-config")),
             "run through ctest: the settings must not touch the developer's own");
    QDir(qEnvironmentVariable("XDG_CONFIG_HOME")).removeRecursively();
    QVERIFY2(screenNamed(QStringLiteral("desktop")) && screenNamed(QStringLiteral("laptop")),
             "the offscreen platform has its two screens (main())");
    QCOMPARE(QGuiApplication::primaryScreen()->name(), QStringLiteral("desktop"));
    m_font = QApplication::font();
}

void TestScreens::init()
{
    // Every test starts without remembered geometry, at the usual font.
    QSettings(QStringLiteral("Palmares"), QStringLiteral("Palmares")).clear();
    QApplication::setFont(m_font);
    QVERIFY(palmares::i18n::install(languageOf(QStringLiteral("en"))));
}

void TestScreens::cleanup()
{
    QSettings(QStringLiteral("Palmares"), QStringLiteral("Palmares")).clear();
    QApplication::setFont(m_font);
}

QString TestScreens::demoClub()
{
    // The demo club: real names, the five rule sets, months of results.
    if (m_demo.isEmpty()) {
        const QString path = m_dir.filePath(QStringLiteral("demo.palmares"));
        QString error;
        if (!palmares::ui::createDemoClub(path, error)) {
            qWarning("demo club: %s", qPrintable(error));
            return {};
        }
        m_demo = path;
    }
    return m_demo;
}

void TestScreens::fittedGeometryStaysOnTheScreen_data()
{
    QTest::addColumn<QRect>("wanted");
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QRect>("fitted");
    const QRect laptop(0, 0, 1024, 672); // a panel at the bottom
    QTest::newRow("fits") << QRect(10, 20, 800, 600) << laptop << QRect(10, 20, 800, 600);
    QTest::newRow("too wide") << QRect(0, 0, 1100, 700) << laptop << QRect(0, 0, 1024, 672);
    QTest::newRow("moved back") << QRect(300, 200, 900, 600) << laptop << QRect(124, 72, 900, 600);
    QTest::newRow("above and left") << QRect(-50, -30, 400, 300) << laptop << QRect(0, 0, 400, 300);
    QTest::newRow("saved on a wider screen")
        << QRect(1600, 0, 1600, 900) << QRect(1600, 0, 1024, 700) << QRect(1600, 0, 1024, 700);
    QTest::newRow("second screen") << QRect(100, 100, 1900, 1000) << QRect(1024, 0, 1600, 900)
                                   << QRect(1024, 0, 1600, 900);
}

void TestScreens::fittedGeometryStaysOnTheScreen()
{
    QFETCH(QRect, wanted);
    QFETCH(QRect, available);
    QFETCH(QRect, fitted);
    QCOMPARE(palmares::ui::fittedGeometry(wanted, available), fitted);
}

void TestScreens::windowFitsA1024By700Screen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pointSize");
    // The usual desktop fonts: 10 points (KDE, Xfce) and 11 (GNOME).
    for (const char* language : {"en", "fr"}) {
        for (int points : {10, 11}) {
            QTest::addRow("%s, %d pt", language, points) << QString::fromLatin1(language) << points;
        }
    }
}

void TestScreens::windowFitsA1024By700Screen()
{
    // Issue 20, item 9: in French the window could not be narrower than 1113 px.
    QFETCH(QString, language);
    QFETCH(int, pointSize);
    QVERIFY(palmares::i18n::install(languageOf(language)));
    QFont font = m_font;
    font.setPointSize(pointSize);
    QApplication::setFont(font);
    const QString club = demoClub();
    QVERIFY(!club.isEmpty());
    MainWindow w;
    QVERIFY(w.openClub(club));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.tabs()->setCurrentIndex(tab);
        if (tab == MainWindow::ResultsTab) {
            // The explanation of a result: the longest title of the window.
            w.view(MainWindow::ResultsTab)->selectRow(0);
        }
        QApplication::processEvents();
        const QString where = QStringLiteral("%1, tab %2").arg(language, w.tabs()->tabText(tab));
        QVERIFY2(w.minimumSizeHint().width() <= Small.width(),
                 qPrintable(QStringLiteral("%1: needs %2 px").arg(where).arg(w.minimumSizeHint().width())));
        QVERIFY2(w.minimumSizeHint().height() <= Small.height(),
                 qPrintable(QStringLiteral("%1: needs %2 px high").arg(where).arg(w.minimumSizeHint().height())));
        w.resize(Small);
        QApplication::processEvents();
        QVERIFY2(w.minimumSize().width() <= Small.width() && w.minimumSize().height() <= Small.height(),
                 qPrintable(where));
        QCOMPARE(w.size(), Small);
        // Nothing cut off: the rows above the tables wrapped instead.
        const QStringList cut = cutOff(w, w.tabs()->currentWidget());
        QVERIFY2(cut.isEmpty(), qPrintable(where + QStringLiteral(": ") + cut.join(QStringLiteral("; "))));
        if (pointSize == 10) {
            shot(w, QStringLiteral("%1-1024x700-%2").arg(language).arg(tab + 1));
        }
    }
}

void TestScreens::savedGeometryIsClampedToTheScreen()
{
    // A size saved on a large screen, the window opened again on the small one.
    QScreen* small = screenNamed(QStringLiteral("laptop"));
    {
        MainWindow w;
        w.setGeometry(QRect(small->geometry().topLeft() + QPoint(200, 100), QSize(1400, 900)));
        palmares::ui::Settings().setGeometry(w.saveGeometry());
    }
    MainWindow again;
    QVERIFY2(
        small->availableGeometry().contains(again.geometry()),
        qPrintable(QStringLiteral("%1,%2 %3×%4").arg(again.x()).arg(again.y()).arg(again.width()).arg(again.height())));
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(small->availableGeometry().contains(again.frameGeometry()));
    QCOMPARE(again.screen(), small);
}

void TestScreens::largeFontOpensWithinTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestScreens::largeFontOpensWithinTheScreen()
{
    // Issue 20, item 9: with large fonts the window opened wider than a 1600 px screen.
    QFETCH(QString, language);
    QVERIFY(palmares::i18n::install(languageOf(language)));
    QFont large = m_font;
    large.setPointSize(16);
    QApplication::setFont(large);
    const QString club = demoClub();
    QVERIFY(!club.isEmpty());
    QScreen* wide = QGuiApplication::primaryScreen();
    QCOMPARE(wide->name(), QStringLiteral("desktop"));
    MainWindow w;
    QVERIFY(w.openClub(club));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.tabs()->setCurrentIndex(tab);
        QApplication::processEvents();
        const QRect frame = w.frameGeometry();
        QVERIFY2(wide->availableGeometry().contains(frame),
                 qPrintable(QStringLiteral("%1, tab %2: %3×%4 at %5,%6, needs %7×%8")
                                .arg(language, w.tabs()->tabText(tab))
                                .arg(frame.width())
                                .arg(frame.height())
                                .arg(frame.x())
                                .arg(frame.y())
                                .arg(w.minimumSizeHint().width())
                                .arg(w.minimumSizeHint().height())));
        const QStringList cut = cutOff(w, w.tabs()->currentWidget());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    }
    w.tabs()->setCurrentIndex(MainWindow::ResultsTab);
    shot(w, QStringLiteral("%1-16pt-results").arg(language));
}

void TestScreens::manualIsShownRendered_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("section");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Palmarès — user manual")
                        << QStringLiteral("Printing");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Palmarès — manuel d’utilisation")
                        << QStringLiteral("Imprimer");
}

void TestScreens::manualIsShownRendered()
{
    // Issue 20, item 11: Help → Manual opened the raw Markdown, and failed
    // on a machine that had nothing to open it with.
    QFETCH(QString, language);
    QFETCH(QString, title);
    QFETCH(QString, section);
    QVERIFY(palmares::i18n::install(languageOf(language)));
    DesktopUrls desktop; // nothing may go to the desktop's programs
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &desktop, "open");
    QDesktopServices::setUrlHandler(QStringLiteral("http"), &desktop, "open");
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &desktop, "open");
    const auto restore = qScopeGuard([] {
        for (const char* scheme : {"file", "http", "https"}) {
            QDesktopServices::unsetUrlHandler(QLatin1String(scheme));
        }
    });
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Help → Manual, from the menu bar (F1 on most desktops).
    QAction* manual = nullptr;
    for (QAction* menu : w.menuBar()->actions()) {
        for (QAction* a : menu->menu()->actions()) {
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents)) {
                manual = a;
            }
        }
    }
    QVERIFY(manual);
    manual->trigger();
    QApplication::processEvents();
    QCOMPARE(desktop.urls, QList<QUrl>{});
    QTextBrowser* browser = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (top->isVisible() && top->objectName() == QLatin1String("manualWindow")) {
            browser = top->findChild<QTextBrowser*>(QStringLiteral("manualText"));
        }
    }
    QVERIFY2(browser, "no manual window");
    QVERIFY(QTest::qWaitForWindowExposed(browser->window()));
    // Rendered: headings, no Markdown marks left.
    const QTextDocument* doc = browser->document();
    QStringList headings;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() > 0) {
            headings << b.text();
        }
    }
    QVERIFY2(headings.size() >= 10, qPrintable(headings.join(u'|')));
    QCOMPARE(headings.first(), title);
    QVERIFY(headings.contains(section));
    const QString text = doc->toPlainText();
    for (const char* mark : {"## ", "**", "](", "![", "`"}) {
        QVERIFY2(!text.contains(QLatin1String(mark)), mark);
    }
    // Its pictures are there.
    int pictures = 0;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.isImageFormat()) {
                const QString name = f.toImageFormat().name();
                const QVariant data = browser->loadResource(QTextDocument::ImageResource, QUrl(name));
                QVERIFY2(!QImage::fromData(data.toByteArray()).isNull() || !data.value<QImage>().isNull(),
                         qPrintable(name));
                ++pictures;
            }
        }
    }
    QVERIFY(pictures >= 5);
    shot(*browser->window(), QStringLiteral("%1-manual").arg(language));
    // A link of the contents goes to its section, inside the window.
    QCOMPARE(browser->verticalScrollBar()->value(), 0);
    const QString anchor = language == QLatin1String("fr") ? QStringLiteral("#imprimer") : QStringLiteral("#printing");
    // What a click on the link does (QTextBrowser resolves it against the page).
    browser->setSource(browser->source().resolved(QUrl(anchor)));
    QTRY_VERIFY2(browser->verticalScrollBar()->value() > 0, qPrintable(anchor));
    QCOMPARE(desktop.urls, QList<QUrl>{});
    shot(*browser->window(), QStringLiteral("%1-manual-section").arg(language));
    browser->window()->close();
}

void TestScreens::bulletinOfLastMonth()
{
    // Issue 20, item 11: the bulletin covered only the current month.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QDate today = QDate::currentDate();
    const QDate thisMonth(today.year(), today.month(), 1);
    const QDate lastMonth = thisMonth.addMonths(-1);
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), palmares::rating::System::Fermi));
        const auto at = [](QDate d) { return QDateTime(d, QTime(20, 0), Qt::UTC); };
        PALMARES_RECORD(*c, duel(QStringLiteral("LAST1"), QStringLiteral("Scrabble"), at(lastMonth.addDays(4)),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c, duel(QStringLiteral("THIS1"), QStringLiteral("Scrabble"), at(thisMonth),
                                 QStringLiteral("Bob"), QStringLiteral("Alice")));
        PALMARES_RECORD(*c, duel(QStringLiteral("OLD1"), QStringLiteral("Scrabble"), at(lastMonth.addMonths(-3)),
                                 QStringLiteral("Alice"), QStringLiteral("Carol")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString out = scratch.folder() + QStringLiteral("/bulletin.html");
    QStringList seen;
    QDate shownFrom;
    QDate shownTo;
    answerModals([&](QWidget* modal) {
        if (modal->objectName() == QLatin1String("bulletinDialog")) {
            seen << QStringLiteral("period");
            auto* from = modal->findChild<palmares::ui::DateField*>(QStringLiteral("from"));
            auto* to = modal->findChild<palmares::ui::DateField*>(QStringLiteral("to"));
            shownFrom = from->date();
            shownTo = to->date();
            shot(*modal, QStringLiteral("en-bulletin-period"));
            modal->findChild<QAction*>(QStringLiteral("lastMonth"))->trigger();
            auto* make = modal->findChild<QPushButton*>(QStringLiteral("make"));
            QTest::mouseClick(make != nullptr ? make : modal->findChild<QDialogButtonBox*>()->buttons().first(),
                              Qt::LeftButton);
            return true;
        }
        if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            seen << QStringLiteral("file");
            // Typed into the name field, as a person does (selectFile() loses
            // the name while the dialog still reads the folder).
            auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            name->setText(out);
            static_cast<QDialog*>(files)->accept(); // QFileDialog::accept, protected there
            return false;
        }
        seen << QString::fromLatin1(modal->metaObject()->className()) + QLatin1Char(' ') + modal->windowTitle();
        modal->close();
        return true;
    });
    // File → Club bulletin → Export as HTML…
    QAction* html = nullptr;
    for (QAction* menu : w.menuBar()->actions()) {
        for (QAction* a : menu->menu()->actions()) {
            if (a->menu() != nullptr && a->text().contains(QStringLiteral("bulletin"))) {
                for (QAction* b : a->menu()->actions()) {
                    if (b->text().contains(QStringLiteral("HTML"))) {
                        html = b;
                    }
                }
            }
        }
    }
    QVERIFY(html);
    html->trigger();
    QTRY_VERIFY(seen.contains(QStringLiteral("file")));
    QCOMPARE(seen, (QStringList{QStringLiteral("period"), QStringLiteral("file")}));
    // It opened on this month, up to today (palmares-cli's default).
    QCOMPARE(shownFrom, thisMonth);
    QCOMPARE(shownTo, today);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(f.readAll());
    const QString period =
        QStringLiteral("From %1 to %2")
            .arg(palmares::report::formatDate(lastMonth), palmares::report::formatDate(thisMonth.addDays(-1)));
    QVERIFY2(page.contains(period), qPrintable(period));
    QVERIFY(page.contains(QStringLiteral("LAST1")));
    QVERIFY(!page.contains(QStringLiteral("THIS1")));
    QVERIFY(!page.contains(QStringLiteral("OLD1")));
    // A cancelled period makes nothing and says nothing (in French).
    QVERIFY(palmares::i18n::install(languageOf(QStringLiteral("fr"))));
    seen.clear();
    answerModals([&](QWidget* modal) {
        seen << modal->objectName();
        shot(*modal, QStringLiteral("fr-bulletin-period"));
        modal->close();
        return false;
    });
    html->trigger();
    QTRY_COMPARE(seen, QStringList{QStringLiteral("bulletinDialog")});
    QTest::qWait(200);
    QVERIFY(QApplication::activeModalWidget() == nullptr);
}

int main(int argc, char* argv[])
{
    // Two screens for the offscreen platform: a 1600×900 primary and a
    // 1024×700 laptop screen on its right (qoffscreenintegration.cpp reads
    // this file; initTestCase checks which screen is the primary one).
    QTemporaryDir config;
    if (qEnvironmentVariable("QT_QPA_PLATFORM").startsWith(QLatin1String("offscreen"))) {
        QFile file(config.filePath(QStringLiteral("screens.json")));
        if (!file.open(QIODevice::WriteOnly) || file.write(R"({"screens": [
                {"name": "desktop", "x": 0, "y": 0, "width": 1600, "height": 900,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
                {"name": "laptop", "x": 1600, "y": 0, "width": 1024, "height": 700,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})") < 0) {
            return 1;
        }
        file.close();
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen:configfile=") + file.fileName().toLocal8Bit());
    }
    QApplication app(argc, argv);
    TestScreens test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screens.moc"
