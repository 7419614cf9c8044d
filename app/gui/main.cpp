// palmares: the window. Argument parsing only; everything else is ui/ and core/.

#include "i18n/i18n.h"
#include "ui/democlub.h"
#include "ui/mainwindow.h"
#include "ui/screenshots.h"
#include "ui/settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QTextStream>
#include <QTimer>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Palmares"));
    QApplication::setApplicationDisplayName(QStringLiteral("Palmarès"));
    QApplication::setApplicationVersion(QStringLiteral(PALMARES_VERSION));
    // The desktop entry's id: Wayland compositors match the window to it (its name, its icon).
    QApplication::setDesktopFileName(QStringLiteral("org.palmares.Palmares"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.palmares.Palmares"),
                                                 QIcon(QStringLiteral(":/icons/org.palmares.Palmares.png"))));
    palmares::i18n::install(palmares::i18n::chosen(palmares::ui::Settings().language()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Palmarès — a club manager for game clubs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("club"),
                                 QApplication::translate("main", "The club to open: a file or a postgresql:// URL."),
                                 QStringLiteral("[club]"));
    const QCommandLineOption demo(
        QStringLiteral("demo"), QApplication::translate("main", "Open the demo club (created if it does not exist)."));
    const QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QApplication::translate("main",
                                "Save pictures of every view and of the result dialog into <folder>, then quit."),
        QStringLiteral("folder"));
    parser.addOption(demo);
    parser.addOption(screenshots);
    parser.process(app);

    palmares::ui::MainWindow window;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        QTextStream(stderr) << parser.helpText();
        return 2;
    }
    if (parser.isSet(demo)) {
        const QString path = palmares::ui::demoClubPath();
        QString error;
        if (!QFileInfo::exists(path) && !palmares::ui::createDemoClub(path, error)) {
            QTextStream(stderr) << "palmares: " << error << '\n';
            return 1;
        }
        if (!window.openClub(path)) {
            return 1;
        }
    } else if (!positional.isEmpty()) {
        if (!window.openClub(positional.first())) {
            return 1;
        }
    } else {
        window.openStartupClub();
    }
    if (parser.isSet(screenshots)) {
        const int saved = palmares::ui::takeScreenshots(window, parser.value(screenshots));
        QTextStream(stdout) << saved << " screenshots saved in " << parser.value(screenshots) << '\n';
        return saved > 0 ? 0 : 1;
    }
    window.show();
    return QApplication::exec();
}
