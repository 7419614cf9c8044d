#include "i18n/i18n.h"
#include "ui/mainwindow.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Palmarès"));
    QApplication::setApplicationVersion(QStringLiteral(PALMARES_VERSION));
    palmares::i18n::install(QLocale::system());
    palmares::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
