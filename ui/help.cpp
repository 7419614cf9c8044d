#include "help.h"

#include "manualwindow.h"

#include <QLocale>
#include <QWidget>

namespace palmares::ui {

QUrl manualUrl(const QString& language)
{
    const QString lang = language == QLatin1String("fr") ? language : QStringLiteral("en");
    return QUrl(QStringLiteral("qrc:/doc/manual/%1/index.md").arg(lang));
}

void openManual(QWidget* parent)
{
    // QLocale() is the interface language (i18n::install made it the default).
    const QString language = QLocale().language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
    auto* window = parent != nullptr ? parent->findChild<ManualWindow*>() : nullptr;
    if (window == nullptr) {
        window = new ManualWindow(manualUrl(language), parent);
    }
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace palmares::ui
