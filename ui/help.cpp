#include "help.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QUrl>
#include <QWidget>

namespace palmares::ui {

QString manualPath(const QString& language)
{
    const QString lang = language == QLatin1String("fr") ? language : QStringLiteral("en");
    const QString file = QStringLiteral("/%1/index.md").arg(lang);
    // Installed: <prefix>/bin/palmares and <prefix>/share/doc/palmares/manual,
    // wherever the prefix is (a package, cmake --install, dpkg -x).
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/palmares/manual");
    const QStringList folders = {installed, QStringLiteral("/usr/share/doc/palmares/manual"),
                                 // Running from a build directory: the source tree's copy.
                                 QStringLiteral(PALMARES_SOURCE_DIR "/docs/manual")};
    for (const QString& folder : folders) {
        const QFileInfo info(folder + file);
        if (info.isFile()) {
            return QDir::cleanPath(info.absoluteFilePath());
        }
    }
    return {};
}

void openManual(QWidget* parent)
{
    // QLocale() is the interface language (i18n::install made it the default).
    const QString language = QLocale().language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
    const QString path = manualPath(language);
    if (path.isEmpty()) {
        QMessageBox::warning(parent, QCoreApplication::translate("palmares::ui::Help", "Manual"),
                             QCoreApplication::translate("palmares::ui::Help",
                                                         "The manual is not installed. It is also on "
                                                         "https://palmares.org/manual/."));
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(path))) {
        QMessageBox::warning(parent, QCoreApplication::translate("palmares::ui::Help", "Manual"),
                             QCoreApplication::translate("palmares::ui::Help", "No program could open %1.").arg(path));
    }
}

} // namespace palmares::ui
